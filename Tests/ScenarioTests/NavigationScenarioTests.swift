import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The navigation screen, driven by touches on the showcase's own stack
/// (home, then the mailboxes): a mailbox pushed from the list, the add button,
/// the back button, the swipe back, and the large title collapsing as the
/// list scrolls.
@MainActor
@Suite struct NavigationScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)
    let navigation = ShowcaseCatalog.makeNavigableViewController(for: NavigationScreen.self)

    init() {
        host.rootViewController = navigation
    }

    func open(_ mailbox: String) throws {
        let row = try #require(host.view(withAccessibilityIdentifier: NavigationScreen.Identifier.mailbox(mailbox)))
        host.tap(row)
        host.runUntilIdle()
    }

    var countText: String? {
        (host.view(withAccessibilityIdentifier: NavigationScreen.Identifier.count) as? UILabel)?.text
    }

    @Test func tappingAMailboxPushesItsMessagesUnderASmallTitle() throws {
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(navigation.topViewController?.title == "Mailboxes")
        try open("Drafts")
        #expect(navigation.viewControllers.count == 3)
        #expect(navigation.topViewController?.title == "Drafts")
        #expect(navigation.navigationBar.frame.height == 44)
        assertSnapshot(of: host, named: "drafts")
    }

    @Test func theAddButtonRaisesTheCountAndTheBackButtonReturns() throws {
        try open("Inbox")
        host.tap(at: CGPoint(x: 393 - 24, y: 59 + 22))
        host.tap(at: CGPoint(x: 393 - 24, y: 59 + 22))
        #expect(countText == "2 new messages")
        let back = try #require(host.view(withAccessibilityIdentifier: "BackButton"))
        #expect(back.accessibilityLabel == "Mailboxes")
        host.tap(back)
        host.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.title == "Mailboxes")
    }

    @Test func aSwipeFromTheLeftEdgeGoesBack() throws {
        try open("Sent")
        host.drag(from: CGPoint(x: 4, y: 500), to: CGPoint(x: 300, y: 500), duration: 0.3)
        host.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func theLargeTitleCollapsesAsTheListScrollsUp() throws {
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.5)
        host.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 44)
        assertSnapshot(of: host, named: "collapsed")
    }
}
