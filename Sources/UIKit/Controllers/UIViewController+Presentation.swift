import Foundation

/// Modal presentation: `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)` in UIKit's order.
///
/// Presenting: the presented controller loads its view; the presenter hears
/// `viewWillDisappear` when the style removes its views (`.fullScreen`,
/// `.currentContext`); the presented controller hears `viewWillAppear`; the
/// presentation controller `presentationTransitionWillBegin()`; the animator
/// runs; then `presentationTransitionDidEnd(true)`, the presented
/// controller's `viewDidAppear`, the presenter's `viewDidDisappear` (its
/// views leave the window), and the completion. Dismissing runs the same
/// steps the other way.
extension UIViewController {
    /// The controller this one (or, for a child, the ancestor that presents
    /// for it) presents; nil when none.
    public var presentedViewController: UIViewController? {
        presentedStorage ?? parentStorage?.presentedViewController
    }

    /// The controller that presented this one (or its nearest presented
    /// ancestor); nil when it is not presented.
    public var presentingViewController: UIViewController? {
        presentingStorage ?? parentStorage?.presentingViewController
    }

    /// The presentation controller that shows (or will show) this controller:
    /// made on first access for its current `modalPresentationStyle`, so a
    /// delegate or a sheet's detents can be set before `present`. nil for a
    /// `.custom` style until presented (its transitioning delegate makes it).
    public var presentationController: UIPresentationController? {
        if let existing = presentationControllerStorage, existing.presentationStyle == resolvedPresentationStyle {
            return existing
        }
        guard resolvedPresentationStyle != .custom else { return presentationControllerStorage }
        let made = makeBuiltInPresentationController(presenting: nil)
        presentationControllerStorage = made
        return made
    }

