import Foundation

/// What runs a Kumiki app: the headless test host or a window host. A host owns
/// one `UIApplication` (with its media clock, virtual or monotonic), configures
/// its screen, feeds input, runs main-loop turns, and receives the frames.
@MainActor
public protocol UIApplicationHost: AnyObject {
    /// Receives a frame after a turn in which anything visible changed; the
    /// compositor's buffer holds the new pixels.
    func present(_ frame: LayerCompositor)

    /// Whether the host composites only when it asks for pixels
    /// (`UIMainLoop.compositeIfNeeded()`), instead of in every turn that
    /// changed something. Layers count as shown either way, so implicit
    /// animations behave the same. False unless the host says otherwise.
    var composesOnDemand: Bool { get }

    /// The frame buffer's pixels per point, when the host shows frames at a
    /// resolution of its own: a window showing the device scaled down renders
    /// at the window's pixels rather than the device's, so that no pixel is
    /// drawn only to be scaled away. nil (the default) renders at the
    /// screen's `scale`, as test hosts do.
    ///
    /// Only the frame buffer's resolution changes: `UIScreen.scale`,
    /// `traitCollection.displayScale`, `contentScaleFactor`, layers'
    /// `contentsScale` and pixel rounding in layout stay the device's. Read in
    /// every turn; when the value (or the screen) changes, the main loop makes
    /// a new compositor and composites the next frame whole.
    var backingScale: CGFloat? { get }
}

extension UIApplicationHost {
    public var composesOnDemand: Bool { false }
    public var backingScale: CGFloat? { nil }
}
