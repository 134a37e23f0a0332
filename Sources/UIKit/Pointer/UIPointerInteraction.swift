/// Lets a view react to the pointer (a mouse or trackpad): its delegate picks
/// the regions of the view and the pointer's style over each, and hears when
/// the pointer enters and leaves them.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    public weak var delegate: UIPointerInteractionDelegate?
    /// A disabled interaction ignores the pointer (the pointer leaves it at
    /// once if it was over it).
    public var isEnabled = true {
        didSet { if !isEnabled { invalidate() } }
    }
    public private(set) weak var view: UIView?

    public init(delegate: UIPointerInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }

    /// Asks the delegate again for the region under the pointer and its style
    /// (after what they depend on changed).
    public func invalidate() {
        (view?.window?.application ?? .shared).hoverDelivery.invalidate(self)
    }

    /// The app of the view the interaction is leaving.
    private weak var departingApplication: UIApplication?

    open func willMove(to view: UIView?) {
        departingApplication = self.view?.window?.application
    }

    open func didMove(to view: UIView?) {
        self.view = view
        // Removed while the pointer was over it: the pointer leaves it.
        if view == nil { departingApplication?.hoverDelivery.invalidate(self) }
        departingApplication = nil
    }

    /// The region under `location` (view coordinates): the delegate's answer,
    /// or the view's bounds.
    func region(at location: CGPoint, modifiers: UIKeyModifierFlags) -> UIPointerRegion? {
        guard isEnabled, let view else { return nil }
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        let request = UIPointerRegionRequest(location: location, modifiers: modifiers)
        guard let delegate else { return defaultRegion }
        return delegate.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion)
    }

    /// The pointer's style over `region`.
    func style(for region: UIPointerRegion) -> UIPointerStyle? {
        guard let delegate else { return UIPointerInteraction.automaticStyle(for: view) }
        return delegate.pointerInteraction(self, styleFor: region)
    }

    /// The style without a delegate's choice: the automatic effect on the view.
    static func automaticStyle(for view: UIView?) -> UIPointerStyle? {
        view.map { UIPointerStyle(effect: .automatic(UITargetedPreview(view: $0))) }
    }
}

/// Chooses regions and styles for a pointer interaction. Every method has a
/// default, as Apple's optional requirements do: the whole view is one
/// region, with the automatic effect on the view.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region of the view under the pointer, or nil when the pointer is
    /// over no region (then the interaction does nothing there).
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The pointer's style over `region`; nil shows the system pointer.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer is entering `region`; animations added to `animator` run
    /// alongside the pointer's change.
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating)
    /// The pointer is leaving `region`.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        defaultRegion
    }

    public func pointerInteraction(_ interaction: UIPointerInteraction,
                                   styleFor region: UIPointerRegion) -> UIPointerStyle? {
        UIPointerInteraction.automaticStyle(for: interaction.view)
    }

    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                   animator: UIPointerInteractionAnimating) {}

    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                   animator: UIPointerInteractionAnimating) {}
}

/// Runs animations alongside the pointer's entering or leaving a region.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    /// Animations to run with the pointer's change.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Called when the animations end (`finished` false if interrupted).
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// The animator handed to a delegate: what it collected runs in one view
/// animation once the delegate returns.
final class PointerRegionAnimator: UIPointerInteractionAnimating {
    /// Seconds the pointer's animations take. Apple does not document the
    /// pointer's timing; Core Animation's default duration stands in.
    static let duration: TimeInterval = 0.25

    private var animations: [() -> Void] = []
    private var completions: [(Bool) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping (Bool) -> Void) {
        completions.append(completion)
    }

    /// Runs what was collected: the animations in one block (with
    /// user interaction allowed, as the pointer's own are), then the completions
    /// when it ends.
    func run() {
        guard !animations.isEmpty || !completions.isEmpty else { return }
        let animations = self.animations
        let completions = self.completions
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
                       animations: { animations.forEach { $0() } },
                       completion: { finished in completions.forEach { $0(finished) } })
    }
}
