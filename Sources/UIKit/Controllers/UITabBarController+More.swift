import Foundation

/// The More tab: on an iPhone (compact width), more than five children make
/// the bar show the first four and a "More" tab, `moreNavigationController`,
/// whose list holds the rest. An iPad shows every tab in the bar.
///
/// A child beyond the bar is a child of the tab bar controller until the More
/// tab shows it; then it is pushed onto the More navigation controller (its
/// parent while shown) and comes back when popped. A child that is itself a
/// navigation controller lends its stack instead, as on iOS (a navigation
/// controller cannot be pushed): its controllers move onto the More
/// navigation controller, above the list, and go back to it when the list
/// shows again.
extension UITabBarController {
    /// How many children the bar shows before the More tab (iOS: four).
    static let tabsBeforeMore = 4
    /// The most children the bar shows without a More tab (iOS: five).
    static let mostTabsWithoutMore = 5

    /// Whether the bar has a More tab: more than five children on an iPhone.
    var showsMoreTab: Bool {
        UIDevice.current.userInterfaceIdiom == .phone && (tabList?.count ?? 0) > Self.mostTabsWithoutMore
    }

    /// The controllers of the bar's tabs, left to right: every child, or the
    /// first four and the More navigation controller.
    var barTabs: [UIViewController] {
        guard let tabList else { return [] }
        return showsMoreTab ? Array(tabList.prefix(Self.tabsBeforeMore)) + [moreController] : tabList
    }

    /// The children the More list shows, in order.
    var moreTabs: [UIViewController] {
        guard showsMoreTab, let tabList else { return [] }
        return Array(tabList.dropFirst(Self.tabsBeforeMore))
    }

    /// What `selectedViewController` answers: the selected child, the child
    /// the More tab shows, or the More navigation controller showing its list.
    var selectedContent: UIViewController? {
        guard let tab = selectedTab else { return nil }
        if let more = moreControllerIfMade, tab === more { return more.shownTab ?? more }
        return tab
    }

    /// A child the More navigation controller let go of becomes this
    /// controller's child again.
    func adoptTab(_ child: UIViewController) {
        guard child.parentStorage == nil, tabList?.contains(where: { $0 === child }) == true else { return }
        addChild(child)
        child.didMove(toParent: self)
    }
}
