/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }

    /// Whether the view can show `configuration` (iOS 16). True unless the
    /// view says otherwise; a cell replaces a content view that does not
    /// support its new configuration.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
