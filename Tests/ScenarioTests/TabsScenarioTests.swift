import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// A person moves between the tabs of the showcase's tab screen, reads the
/// inbox and marks it read; every tab keeps its content above the tab bar.
@MainActor
@Suite struct TabsScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)
    let tabs: TabsScreen.TabsViewController

    init() {
        tabs = TabsScreen.makeViewController() as! TabsScreen.TabsViewController
        host.rootViewController = tabs
    }

    @Test func theScreenOpensOnHomeWithTheInboxBadged() {
        #expect(host.buttons["Home"].isSelected)
        #expect(host.buttons["Inbox"].value == "\(TabsScreen.unreadCount)")
        #expect(host.staticTexts["Home"].exists)
        #expect(!host.staticTexts["Inbox"].exists)
    }

    @Test func readingTheInboxClearsItsBadge() {
        host.buttons["Inbox"].tap()
        host.runUntilIdle()
        #expect(host.buttons["Inbox"].isSelected)
        #expect(host.staticTexts["Inbox"].exists)
        host.buttons["Mark all read"].tap()
        #expect(host.buttons["Inbox"].value == nil)
        #expect(tabs.selectedViewController?.tabBarItem.badgeValue == nil)
    }

    @Test func everyTabKeepsItsFootnoteAboveTheTabBar() {
        for title in ["Home", "Inbox", "Settings"] {
            host.buttons[title].tap()
            host.runUntilIdle()
            let footnote = host.view(withAccessibilityIdentifier: TabsScreen.Identifier.footnote(title))
            let footnoteBottom = footnote.map { $0.convert($0.bounds, to: nil).maxY } ?? .infinity
            #expect(footnoteBottom <= tabs.tabBar.frame.minY)
        }
    }

    @Test func homeCountsTheTabsChosen() {
        host.buttons["Settings"].tap()
        host.buttons["Home"].tap()
        host.runUntilIdle()
        #expect(tabs.selectionCount == 2)
        #expect(host.staticTexts["2 tabs chosen"].exists)
    }

    @Test func theInboxTabLooksLikeIOS() {
        host.buttons["Inbox"].tap()
        host.runUntilIdle()
        assertSnapshot(of: host, named: "tabs-inbox")
    }
}
