/// The appearance cycle: `viewWillAppear`, `viewIsAppearing`, `viewDidAppear`,
/// `viewWillDisappear`, `viewDidDisappear`, in UIKit's order, for window
/// roots, presented controllers and the children their containers forward
/// to.
///
/// A transition begins when the view is about to be shown or hidden and ends
/// when what shows it is done: a window's root and a child added to a visible
/// parent end after the next layout pass; a presentation ends with its
/// animation. Parents go first: a parent's `viewWillAppear` comes before its
/// children's, and so does its `viewDidAppear`.
extension UIViewController {
    enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    /// Why `isMovingToParent` or `isMovingFromParent` answers true now.
    enum ParentMovement {
        case none, toParent, fromParent
    }

    /// Whether the controller is appearing or disappearing because it joins a
    /// parent: true from `willMove(toParent:)` with a parent until its
    /// `viewDidAppear` (or `didMove(toParent:)`, when it does not appear).
    public var isMovingToParent: Bool { movement == .toParent }

    /// Whether the controller is disappearing because it leaves its parent:
    /// true from `willMove(toParent: nil)` until its `viewDidDisappear` (or
    /// `didMove(toParent: nil)`, when it was not visible).
    public var isMovingFromParent: Bool { movement == .fromParent }

    /// Whether the controller is being presented right now (from `present`
    /// until its presentation's completion).
    public var isBeingPresented: Bool {
        guard let transition = runningTransition else { return false }
        return transition.isPresentation && transition.presented === self
    }

    /// Whether the controller is being dismissed right now.
    public var isBeingDismissed: Bool {
        guard let transition = runningTransition else { return false }
        return !transition.isPresentation && transition.presented === self
    }

    /// Begins a transition; false when one going that way was already under way.
    @discardableResult
    func beginAppearance(_ appearing: Bool, animated: Bool) -> Bool {
        if appearing {
            guard appearance == .disappeared || appearance == .disappearing else { return false }
            appearance = .appearing
            appearanceIsAnimated = animated
            owesViewIsAppearing = true
            viewWillAppear(animated)
            UIApplication.shared.appearanceSchedule.owesViewIsAppearing(self)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return false }
            appearance = .disappearing
            appearanceIsAnimated = animated
            owesViewIsAppearing = false
            viewWillDisappear(animated)
        }
        for child in forwardedChildren(appearing: appearing) {
            child.beginAppearance(appearing, animated: animated)
        }
        return true
    }

    func endAppearance() {
        switch appearance {
        case .appearing:
            settleViewIsAppearing()
            appearance = .appeared
            viewDidAppear(appearanceIsAnimated)
            if movement == .toParent { movement = .none }
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceIsAnimated)
            if movement == .fromParent { movement = .none }
        case .appeared, .disappeared:
            return
        }
        for child in forwardedChildren(appearing: nil) {
            child.endAppearance()
        }
    }

    /// Calls `viewIsAppearing` if it is still owed.
    func settleViewIsAppearing() {
        guard owesViewIsAppearing, appearance == .appearing else { return }
        owesViewIsAppearing = false
        viewIsAppearing(appearanceIsAnimated)
    }

    /// The children this controller forwards appearance to: those whose views
    /// are inside its view, unless it forwards nothing. When appearing, a
    /// child's view must be there already; ending, any child mid-transition.
    private func forwardedChildren(appearing: Bool?) -> [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, !childList.isEmpty, let root = viewIfLoaded else {
            return []
        }
        return childList.filter { child in
            guard let childView = child.viewIfLoaded else { return false }
            return appearing == false || childView.isDescendant(of: root)
        }
    }

    // MARK: Views joining and leaving windows

    /// The root view is about to move between windows: a child whose parent
    /// forwards appearance begins appearing or disappearing with its view.
    /// (Window roots and presented controllers are driven by their window and
    /// their presentation instead.)
    func rootViewWillMove(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        guard let parent = parentStorage, parent.shouldAutomaticallyForwardAppearanceMethods else { return }
        let wasVisible = oldWindow.map { !$0.isHidden } ?? false
        let willBeVisible = newWindow.map { !$0.isHidden } ?? false
        if willBeVisible && !wasVisible {
            // A parent mid-transition ends its children with itself; a
            // transition begun by the container (`transition(from:to:)`) ends
            // with it.
            if beginAppearance(true, animated: false), parent.appearance == .appeared {
                UIApplication.shared.appearanceSchedule.endAfterLayout(self)
            }
        } else if wasVisible && !willBeVisible {
            disappearanceEndsWithViewMove = beginAppearance(false, animated: false)
        }
    }

    /// The root view left its window: a forwarded child's disappearance that
    /// the move began ends now, unless its parent is disappearing too and
    /// ends it.
    func rootViewDidMoveToWindow() {
        guard disappearanceEndsWithViewMove else { return }
        disappearanceEndsWithViewMove = false
        guard let parent = parentStorage, appearance == .disappearing, parent.appearance != .disappearing else { return }
        endAppearance()
    }
}
