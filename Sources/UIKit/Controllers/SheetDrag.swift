/// A finger dragging a sheet's card: between detents (the card follows,
/// banded past the largest), and below the smallest into an interactive
/// dismissal that the release completes or abandons.
///
/// The drag starts on the card itself, or on a scroll view in it that is at
/// its top edge when the finger pulls down (or, with
/// `prefersScrollingExpandsWhenScrolledToEdge`, pushes up while the sheet
/// can still grow): the scroll view's own pan is then cancelled and the
/// sheet moves instead. On release the card goes to the resting place
/// nearest to where it would coast to (`SheetGeometry.projectedTop`): a
/// detent, or off the screen when dismissal is allowed. A refused dismissal
/// bands the card below its smallest detent and reports
/// `presentationControllerDidAttemptToDismiss(_:)` on release.
@MainActor
final class SheetDrag: NSObject, UIGestureRecognizerDelegate, UIViewControllerInteractiveTransitioning {
    /// Seconds for the card to settle after a release, on a critically damped
    /// spring that starts at the finger's speed (uncertain).
    static let settleDuration: TimeInterval = 0.4

    private unowned let sheet: UISheetPresentationController
    let pan = UIPanGestureRecognizer()
    private var startTop: CGFloat = 0
    /// Asked the first time the card goes below its smallest detent.
    private var dismissalDecision: Bool?
    private var dismissalContext: UIViewControllerContextTransitioning?

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        super.init()
        pan.addTarget(self, action: SheetDrag.handlePan(_:))
        pan.delegate = self
    }

    var wantsInteractiveStart: Bool { true }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        dismissalContext = transitionContext
    }

    // MARK: Starting

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard sheet.presentedViewController.runningTransition == nil, let card = sheet.presentedView else { return false }
        let velocity = pan.velocity(in: card)
        guard abs(velocity.y) > abs(velocity.x) else { return false }
        guard let scrollView = scrollView(under: pan.location(in: card), in: card) else { return true }
        let atTop = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
        guard atTop else { return false }
        if velocity.y > 0 { return true }
        return sheet.prefersScrollingExpandsWhenScrolledToEdge && sheet.usesDetents
            && sheet.currentDetent.value < (sheet.resolvedDetents.last?.value ?? 0)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        // The sheet decides from the scroll view's position; once it begins it
        // cancels the scroll view's pan itself.
        otherGestureRecognizer.view is UIScrollView
    }

    /// The innermost vertically scrollable scroll view under `point` in the card.
    private func scrollView(under point: CGPoint, in card: UIView) -> UIScrollView? {
        var view = card.hitTest(point, with: nil)
        while let current = view, current !== card.superview {
            if let scrollView = current as? UIScrollView {
                let content = scrollView.contentSize.height + scrollView.adjustedContentInset.top
                    + scrollView.adjustedContentInset.bottom
                if content > scrollView.bounds.height || scrollView.alwaysBounceVertical { return scrollView }
            }
            view = current.superview
        }
        return nil
    }

    // MARK: Following the finger

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let card = sheet.presentedView, let container = sheet.containerView else { return }
        switch recognizer.state {
        case .began:
            if let scrollView = scrollView(under: recognizer.location(in: card), in: card) {
                // The sheet takes over: the scroll view stops where it is.
                scrollView.panGestureRecognizer.isEnabled = false
                scrollView.panGestureRecognizer.isEnabled = true
            }
            UIView.removeAnimations(in: card.layer)
            startTop = card.frame.minY
            dismissalDecision = nil
            sheet.draggedTop = startTop
        case .changed:
            let top = bandedTop(startTop + recognizer.translation(in: container).y)
            move(to: top)
        case .ended, .cancelled, .failed:
            let velocity = recognizer.state == .ended ? recognizer.velocity(in: container).y : 0
            release(at: sheet.draggedTop ?? startTop, velocity: velocity)
        default:
            break
        }
    }

    /// The card's top for a finger that would put it at `top`: banded above
    /// the largest detent, and below the smallest when dismissal is refused
    /// (the delegate and `isModalInPresentation` are asked when the card first
    /// goes there).
    private func bandedTop(_ top: CGFloat) -> CGFloat {
        let geometry = sheet.geometry
        let detents = sheet.resolvedDetents
        let highest = geometry.top(forDetentValue: detents.last?.value ?? 0)
        let lowest = geometry.top(forDetentValue: detents.first?.value ?? 0)
        let height = geometry.containerSize.height
        if top > lowest, dismissalDecision == nil { dismissalDecision = sheet.userDismissalIsAllowed() }
        return RubberBand.clamp(top, lower: highest, upper: dismissalAllowed ? .greatestFiniteMagnitude : lowest,
                                dimension: height)
    }

    private var dismissalAllowed: Bool { dismissalDecision ?? false }

    /// Places the card with its top at `top`, the backdrop following; below
    /// the smallest detent the dismissal transition runs and tracks it.
    private func move(to top: CGFloat) {
        guard let card = sheet.presentedView else { return }
        let geometry = sheet.geometry
        sheet.draggedTop = top
        let lowestValue = sheet.resolvedDetents.first?.value ?? 0
        let lowestTop = geometry.top(forDetentValue: lowestValue)
        let height = geometry.containerSize.height
        if top > lowestTop {
            // Below the smallest detent the card slides down whole.
            let frame = geometry.cardFrame(detentValue: lowestValue)
            card.frame = frame.offsetBy(dx: 0, dy: top - frame.minY)
            if dismissalAllowed {
                beginDismissalIfNeeded()
                dismissalContext?.updateInteractiveTransition((top - lowestTop) / max(height - lowestTop, 1))
            }
            if dismissalContext == nil { sheet.applyBackdrop(forDetentValue: lowestValue) }
        } else {
            dismissalContext?.updateInteractiveTransition(0)
            let value = geometry.detentValue(forTop: top)
            card.frame = geometry.cardFrame(detentValue: value)
            card.frame.origin.y = top
            card.frame.size.height = height - top
            if dismissalContext == nil { sheet.applyBackdrop(forDetentValue: value) }
        }
        sheet.layoutGrabber()
    }

    /// The card went below its smallest detent: the dismissal begins (the
    /// presented controller hears `viewWillDisappear`).
    private func beginDismissalIfNeeded() {
        guard dismissalContext == nil, sheet.presentedViewController.runningTransition == nil else { return }
        let presented = sheet.presentedViewController
        let presenter = sheet.presentingViewController
        sheet.delegate?.presentationControllerWillDismiss(sheet)
        let presentationController = sheet
        presented.runDismissal(from: presenter, animated: true, interactionController: self) { [weak presentationController] in
            guard let presentationController else { return }
            presentationController.delegate?.presentationControllerDidDismiss(presentationController)
        }
    }

    // MARK: Letting go

    private func release(at top: CGFloat, velocity: CGFloat) {
        let geometry = sheet.geometry
        let detents = sheet.resolvedDetents
        var candidates = detents.map { geometry.top(forDetentValue: $0.value) }
        let offScreen = geometry.containerSize.height
        let projected = SheetGeometry.projectedTop(top, velocity: velocity)
        // A release heading below the smallest detent asks, if the drag did not.
        if dismissalDecision == nil, projected > (candidates.first ?? offScreen) {
            dismissalDecision = sheet.userDismissalIsAllowed()
        }
        if dismissalAllowed { candidates.append(offScreen) }
        let choice = SheetGeometry.nearest(to: projected, among: candidates) ?? 0
        let dismisses = dismissalAllowed && choice == detents.count
        // Refused: the release would have gone nearer off the screen than to the smallest detent.
        let lowestTop = candidates.first ?? offScreen
        let refusedDismissal = !dismissalAllowed && abs(offScreen - projected) < abs(lowestTop - projected)
        let target = candidates[choice]
        let distance = target - top
        let springVelocity = abs(distance) > 1 ? velocity / distance : 0
        guard let card = sheet.presentedView else { return }
        if dismisses {
            let context = dismissalContext
            if context == nil { beginDismissalIfNeeded() }
            let frame = card.frame.offsetBy(dx: 0, dy: offScreen - card.frame.minY)
            dismissalContext?.finishInteractiveTransition()
            UIView.animate(withDuration: Self.settleDuration, delay: 0, usingSpringWithDamping: 1,
                           initialSpringVelocity: springVelocity, options: [], animations: {
                card.frame = frame
            }, completion: { _ in
                self.finishDrag(completing: true)
            })
            return
        }
        let chosen = detents[choice]
        let changed = chosen.identifier != sheet.currentDetent.identifier
        dismissalContext?.cancelInteractiveTransition()
        sheet.draggedTop = nil
        UIView.animate(withDuration: Self.settleDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: springVelocity, options: [.allowUserInteraction], animations: {
            card.frame = geometry.cardFrame(detentValue: chosen.value)
            self.sheet.layoutGrabber()
            if self.dismissalContext == nil { self.sheet.applyBackdrop(forDetentValue: chosen.value) }
        }, completion: { _ in
            self.finishDrag(completing: false)
        })
        if changed {
            sheet.selectedDetentIdentifierChangedByUser(to: chosen.identifier)
        }
        if refusedDismissal { sheet.delegate?.presentationControllerDidAttemptToDismiss(sheet) }
    }

    private func finishDrag(completing: Bool) {
        sheet.draggedTop = nil
        guard let context = dismissalContext else { return }
        dismissalContext = nil
        context.completeTransition(completing)
    }
}

extension UISheetPresentationController {
    func installDrag() {
        guard drag == nil, let card = presentedView else { return }
        let drag = SheetDrag(sheet: self)
        card.addGestureRecognizer(drag.pan)
        self.drag = drag
    }

    func removeDrag() {
        guard let drag else { return }
        drag.pan.view?.removeGestureRecognizer(drag.pan)
        self.drag = nil
    }

    /// The user's drag settled on another detent: it becomes the selected one
    /// (the drag animates the card there) and the delegate hears about it.
    func selectedDetentIdentifierChangedByUser(to identifier: Detent.Identifier) {
        isSettlingDrag = true
        selectedDetentIdentifier = identifier
        isSettlingDrag = false
        (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}
