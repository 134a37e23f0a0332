import Foundation

/// The navigation controller of a tab bar controller's More tab
/// (`moreNavigationController`): its root is the list of the children beyond
/// the bar, and the child chosen there is pushed above it.
///
/// A child that is a navigation controller is shown by moving its stack
/// here (its controllers are children of this controller while shown); when
/// its root leaves this stack, the controllers that left with it go back to
/// it. A plain child that leaves goes back to the tab bar controller.
@MainActor
final class MoreNavigationController: UINavigationController {
    /// The list of the children beyond the bar, titled "More".
    let list: MoreListController
    private weak var tabs: UITabBarController?
    /// The child navigation controller whose stack is shown here, and the
    /// root of that stack.
    private weak var lender: UINavigationController?
    private weak var lentRoot: UIViewController?

    init(tabBarController: UITabBarController) {
        tabs = tabBarController
        list = MoreListController(tabBarController: tabBarController)
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        setViewControllers([list], animated: false)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// The child shown above the list (the lending navigation controller for
    /// a lent stack); nil while the list is on top.
    var shownTab: UIViewController? {
        guard stack.count > 1 else { return nil }
        let content = stack[1]
        if let lender, content === lentRoot { return lender }
        return tabs?.tabList?.contains { $0 === content } == true ? content : nil
    }

    /// Shows `tab` above the list: pushed (animated, from a tap on its row)
    /// or put there at once, in place of the child shown before.
    func show(_ tab: UIViewController, animated: Bool) {
        guard shownTab !== tab else { return }
        if stack.count > 1 { returnShownTab() }
        var content = [tab]
        if let navigation = tab as? UINavigationController {
            content = navigation.viewControllers
            guard !content.isEmpty else { return }
            navigation.setViewControllers([], animated: false)
            lender = navigation
            lentRoot = content.first
        }
        if animated, content.count == 1 {
            pushViewController(tab, animated: true)
        } else {
            setViewControllers([list] + content, animated: animated)
        }
    }

    /// Back to the list at once, the shown child given back.
    func returnShownTab() {
        guard stack.count > 1 else { return }
        setViewControllers([list], animated: false)
    }

    /// The children beyond the bar (or their items) changed.
    func listDidChange() {
        list.viewIfLoaded.map { _ in list.tableView.reloadData() }
    }

    override func controllersDidLeaveStack(_ controllers: [UIViewController]) {
        if let root = lentRoot, let start = controllers.firstIndex(where: { $0 === root }) {
            let navigation = lender
            lender = nil
            lentRoot = nil
            navigation?.setViewControllers(Array(controllers[start...]), animated: false)
        }
        for controller in controllers { tabs?.adoptTab(controller) }
    }
}
