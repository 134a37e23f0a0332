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
}

extension UIApplicationHost {
    public var composesOnDemand: Bool { false }
}
