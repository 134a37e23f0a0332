import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// A person opens each alert on the showcase's alerts screen and chooses an
/// action; the screen shows what was chosen once the alert has gone.
@MainActor
@Suite struct AlertsScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)

    init() {
        host.rootViewController = AlertsScreen.makeViewController()
    }

    var lastChoice: String? {
        (host.view(withAccessibilityIdentifier: AlertsScreen.Identifier.lastChoice) as? UILabel)?.text
    }

    @Test func choosingDeleteInTheTwoActionAlertShowsIt() {
        #expect(lastChoice == AlertsScreen.nothingChosen)
        host.buttons["Alert with two actions"].tap()
        host.runUntilIdle()
        host.buttons["Delete"].tap()
        host.runUntilIdle()
        #expect(lastChoice == "Chose “Delete”")
        #expect(!host.buttons["Delete"].exists)
    }

    @Test func theThreeActionAlertOffersSaveDontSaveAndCancel() {
        host.buttons["Alert with three actions"].tap()
        host.runUntilIdle()
        #expect(host.buttons.count == 3)
        host.buttons["Don’t Save"].tap()
        host.runUntilIdle()
        #expect(lastChoice == "Chose “Don’t Save”")
    }

    @Test func tappingAboveTheActionSheetCancelsIt() {
        host.buttons["Action sheet"].tap()
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 196, y: 150))
        host.runUntilIdle()
        #expect(lastChoice == "Chose “Cancel”")
    }
}
