import Foundation
import Testing
@testable import KumikiPort

/// Typical iOS app code — a view controller with a pan gesture, a button
/// action, a display link and keyboard observers; a card view with outlets,
/// inspectables and an `@objc optional` delegate; a layout extension — ported
/// as a tree and compared with the expected files line for line.
@Suite("Seed-style iOS app")
struct SeedAppTests {
    static let names = ["PhotoViewController", "PhotoCardView", "PhotoCardView+Layout"]

    @Test("every file of the app ports to exactly the expected text")
    func exactOutput() throws {
        var sources: [String: String] = [:]
        for name in Self.names { sources[name + ".swift"] = try fixture(name + ".swift.txt") }
        let ported = port(files: sources)
        for name in Self.names {
            let expected = try fixture(name + ".expected.swift.txt")
            let actual = try #require(ported.texts[name + ".swift"])
            #expect(actual == expected, "\(name): \(UnifiedDiff.diff(old: Array(expected.utf8), new: Array(actual.utf8), oldPath: "expected", newPath: "actual"))")
        }
    }

    @Test("the report lists exactly what the app needs done by hand")
    func exactReport() throws {
        var sources: [String: String] = [:]
        for name in Self.names { sources[name + ".swift"] = try fixture(name + ".swift.txt") }
        #expect(port(files: sources).findings.map(\.description) == [
            "PhotoCardView+Layout.swift:19: override in an extension of UIView, which is not declared here: move it "
                + "into a subclass",
            "PhotoCardView+Layout.swift:21: #selector(getter: UIView.tintColor) has no equivalent without the "
                + "Objective-C runtime: read or write the property in a closure instead",
            "PhotoCardView+Layout.swift:21: responds(to:) needs the Objective-C runtime: make the method a protocol "
                + "requirement with a default implementation and call it directly",
            "PhotoCardView+Layout.swift:22: key-value coding exists on CALayer and CAAnimation only: set the property "
                + "directly elsewhere",
        ])
    }

    @Test("the ported app is a fixed point: porting it again changes nothing and reports the same")
    func portingTheResultChangesNothing() throws {
        var sources: [String: String] = [:]
        for name in Self.names { sources[name + ".swift"] = try fixture(name + ".expected.swift.txt") }
        let again = Porter.port(sources)
        #expect(again.files.allSatisfy { !$0.isChanged })
        #expect(again.findings.map(\.message).count == 4)
    }

    @Test("the ported app no longer mentions selectors, @objc or Interface Builder outside what is reported")
    func nothingObjectiveCLeft() throws {
        for name in Self.names {
            let tokens = try Lexer.tokenize(Array(try fixture(name + ".expected.swift.txt").utf8))
            let attributes = tokens.filter { $0.kind == .attribute }.map(\.text)
            #expect(attributes.allSatisfy { !AttributeRule.dropped.contains($0) }, "\(name): \(attributes)")
            let selectors = tokens.filter { $0.kind == .poundKeyword && $0.text == "#selector" }
            #expect(selectors.count == (name == "PhotoCardView+Layout" ? 1 : 0), "\(name)")
        }
    }
}
