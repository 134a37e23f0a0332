import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Secure entry shows bullets, the character just typed readable for a
/// moment on the media clock, and never copies.
@MainActor
@Suite struct UITextFieldSecureEntryTests {
    let host = UITestHost(device: .iPhone15Pro)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 353, height: 34))

    init() {
        let controller = UIViewController()
        controller.view.addSubview(field)
        field.borderStyle = .roundedRect
        field.isSecureTextEntry = true
        host.rootViewController = controller
        host.tap(field)
    }

    @Test func theLastTypedCharacterShowsForAMoment() {
        host.typeText("pa👍🏽")
        #expect(field.text == "pa👍🏽")
        #expect(field.displayString == "••👍🏽")
        host.advance(by: UITextField.secureRevealDuration - 0.1)
        #expect(field.displayString == "••👍🏽")
        host.advance(by: 0.2)
        #expect(field.displayString == "•••")
    }

    @Test func theNextEditHidesItAtOnce() {
        host.typeText("ab")
        #expect(field.displayString == "•b")
        host.typeText("\u{8}")
        #expect(field.displayString == "•")
        field.insertText("xyz")
        #expect(field.displayString == "••••")
    }

    @Test func theCaretAndTapsKnowWhereTheRevealedCharacterIs() {
        host.typeText("ab👍🏽")
        // Bullets for "ab" (one unit each), then the revealed emoji (four).
        #expect(field.displayOffset(forStorageOffset: 2) == 2)
        #expect(field.displayOffset(forStorageOffset: 6) == 6)
        #expect(field.storageOffset(forDisplayOffset: 6) == 6)
        #expect(field.storageOffset(forDisplayOffset: 1) == 1)
        host.advance(by: 2)
        #expect(field.displayOffset(forStorageOffset: 6) == 3)
        #expect(field.storageOffset(forDisplayOffset: 3) == 6)
    }

    @Test func endingEditingHidesIt() {
        host.typeText("secret")
        _ = field.resignFirstResponder()
        #expect(field.displayString == "••••••")
    }
}
