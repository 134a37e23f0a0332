/// Presents a controller as a sheet: a card with rounded corners that rests
/// at one of its `detents`, drags between them, and is swiped down to
/// dismiss (unless `isModalInPresentation` or the delegate refuses). Behind
/// a full-height card the presenter shrinks back with rounded corners; a
/// dimming view darkens what is behind the card above
/// `largestUndimmedDetentIdentifier`. Used for `.automatic`, `.pageSheet`
/// and `.formSheet` (centered cards without detents on an iPad in regular
/// width). Numbers: `SheetGeometry`, docs/BEHAVIOR.md "Sheets".
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// What the dimming view reaches, in opacity of black (uncertain).
    static let dimmingAlpha: CGFloat = 0.3
    /// The grabber: 36×5 pt, 5 pt below the card's top (uncertain).
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTopInset: CGFloat = 5

    private let style: UIModalPresentationStyle
    let dimmingView = UIView()
    private(set) var grabberView: UIView?
    /// While a finger drags the card, its top (container coordinates).
    var draggedTop: CGFloat?
    /// The dragging machinery (UISheetPresentationController+Dragging.swift).
    var drag: SheetDrag?
    private var changesAnimate = false
    /// Set while a released drag records where the card settles (the drag
    /// animates the card there itself).
    var isSettlingDrag = false

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        style = presentedViewController.resolvedPresentationStyle == .formSheet ? .formSheet : .pageSheet
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    open override var presentationStyle: UIModalPresentationStyle { style }
    open override var shouldPresentInFullscreen: Bool { false }

    // MARK: Configuration

    /// Where the sheet may rest, smallest first or in any order. `[.large()]`
    /// by default; an empty array means the default.
    open var detents: [Detent] = [.large()] {
        didSet { invalidateDetents() }
    }

    /// The detent the sheet rests at; nil means the smallest. Set inside
    /// `animateChanges(_:)` to move there animated.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet {
            guard oldValue != selectedDetentIdentifier, !isSettlingDrag else { return }
            applyRestingLayout(animated: changesAnimate)
        }
    }

    /// The largest detent at which what is behind the sheet stays undimmed
    /// and touchable; nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { applyRestingLayout(animated: changesAnimate) }
    }

    /// Whether a grabber shows at the top of the card. false by default.
    open var prefersGrabberVisible = false {
        didSet { updateGrabber() }
    }

    /// The card's corner radius in points; nil for the system's 10.
    open var preferredCornerRadius: CGFloat? {
        didSet { applyCornerRadius() }
    }

    /// Whether scrolling a scroll view in the sheet up at its top edge
    /// expands the sheet to the next detent first. true by default.
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Runs `changes` (to the detents, the selected detent, the undimmed
    /// detent) and animates the sheet to the result.
    open func animateChanges(_ changes: () -> Void) {
        let previous = changesAnimate
        changesAnimate = true
        changes()
        changesAnimate = previous
        applyRestingLayout(animated: true)
    }

    /// Resolves the detents again (a custom resolver's answer changed).
    open func invalidateDetents() {
        applyRestingLayout(animated: changesAnimate)
    }

    // MARK: Geometry

    var geometry: SheetGeometry {
        let container = containerView
        let size = container?.bounds.size ?? presentingViewController.viewIfLoaded?.window?.bounds.size ?? UIScreen.main.bounds.size
        let insets = container?.safeAreaInsets ?? .zero
        let regular = UIDevice.current.userInterfaceIdiom == .pad && size.width >= 600
        let kind: SheetGeometry.Kind = !regular ? .bottomAttached : (style == .formSheet ? .formSheet : .pageSheet)
        return SheetGeometry(containerSize: size, safeAreaInsets: insets, kind: kind)
    }

    /// The detents' identifiers and values, smallest first.
    var resolvedDetents: [(identifier: Detent.Identifier, value: CGFloat)] {
        let geometry = self.geometry
        let context = SheetDetentResolutionContext(maximumDetentValue: geometry.maximumDetentValue)
        let resolved = (detents.isEmpty ? [.large()] : detents).compactMap { detent in
            detent.resolvedValue(in: context).map { (identifier: detent.identifier, value: $0) }
        }
        return resolved.isEmpty ? [(identifier: .large, value: geometry.maximumDetentValue)]
            : resolved.sorted { $0.value < $1.value }
    }

    /// The detent the sheet rests at now.
    var currentDetent: (identifier: Detent.Identifier, value: CGFloat) {
        let resolved = resolvedDetents
        return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved[0]
    }

    /// Whether the card is attached to the bottom edge and uses detents.
    var usesDetents: Bool { geometry.kind == .bottomAttached }

    open override var frameOfPresentedViewInContainerView: CGRect {
        geometry.cardFrame(detentValue: currentDetent.value)
    }

    /// How dimmed what is behind a card of `value` is, from 0 to 1: 1 above
    /// the largest undimmed detent, easing in over the span between it and
    /// the next.
    func dimmingFraction(forDetentValue value: CGFloat) -> CGFloat {
        guard let undimmed = largestUndimmedDetentIdentifier else { return 1 }
        let resolved = resolvedDetents
        guard let index = resolved.firstIndex(where: { $0.identifier == undimmed }) else { return 1 }
        let floor = resolved[index].value
        guard index + 1 < resolved.count else { return 0 }
        let ceiling = resolved[index + 1].value
        return min(max((value - floor) / max(ceiling - floor, 1), 0), 1)
    }

    /// How far the presenter is scaled back for a card of `value`, from 0 to 1:
    /// only the last stretch to a full-height card scales it.
    func presenterFraction(forDetentValue value: CGFloat) -> CGFloat {
        let geometry = self.geometry
        guard geometry.kind == .bottomAttached else { return 0 }
        let maximum = geometry.maximumDetentValue
        let resolved = resolvedDetents
        guard let largest = resolved.last, largest.value >= maximum - 0.5 else { return 0 }
        let below = resolved.count > 1 ? resolved[resolved.count - 2].value : 0
        return min(max((value - below) / max(maximum - below, 1), 0), 1)
    }

    // MARK: Layout

    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        guard presentedViewController.runningTransition == nil, draggedTop == nil else { return }
        // A new container size (a rotation) moves the card and rescales the presenter.
        presentedView?.frame = frameOfPresentedViewInContainerView
        applyBackdrop(forDetentValue: currentDetent.value)
        layoutGrabber()
    }

    /// Puts the card, dimming and presenter where the current detent wants
    /// them.
    func applyRestingLayout(animated: Bool) {
        guard containerView != nil, presentedViewController.runningTransition == nil, draggedTop == nil else { return }
        let value = currentDetent.value
        let apply = {
            self.presentedView?.frame = self.frameOfPresentedViewInContainerView
            self.layoutGrabber()
            self.applyBackdrop(forDetentValue: value)
        }
        if animated {
            UIView.animate(withDuration: SheetDrag.settleDuration, delay: 0, usingSpringWithDamping: 1,
                           initialSpringVelocity: 0, options: [.allowUserInteraction], animations: apply)
        } else {
            apply()
        }
    }

    /// The dimming and the presenter's scale for a card of `value`.
    func applyBackdrop(forDetentValue value: CGFloat) {
        let dimming = dimmingFraction(forDetentValue: value)
        dimmingView.alpha = Self.dimmingAlpha * dimming
        dimmingView.isUserInteractionEnabled = dimming > 0
        (containerView as? PresentationContainerView)?.passesTouchesThrough = dimming == 0
        applyPresenterScale(presenterFraction(forDetentValue: value))
    }

    /// Scales the presenter's view back by `fraction` of the full amount.
    func applyPresenterScale(_ fraction: CGFloat) {
        guard let presenterView = presentingViewController.viewIfLoaded else { return }
        // The untransformed frame: `frame` is the bounding box of the transform already applied.
        let size = presenterView.bounds.size
        let untransformed = CGRect(x: presenterView.center.x - size.width / 2, y: presenterView.center.y - size.height / 2,
                                   width: size.width, height: size.height)
        let full = geometry.presenterTransform(presenterFrame: untransformed)
        presenterView.transform = CGAffineTransform(a: 1 + (full.a - 1) * fraction, b: 0, c: 0,
                                                    d: 1 + (full.d - 1) * fraction,
                                                    tx: full.tx * fraction, ty: full.ty * fraction)
        presenterView.layer.cornerRadius = fraction > 0 ? SheetGeometry.cornerRadius : presenterCornerRadius
        presenterView.layer.masksToBounds = fraction > 0 ? true : presenterMasksToBounds
    }

    private var presenterCornerRadius: CGFloat = 0
    private var presenterMasksToBounds = false

    private func applyCornerRadius() {
        guard let view = presentedView, containerView != nil else { return }
        view.layer.cornerRadius = preferredCornerRadius ?? SheetGeometry.cornerRadius
        view.layer.maskedCorners = usesDetents ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        view.layer.masksToBounds = true
    }

    private func updateGrabber() {
        guard let container = containerView else { return }
        if prefersGrabberVisible, grabberView == nil {
            let grabber = UIView(frame: CGRect(origin: .zero, size: Self.grabberSize))
            grabber.backgroundColor = UIColor(white: 0.5, alpha: 0.45)
            grabber.layer.cornerRadius = Self.grabberSize.height / 2
            grabber.isUserInteractionEnabled = false
            grabber.accessibilityLabel = "Sheet Grabber"
            container.addSubview(grabber)
            grabberView = grabber
            layoutGrabber()
        } else if !prefersGrabberVisible {
            grabberView?.removeFromSuperview()
            grabberView = nil
        }
    }

    func layoutGrabber() {
        guard let grabber = grabberView, let card = presentedView else { return }
        grabber.superview?.bringSubviewToFront(grabber)
        grabber.center = CGPoint(x: card.frame.midX, y: card.frame.minY + Self.grabberTopInset + Self.grabberSize.height / 2)
    }

    /// The screen is about to change size (a rotation): the presenter resizes
    /// unscaled, and the layout that follows scales it back for the new size
    /// (a transformed view's frame cannot be autoresized).
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard containerView != nil, draggedTop == nil else { return }
        UIView.performWithoutAnimation { applyPresenterScale(0) }
    }

    // MARK: Transitions

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UISheetPresentationController.dimmingViewTapped(_:)))
        if let presenterView = presentingViewController.viewIfLoaded {
            presenterCornerRadius = presenterView.layer.cornerRadius
            presenterMasksToBounds = presenterView.layer.masksToBounds
        }
        applyCornerRadius()
        updateGrabber()
        let value = currentDetent.value
        let coordinator = presentedViewController.transitionCoordinator
        coordinator?.animate(alongsideTransition: { _ in
            self.applyBackdrop(forDetentValue: value)
            self.layoutGrabber()
        }, completion: nil)
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if completed {
            installDrag()
            layoutGrabber()
        } else {
            restorePresenter()
        }
    }

    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
            self.applyPresenterScale(0)
            self.grabberView?.alpha = 0
        }, completion: nil)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            restorePresenter()
            removeDrag()
            dimmingView.removeFromSuperview()
            grabberView?.removeFromSuperview()
            grabberView = nil
            presentedView?.layer.cornerRadius = 0
            presentedView?.layer.masksToBounds = false
        } else {
            grabberView?.alpha = 1
            applyBackdrop(forDetentValue: currentDetent.value)
        }
    }

    private func restorePresenter() {
        guard let presenterView = presentingViewController.viewIfLoaded else { return }
        presenterView.transform = .identity
        presenterView.layer.cornerRadius = presenterCornerRadius
        presenterView.layer.masksToBounds = presenterMasksToBounds
    }

    /// A tap on the dimmed area dismisses the sheet, when allowed.
    func dimmingViewTapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, presentedViewController.runningTransition == nil else { return }
        guard userDismissalIsAllowed() else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }
}
