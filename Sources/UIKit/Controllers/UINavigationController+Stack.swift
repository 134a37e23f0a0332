import Foundation

/// Pushes, pops and stack replacements in UIKit's order.
///
/// Push (animated): the pushed controller hears `willMove(toParent:)` and
/// loads; the delegate hears `willShow`; the old top `viewWillDisappear`,
/// the new `viewWillAppear`; the slide; the old top `viewDidDisappear`, the
/// new `viewDidAppear` and `didMove(toParent:)`; the delegate `didShow`.
/// A pop mirrors it, the popped controller leaving its parent at the end.
extension UINavigationController {
    func performPush(_ controller: UIViewController, animated: Bool) {
        if controller is UINavigationController {
            UncaughtException.raise("NSInvalidArgumentException", reason: "Pushing a navigation controller is not supported")
        }
        if stack.contains(where: { $0 === controller }) {
            UncaughtException.raise("NSInvalidArgumentException", reason:
                "Pushing the same view controller instance more than once is not supported (\(controller))")
        }
        guard childTransition == nil else {
            pendingOperations.append { [weak self, weak controller] in
                guard let self, let controller else { return }
                self.performPush(controller, animated: animated)
            }
            return
        }
        let old = stack.last
        addChild(controller)
        stack.append(controller)
        guard let old else {
            // The first controller: it simply becomes the content.
            if isViewLoaded { install(controller) }
            controller.didMove(toParent: self)
            navigationBar.replaceItems(stack.map(\.navigationItem), animated: false)
            settleBottomBars()
            return
        }
        transition(from: old, to: controller, operation: .push, animated: animated) { [weak self] completed in
            guard let self else { return }
            if completed {
                controller.didMove(toParent: self)
            } else {
                self.stack.removeAll { $0 === controller }
                controller.removeFromParent()
            }
        }
    }

    /// Pops to `target`; returns the controllers popped, bottom first.
    func performPop(to target: UIViewController, animated: Bool) -> [UIViewController] {
        guard let index = stack.firstIndex(where: { $0 === target }), index < stack.count - 1 else { return [] }
        let popped = Array(stack[(index + 1)...])
        guard childTransition == nil else {
            pendingOperations.append { [weak self, weak target] in
                guard let self, let target else { return }
                _ = self.performPop(to: target, animated: animated)
            }
            return popped
        }
        let top = stack[stack.count - 1]
        for controller in popped { controller.willMove(toParent: nil) }
        // Those between leave at once; only the top one slides away.
        for controller in popped.dropLast() {
            stack.removeAll { $0 === controller }
            controller.removeFromParent()
        }
        if popped.count > 1 { controllersDidLeaveStack(Array(popped.dropLast())) }
        transition(from: top, to: target, operation: .pop, animated: animated) { [weak self] completed in
            guard let self else { return }
            if completed {
                self.stack.removeAll { $0 === top }
                top.removeFromParent()
                self.controllersDidLeaveStack([top])
            } else {
                // An abandoned interactive pop: the top stays.
                top.didMove(toParent: self)
            }
        }
        return popped
    }

