import Testing
@testable import KumikiPort

@Suite("Rule 2: Objective-C and Interface Builder attributes are dropped")
struct AttributeRuleTests {
    @Test("inline attributes go with the space after them; the rest of the line and its indentation stay")
    func inlineAttributes() {
        let ported = port("""
            @objcMembers class Panel: UIView {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet private var buttons: [UIButton]!
                @IBInspectable var cornerRadius: CGFloat = 8 // corners
                @objc func tapped() {}
                @IBAction func buttonTapped(_ sender: UIButton) {}
                @objc(handleTap:) func handle(_ tap: UITapGestureRecognizer) {}
                @nonobjc func swiftOnly() {}
                public @objc func late() {}
                @objc @IBAction private func both() {}
                @available(iOS 13, *) @objc func kept() {}
            }
            """)
        #expect(ported.text == """
            class Panel: UIView {
                weak var titleLabel: UILabel!
                private var buttons: [UIButton]!
                var cornerRadius: CGFloat = 8 // corners
                func tapped() {}
                func buttonTapped(_ sender: UIButton) {}
                func handle(_ tap: UITapGestureRecognizer) {}
                func swiftOnly() {}
                public func late() {}
                private func both() {}
                @available(iOS 13, *) func kept() {}
            }
            """)
        #expect(ported.findings.isEmpty)
    }

    @Test("an attribute alone on its line takes the line with it")
    func attributeLines() {
        let ported = port("""
            @IBDesignable
            final class Badge: UIView {
                @objc(refreshWithSender:)
                func refresh() {}

                @objc
                @IBAction
                func tapped() {}
            }
            """)
        #expect(ported.text == """
            final class Badge: UIView {
                func refresh() {}

                func tapped() {}
            }
            """)
    }

    @Test("dynamic goes when it comes with @objc, before or after it, and stays otherwise")
    func dynamicWithObjc() {
        let ported = port("""
            class Model: NSObject {
                @objc dynamic var progress: Double = 0
                dynamic @objc var name = ""
                @objc private dynamic var hidden = false
                @objc
                dynamic var spread = 0
                dynamic var untouched = 0
            }
            """)
        #expect(ported.text == """
            class Model: NSObject {
                var progress: Double = 0
                var name = ""
                private var hidden = false
                var spread = 0
                dynamic var untouched = 0
            }
            """)
    }

    @Test("@objc in comments and strings stays")
    func commentsAndStrings() {
        let source = #"""
            // @objc func old()
            let note = "@objc @IBOutlet"
            /* @objc dynamic */
            """#
        #expect(port(source).text == source)
    }
}
