import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// Every showcase screen in light and in dark mode, as a person sees it after
/// switching Dark Mode on in Control Center: each screen is shown light, the
/// system switches to dark, and the screen redraws in its dark colors — pixel
/// for pixel what the same screen shows when the app was launched in dark mode,
/// so no view keeps a color resolved for the old appearance.
@MainActor
@Suite struct AppearanceScenarioTests {
    /// The home screen and every screen of the menu, in menu order.
    nonisolated static let screenNames = ["home", "touches", "slider", "gestures", "animation", "typography", "layers", "list",
                              "photos", "zoom", "nested", "form", "sheet", "grid", "million", "reorder", "compose",
                              "settings", "songs", "todo", "picker", "modals", "alerts", "navigation", "tabs",
                              "portrait", "drag", "text", "notes", "effects", "layer-classes", "controls"]

    /// The showcase on `name`, under the status bar, launched in `style`, a
    /// moment in (animated screens show their motion).
    func showcase(on name: String, launchedIn style: UIUserInterfaceStyle) throws -> UITestHost {
        let screen = try #require(ShowcaseCatalog.anyScreen(named: name))
        let host = UITestHost(device: .iPhone15ProAt1x)
        host.showsStatusBar = true
        host.userInterfaceStyle = style
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: screen)
        host.advance(by: 0.4)
        return host
    }

    @Test func theListCoversEveryScreen() {
        #expect(Self.screenNames == [ShowcaseCatalog.home.name] + ShowcaseCatalog.screens.map { $0.name })
    }

    @Test(arguments: screenNames)
    func everyScreenSwitchesToDarkAsIfLaunchedDark(name: String) throws {
        let switched = try showcase(on: name, launchedIn: .light)
        assertSnapshot(of: switched, named: "\(name)-light")
        switched.userInterfaceStyle = .dark
        let top = try #require((switched.rootViewController as? UINavigationController)?.topViewController)
        #expect(top.traitCollection.userInterfaceStyle == .dark)
        #expect(top.view.traitCollection.userInterfaceStyle == .dark)
        assertSnapshot(of: switched, named: "\(name)-dark")

        // The same number of frames on both, so animated screens are at the same moment;
        // a second later, when the transitions that began in light mode are over (an
        // animation in flight keeps the colors it began with, as on iOS).
        switched.advance(by: 1)
        let launchedDark = try showcase(on: name, launchedIn: .dark)
        launchedDark.runFrame()
        launchedDark.runFrame()
        launchedDark.runFrame()
        launchedDark.advance(by: 1)
        let comparison = SnapshotComparison(actual: switched.snapshot(), reference: launchedDark.snapshot())
        #expect(comparison.matches, "\(comparison.differingPixels) pixels differ, by up to \(comparison.largestDifference)")
    }

    @Test func switchingBackToLightRestoresTheLightScreen() throws {
        let host = try showcase(on: "settings", launchedIn: .light)
        let light = host.snapshot()
        host.userInterfaceStyle = .dark
        host.userInterfaceStyle = .light
        let comparison = SnapshotComparison(actual: host.snapshot(), reference: light)
        #expect(comparison.matches, "\(comparison.differingPixels) pixels differ, by up to \(comparison.largestDifference)")
    }

    @Test func theStatusBarShowsLightContentInDarkMode() throws {
        let host = try showcase(on: "home", launchedIn: .dark)
        // The time's glyphs at the top left are near-white over the black screen.
        let image = host.snapshot()
        var brightest = 0
        for y in 10..<44 {
            for x in 40..<90 {
                let pixel = image.pixel(atX: x, y: y)
                brightest = max(brightest, Int(min(pixel.red, pixel.green, pixel.blue)))
            }
        }
        #expect(brightest > 200)
    }

    @Test func anAlertInDarkMode() throws {
        let host = try showcase(on: "alerts", launchedIn: .dark)
        host.buttons["Alert with three actions"].tap()
        host.runUntilIdle()
        assertSnapshot(of: host, named: "alert-dark")
    }

    @Test func aPageSheetInDarkModeIsElevated() throws {
        let host = try showcase(on: "modals", launchedIn: .dark)
        let button = try #require(host.view(withAccessibilityIdentifier: ModalsScreen.Identifier.button("Page sheet")))
        host.tap(button)
        host.runUntilIdle()
        let navigation = try #require(host.rootViewController as? UINavigationController)
        let sheet = try #require(navigation.presentedViewController)
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
        #expect(sheet.view.traitCollection.userInterfaceLevel == .elevated)
        // An elevated dark systemBackground: 28, 28, 30 rather than black.
        let resolved = UIColor.systemBackground.resolvedColor(with: sheet.traitCollection)
        #expect(resolved == UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))
        assertSnapshot(of: host, named: "page-sheet-dark")
    }
}
