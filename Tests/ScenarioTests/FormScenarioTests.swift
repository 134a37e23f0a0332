import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The sign-up form: stack views inside the readable content guide, in a
/// scroll view sized by its content guide, and a reflow on rotation — as the
/// showcase shows it, below its navigation bar.
@MainActor
@Suite struct FormScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)

    init() {
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: FormScreen.self)
    }

    func view(_ identifier: String) throws -> UIView {
        try #require(host.view(withAccessibilityIdentifier: identifier))
    }

    func frameInWindow(_ identifier: String) throws -> CGRect {
        let view = try view(identifier)
        return view.convert(view.bounds, to: nil)
    }

    @Test func inPortraitTheFieldsStackBetweenTheMargins() throws {
        // 393 pt wide: the root view's 16 pt system margins on each side.
        let email = try frameInWindow(FormScreen.Identifier.field("Email"))
        #expect(email.minX == 16 && email.width == 361)
        let first = try frameInWindow(FormScreen.Identifier.field("First name"))
        let last = try frameInWindow(FormScreen.Identifier.field("Last name"))
        #expect(first.minX == last.minX && last.minY > first.maxY)
        let password = try frameInWindow(FormScreen.Identifier.field("Password"))
        let submit = try frameInWindow(FormScreen.Identifier.submit)
        #expect(submit.minY == password.maxY + 24 && submit.height == 50 && submit.width == 361)
        // The content guide made the content size: the form plus 20 above and 32 below.
        let form = try view(FormScreen.Identifier.form)
        let scrollView = try #require(form.superview as? UIScrollView)
        #expect(scrollView.contentSize == CGSize(width: 393, height: form.frame.height + 52))
        assertSnapshot(of: host, named: "form-portrait")
    }

    @Test func inLandscapeTheNamesShareARowInTheReadableColumn() throws {
        host.rotate(to: .landscapeLeft)
        host.advance(by: 0.5)
        let window = host.window.bounds
        #expect(window.width == 852)
        let first = try frameInWindow(FormScreen.Identifier.field("First name"))
        let last = try frameInWindow(FormScreen.Identifier.field("Last name"))
        #expect(first.minY == last.minY && last.minX > first.maxX)
        #expect(abs(first.width - last.width) < 0.5)
        // The readable column is at most 672 pt wide, centred.
        let form = try frameInWindow(FormScreen.Identifier.form)
        #expect(form.width <= 672)
        #expect(abs(form.midX - window.midX) < 0.5)
        // Too tall for landscape: it scrolls to the button.
        let scrollView = try #require(try view(FormScreen.Identifier.form).superview as? UIScrollView)
        #expect(scrollView.contentSize.height > scrollView.bounds.height)
        assertSnapshot(of: host, named: "form-landscape")
        host.rotate(to: .portrait)
        host.advance(by: 0.5)
        let again = try frameInWindow(FormScreen.Identifier.field("Last name"))
        #expect(again.minX == 16 && again.width == 361)
    }

    func field(_ caption: String) throws -> UITextField {
        try #require(host.view(withAccessibilityIdentifier: FormScreen.Identifier.input(caption)) as? UITextField)
    }

    @Test func aPersonFillsTheFormReturnMovingFromFieldToField() throws {
        host.tap(try field("First name"))
        host.typeText("Ada\n")
        #expect(try field("Last name").isFirstResponder)
        host.typeText("Lovelace\n")
        #expect(try field("Email").isFirstResponder)
        // The scroll view ends where the keyboard begins.
        host.runUntilIdle()
        let scrollView = try #require(try view(FormScreen.Identifier.form).superview as? UIScrollView)
        let keyboardTop = host.window.bounds.height - 336   // iPhone 15 Pro portrait, with the home indicator's strip
        #expect(scrollView.convert(scrollView.bounds, to: nil).maxY == keyboardTop)
        host.typeText("ada@example.com\n")
        #expect(try field("Password").isFirstResponder)
        host.typeText("s3cret👍🏽\u{8}\n")
        #expect(try field("First name").text == "Ada")
        #expect(try field("Last name").text == "Lovelace")
        #expect(try field("Email").text == "ada@example.com")
        #expect(try field("Password").text == "s3cret")
        // The last return ends editing.
        #expect(try !field("Password").isEditing)
        #expect(try field("Password").isSecureTextEntry)
        host.runUntilIdle()
        assertSnapshot(of: host, named: "filled-in")
    }
}
