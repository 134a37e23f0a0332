import Foundation

/// `hidesBottomBarWhenPushed`: the bottom bars — the tab bar of a tab bar
/// controller showing this navigation controller, and the navigation
/// controller's own toolbar — are hidden while the top controller, or any
/// controller below it in the stack, asks for it. Apple documents only the
/// top controller's value; iOS looks down the whole stack, so the bars stay
/// hidden for everything pushed above a controller that hides them.
///
/// A push or pop between a controller that hides the bars and one that does
/// not carries them in the view that moves: pushing a controller that hides
/// them, the bars ride on the outgoing view (sliding 30 % left under the
/// incoming view and its dimming); popping back, they ride on the incoming
/// view (and follow the finger in an interactive pop). When the transition
/// ends they go back to their own superviews, hidden or shown. A controller
/// that hides the bars has them left out of its safe area from the start of
/// the transition; the others keep them until it ends.
extension UINavigationController {
    /// The tab bar controller whose tab bar the top controller decides: the
    /// parent, when it shows this navigation controller (also the More tab's).
    var bottomBarTabs: UITabBarController? {
        guard let tabs = parentStorage as? UITabBarController, tabs.selectedTab === self else { return nil }
        return tabs
    }

    /// What the tab bar adds to this controller's bottom safe area (0 outside
    /// a tab bar controller, or with the tab bar hidden).
    var tabBarSafeAreaShare: CGFloat {
        parentStorage is UITabBarController ? max(0, containerSafeAreaInsets.bottom) : 0
    }

    /// Whether the bottom bars hide while `controller` is on top: it or a
    /// controller below it in the stack has `hidesBottomBarWhenPushed`. A
    /// controller outside the stack answers for itself.
    func hidesBottomBars(whileShowing controller: UIViewController) -> Bool {
        guard let index = stack.firstIndex(where: { $0 === controller }) else {
            return controller.hidesBottomBarWhenPushed
        }
        return stack[...index].contains { $0.hidesBottomBarWhenPushed }
    }

    /// The bars follow the top controller at once (no transition).
    func settleBottomBars() {
        setBottomBarsHidden(topViewController.map { hidesBottomBars(whileShowing: $0) } ?? false)
    }

    /// Hides or shows the bottom bars without animation: the tab bar
    /// controller and this controller lay out again.
    func setBottomBarsHidden(_ hidden: Bool) {
        guard hidden != bottomBarsHidden else { return }
        bottomBarsHidden = hidden
        if let tabs = parentStorage as? UITabBarController, tabs.selectedTab === self { tabs.layoutTabs() }
        if isViewLoaded { layoutBar() }
    }

    /// Moves the visible bottom bars into `carrier` (a view about to fill the
    /// content view), at the place they have on screen, so that they move
    /// with it.
    func carryBottomBars(in carrier: UIView) {
        let origin = contentView.bounds.origin
        func place(_ bar: UIView, from home: UIView) {
            let frame = home.convert(bar.frame, to: contentView).offsetBy(dx: -origin.x, dy: -origin.y)
            carrier.addSubview(bar)
            bar.frame = frame
        }
        if let tabs = bottomBarTabs, let tabsView = tabs.viewIfLoaded, tabs.tabBar.superview === tabsView,
           !tabs.tabBar.isHidden {
            tabs.tabBarIsCarried = true
            place(tabs.tabBar, from: tabsView)
        }
        if !toolbarHiddenStorage, toolbar.superview === view {
            toolbarIsCarried = true
            toolbar.alpha = 1
            place(toolbar, from: view)
        }
    }

    /// Puts carried bars back where they live.
    func dropBottomBars() {
        if let tabs = parentStorage as? UITabBarController, tabs.tabBarIsCarried {
            tabs.tabBarIsCarried = false
            tabs.viewIfLoaded?.addSubview(tabs.tabBar)
            tabs.layoutTabs()
        }
        if toolbarIsCarried {
            toolbarIsCarried = false
            view.addSubview(toolbar)
            layoutBar()
        }
    }
}
