import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The showcase app's home screen and back tiles, headlessly: every row opens
/// its screen, and every screen's back tile returns home.
@MainActor
@Suite struct ShowcaseNavigationTests {
    let host = UITestHost(device: .iPhone15Pro)

    init() {
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: ShowcaseCatalog.home)
    }

    @Test func theHomeScreenHasARowForEveryScreenAndNoBackTile() {
        for screen in ShowcaseCatalog.screens {
            #expect(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row(screen.name)) != nil)
        }
        #expect(host.view(withAccessibilityIdentifier: ShowcaseBackTile.identifier) == nil)
        #expect(ShowcaseCatalog.anyScreen(named: "home") == ShowcaseCatalog.home)
    }

    /// The catalog's screen names (a literal: arguments are evaluated off the main actor).
    nonisolated static let screenNames = ["touches", "slider", "gestures", "animation", "typography", "layers",
                                          "list", "photos", "zoom", "nested", "form", "sheet", "grid", "million",
                                          "reorder", "compose", "settings", "songs", "todo", "picker",
                                          "modals", "alerts", "navigation", "tabs", "portrait"]

    @Test func theListOfNamesIsTheCatalog() {
        #expect(ShowcaseCatalog.screens.map { $0.name } == Self.screenNames)
    }

    @Test(arguments: screenNames)
    func eachRowOpensItsScreenAndTheBackTileReturns(name: String) throws {
        let row = try #require(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row(name)))
        // Rows below the screen's bottom are scrolled to first, as a person would.
        let menu = try #require(row.superview as? UIScrollView)
        menu.scrollRectToVisible(row.frame, animated: false)
        let home = host.rootViewController
        host.tap(row)
        let screen = try #require(host.rootViewController)
        #expect(screen !== home)
        #expect(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row(name)) == nil)
        // The back tile sits on top of the screen's own views.
        let back = try #require(host.view(withAccessibilityIdentifier: ShowcaseBackTile.identifier))
        #expect(screen.view.subviews.last === back)
        host.tap(back)
        #expect(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row(name)) != nil)
        #expect(host.view(withAccessibilityIdentifier: ShowcaseBackTile.identifier) == nil)
    }

    @Test func theMenuScrollsToItsLastRowEvenWhenTheDragStartsOnARow() throws {
        let menu = try #require(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.menu) as? UIScrollView)
        let last = try #require(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row(ShowcaseCatalog.screens.last!.name)))
        // A row of 90 pt per screen from y 76 ends below the 852 pt screen.
        #expect(last.frame.maxY > host.window.bounds.height)
        #expect(menu.contentSize.height == last.frame.maxY + 16 + 34)
        let first = try #require(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row("layers")) as? UIControl)
        // The drag starts on a row: the row highlights, then the menu takes
        // the drag and the row's touch is cancelled.
        let finger = host.touchDown(at: CGPoint(x: first.frame.midX, y: first.frame.midY))
        #expect(first.isHighlighted)
        finger.move(to: CGPoint(x: first.frame.midX, y: first.frame.midY - 400), duration: 0.3)
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
        #expect(menu.contentOffset.y == menu.contentSize.height - host.window.bounds.height)
        #expect(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row("layers")) === first)
        host.tap(last)
        #expect(host.view(withAccessibilityIdentifier: PortraitOnlyScreen.Identifier.request) != nil)
    }

    @Test func aPressedRowDimsUntilTheFingerLifts() throws {
        let row = try #require(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row("layers")))
        let finger = host.touchDown(at: CGPoint(x: row.frame.midX, y: row.frame.midY))
        #expect(abs(row.alpha - 0.7) < 1e-6)
        // Dragging far away (beyond UIControl's 70 pt margin) and lifting opens nothing.
        finger.move(to: CGPoint(x: row.frame.midX, y: row.frame.maxY + 200))
        finger.up()
        #expect(row.alpha == 1)
        #expect(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row("layers")) === row)
    }
}
