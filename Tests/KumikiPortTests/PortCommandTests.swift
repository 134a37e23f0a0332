import Foundation
import Testing
@testable import KumikiPort

@Suite("kumiki-port on a directory")
struct PortCommandTests {
    static let tree = [
        "App/Controller.swift": """
            class Controller: UIViewController {
                @IBOutlet weak var card: CardView!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    card.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                    if card.responds(to: #selector(getter: CardView.tint)) {}
                }

                @objc func tapped() {}
            }
            """,
        "App/Views/CardView.swift": """
            final class CardView: UIControl {
            }

            extension CardView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    _ = layer.value(forKey: "cornerRadius")
                }
            }
            """,
        "App/Unchanged.swift": "let answer = 42\n",
        "App/.build/Generated.swift": "@objc class Hidden {}\n",
        "App/notes.txt": "#selector(ignored)\n",
    ]

    static let expectedController = """
        class Controller: UIViewController {
            weak var card: CardView!

            override func viewDidLoad() {
                super.viewDidLoad()
                card.addTarget(self, action: Controller.tapped, for: .touchUpInside)
                if card.responds(to: #selector(getter: CardView.tint)) {}
            }

            func tapped() {}
        }
        """

    static let expectedCardView = """
        final class CardView: UIControl {
            override func layoutSubviews() {
                super.layoutSubviews()
                _ = layer.value(forKey: "cornerRadius")
            }
        }
        """

    @Test("in place: every .swift file is rewritten, hidden directories and other files are skipped")
    func inPlace() throws {
        let root = try temporaryTree(Self.tree)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try PortCommand(directory: root.path + "/App", diffOnly: false).run()
        #expect(try contents(root, "App/Controller.swift") == Self.expectedController)
        #expect(try contents(root, "App/Views/CardView.swift") == Self.expectedCardView)
        #expect(try contents(root, "App/Unchanged.swift") == "let answer = 42\n")
        #expect(try contents(root, "App/.build/Generated.swift") == "@objc class Hidden {}\n")
        #expect(try contents(root, "App/notes.txt") == "#selector(ignored)\n")
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput == "kumiki-port: rewrote 2 of 3 files\n")
    }

    @Test("in place: the report gives lines of the rewritten files, where a moved override now is")
    func inPlaceReport() throws {
        let root = try temporaryTree(Self.tree)
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.path + "/App"
        let outcome = try PortCommand(directory: app, diffOnly: false).run()
        #expect(outcome.standardError.split(separator: "\n").map(String.init) == [
            "\(app)/Controller.swift:7: #selector(getter: CardView.tint) has no equivalent without the Objective-C "
                + "runtime: read or write the property in a closure instead",
            "\(app)/Controller.swift:7: responds(to:) needs the Objective-C runtime: make the method a protocol "
                + "requirement with a default implementation and call it directly",
            "\(app)/Views/CardView.swift:4: key-value coding exists on CALayer and CAAnimation only: use the "
                + "property directly elsewhere",
        ])
    }

    @Test("--diff: nothing changes on disk, the diff is unified, and the report gives original lines")
    func diffMode() throws {
        let root = try temporaryTree(Self.tree)
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.path + "/App"
        let outcome = try PortCommand(directory: app, diffOnly: true).run()
        for (path, text) in Self.tree {
            #expect(try contents(root, path) == text)
        }
        #expect(outcome.standardOutput == """
            --- \(app)/Controller.swift
            +++ \(app)/Controller.swift
            @@ -1,11 +1,11 @@
             class Controller: UIViewController {
            -    @IBOutlet weak var card: CardView!
            +    weak var card: CardView!
             
                 override func viewDidLoad() {
                     super.viewDidLoad()
            -        card.addTarget(self, action: #selector(tapped), for: .touchUpInside)
            +        card.addTarget(self, action: Controller.tapped, for: .touchUpInside)
                     if card.responds(to: #selector(getter: CardView.tint)) {}
                 }
             
            -    @objc func tapped() {}
            +    func tapped() {}
             }
            \\ No newline at end of file
            --- \(app)/Views/CardView.swift
            +++ \(app)/Views/CardView.swift
            @@ -1,7 +1,4 @@
             final class CardView: UIControl {
            -}
            -
            -extension CardView {
                 override func layoutSubviews() {
                     super.layoutSubviews()
                     _ = layer.value(forKey: "cornerRadius")

            """)
        #expect(outcome.standardError.split(separator: "\n").map { $0.split(separator: ":").prefix(2).joined(separator: ":") }
                == ["\(app)/Controller.swift:7", "\(app)/Controller.swift:7", "\(app)/Views/CardView.swift:7"])
        #expect(outcome.exitCode == 0)
    }

    @Test("a relative directory gives a/ and b/ paths that git apply and patch -p1 understand")
    func relativePaths() throws {
        let root = try temporaryTree(["Sources/Tap.swift": "class Tap {\n    @objc func go() {}\n}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        var command = PortCommand(directory: "Sources/", diffOnly: true)
        command.baseDirectory = root.path
        let outcome = try command.run()
        #expect(outcome.standardOutput == """
            --- a/Sources/Tap.swift
            +++ b/Sources/Tap.swift
            @@ -1,3 +1,3 @@
             class Tap {
            -    @objc func go() {}
            +    func go() {}
             }

            """)
    }

    @Test("running twice changes nothing the second time, and the second report is the first one's")
    func idempotence() throws {
        let root = try temporaryTree(Self.tree)
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.path + "/App"
        let first = try PortCommand(directory: app, diffOnly: false).run()
        let second = try PortCommand(directory: app, diffOnly: true).run()
        #expect(second.standardOutput == "")
        #expect(second.result.files.allSatisfy { !$0.isChanged })
        #expect(second.standardError == first.standardError)
        let third = try PortCommand(directory: app, diffOnly: false).run()
        #expect(third.standardOutput == "kumiki-port: rewrote 0 of 3 files\n")
    }

    @Test("a file that cannot be parsed is left alone, reported, and makes the exit status 1")
    func unparseableFile() throws {
        let broken = "class Broken {\n    let s = \"open\n}\n"
        let root = try temporaryTree(["Broken.swift": broken, "Fine.swift": "@objc class Fine {}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try PortCommand(directory: root.path, diffOnly: false).run()
        #expect(try contents(root, "Broken.swift") == broken)
        #expect(try contents(root, "Fine.swift") == "class Fine {}\n")
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardError == "\(root.path)/Broken.swift:2: could not parse this file (unterminated string "
            + "literal); it was left unchanged\n")
    }

    @Test("the command line takes a directory and an optional --diff, in either order")
    func arguments() throws {
        #expect(PortCommand(arguments: ["App"])?.diffOnly == false)
        #expect(PortCommand(arguments: ["--diff", "App"])?.directory == "App")
        #expect(PortCommand(arguments: ["App", "--diff"])?.diffOnly == true)
        #expect(PortCommand(arguments: []) == nil)
        #expect(PortCommand(arguments: ["A", "B"]) == nil)
        #expect(PortCommand(arguments: ["App", "--dry-run"]) == nil)
        #expect(throws: (any Error).self) { try PortCommand(directory: "/nonexistent/kumiki", diffOnly: true).run() }
    }
}
