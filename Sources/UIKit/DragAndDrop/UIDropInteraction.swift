import Foundation

/// Makes a view a drop target: its delegate hears drags that come over the
/// view and takes the items dropped on it.
@preconcurrency @MainActor
open class UIDropInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: (any UIDropInteractionDelegate)?
    public private(set) weak var view: UIView?
    /// Whether the target accepts a drop while another of its drops is still
    /// being handled. false by default (kept; Kumiki runs one drag at a time).
    open var allowsSimultaneousDropSessions = false

    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {}

    public func didMove(to view: UIView?) {
        self.view = view
    }
}