    /// The sheet presentation controller when the controller is (or will be)
    /// presented as a sheet (`.automatic`, `.pageSheet`, `.formSheet`), nil
    /// otherwise.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The coordinator of the presentation or dismissal running for this
    /// controller (or for its parent), or of the push or pop its parent — or,
    /// for a container, it itself — is running; nil when none runs.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        if let running = runningTransition, !running.isComplete { return running }
        if let presented = presentedStorage, let running = presented.runningTransition, !running.isComplete {
            return running
        }
        if let parent = parentStorage, let running = parent.childTransition, !running.isComplete { return running }
        // A container's own push or pop (`navigationController?.transitionCoordinator`
        // right after `pushViewController`, as apps write).
        if let running = childTransition, !running.isComplete { return running }
        return parentStorage?.transitionCoordinator
    }

    /// The style a presentation of this controller uses: `.automatic` is a
    /// page sheet.
    var resolvedPresentationStyle: UIModalPresentationStyle {
        modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
    }

    private func makeBuiltInPresentationController(presenting: UIViewController?) -> UIPresentationController {
        switch resolvedPresentationStyle {
        case .pageSheet, .formSheet:
            UISheetPresentationController(presentedViewController: self, presenting: presenting)
        default:
            FullScreenPresentationController(presentedViewController: self, presenting: presenting,
                                             style: resolvedPresentationStyle)
        }
    }

    // MARK: Presenting

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if let presenter = presented.presentingStorage {
            UncaughtException.raise("NSInvalidArgumentException", reason:
                "Application tried to present modally a view controller \(presented) "
                    + "that is already being presented by \(presenter).")
        }
        if let parent = presented.parentStorage {
            UncaughtException.raise("NSInvalidArgumentException", reason:
                "Application tried to present modally a view controller \(presented) "
                    + "that has a parent view controller \(parent).")
        }
        if presented.viewIfLoaded?.window != nil || presented === self {
            UncaughtException.raise("NSInvalidArgumentException", reason:
                "Application tried to present modally an active controller \(presented).")
        }
        let style = presented.resolvedPresentationStyle
        let context = presented.presentationContextOverride(presenter: self) ?? presentationContext(for: style)
        if let current = context.presentedStorage {
            warn("Attempt to present \(presented) on \(context) (from \(self)) which is already presenting \(current).")
            return
        }
        guard let window = context.viewIfLoaded?.window else {
            warn("Attempt to present \(presented) on \(context) (from \(self)) "
                + "whose view is not in the window hierarchy.")
            return
        }
        if presented.modalTransitionStyle == .partialCurl && style != .fullScreen {
            UncaughtException.raise("NSInvalidArgumentException", reason:
                "Application tried to present UIModalTransitionStylePartialCurl to or from "
                    + "non-fullscreen view controller \(presented).")
        }
        let presentationController = presented.presentationController(for: style, presenting: context, source: self)
        presentationController.attach(presenting: context)
        presented.presentationControllerStorage = presentationController
        context.presentedStorage = presented
        presented.presentingStorage = context
        presented.updateTraitCollection()

        let container = PresentationContainerView(frame: .zero)
        container.presentationController = presentationController
        container.passesTouchesThrough = presented.presentationPassesTouchesThrough
        if presentationController.coversCurrentContext, let contextView = context.viewIfLoaded,
           let superview = contextView.superview {
            container.frame = contextView.frame
            container.autoresizingMask = contextView.autoresizingMask
            superview.insertSubview(container, aboveSubview: contextView)
        } else {
            container.frame = window.bounds
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(container)
        }
        presentationController.containerView = container
        // A controller presented over full screen decides the orientation now.
        window.windowScene?.supportedInterfaceOrientationsDidChange()

        let source = self
        let custom = presented.transitioningDelegate?.animationController(forPresented: presented, presenting: context,
                                                                             source: source)
        let animator = custom ?? ModalTransitionAnimator(transitionStyle: transitionStyle(for: presented, in: context),
                                                         isPresentation: true)
        let interaction = custom.flatMap { presented.transitioningDelegate?.interactionControllerForPresentation(using: $0) }
        let transition = PresentationTransition(isPresentation: true, presented: presented, presenting: context,
                                                presentationController: presentationController, containerView: container,
                                                isAnimated: animated, animator: animator, interactionController: interaction)
        presented.runningTransition = transition
        presented.loadViewIfNeeded()
        let removesPresenter = presentationController.shouldRemovePresentersView
        if removesPresenter { context.beginAppearance(false, animated: animated) }
        presented.beginAppearance(true, animated: animated)
        presentationController.presentationTransitionWillBegin()
        transition.onComplete = { [weak presented, weak context] completed in
            guard let presented, let context else { return }
            presented.finishPresentation(from: context, completed: completed, removesPresenter: removesPresenter,
                                         completion: completion)
        }
        if !animated || custom == nil {
            // UIKit's own animators: the presented view is placed for them.
            if let presentedView = presentationController.presentedView, presentedView.superview !== container {
                presentedView.frame = presentationController.frameOfPresentedViewInContainerView
                container.addSubview(presentedView)
            }
        }
        transition.start()
    }

    /// The transition style of a presentation in `context`: the context's own
    /// when it provides one for current-context presentations.
    private func transitionStyle(for presented: UIViewController, in context: UIViewController) -> UIModalTransitionStyle {
        let style = presented.resolvedPresentationStyle
        if (style == .currentContext || style == .overCurrentContext), context.providesPresentationContextTransitionStyle {
            return context.modalTransitionStyle
        }
        return presented.modalTransitionStyle
    }

    /// The presentation controller for presenting in `style`: the
    /// transitioning delegate's for `.custom`, otherwise the one made before
    /// (keeping its delegate and configuration) or a new built-in one.
    private func presentationController(for style: UIModalPresentationStyle, presenting: UIViewController,
                                        source: UIViewController) -> UIPresentationController {
        if style == .custom {
            if let custom = transitioningDelegate?.presentationController(forPresented: self, presenting: presenting,
                                                                          source: source) {
                return custom
            }
            return FullScreenPresentationController(presentedViewController: self, presenting: presenting,
                                                    style: .fullScreen)
        }
        if let existing = presentationControllerStorage, existing.presentationStyle == style { return existing }
        return makeBuiltInPresentationController(presenting: presenting)
    }

    /// The controller that presents for this one in `style`: the nearest
    /// controller up the parent chain that defines the presentation context
    /// (current-context styles), otherwise the root of this controller's
    /// containment (a window's root or a presented controller).
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        var root = self
        while let parent = root.parentStorage {
            if (style == .currentContext || style == .overCurrentContext), root.definesPresentationContext { return root }
            root = parent
        }
        return root
    }

    private func finishPresentation(from context: UIViewController, completed: Bool, removesPresenter: Bool,
                                    completion: (() -> Void)?) {
        let presentationController = presentationControllerStorage
        presentationController?.presentationTransitionDidEnd(completed)
        // `isBeingPresented` holds through `viewDidAppear`.
        defer { runningTransition = nil }
        if completed {
            if removesPresenter { context.detachViewForPresentation() }
            endAppearance()
            if removesPresenter { context.endAppearance() }
            runningTransition = nil
            completion?()
        } else {
            // An interaction cancelled the presentation: back to before it.
            beginAppearance(false, animated: true)
            if removesPresenter { context.beginAppearance(true, animated: true) }
            presentationController?.containerView?.removeFromSuperview()
            presentationController?.containerView = nil
            context.presentedStorage = nil
            presentingStorage = nil
            endAppearance()
            if removesPresenter { context.endAppearance() }
        }
    }

    // MARK: Dismissing

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        var root = self
        while let parent = root.parentStorage { root = parent }
        let dismissed: UIViewController
        if let presented = root.presentedStorage {
            dismissed = presented
        } else if root.presentingStorage != nil {
            dismissed = root
        } else {
            // Nothing presented, nothing to dismiss: UIKit still runs the completion.
            completion?()
            return
        }
        guard let presenter = dismissed.presentingStorage, dismissed.runningTransition == nil else { return }
        // Everything presented above the dismissed controller goes without
        // animation; only the top one animates away.
        var stack = [dismissed]
        while let next = stack.last?.presentedStorage { stack.append(next) }
        let top = stack.removeLast()
        for intermediate in stack.reversed() where intermediate !== dismissed {
            intermediate.tearDownPresentationWithoutTransition()
        }
        if top !== dismissed {
            // The top one animates away from the dismissed one's presenter.
            top.presentingStorage?.presentedStorage = nil
            dismissed.tearDownPresentationWithoutTransition()
            top.presentingStorage = presenter
            presenter.presentedStorage = top
        }
        top.runDismissal(from: presenter, animated: animated, completion: completion)
    }

    /// Starts the dismissal transition of this presented controller.
    func runDismissal(from presenter: UIViewController, animated: Bool, interactionController: UIViewControllerInteractiveTransitioning? = nil,
                      completion: (() -> Void)?) {
        guard let presentationController = presentationControllerStorage,
              let container = presentationController.containerView else { return }
        let custom = transitioningDelegate?.animationController(forDismissed: self)
        let animator = custom ?? ModalTransitionAnimator(transitionStyle: transitionStyle(for: self, in: presenter),
                                                         isPresentation: false)
        let interaction = interactionController
            ?? custom.flatMap { transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        let transition = PresentationTransition(isPresentation: false, presented: self, presenting: presenter,
                                                presentationController: presentationController, containerView: container,
                                                isAnimated: animated, animator: animator, interactionController: interaction)
        runningTransition = transition
        let restoresPresenter = presentationController.shouldRemovePresentersView
        beginAppearance(false, animated: animated)
        if restoresPresenter {
            presenter.reattachViewAfterPresentation()
            presenter.beginAppearance(true, animated: animated)
        }
        presentationController.dismissalTransitionWillBegin()
        transition.onComplete = { [weak self, weak presenter] completed in
            guard let self, let presenter else { return }
            self.finishDismissal(from: presenter, completed: completed, restoresPresenter: restoresPresenter,
                                 completion: completion)
        }
        transition.start()
    }

    private func finishDismissal(from presenter: UIViewController, completed: Bool, restoresPresenter: Bool,
                                 completion: (() -> Void)?) {
        let presentationController = presentationControllerStorage
        presentationController?.dismissalTransitionDidEnd(completed)
        // `isBeingDismissed` holds through `viewDidDisappear`.
        defer { runningTransition = nil }
        if completed {
            presentationController?.containerView?.removeFromSuperview()
            presentationController?.containerView = nil
            presenter.presentedStorage = nil
            presentingStorage = nil
            if restoresPresenter { presenter.endAppearance() }
            endAppearance()
            runningTransition = nil
            // What the dismissed controller covered decides the orientation again.
            presenter.viewIfLoaded?.window?.windowScene?.supportedInterfaceOrientationsDidChange()
            completion?()
        } else {
            // An interaction cancelled the dismissal: the presented controller
            // stays where it was.
            if let presentationController, let view = presentationController.presentedView {
                view.frame = presentationController.frameOfPresentedViewInContainerView
                view.alpha = 1
            }
            beginAppearance(true, animated: true)
            if restoresPresenter {
                presenter.beginAppearance(false, animated: true)
                presenter.detachViewForPresentation()
                presenter.endAppearance()
            }
            endAppearance()
        }
    }

    /// Removes a presentation at once (an intermediate controller of a
    /// dismissed stack): its container leaves, it disappears.
    func tearDownPresentationWithoutTransition() {
        let presentationController = presentationControllerStorage
        beginAppearance(false, animated: false)
        presentationController?.dismissalTransitionWillBegin()
        presentationController?.containerView?.removeFromSuperview()
        presentationController?.dismissalTransitionDidEnd(true)
        presentationController?.containerView = nil
        presentingStorage?.presentedStorage = nil
        presentingStorage = nil
        endAppearance()
    }

    // MARK: The presenter's views

    /// A full-screen presentation ended: the presenter's view leaves the
    /// window (it is remembered to come back on dismissal).
    func detachViewForPresentation() {
        guard let view = viewIfLoaded, let superview = view.superview else { return }
        detachedViewPlace = DetachedViewPlace(superview: superview,
                                              index: superview.subviews.firstIndex { $0 === view } ?? superview.subviews.count)
        view.removeFromSuperview()
    }

    /// A dismissal begins: the presenter's view returns where it was.
    func reattachViewAfterPresentation() {
        guard let place = detachedViewPlace, let view = viewIfLoaded else { return }
        detachedViewPlace = nil
        guard let superview = place.superview else { return }
        superview.insertSubview(view, at: min(place.index, superview.subviews.count))
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// Where a presenter's view was before a full-screen presentation removed it.
struct DetachedViewPlace {
    weak var superview: UIView?
    let index: Int
}

extension UIViewController {
    /// This controller leaves its window for good (another becomes the
    /// window's root): whatever it presents goes with it, at once. (On iOS
    /// the presented views would stay behind in the window: docs/PORTING.md.)
    func tearDownPresentationsForRemoval() {
        var stack: [UIViewController] = []
        var next = presentedStorage
        while let controller = next {
            stack.append(controller)
            next = controller.presentedStorage
        }
        for controller in stack.reversed() {
            controller.runningTransition = nil
            controller.tearDownPresentationWithoutTransition()
        }
        detachedViewPlace = nil
    }
}

extension UIViewController {
    /// The controller that decides what the whole screen shows for this
    /// window root (its orientation; its status bar when `forStatusBar`): the
    /// topmost controller presented over full screen from it, or, for the
    /// status bar, one that `modalPresentationCapturesStatusBarAppearance`;
    /// this controller when none is.
    package func screenDecidingController(forStatusBar: Bool) -> UIViewController {
        var deciding = self
        var current = self
        while let presented = current.presentedStorage {
            let coversScreen = presented.presentationControllerStorage.map {
                $0.shouldPresentInFullscreen && !($0 is UISheetPresentationController)
            } ?? false
            if coversScreen || (forStatusBar && presented.modalPresentationCapturesStatusBarAppearance) {
                deciding = presented
            }
            current = presented
        }
        return deciding
    }
}
