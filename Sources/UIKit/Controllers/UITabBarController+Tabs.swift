/// The tabs: containment of the children, the selected child's view and its
/// appearance, the tab bar's items, the layout and the user's selection.
/// `selectedTab` is the bar's selected tab (a child or the More navigation
/// controller); `selectedContent` is what `selectedViewController` answers.
extension UITabBarController {
    func replaceTabs(with newList: [UIViewController]?) {
        let previous = selectedContent
        let previousIndex = selectedIndex
        let previousTab = selectedTab
        // The More tab gives back the child it shows before the list changes.
        moreControllerIfMade?.returnShownTab()
        let oldList = tabList ?? []
        let newTabs = newList ?? []
        for old in oldList where !newTabs.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old === previousTab { hideSelectedView(of: old) }
            old.removeFromParent()
        }
        for tab in newTabs where tab.parent !== self {
            addChild(tab)
            tab.didMove(toParent: self)
        }
        tabList = newList
        if showsMoreTab {
            let more = moreController
            if more.parent !== self {
                addChild(more)
                more.didMove(toParent: self)
            }
        } else if let more = moreControllerIfMade, more.parent === self {
            more.willMove(toParent: nil)
            if more === previousTab { hideSelectedView(of: more) }
            more.removeFromParent()
        }
        // The children come in the tabs' order (UIKit installs the new list whole).
        childList = newTabs + childList.filter { child in !newTabs.contains { $0 === child } }
        tabBar.replaceItems(newList == nil ? nil : barTabs.map { $0.tabBarItem })
        moreControllerIfMade?.listDidChange()
        if let previous, previous === moreControllerIfMade, showsMoreTab {
            showBarTab(previous)
            return
        }
        // UIKit reselects the selected child, else the same index, else the first.
        let index: Int? = if let previous, let kept = newTabs.firstIndex(where: { $0 === previous }) {
            kept
        } else if newTabs.indices.contains(previousIndex) {
            previousIndex
        } else {
            newTabs.isEmpty ? nil : 0
        }
        if let index {
            selectTab(at: index)
        } else {
            selectedTab = nil
            tabBar.selectedItem = nil
        }
    }

    /// Shows the child at `index` (no delegate involved): in the bar, or in
    /// the More tab when it is beyond the bar.
    func selectTab(at index: Int) {
        guard let tabList, tabList.indices.contains(index) else { return }
        let child = tabList[index]
        if showsMoreTab, index >= Self.tabsBeforeMore {
            moreController.show(child, animated: false)
            showBarTab(moreController)
        } else {
            showBarTab(child)
        }
    }

    /// Shows the bar's tab of `new` (a child in the bar or the More
    /// navigation controller).
    func showBarTab(_ new: UIViewController) {
        tabBar.selectedItem = new.tabBarItem
        let old = selectedTab
        guard new !== old || (isViewLoaded && new.viewIfLoaded?.superview !== view) else { return }
        selectedTab = new
        guard isViewLoaded else { return }
        showSelectedView(replacing: old === new ? nil : old)
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Puts the selected child's view under the tab bar, taking the old one
    /// out. While the controller is shown the children hear, in iOS's order:
    /// new `viewWillAppear`, old `viewWillDisappear`, old `viewDidDisappear`,
    /// and new `viewDidAppear` after the next layout pass.
    func showSelectedView(replacing old: UIViewController?) {
        guard let new = selectedTab else { return }
        let newView: UIView = new.view
        newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let visible = appearance == .appeared && shouldAutomaticallyForwardAppearanceMethods
            && view.window.map { !$0.isHidden } == true
        if visible {
            new.beginAppearance(true, animated: false)
            if let old, old.viewIfLoaded?.superview === view { old.beginAppearance(false, animated: false) }
        }
        if let old { hideSelectedView(of: old) }
        view.insertSubview(newView, belowSubview: tabBar)
        layoutTabs()
        if visible {
            old?.endAppearance()
            UIApplication.shared.appearanceSchedule.endAfterLayout(new)
        }
    }

    func hideSelectedView(of child: UIViewController) {
        guard let childView = child.viewIfLoaded, childView.superview === view else { return }
        childView.removeFromSuperview()
        child.setContainerSafeAreaInsets(.zero)
    }

    /// Places the tab bar along the bottom (49 pt plus the bottom safe area)
    /// and the selected child's view behind it (translucent bar) or above it
    /// (opaque bar, or a child that leaves the bottom out of
    /// `edgesForExtendedLayout`); the child's safe area grows by the bar's height above the
    /// safe area.
    func layoutTabs() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let barFrame = CGRect(x: bounds.minX, y: bounds.maxY - UITabBar.contentHeight - view.safeAreaInsets.bottom,
                              width: bounds.width, height: UITabBar.contentHeight + view.safeAreaInsets.bottom)
        // A navigation controller whose top hides the bottom bar sends the bar
        // off to the left, where its push slid it.
        let hiddenByContent = (selectedTab as? UINavigationController)?.bottomBarsHidden == true
        if !tabBarIsCarried {
            if tabBar.superview !== view { view.addSubview(tabBar) }
            tabBar.frame = barFrame.offsetBy(dx: hiddenByContent ? -bounds.width : 0, dy: 0)
        }
        guard let child = selectedTab, let childView = child.viewIfLoaded, childView.superview === view else { return }
        let covered = tabBar.isHidden || hiddenByContent ? 0 : bounds.maxY - barFrame.minY
        if tabBar.isHidden || hiddenByContent || child.extendsLayout(under: .bottom, translucent: tabBar.isTranslucent) {
            childView.frame = bounds
            child.setContainerSafeAreaInsets(UIEdgeInsets(top: 0, left: 0,
                                                          bottom: max(0, covered - view.safeAreaInsets.bottom), right: 0))
        } else {
            childView.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width,
                                     height: max(0, bounds.height - covered))
            child.setContainerSafeAreaInsets(.zero)
        }
    }

    /// The tab bar asks before selecting `item`: the delegate may refuse.
    func tabBarShouldSelect(_ item: UITabBarItem) -> Bool {
        guard let child = barTabs.first(where: { $0.tabBarItem === item }) else { return false }
        return delegate?.tabBarController(self, shouldSelect: child) ?? true
    }

    /// The user selected `item`: its child (or the More navigation
    /// controller) is shown, unless it already is, and the delegate hears it.
    func userSelected(_ item: UITabBarItem) {
        guard let child = barTabs.first(where: { $0.tabBarItem === item }) else { return }
        if child === selectedTab {
            selectedTabWasTappedAgain(child)
        } else {
            showBarTab(child)
        }
        delegate?.tabBarController(self, didSelect: child)
    }

    /// The user tapped the tab already selected: a navigation controller
    /// there pops to its root, animated, as on iOS. Other children see nothing.
    func selectedTabWasTappedAgain(_ child: UIViewController) {
        (child as? UINavigationController)?.popToRootViewController(animated: true)
    }

    /// A child's `tabBarItem` was replaced: the bar shows the new one.
    func childTabBarItemDidChange(_ child: UIViewController) {
        guard let tabList, tabList.contains(where: { $0 === child }) else { return }
        tabBar.replaceItems(barTabs.map { $0.tabBarItem })
        tabBar.selectedItem = selectedTab?.tabBarItem
        moreControllerIfMade?.listDidChange()
    }
}

/// The tab bar controller's root view: lays out the tab bar and the selected
/// child's view in its own layout pass (so subclasses' layout overrides need
/// not call super).
final class TabBarContainerView: UIView {
    private weak var controller: UITabBarController?

    init(controller: UITabBarController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutTabs()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}

extension UIViewController {
    /// Sets what the container adds to the root view's safe area; the
    /// subtree's safe area follows at once.
    func setContainerSafeAreaInsets(_ insets: UIEdgeInsets) {
        containerSafeAreaInsets = insets
    }
}
