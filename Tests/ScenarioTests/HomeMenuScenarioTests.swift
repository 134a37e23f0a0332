import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The home menu holds more rows than a phone shows: on the smallest phone,
/// dragging the menu brings every row into view, and each row reached that
/// way pushes its screen onto the showcase's navigation stack.
@MainActor
@Suite struct HomeMenuScenarioTests {
    let host = UITestHost(device: .iPhoneSE)
    let navigation = ShowcaseCatalog.makeNavigableViewController(for: ShowcaseCatalog.home)
    let menu: UIScrollView

    init() throws {
        host.rootViewController = navigation
        menu = try #require(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.menu) as? UIScrollView)
    }

    /// The row's frame in window coordinates.
    func frameOfRow(_ name: String) -> CGRect? {
        host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row(name)).map { $0.convert($0.bounds, to: nil) }
    }

    /// Drags the menu up 200 pt at a time, the finger resting before it lifts
    /// (no momentum), until the row is wholly on screen; at most twelve drags.
    func dragUntilVisible(_ name: String) -> CGRect? {
        for _ in 0..<12 {
            guard let frame = frameOfRow(name) else { return nil }
            if frame.minY >= navigation.navigationBar.frame.maxY && frame.maxY <= host.window.bounds.height { return frame }
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
                      "tabs", "portrait", "drag", "text", "notes", "effects"])
    func everyRowCanBeScrolledToAndOpensItsScreen(name: String) throws {
        let frame = try #require(dragUntilVisible(name))
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        host.runUntilIdle()
        let screen = try #require(ShowcaseCatalog.screen(named: name))
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.navigationItem.title == screen.title)
        #expect(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.menu) == nil)
        let back = try #require(host.view(withAccessibilityIdentifier: "BackButton"))
        #expect(back.accessibilityLabel == HomeScreen.title)
    }

    @Test func theMenuStartsUnderTheLargeTitleWhichCollapsesAsItScrolls() throws {
        // The status bar's 20 pt, then the 96-pt bar with the large title.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 96))
        #expect(menu.adjustedContentInset.top == CGFloat(96 + 20))
        let first = try #require(frameOfRow(ShowcaseCatalog.screens[0].name))
        #expect(first == CGRect(x: 16, y: 20 + 96 + 8, width: 375 - 32, height: 80))
        assertSnapshot(of: host, named: "home-menu-under-its-large-title")
        host.drag(from: CGPoint(x: 30, y: 500), to: CGPoint(x: 30, y: 300), duration: 0.3)
        host.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 44)
    }

    @Test func theMenuEndsWithItsLastRowAboveTheBottomEdge() throws {
        // A row per screen, 90 pt apart from y 8, the last 80 pt tall, 16 pt below it; no
        // home indicator on an iPhone SE.
        #expect(menu.contentSize == CGSize(width: 375, height: 8 + CGFloat(ShowcaseCatalog.screens.count - 1) * 90 + 80 + 16))
        for _ in 0..<5 {
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
