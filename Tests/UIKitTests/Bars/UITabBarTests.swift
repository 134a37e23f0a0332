import Foundation
import Testing
import TestSupport
import UIKit
import UIKitTesting

/// Records the tab bar delegate's calls.
@MainActor
private final class BarDelegate: UITabBarDelegate {
    var selected: [String] = []

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        selected.append("\(item.title ?? "?") (selected \(tabBar.selectedItem?.title ?? "none"))")
    }
}

/// A screen with a tab bar along its bottom, as a tab bar controller places it.
@MainActor
private final class BarScreen: UIViewController {
    let bar = UITabBar(frame: .zero)

    override func viewDidLoad() {
        view.backgroundColor = .white
        view.addSubview(bar)
    }

    override func viewDidLayoutSubviews() {
        // What sizeThatFits(_:) gives once the bar is at the bottom: 49 pt plus the safe area.
        let height = 49 + view.safeAreaInsets.bottom
        bar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    }
}

@MainActor
@Suite("UITabBar")
struct UITabBarTests {
    private func items() -> [UITabBarItem] {
        [UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0),
         UITabBarItem(title: "Inbox", image: UIImage(systemName: "envelope"), tag: 1),
         UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"), tag: 2)]
    }

    /// A host showing a bar with three items, the first selected.
    private func showingBar() -> (UITestHost, BarScreen) {
        let host = UITestHost()
        host.activate()
        let screen = BarScreen()
        screen.bar.items = items()
        screen.bar.selectedItem = screen.bar.items?.first
        host.rootViewController = screen
        return (host, screen)
    }

    @Test("the bar is 49 pt tall plus the bottom safe area (34 pt on an iPhone 15 Pro)")
    func height() {
        let (_, screen) = showingBar()
        #expect(screen.bar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        #expect(UITabBar(frame: .zero).sizeThatFits(CGSize(width: 320, height: 500)) == CGSize(width: 320, height: 49))
    }

