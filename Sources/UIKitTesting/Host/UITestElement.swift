import Testing
import UIKit

/// One accessibility element of the host's screen, as XCUITest's
/// `XCUIElement`: found again through its query on every use, so it can be
/// kept while the screen changes (`exists` tells whether it is there now).
///
/// Reading a property of an element that is not there — or, for one match
/// only, of several — records a test failure and answers an empty value; so do
/// the actions, with XCUITest's wording: `Failed to tap "Save": No matches
/// found`. Actions drive the app as VoiceOver and a finger would: `tap()`
/// touches the activation point, `activate()` is VoiceOver's double tap,
/// `increment()`/`decrement()` its swipes on adjustable elements; each runs
/// main-loop turns (virtual time advances) so the app's response is on screen.
@MainActor
public final class UITestElement: CustomStringConvertible {
    enum Selection {
        /// The match at an index, whatever the number of matches.
        case index(Int)
        /// The only match.
        case only
    }

    private enum Resolution {
        case found(AccessibilityNode)
        case missing
        case several(Int)
    }

    private let query: UITestElementQuery
    private let selection: Selection
    /// How failure messages name the element (`"Save"`, `buttons[2]`).
    nonisolated public let description: String

    init(query: UITestElementQuery, selection: Selection, name: String) {
        self.query = query
        self.selection = selection
        description = name
    }

    private var host: UITestHost { query.host }

    private func resolve() -> Resolution {
        let matches = query.resolve()
        switch selection {
        case .index(let index):
            return matches.indices.contains(index) ? .found(matches[index]) : .missing
        case .only:
            switch matches.count {
            case 0: return .missing
            case 1: return .found(matches[0])
            default: return .several(matches.count)
            }
        }
    }

    /// The element, or nil after recording why `action` failed.
    private func node(_ action: String, _ site: TestFailure.CallSite?) -> AccessibilityNode? {
        switch resolve() {
        case .found(let node):
            return node
        case .missing:
            TestFailure.record("Failed to \(action) \(description): No matches found", at: site)
        case .several(let count):
            TestFailure.record("Failed to \(action) \(description): Multiple matching elements found "
                               + "(\(count) for \(query.description))", at: site)
        }
        return nil
    }

    // MARK: State

    /// Whether a match is there now (for one-match elements: at least one).
    public var exists: Bool {
        switch resolve() {
        case .found, .several: true
        case .missing: false
        }
    }

    /// The view or `UIAccessibilityElement` matched now, or nil (no failure is
    /// recorded). Kumiki addition, for checks XCUITest cannot make.
    public var underlyingObject: UIAccessibilityIdentification? {
        if case .found(let node) = resolve() { return node }
        return nil
    }

    /// `accessibilityLabel`, "" when it is nil.
    public var label: String { node("get the label of", nil).map { $0.accessibilityLabel ?? "" } ?? "" }
    /// `accessibilityValue`.
    public var value: String? { node("get the value of", nil)?.accessibilityValue }
    /// `accessibilityHint` (Kumiki addition: XCUITest does not read hints).
    public var hint: String? { node("get the hint of", nil)?.accessibilityHint }
    /// `accessibilityIdentifier`, "" when it is nil.
    public var identifier: String {
        node("get the identifier of", nil).map { $0.accessibilityIdentifier ?? "" } ?? ""
    }
    /// `accessibilityTraits` (Kumiki addition; XCUITest shows them as an element type).
    public var traits: UIAccessibilityTraits { node("get the traits of", nil)?.accessibilityTraits ?? .none }
    /// `accessibilityFrame`: screen coordinates, points.
    public var frame: CGRect { node("get the frame of", nil)?.accessibilityFrame ?? .zero }
    /// `accessibilityActivationPoint`: where `tap()` and `activate()` touch (screen coordinates).
    public var activationPoint: CGPoint {
        node("get the activation point of", nil)?.accessibilityActivationPoint ?? .zero
    }
    /// No `.notEnabled` trait.
    public var isEnabled: Bool { node("get isEnabled of", nil).map { !$0.accessibilityTraits.contains(.notEnabled) } ?? false }
    /// The `.selected` trait.
    public var isSelected: Bool { node("get isSelected of", nil)?.accessibilityTraits.contains(.selected) ?? false }
    /// The names of the element's custom actions, in order.
    public var customActionNames: [String] {
        node("get the custom actions of", nil).map { ($0.accessibilityCustomActions ?? []).map(\.name) } ?? []
    }

