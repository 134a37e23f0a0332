import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The modals screen, driven by touches: sheets swiped away, detents dragged,
/// full-screen covers closed, and the hand-made swipe-to-dismiss modal
/// presented over full screen.
@MainActor
@Suite struct ModalsScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)
    let screen = ModalsScreen.makeViewController()

    init() {
        host.rootViewController = screen
    }

    func tapChoice(_ choice: String) throws {
        let button = try #require(host.view(withAccessibilityIdentifier: ModalsScreen.Identifier.button(choice)))
        host.tap(button)
        host.runUntilIdle()
    }

    var lastEvent: String? {
        (host.view(withAccessibilityIdentifier: ModalsScreen.Identifier.lastEvent) as? UILabel)?.text
    }

    @Test func aPageSheetIsSwipedAwayAndTheScreenHearsOfIt() throws {
        try tapChoice("Page sheet")
        let sheet = try #require(screen.presentedViewController)
        #expect(sheet.view.frame.minY == 69)
        host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 820), duration: 0.3)
        host.runUntilIdle()
        #expect(screen.presentedViewController == nil)
        #expect(lastEvent == "Swiped down Page sheet")
    }

    @Test func theSheetWithDetentsOpensAtMediumAndGrowsWhenDraggedUp() throws {
        try tapChoice("Sheet with detents")
        let sheet = try #require(screen.presentedViewController)
        let mediumTop = sheet.view.frame.minY
        #expect(mediumTop > 400)
        host.drag(from: CGPoint(x: 200, y: mediumTop + 30), to: CGPoint(x: 200, y: 150), duration: 0.3)
        host.runUntilIdle()
        #expect(sheet.view.frame.minY == 69)
        #expect(lastEvent == "Sheet moved to large")
        assertSnapshot(of: host, named: "sheet-at-large")
    }

    @Test func aFullScreenCoverClosesWithItsButton() throws {
        try tapChoice("Full screen")
        #expect(screen.view.window == nil)
        let close = try #require(host.view(withAccessibilityIdentifier: ModalsScreen.Identifier.close))
        host.tap(close)
        host.runUntilIdle()
        #expect(screen.presentedViewController == nil)
        #expect(screen.view.window === host.window)
        #expect(lastEvent == "Closed Full screen")
    }

    @Test func theCrossDissolveCoverFadesInOverTheScreen() throws {
        let button = try #require(host.view(withAccessibilityIdentifier: ModalsScreen.Identifier.button("Cross dissolve")))
        host.tap(button)
        host.advance(by: 0.2)
        assertSnapshot(of: host, named: "cross-dissolve-halfway")
        host.runUntilIdle()
        // Over full screen: the screen stays in the window underneath.
        #expect(screen.view.window === host.window)
    }

    @Test func theSwipeToDismissModalFollowsTheFingerAndGoesPastAQuarter() throws {
        try tapChoice("Swipe to dismiss")
        let modal = try #require(screen.presentedViewController)
        let grabber = try #require(host.view(withAccessibilityIdentifier: ModalsScreen.Identifier.grabber))
        let start = grabber.convert(CGPoint(x: grabber.bounds.midX, y: grabber.bounds.midY), to: nil)
        let finger = host.touchDown(at: start)
        finger.move(to: CGPoint(x: start.x, y: start.y + 100), duration: 0.2)
        #expect(modal.view.transform.ty > 80)
        // The screen shows through, over full screen.
        #expect(screen.view.window === host.window)
        finger.move(to: CGPoint(x: start.x, y: start.y + 300), duration: 0.2)
        finger.up()
        host.runUntilIdle()
        #expect(screen.presentedViewController == nil)
        #expect(lastEvent == "Swiped away")
    }

    @Test func aShortSwipeOfTheModalSpringsBack() throws {
        try tapChoice("Swipe to dismiss")
        let modal = try #require(screen.presentedViewController)
        host.drag(from: CGPoint(x: 196, y: 213), to: CGPoint(x: 196, y: 330), duration: 0.3)
        host.runUntilIdle()
        #expect(screen.presentedViewController === modal)
        #expect(modal.view.transform == .identity)
    }
}
