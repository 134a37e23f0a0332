import Testing
@testable import KumikiPort

@Suite("Rule 3: overrides in extensions move into the class")
struct ExtensionOverrideRuleTests {
    @Test("an override moves, with its doc comment and attributes, to the end of a class declared in another file")
    func moveAcrossFiles() {
        let ported = port(files: [
            "Views/CardView.swift": """
                import UIKit

                public final class CardView: UIView {
                    var radius: CGFloat = 8
                }
                """,
            "Views/CardView+Layout.swift": """
                import UIKit

                extension CardView {
                    func helper() {}

                    /// Rounds the corners.
                    @objc override func layoutSubviews() {
                        super.layoutSubviews()
                        layer.cornerRadius = radius
                    }
                }
                """,
        ])
        #expect(ported.texts["Views/CardView.swift"] == """
            import UIKit

            public final class CardView: UIView {
                var radius: CGFloat = 8

                /// Rounds the corners.
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.cornerRadius = radius
                }
            }
            """)
        #expect(ported.texts["Views/CardView+Layout.swift"] == """
            import UIKit

            extension CardView {
                func helper() {}
            }
            """)
        #expect(ported.findings.isEmpty)
    }

    @Test("an extension left empty is removed with its comment, and several overrides keep their order")
    func emptyExtensionRemoved() {
        let ported = port("""
            open class Panel: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                }
            }

            // MARK: - Layout
            extension Panel {
                override var intrinsicContentSize: CGSize {
                    CGSize(width: 10, height: 10)
                }

                override func didMoveToWindow() {
                    super.didMoveToWindow()
                }
            }

            let after = 1
            """)
        #expect(ported.text == """
            open class Panel: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                }

                override var intrinsicContentSize: CGSize {
                    CGSize(width: 10, height: 10)
                }

                override func didMoveToWindow() {
                    super.didMoveToWindow()
                }
            }

            let after = 1
            """)
    }

    @Test("a nested class receives overrides from an extension of its qualified name, re-indented")
    func nestedClass() {
        let ported = port("""
            enum Screens {
                final class Home: UIViewController {}
            }

            extension Screens.Home {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let text = \"""
                        kept
                        \"""
                }
            }
            """)
        #expect(ported.text == """
            enum Screens {
                final class Home: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let text = \"""
                            kept
                            \"""
                    }
                }
            }
            """)
    }

    @Test("an override in an extension of a class the files do not declare is reported and left alone")
    func undeclaredClass() {
        let source = """
            extension UIView {
                func shake() {}

                override open func layoutSubviews() {}
            }
            """
        let ported = port(source)
        #expect(ported.text == source)
        #expect(ported.findings == [Finding(path: "App.swift", line: 4, message:
            "override in an extension of UIView, which is not declared here: move it into a subclass")])
    }

    @Test("an override under #if in an extension is reported rather than moved out of its condition")
    func conditionalOverride() {
        let source = """
            class Debuggable: UIView {}
            extension Debuggable {
                #if DEBUG
                override func draw(_ rect: CGRect) {}
                #endif
            }
            """
        let ported = port(source)
        #expect(ported.text == source)
        #expect(ported.lines == [4])
    }

    @Test("an override inside a class, a struct's methods and class methods named like types are not moved")
    func onlyExtensionOverrides() {
        let source = """
            class Base: UIView {
                override func layoutSubviews() {}
                class func make() -> Base { Base() }
            }
            extension Base {
                func extra() {}
            }
            """
        #expect(port(source).text == source)
    }

    @Test("after an in-place rewrite, a finding inside a moved override points at its new file and line")
    func findingsFollowTheMove() {
        let result = Porter.port([
            "A/Gauge.swift": """
                class Gauge: UIView {
                    var level = 0.0
                }
                """,
            "B/Gauge+Drawing.swift": """
                import UIKit

                extension Gauge {
                    override func draw(_ rect: CGRect) {
                        super.draw(rect)
                        let tint = value(forKey: "tintColor")
                    }
                }
                """,
        ])
        let message = "key-value coding exists on CALayer and CAAnimation only: use the property directly elsewhere"
        #expect(result.findings == [Finding(path: "B/Gauge+Drawing.swift", line: 6, message: message)])
        #expect(result.findingsAfterRewrite == [Finding(path: "A/Gauge.swift", line: 6, message: message)])
        #expect(result.files.map(\.rewrittenText) == [
            """
            class Gauge: UIView {
                var level = 0.0

                override func draw(_ rect: CGRect) {
                    super.draw(rect)
                    let tint = value(forKey: "tintColor")
                }
            }
            """,
            "import UIKit",
        ])
    }
}
