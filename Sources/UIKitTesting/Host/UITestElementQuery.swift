import UIKit

/// A search of the host's accessibility elements — what VoiceOver reads — as
/// XCUITest's `XCUIElementQuery`: `host.buttons["Save"]`,
/// `host.staticTexts.count`, `host.sliders.firstMatch`.
///
/// A query is live: it is evaluated each time it is read (after a layout pass
/// of the visible windows, so frames are current), and so are the elements it
/// hands out, which find their match again on every use. Elements come in
/// reading order (see `UITestHost.accessibilityElements(matching:)`).
@MainActor
public struct UITestElementQuery: CustomStringConvertible {
    let host: UITestHost
    /// How failure messages name the query ("buttons").
    nonisolated public let description: String
    let predicate: (AccessibilityNode) -> Bool

    init(host: UITestHost, description: String, predicate: @escaping (AccessibilityNode) -> Bool) {
        self.host = host
        self.description = description
        self.predicate = predicate
    }

    /// The matching nodes now, in reading order.
    func resolve() -> [AccessibilityNode] {
        host.currentAccessibilityElements().filter(predicate)
    }

    /// How many elements match now.
    public var count: Int { resolve().count }

    /// The element at `index` of the matches (in reading order), found again
    /// on every use.
    public func element(boundBy index: Int) -> UITestElement {
        UITestElement(query: self, selection: .index(index), name: "\(description)[\(index)]")
    }

    /// The first match, whatever the number of matches.
    public var firstMatch: UITestElement {
        UITestElement(query: self, selection: .index(0), name: "\(description).firstMatch")
    }

    /// The one match; using it when several match is a test failure.
    public var element: UITestElement {
        UITestElement(query: self, selection: .only, name: "\(description).element")
    }

    /// The one match whose identifier or label is `identifierOrLabel`
    /// (XCUITest's subscript); using it when several match is a test failure.
    public subscript(identifierOrLabel: String) -> UITestElement {
        let query = UITestElementQuery(host: host, description: "\(description)[\"\(identifierOrLabel)\"]") {
            predicate($0) && ($0.accessibilityIdentifier == identifierOrLabel || $0.accessibilityLabel == identifierOrLabel)
        }
        return UITestElement(query: query, selection: .only, name: "\"\(identifierOrLabel)\"")
    }

    /// Every match now, each bound to its index.
    public var allElements: [UITestElement] {
        (0..<count).map { element(boundBy: $0) }
    }

    /// The matches whose `accessibilityIdentifier` is `identifier`.
    public func matching(identifier: String) -> UITestElementQuery {
        UITestElementQuery(host: host, description: "\(description).matching(identifier: \"\(identifier)\")") {
            predicate($0) && $0.accessibilityIdentifier == identifier
        }
    }

    /// The matches that have every trait of `traits`.
    public func matching(_ traits: UIAccessibilityTraits) -> UITestElementQuery {
        UITestElementQuery(host: host, description: "\(description).matching(\(traits))") {
            predicate($0) && $0.accessibilityTraits.isSuperset(of: traits)
        }
    }
}
