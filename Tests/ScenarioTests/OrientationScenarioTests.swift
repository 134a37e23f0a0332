import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// A person turns the phone on the showcase's portrait-only screen and the
/// interface stays upright — even when the screen asks for landscape, which
/// UIKit refuses with its error — while on the home screen and on other
/// screens the interface turns with the phone.
@MainActor
@Suite struct OrientationScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)

    init() {
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: ShowcaseCatalog.home)
    }

    func open(_ name: String) throws {
        let row = try #require(host.view(withAccessibilityIdentifier: HomeScreen.Identifier.row(name)))
        let menu = try #require(row.superview as? UIScrollView)
        menu.scrollRectToVisible(row.frame, animated: false)
        host.tap(row)
        host.runUntilIdle()
    }

    var orientationText: String? {
        (host.view(withAccessibilityIdentifier: PortraitOnlyScreen.Identifier.orientation) as? UILabel)?.text
    }

    @Test func turningThePhoneOnThePortraitOnlyScreenLeavesItUpright() throws {
        try open(PortraitOnlyScreen.name)
        host.rotate(to: .landscapeLeft)
        host.advance(by: 0.4)
        #expect(host.windowScene.interfaceOrientation == .portrait)
        #expect(host.window.bounds.size == CGSize(width: 393, height: 852))
        #expect(orientationText == "Device: landscape, interface: portrait")
    }

    @Test func askingForLandscapeOnThePortraitOnlyScreenShowsUIKitsRefusal() throws {
        try open(PortraitOnlyScreen.name)
        host.buttons["Request landscape"].tap()
        host.advance(by: 0.4)
        #expect(host.windowScene.interfaceOrientation == .portrait)
        let error = try #require(host.view(withAccessibilityIdentifier: PortraitOnlyScreen.Identifier.error) as? UILabel)
        #expect(error.text == "None of the requested orientations are supported by the view controller. "
            + "Requested: landscapeRight, landscapeLeft; Supported: portrait")
    }

    @Test func goingBackHomeWithThePhoneOnItsSideTurnsTheInterface() throws {
        try open(PortraitOnlyScreen.name)
        host.rotate(to: .landscapeLeft)
        host.advance(by: 0.4)
        #expect(host.windowScene.interfaceOrientation == .portrait)
        host.tap(try #require(host.view(withAccessibilityIdentifier: "BackButton")))
        host.runUntilIdle()
        host.advance(by: 0.4)
        #expect(host.windowScene.interfaceOrientation == .landscapeRight)
        #expect(host.window.bounds.size == CGSize(width: 852, height: 393))
    }

    @Test func otherScreensTurnWithThePhone() throws {
        try open(PickerScreen.name)
        host.rotate(to: .landscapeLeft)
        host.advance(by: 0.4)
        #expect(host.windowScene.interfaceOrientation == .landscapeRight)
        #expect(host.window.bounds.size == CGSize(width: 852, height: 393))
        host.rotate(to: .portrait)
        host.advance(by: 0.4)
        #expect(host.windowScene.interfaceOrientation == .portrait)
    }
}
