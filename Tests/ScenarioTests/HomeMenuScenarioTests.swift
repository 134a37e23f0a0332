import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The home menu holds more rows than a phone shows: on the smallest phone,
/// dragging the menu brings every row into view, and each row reached that
/// way opens its screen.
@MainActor
@Suite struct HomeMenuScenarioTests {
    let host = UITestHost(device: .iPhoneSE)
    let menu: UIScrollView

    init() throws {
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: ShowcaseCatalog.home)
        menu = try #require(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.menu) as? UIScrollView)
    }

    /// The row's frame in window coordinates.
    func frameOfRow(_ name: String) -> CGRect? {
        host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row(name)).map { $0.convert($0.bounds, to: nil) }
    }

    /// Drags the menu up 200 pt at a time, the finger resting before it lifts
    /// (no momentum), until the row is wholly on screen; at most ten drags.
    func dragUntilVisible(_ name: String) -> CGRect? {
        for _ in 0..<10 {
            guard let frame = frameOfRow(name) else { return nil }
            if frame.minY >= 0 && frame.maxY <= host.window.bounds.height { return frame }
            let finger = host.touchDown(at: CGPoint(x: 30, y: 500))
            finger.move(to: CGPoint(x: 30, y: 300), duration: 0.3)
            host.advance(by: 0.2)
            finger.up()
            host.runUntilIdle()
        }
        return nil
    }

    @Test(arguments: ["touches", "layers", "list", "photos", "zoom", "nested", "form", "sheet", "grid", "million",
                      "reorder", "compose", "settings", "songs", "todo", "picker", "modals", "alerts", "navigation",
                      "tabs", "portrait"])
    func everyRowCanBeScrolledToAndOpensItsScreen(name: String) throws {
        let frame = try #require(dragUntilVisible(name))
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.menu) == nil)
        #expect(host.view(withAccessibilityIdentifier: ShowcaseBackTile.identifier) != nil)
    }

    @Test func theMenuEndsWithItsLastRowAboveTheBottomEdge() throws {
        // A row per screen, 90 pt apart from y 76, the last 80 pt tall, 16 pt below it; no
        // home indicator on an iPhone SE.
        #expect(menu.contentSize == CGSize(width: 375, height: 76 + CGFloat(ShowcaseCatalog.screens.count - 1) * 90 + 80 + 16))
        for _ in 0..<4 {
            let finger = host.touchDown(at: CGPoint(x: 30, y: 600))
            finger.move(to: CGPoint(x: 30, y: 50), duration: 0.4)
            host.advance(by: 0.2)
            finger.up()
            host.runUntilIdle()
        }
        #expect(menu.contentOffset.y == menu.contentSize.height - 667)
        let last = try #require(frameOfRow(ShowcaseCatalog.screens.last!.name))
        #expect(last.maxY == CGFloat(667 - 16))
        assertSnapshot(of: host, named: "home-menu-at-its-end")
    }
}