    @Test("items spread equally across the width, each 49 pt tall")
    func itemsSpreadEqually() {
        let (host, _) = showingBar()
        let frames = ["Home", "Inbox", "Settings"].map { host.buttons[$0].frame }
        #expect(frames == [CGRect(x: 0, y: 769, width: 131, height: 49), CGRect(x: 131, y: 769, width: 131, height: 49),
                           CGRect(x: 262, y: 769, width: 131, height: 49)])
    }

    @Test("a tap selects the item and tells the delegate after selecting")
    func tapSelects() {
        let (host, screen) = showingBar()
        let delegate = BarDelegate()
        screen.bar.delegate = delegate
        host.buttons["Inbox"].tap()
        #expect(screen.bar.selectedItem?.title == "Inbox")
        #expect(delegate.selected == ["Inbox (selected Inbox)"])
        host.buttons["Inbox"].tap()
        #expect(delegate.selected == ["Inbox (selected Inbox)", "Inbox (selected Inbox)"])
    }

    @Test("a disabled item neither selects nor tells the delegate")
    func disabledItem() {
        let (host, screen) = showingBar()
        let delegate = BarDelegate()
        screen.bar.delegate = delegate
        screen.bar.items?[2].isEnabled = false
        host.tap(at: CGPoint(x: 327, y: 790))
        #expect(screen.bar.selectedItem?.title == "Home")
        #expect(delegate.selected.isEmpty)
        #expect(!host.buttons["Settings"].isEnabled)
    }

    @Test("code setting selectedItem does not tell the delegate; an item not in the bar selects none")
    func programmaticSelection() {
        let (_, screen) = showingBar()
        let delegate = BarDelegate()
        screen.bar.delegate = delegate
        screen.bar.selectedItem = screen.bar.items?[1]
        #expect(screen.bar.selectedItem?.title == "Inbox")
        screen.bar.selectedItem = UITabBarItem()
        #expect(screen.bar.selectedItem == nil)
        #expect(delegate.selected.isEmpty)
    }

    @Test("new items drop a selection that is not among them")
    func replacingItems() {
        let (_, screen) = showingBar()
        let kept = screen.bar.items![1]
        screen.bar.selectedItem = kept
        screen.bar.setItems([kept, UITabBarItem()], animated: true)
        #expect(screen.bar.selectedItem === kept)
        screen.bar.items = [UITabBarItem()]
        #expect(screen.bar.selectedItem == nil)
    }

    @Test("VoiceOver reads each tab as a button, the selected one with the selected trait and the badge as its value")
    func accessibility() {
        let (host, screen) = showingBar()
        screen.bar.items?[1].badgeValue = "3"
        screen.bar.items?[1].accessibilityIdentifier = "inbox-tab"
        #expect(host.buttons.count == 3)
        #expect(host.buttons["Home"].isSelected)
        #expect(!host.buttons["Inbox"].isSelected)
        #expect(host.buttons["inbox-tab"].value == "3")
        #expect(screen.bar.accessibilityTraits == .tabBar)
    }

    @Test("system items carry the system's titles and a glyph")
    func systemItems() {
        let titles = UITabBarItem.SystemItem.allCases.map { UITabBarItem(tabBarSystemItem: $0, tag: $0.rawValue).title }
        #expect(titles == ["More", "Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History", "Bookmarks",
                           "Search", "Downloads", "Most Recent", "Most Viewed"])
        #expect(UITabBarItem.SystemItem.allCases.allSatisfy { UITabBarItem(tabBarSystemItem: $0, tag: 0).image != nil })
        #expect(UITabBarItem(tabBarSystemItem: .search, tag: 8).tag == 8)
    }

    @Test("the item initializers keep what they are given; selectedImage falls back to image")
    func itemInitializers() {
        let image = UIImage(systemName: "star")
        let selected = UIImage(systemName: "star.fill")
        let item = UITabBarItem(title: "Stars", image: image, selectedImage: selected)
        #expect(item.title == "Stars" && item.image === image && item.selectedImage === selected && item.tag == 0)
        let plain = UITabBarItem(title: "Plain", image: image, tag: 5)
        #expect(plain.selectedImage == nil && plain.tag == 5 && plain.isEnabled && plain.badgeValue == nil)
        #expect(plain.imageInsets == .zero)
    }

    @Test("appearances: default, opaque and transparent backgrounds and their shadows")
    func appearances() {
        let appearance = UITabBarAppearance()
        #expect(appearance.backgroundColor == nil)
        #expect(appearance.shadowColor != nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground)
        #expect(appearance.shadowColor != nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == nil)
        #expect(appearance.shadowColor == nil)
        let copy = UITabBarAppearance(barAppearance: appearance)
        #expect(copy.shadowColor == nil)
    }

    @Test("a bar with three items, one selected and one badged, drawn like iOS")
    func snapshotThreeItems() {
        let (host, screen) = showingBar()
        screen.bar.items?[1].badgeValue = "3"
        host.runFrame()
        assertSnapshot(of: host, named: "three-items")
    }

    @Test("colors, an opaque appearance, an empty badge and a custom badge color")
    func snapshotColors() {
        let (host, screen) = showingBar()
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        screen.bar.standardAppearance = appearance
        screen.bar.tintColor = .systemOrange
        screen.bar.unselectedItemTintColor = .systemGray
        screen.bar.items?[1].badgeValue = ""
        screen.bar.items?[2].badgeValue = "99+"
        screen.bar.items?[2].badgeColor = .systemGreen
        host.runFrame()
        assertSnapshot(of: host, named: "colors")
    }

    @Test("system items drawn with their glyphs and titles")
    func snapshotSystemItems() {
        let host = UITestHost()
        host.activate()
        let top = BarScreen()
        let systemItems: [UITabBarItem.SystemItem] = [.favorites, .recents, .contacts, .search, .more]
        top.bar.items = systemItems.map { UITabBarItem(tabBarSystemItem: $0, tag: $0.rawValue) }
        top.bar.selectedItem = top.bar.items?.first
        host.rootViewController = top
        assertSnapshot(of: host, named: "system-items")
    }

    @Test("a tab bar controller's bar refuses direct changes to its items")
    func managedBarRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tabs = UITabBarController()
                tabs.tabBar.items = [UITabBarItem()]
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'NSInternalInconsistencyException', reason: "
            + "'Directly modifying a tab bar managed by a tab bar controller is not allowed.'"))
    }

}