    func performSet(_ controllers: [UIViewController], animated: Bool) {
        guard childTransition == nil else {
            pendingOperations.append { [weak self] in self?.performSet(controllers, animated: animated) }
            return
        }
        let old = stack
        let oldTop = old.last
        let newTop = controllers.last
        for controller in old where !controllers.contains(where: { $0 === controller }) && controller !== oldTop {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in controllers where controller.parentStorage !== self {
            addChild(controller)
        }
        stack = controllers
        if let oldTop, !controllers.contains(where: { $0 === oldTop }) { oldTop.willMove(toParent: nil) }
        let finishMoves = { [weak self] in
            guard let self else { return }
            if let oldTop, !controllers.contains(where: { $0 === oldTop }) { oldTop.removeFromParent() }
            for controller in controllers where !old.contains(where: { $0 === controller }) {
                controller.didMove(toParent: self)
            }
            let left = old.filter { controller in !controllers.contains { $0 === controller } }
            if !left.isEmpty { self.controllersDidLeaveStack(left) }
        }
        guard let newTop, let oldTop, newTop !== oldTop else {
            if oldTop == nil, let newTop, isViewLoaded { install(newTop) }
            if newTop == nil, let oldTop { oldTop.viewIfLoaded?.removeFromSuperview() }
            finishMoves()
            navigationBar.replaceItems(stack.map(\.navigationItem), animated: animated)
            settleBottomBars()
            return
        }
        let operation: Operation = old.contains(where: { $0 === newTop }) ? .pop : .push
        transition(from: oldTop, to: newTop, operation: operation, animated: animated) { _ in finishMoves() }
    }

    // MARK: The transition

    /// Swaps the top from `from` to `to`: appearance, the bar's items, the
    /// animator (the delegate's or UIKit's slide), then `finish` with whether
    /// it completed (an interactive pop may be abandoned).
    func transition(from: UIViewController, to: UIViewController, operation: Operation, animated: Bool,
                    finish: @escaping (Bool) -> Void) {
        guard isViewLoaded else {
            // Nothing shows yet: only the stack and the bars' items change; the
            // top's view is put in place when this controller's view loads.
            navigationBar.replaceItems(stack.filter { operation != .pop || $0 !== from }.map(\.navigationItem),
                                       animated: false)
            toolbar.setItems(to.toolbarItems, animated: false)
            finish(true)
            settleBottomBars()
            return
        }
        let visible = view.window != nil && !view.window!.isHidden
        let animates = animated && visible
        to.loadViewIfNeeded()
        let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        let animator = custom ?? NavigationTransitionAnimator(operation: operation)
        let interaction = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
            ?? (operation == .pop && custom == nil ? interactivePop : nil)
        let context = NavigationTransition(operation: operation, from: from, to: to,
                                           fromFrame: from.viewIfLoaded?.frame ?? contentFrame(for: from),
                                           toFrame: contentFrame(for: to), containerView: contentView,
                                           isAnimated: animates, animator: animator, interactionController: interaction)
        childTransition = context
        delegate?.navigationController(self, willShow: to, animated: animates)
        if visible {
            from.beginAppearance(false, animated: animates)
            to.beginAppearance(true, animated: animates)
        }
        // The bottom bars: shown again from the start, hidden at the end;
        // animated, they ride on the view that moves (UINavigationController+BottomBars.swift).
        let toHidesBars = hidesBottomBars(whileShowing: to)
        let barsChange = bottomBarsHidden != toHidesBars
        if barsChange, !toHidesBars { setBottomBarsHidden(false) }
        to.containerSafeAreaInsets = coveredInsets(for: to)
        if isViewLoaded { layoutBar() }
        to.view.frame = contentFrame(for: to)
        to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if barsChange, animates, let carrier = toHidesBars ? from.viewIfLoaded : to.view { carryBottomBars(in: carrier) }
        toolbar.setItems(to.toolbarItems, animated: animates)
        // An interactive pop leaves the bar as it is until the finger decides.
        if interaction == nil {
            navigationBar.replaceItems(operation == .pop ? stack.filter { $0 !== from }.map(\.navigationItem)
                                   : stack.map(\.navigationItem), animated: animates)
        }
        if !animates {
            contentView.addSubview(to.view)
        }
        context.onComplete = { [weak self, weak from, weak to] completed in
            guard let self, let from, let to else { return }
            self.dropBottomBars()
            if barsChange { self.setBottomBarsHidden(completed ? toHidesBars : !toHidesBars) }
            self.finishTransition(from: from, to: to, operation: operation, completed: completed, visible: visible,
                                  animated: animates)
            finish(completed)
            if completed { self.delegate?.navigationController(self, didShow: to, animated: animates) }
            self.runPendingOperation()
        }
        context.start()
    }

    private func finishTransition(from: UIViewController, to: UIViewController, operation: Operation, completed: Bool,
                                  visible: Bool, animated: Bool) {
        childTransition = nil
        let leaving = completed ? from : to
        let staying = completed ? to : from
        leaving.viewIfLoaded?.removeFromSuperview()
        staying.view.frame = contentFrame(for: staying)
        if staying.view.superview !== contentView { contentView.addSubview(staying.view) }
        // The bar shows the stack as it ends up.
        let items = stack.filter { completed ? !(operation == .pop && $0 === from) : !(operation == .push && $0 === to) }
        if navigationBar.items?.last !== items.last?.navigationItem || navigationBar.items?.count != items.count {
            navigationBar.replaceItems(items.map(\.navigationItem), animated: animated)
        }
        if !completed {
            toolbar.setItems(from.toolbarItems, animated: animated)
            // Abandoned: the new top disappears again, the old one reappears.
            if visible {
                to.beginAppearance(false, animated: animated)
                from.beginAppearance(true, animated: animated)
            }
        }
        if visible {
            from.endAppearance()
            to.endAppearance()
        }
        observeContentScrollView()
        view.setNeedsLayout()
    }

    private func runPendingOperation() {
        guard childTransition == nil, !pendingOperations.isEmpty else { return }
        let next = pendingOperations.removeFirst()
        next()
    }

    /// Puts `controller`'s view in the content view (the first controller).
    func install(_ controller: UIViewController) {
        toolbar.setItems(controller.toolbarItems, animated: false)
        let view: UIView = controller.view
        view.frame = contentFrame(for: controller)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
        observeContentScrollView()
    }
}
