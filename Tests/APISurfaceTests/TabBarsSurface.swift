import Foundation
import UIKit

// Tab bars as apps write them: a UITabBarController subclass that is its own
// delegate, tab bar items from titles, images and system items, badges, the
// bar's colors and appearance, a stand-alone UITabBar with its delegate.

final class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        let feed = UIViewController()
        feed.title = "Feed"
        feed.tabBarItem.image = UIImage(systemName: "house")
        feed.tabBarItem.selectedImage = UIImage(systemName: "house.fill")
        let inbox = UIViewController()
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "envelope"), tag: 1)
        inbox.tabBarItem.badgeValue = "3"
        inbox.tabBarItem.badgeColor = .systemBlue
        let search = UIViewController()
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)
        let profile = UIViewController()
        profile.tabBarItem = UITabBarItem(title: "Me", image: UIImage(systemName: "person"),
                                          selectedImage: UIImage(systemName: "person.fill"))
        profile.tabBarItem.isEnabled = false
        profile.tabBarItem.accessibilityIdentifier = "profile-tab"
        setViewControllers([feed, inbox, search, profile], animated: false)
        selectedIndex = 1
        delegate = self
        tabBar.tintColor = .systemPink
        tabBar.unselectedItemTintColor = .gray
        tabBar.isTranslucent = false
        tabBar.barTintColor = .white
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        appearance.shadowColor = .clear
        tabBar.standardAppearance = appearance
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        viewController.tabBarItem.isEnabled
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        let index: Int = tabBarController.selectedIndex
        let selected: UIViewController? = tabBarController.selectedViewController
        let all: [UIViewController]? = tabBarController.viewControllers
        _ = (index, selected, all, viewController.tabBarController)
        if viewController === tabBarController.moreNavigationController, index == NSNotFound {
            tabBarController.customizableViewControllers = []
        }
    }
}

/// A detail screen that hides the tab bar while it is on top, as apps write it.
final class DetailWithoutTabBar: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        hidesBottomBarWhenPushed = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var hidesBottomBarWhenPushed: Bool {
        get { true }
        set { super.hidesBottomBarWhenPushed = newValue }
    }
}

final class StandaloneTabBarController: UIViewController, UITabBarDelegate {
    let bar = UITabBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        let items = [UITabBarItem(title: "One", image: nil, tag: 0), UITabBarItem(tabBarSystemItem: .more, tag: 1)]
        bar.setItems(items, animated: true)
        bar.selectedItem = items.first
        bar.delegate = self
        view.addSubview(bar)
        let size: CGSize = bar.sizeThatFits(view.bounds.size)
        _ = size
    }

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        let tag: Int = item.tag
        let title: String? = item.title
        let system = UITabBarItem.SystemItem(rawValue: 11)
        _ = (tag, title, system, tabBar.items?.count, item.imageInsets)
    }
}
