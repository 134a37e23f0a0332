/// Child controllers: `addChild`, `removeFromParent` and the
/// `willMove`/`didMove(toParent:)` pair, in UIKit's order, and the container
/// transition between two children.
///
/// `addChild` calls `willMove(toParent:)`; the container adds the child's
/// view and then calls `didMove(toParent:)`. Removing is the mirror:
/// the container calls `willMove(toParent: nil)` and removes the view;
/// `removeFromParent` calls `didMove(toParent: nil)`. Appearance follows
/// the child's view into and out of a visible window
/// (UIViewController+Appearance.swift).
extension UIViewController {
    /// The child controllers, in the order they were added.
    public var children: [UIViewController] { childList }

    /// The containing controller; nil for a root or a presented controller.
    public var parent: UIViewController? { parentStorage }

    func attachChild(_ child: UIViewController) {
        if child === self {
            UncaughtException.raise("NSInvalidArgumentException", reason:
                "-[UIViewController addChildViewController:]: a view controller cannot be added as a child of "
                + "itself (\(self))")
        }
        guard child.parentStorage !== self else { return }
        if child.parentStorage != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        childList.append(child)
        child.parentStorage = self
        child.updateTraitCollection()
    }

    func detachFromParent() {
        guard let parent = parentStorage else { return }
        parent.childList.removeAll { $0 === self }
        parentStorage = nil
        updateTraitCollection()
        didMove(toParent: nil)
    }

    func noteWillMove(toParent parent: UIViewController?) {
        movement = parent == nil ? .fromParent : .toParent
    }

    func noteDidMove(toParent parent: UIViewController?) {
        // A move without an appearance ends here; one with an appearance ends
        // with it.
        if movement == .toParent, parent != nil, appearance != .appearing { movement = .none }
        if movement == .fromParent, parent == nil, appearance != .disappearing { movement = .none }
    }

    /// The container that hears about this controller's preferred size: its
    /// parent, or its presentation controller while presented.
    var contentContainerForPreferredSize: UIContentContainer? {
        if let parentStorage { return parentStorage }
        return presentingStorage != nil ? presentationControllerStorage : nil
    }

    /// The margins the root view keeps at least (leading and trailing 16 pt,
    /// 20 pt on screens 414 pt wide or more; none at the top and bottom) while
    /// `viewRespectsSystemMinimumLayoutMargins`.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        UIView.systemMinimumMargins(forWidth: viewIfLoaded?.window?.screen.bounds.width ?? UIScreen.main.bounds.width)
    }

    /// Swaps two children's views in the container: adds `toViewController`'s
    /// view next to `fromViewController`'s, runs `animations` (with the
    /// transition in `options`, if any), then removes `fromViewController`'s
    /// view. Both must be children of this controller; their appearance
    /// callbacks follow the swap.
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                           duration: TimeInterval, options: UIView.AnimationOptions = [],
                           animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parentStorage === self, toViewController.parentStorage === self else {
            UncaughtException.raise("NSInvalidArgumentException", reason:
                "Children view controllers \(fromViewController) and \(toViewController) must have a common "
                    + "parent view controller when calling -[UIViewController transitionFromViewController:"
                    + "toViewController:duration:options:animations:completion:]")
        }
        let fromView: UIView = fromViewController.view
        let toView: UIView = toViewController.view
        guard let container = fromView.superview else { return }
        let animated = duration > 0
        fromViewController.beginAppearance(false, animated: animated)
        toViewController.beginAppearance(true, animated: animated)
        let finish: (Bool) -> Void = { finished in
            if fromView.superview != nil { fromView.removeFromSuperview() }
            toViewController.endAppearance()
            fromViewController.endAppearance()
            completion?(finished)
        }
        let transitionOptions = options.intersection(UIView.AnimationOptions(rawValue: 7 << 20))
        if !transitionOptions.isEmpty {
            UIView.transition(with: container, duration: duration, options: options, animations: {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
                animations?()
            }, completion: finish)
        } else {
            container.insertSubview(toView, aboveSubview: fromView)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() },
                           completion: finish)
        }
    }
}

extension UIViewController {
    /// The default `viewWillTransition(to:with:)`: children hear it with the
    /// size this controller gives them; a controller presented from this one
    /// hears it through its presentation controller.
    func forwardSizeTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in childList {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size),
                                     with: coordinator)
        }
        if let presented = presentedStorage, let presentationController = presented.presentationControllerStorage {
            presentationController.viewWillTransition(to: size, with: coordinator)
        }
    }
}
