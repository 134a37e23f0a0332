import Foundation
import Testing
@testable import KumikiPort

@Suite("Rule 1: #selector becomes an unbound method reference")
struct SelectorRuleTests {
    @Test("an unqualified selector is qualified with the enclosing class")
    func unqualifiedSelectors() {
        let ported = port("""
            class Controller: UIViewController {
                func setUp() {
                    let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                    button.addTarget(self, action: #selector(buttonTapped), for: .touchUpInside)
                }
            }
            """)
        #expect(ported.text == """
            class Controller: UIViewController {
                func setUp() {
                    let pan = UIPanGestureRecognizer(target: self, action: Controller.handlePan(_:))
                    button.addTarget(self, action: Controller.buttonTapped, for: .touchUpInside)
                }
            }
            """)
        #expect(ported.findings.isEmpty)
    }

    @Test("self. is replaced by the type, and an explicit type is kept")
    func selfAndExplicitTypes() {
        let ported = port("""
            class Controller {
                func setUp() {
                    link = CADisplayLink(target: self, selector: #selector(self.step(_:)))
                    tap.addTarget(self, action: #selector(self.handle))
                    other.addTarget(helper, action: #selector(Helper.method(_:)))
                }
            }
            """)
        #expect(ported.text.contains("selector: Controller.step(_:))"))
        #expect(ported.text.contains("action: Controller.handle)"))
        #expect(ported.text.contains("action: Helper.method(_:))"))
    }

    @Test("extensions, structs, enums and actors name themselves; nested types use the innermost")
    func enclosingTypes() {
        let ported = port("""
            extension Controller {
                func a() { _ = #selector(one) }
            }
            struct Box {
                func b() { _ = #selector(two) }
            }
            enum Mode {
                case on
                func c() { _ = #selector(three) }
            }
            actor Worker {
                func d() { _ = #selector(four) }
            }
            class Outer {
                class Inner {
                    func e() { _ = #selector(five) }
                }
                func f() { _ = #selector(six) }
            }
            extension Outer.Inner {
                func g() { _ = #selector(seven) }
            }
            """)
        for expected in ["Controller.one", "Box.two", "Mode.three", "Worker.four", "Inner.five", "Outer.six",
                         "Outer.Inner.seven"] {
            #expect(ported.text.contains(expected), "\(expected)")
        }
        #expect(!ported.text.contains("#selector"))
    }

    @Test("a selector in a closure or a local function belongs to the type around them")
    func closuresAndLocalFunctions() {
        let ported = port("""
            final class Screen: UIView {
                lazy var button: UIButton = {
                    let button = UIButton()
                    button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                    return button
                }()
                func build() {
                    func wire() { control.addTarget(self, action: #selector(changed(_:)), for: .valueChanged) }
                }
            }
            """)
        #expect(ported.text.contains("action: Screen.tapped, for"))
        #expect(ported.text.contains("action: Screen.changed(_:), for"))
    }

    @Test("notification observers in the selector form become method references too")
    func notificationObservers() {
        let ported = port("""
            class KeyboardController: UIViewController {
                func observe() {
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
            }
            """)
        #expect(ported.text.contains(
            "addObserver(self, selector: KeyboardController.keyboardWillShow(_:), name: UIResponder.keyboardWillShowNotification, object: nil)"))
    }

    @Test("getter:, setter:, a selector outside any type and one named through an instance are reported, not rewritten")
    func reportedSelectors() {
        let source = """
            let global = #selector(refresh)
            class View {
                func a() { _ = #selector(getter: View.frame) }
                func b() { _ = #selector(setter: View.frame) }
                func c() { _ = #selector(other.method) }
            }
            """
        let ported = port(source)
        #expect(ported.text == source)
        #expect(ported.lines == [1, 3, 4, 5])
        #expect(ported.messages[0].hasPrefix("#selector(refresh) outside a type"))
        #expect(ported.messages[1].hasPrefix("#selector(getter: View.frame) has no equivalent"))
        #expect(ported.messages[2].hasPrefix("#selector(setter: View.frame) has no equivalent"))
        #expect(ported.messages[3].hasPrefix("#selector(other.method) names a method through an instance"))
    }

    @Test("values typed Selector are reported with the method reference type to use instead")
    func selectorTypedValues() {
        let ported = port("""
            class Controller {
                let action: Selector = #selector(go)
                func register(_ selector: Selector) {}
                var pending: [Selector] = []
                func go() {}
            }
            """)
        #expect(ported.text.contains("let action: Selector = Controller.go"))
        #expect(ported.lines == [2, 3, 4])
        #expect(ported.messages.allSatisfy {
            $0 == "a value of type Selector: store a closure or an unbound method reference (Controller) -> (Sender) -> Void instead"
        })
    }

    @Test("#selector in comments and string literals is left exactly as written")
    func commentsAndStrings() {
        let source = ##"""
            class Controller {
                // #selector(inLineComment) and @objc
                /* #selector(inBlock) /* #selector(nested) */ */
                let a = "#selector(inString) \(format("#selector(inInterpolation)", (1)))"
                let b = #"#selector(raw) "quoted" \#(name)"#
                let c = """
                    #selector(multiLine) @objc \("(")
                    """
                func real() { _ = #selector(real) }
            }
            """##
        let ported = port(source)
        #expect(ported.text == source.replacingOccurrences(of: "_ = #selector(real)", with: "_ = Controller.real"))
    }
}
