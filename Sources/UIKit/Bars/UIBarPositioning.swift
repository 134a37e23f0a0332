/// Where a bar sits, which decides which way its hairline points and whether
/// its background reaches up under the status bar. Raw values match UIKit.
public enum UIBarPosition: Int, Sendable {
    /// Unspecified: a navigation bar takes it as `.top`.
    case any = 0
    /// At the bottom of its view (a toolbar's place).
    case bottom = 1
    /// At the top of its view, below the status bar.
    case top = 2
    /// At the top, touching the status bar: the background reaches up under it.
    case topAttached = 3
}

/// A bar that knows where it sits.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar sits.
    var barPosition: UIBarPosition { get }
}

/// Decides where a bar sits. Every method is optional.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// Where `bar` sits. The default answers `.any`, as UIKit does for a
    /// delegate that does not implement the method.
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}