    /// Runs frames (virtual time) until the element exists or `timeout` seconds
    /// have passed; answers whether it exists.
    @discardableResult
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        var waited: TimeInterval = 0
        while !exists {
            guard waited < timeout else { return false }
            host.runFrame()
            waited += host.frameDuration
        }
        return true
    }

    // MARK: Actions

    /// A finger's tap on the activation point (down for one frame, then up).
    public func tap(filePath: StaticString = #filePath, line: UInt = #line,
                    sourceLocation: SourceLocation = #_sourceLocation) {
        guard let node = node("tap", site(filePath, line, sourceLocation)) else { return }
        host.tap(at: node.accessibilityActivationPoint)
    }

    /// VoiceOver's double tap: `accessibilityActivate()`, and when that answers
    /// false, a tap on the activation point — as iOS does. A frame runs after
    /// an activation the element handled.
    public func activate(filePath: StaticString = #filePath, line: UInt = #line,
                         sourceLocation: SourceLocation = #_sourceLocation) {
        guard let node = node("activate", site(filePath, line, sourceLocation)) else { return }
        if node.accessibilityActivate() {
            host.runFrame()
        } else {
            host.tap(at: node.accessibilityActivationPoint)
        }
    }

    /// VoiceOver's swipe up on an adjustable element: `accessibilityIncrement()`,
    /// then a frame. An element without `.adjustable` is a test failure
    /// (VoiceOver offers no adjusting there).
    public func increment(filePath: StaticString = #filePath, line: UInt = #line,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        guard let node = adjustableNode("increment", site(filePath, line, sourceLocation)) else { return }
        node.accessibilityIncrement()
        host.runFrame()
    }

    /// VoiceOver's swipe down on an adjustable element: `accessibilityDecrement()`,
    /// then a frame.
    public func decrement(filePath: StaticString = #filePath, line: UInt = #line,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        guard let node = adjustableNode("decrement", site(filePath, line, sourceLocation)) else { return }
        node.accessibilityDecrement()
        host.runFrame()
    }

    /// VoiceOver's three-finger swipe: `accessibilityScroll(_:)` on the
    /// element, then its containers and superviews, until one answers true;
    /// answers whether one did. A frame runs after.
    @discardableResult
    public func scroll(_ direction: UIAccessibilityScrollDirection, filePath: StaticString = #filePath,
                       line: UInt = #line, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        perform("scroll", site(filePath, line, sourceLocation)) { responder in
            (responder as? AccessibilityNode)?.accessibilityScroll(direction) ?? false
        }
    }

    /// VoiceOver's escape (two-finger Z): `accessibilityPerformEscape()` on the
    /// element, then up its containers and responder chain (view controllers
    /// included), until one answers true; answers whether one did.
    @discardableResult
    public func performEscape(filePath: StaticString = #filePath, line: UInt = #line,
                              sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        perform("perform escape on", site(filePath, line, sourceLocation)) { $0.accessibilityPerformEscape() }
    }

    /// VoiceOver's magic tap (two-finger double tap) while on this element:
    /// `accessibilityPerformMagicTap()` up the same chain as `performEscape()`.
    @discardableResult
    public func performMagicTap(filePath: StaticString = #filePath, line: UInt = #line,
                                sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        perform("perform magic tap on", site(filePath, line, sourceLocation)) { $0.accessibilityPerformMagicTap() }
    }

    /// Performs the custom action called `name` (VoiceOver's actions rotor)
    /// and answers its result; a frame runs after. No such action is a test failure.
    @discardableResult
    public func performCustomAction(named name: String, filePath: StaticString = #filePath, line: UInt = #line,
                                    sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let callSite = site(filePath, line, sourceLocation)
        guard let node = node("perform \"\(name)\" on", callSite) else { return false }
        let actions = node.accessibilityCustomActions ?? []
        guard let action = actions.first(where: { $0.name == name }) else {
            let names = actions.map { "\"\($0.name)\"" }.joined(separator: ", ")
            TestFailure.record("Failed to perform \"\(name)\" on \(description): No such custom action "
                               + "(it has \(names.isEmpty ? "none" : names))", at: callSite)
            return false
        }
        let handled = action.perform()
        host.runFrame()
        return handled
    }

    // MARK: Helpers

    private func site(_ filePath: StaticString, _ line: UInt, _ location: SourceLocation) -> TestFailure.CallSite {
        TestFailure.CallSite(filePath: filePath, line: line, sourceLocation: location)
    }

    private func adjustableNode(_ action: String, _ site: TestFailure.CallSite) -> AccessibilityNode? {
        guard let node = node(action, site) else { return nil }
        guard node.accessibilityTraits.contains(.adjustable) else {
            TestFailure.record("Failed to \(action) \(description): Not adjustable "
                               + "(traits \(node.accessibilityTraits))", at: site)
            return nil
        }
        return node
    }

    /// Sends a request up the element's chain until a responder answers true.
    private func perform(_ action: String, _ site: TestFailure.CallSite,
                         _ request: (UIResponder) -> Bool) -> Bool {
        guard let node = node(action, site) else { return false }
        let handled = AccessibilityTree.requestChain(from: node).contains(where: request)
        host.runFrame()
        return handled
    }
}
