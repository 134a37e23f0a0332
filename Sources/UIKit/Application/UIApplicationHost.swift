/// What runs a Kumiki app: the headless test host or a window host. A host owns
/// one `UIApplication` (with its media clock, virtual or monotonic), configures
/// its screen, feeds input, runs main-loop turns, and receives the frames.
@MainActor
public protocol UIApplicationHost: AnyObject {
    /// Receives a frame after a turn in which anything visible changed; the
    /// compositor's buffer holds the new pixels.
    func present(_ frame: LayerCompositor)
}
