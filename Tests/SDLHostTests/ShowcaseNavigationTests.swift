import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The showcase app's navigation stack, headlessly: every row of the home
/// screen pushes its screen, and every screen's back button pops home.
@MainActor
@Suite struct ShowcaseNavigationTests {
    let host = UITestHost(device: .iPhone15Pro)
    let navigation = ShowcaseCatalog.makeNavigableViewController(for: ShowcaseCatalog.home)

    init() {
        host.rootViewController = navigation
    }

    /// `view`'s frame in window coordinates.
    func windowFrame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    @Test func theHomeScreenHasARowForEveryScreenUnderItsLargeTitleAndNoBackButton() {
        for screen in ShowcaseCatalog.screens {
            #expect(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row(screen.name)) != nil)
        }
        #expect(host.view(withAccessibilityIdentifier: "BackButton") == nil)
        #expect(navigation.topViewController?.title == "Kumiki")
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        #expect(ShowcaseCatalog.anyScreen(named: "home") == ShowcaseCatalog.home)
    }

    /// The catalog's screen names (a literal: arguments are evaluated off the main actor).
    nonisolated static let screenNames = ["touches", "slider", "gestures", "animation", "typography", "layers",
                                          "list", "photos", "zoom", "nested", "form", "sheet", "grid", "million",
                                          "reorder", "compose", "settings", "songs", "todo", "picker",
                                          "modals", "alerts", "navigation", "tabs", "portrait", "drag", "text", "notes",
                                          "effects", "layer-classes", "controls"]

    @Test func theListOfNamesIsTheCatalog() {
        #expect(ShowcaseCatalog.screens.map { $0.name } == Self.screenNames)
    }

    @Test(arguments: screenNames)
    func eachRowPushesItsScreenAndTheBackButtonPopsHome(name: String) throws {
        let row = try #require(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row(name)))
        // Rows below the screen's bottom are scrolled to first, as a person would.
        let menu = try #require(row.superview as? UIScrollView)
        menu.scrollRectToVisible(row.frame, animated: false)
        let home = try #require(navigation.topViewController)
        host.tap(row)
        host.runUntilIdle()
        let screen = try #require(navigation.topViewController)
        #expect(screen !== home)
        #expect(navigation.viewControllers == [home, screen])
        #expect(screen.navigationItem.title == ShowcaseCatalog.screen(named: name)?.title)
        #expect(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row(name)) == nil)
        // The back button, titled with the home screen's title, pops.
        let back = try #require(host.view(withAccessibilityIdentifier: "BackButton"))
        #expect(back.accessibilityLabel == "Kumiki")
        host.tap(back)
        host.runUntilIdle()
        #expect(navigation.viewControllers == [home])
        #expect(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row(name)) != nil)
        #expect(host.view(withAccessibilityIdentifier: "BackButton") == nil)
    }

    @Test func theMenuScrollsToItsLastRowEvenWhenTheDragStartsOnARow() throws {
        let menu = try #require(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.menu) as? UIScrollView)
        let last = try #require(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row(ShowcaseCatalog.screens.last!.name)))
        // A row of 90 pt per screen from y 8 ends below the 852 pt screen.
        #expect(windowFrame(last).maxY > host.window.bounds.height)
        #expect(menu.contentSize.height == last.frame.maxY + 16)
        let first = try #require(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row("layers")) as? UIControl)
        // The drag starts on a row: the row highlights, then the menu takes
        // the drag and the row's touch is cancelled.
        let start = CGPoint(x: windowFrame(first).midX, y: windowFrame(first).midY)
        let finger = host.touchDown(at: start)
        #expect(first.isHighlighted)
        finger.move(to: CGPoint(x: start.x, y: start.y - 400), duration: 0.3)
        #expect(!first.isHighlighted)
        host.advance(by: 0.2)
        finger.up()
        host.runUntilIdle()
        // Four more drags reach the end.
        for _ in 0..<4 {
            host.drag(from: CGPoint(x: 30, y: 600), to: CGPoint(x: 30, y: 200), duration: 0.3)
            host.advance(by: 0.2)
            host.runUntilIdle()
        }
        // Scrolled to the end: the last row sits 16 pt above the home indicator.
        #expect(menu.contentOffset.y == menu.contentSize.height + 34 - host.window.bounds.height)
        #expect(windowFrame(last).maxY == host.window.bounds.height - 34 - 16)
        #expect(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row("layers")) === first)
        host.tap(last)
        host.runUntilIdle()
        #expect(host.view(withAccessibilityIdentifier: ControlsScreen.Identifier.log) != nil)
    }

    @Test func aPressedRowDimsUntilTheFingerLifts() throws {
        let row = try #require(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row("layers")))
        let frame = windowFrame(row)
        let finger = host.touchDown(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(abs(row.alpha - 0.7) < 1e-6)
        // Dragging far away (beyond UIControl's 70 pt margin) and lifting opens nothing.
        finger.move(to: CGPoint(x: frame.midX, y: frame.maxY + 200))
        finger.up()
        #expect(row.alpha == 1)
        #expect(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row("layers")) === row)
    }
}
