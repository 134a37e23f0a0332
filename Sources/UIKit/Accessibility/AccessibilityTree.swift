/// What assistive apps read of a view or an accessibility element: the two
/// kinds of node in the accessibility tree (Kumiki's, for `UIKitTesting`).
@MainActor
package protocol AccessibilityNode: UIResponder, UIAccessibilityIdentification {
    var isAccessibilityElement: Bool { get }
    var accessibilityLabel: String? { get }
    var accessibilityHint: String? { get }
    var accessibilityValue: String? { get }
    var accessibilityLanguage: String? { get }
    var accessibilityTraits: UIAccessibilityTraits { get }
    var accessibilityFrame: CGRect { get }
    var accessibilityActivationPoint: CGPoint { get }
    var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get }
    var accessibilityElements: [Any]? { get }
    var accessibilityElementsHidden: Bool { get }
    var accessibilityViewIsModal: Bool { get }
    func accessibilityActivate() -> Bool
    func accessibilityIncrement()
    func accessibilityDecrement()
    func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool
    func accessibilityElementCount() -> Int
    func accessibilityElement(at index: Int) -> Any?
}

extension UIView: AccessibilityNode {}
extension UIAccessibilityElement: AccessibilityNode {}

/// The elements assistive apps see, in reading order, and where their requests
/// go when an element declines them.
///
/// The rules, as VoiceOver applies them:
/// - windows that show, back to front (level, then creation order);
/// - a hidden view, a view with alpha at or below 0.01, and anything with
///   `accessibilityElementsHidden` are skipped with everything in them;
/// - a node that `isAccessibilityElement` is read, and nothing inside it is;
/// - otherwise its children are read in order: its container elements
///   (`accessibilityElements`, or `accessibilityElementCount()` and
///   `accessibilityElement(at:)` when a subclass overrides those) replace a
///   view's subviews, which are otherwise read back to front;
/// - when children include a shown node with `accessibilityViewIsModal`, only
///   the frontmost such child is read (its siblings are ignored); windows count
///   as siblings too.
///
/// Kumiki: siblings are read in hierarchy order, not sorted by position on
/// screen as VoiceOver does; build the hierarchy (or `accessibilityElements`)
/// in reading order. Objects in `accessibilityElements` that are neither views
/// nor `UIAccessibilityElement`s have no accessibility properties in Kumiki
/// and are skipped.
@MainActor
package enum AccessibilityTree {
    /// The elements of `application`'s visible windows, in reading order.
    package static func elements(of application: UIApplication) -> [AccessibilityNode] {
        var result: [AccessibilityNode] = []
        var visited: Set<ObjectIdentifier> = []
        for window in readableChildren(application.visibleWindows) {
            collect(window, into: &result, visited: &visited)
        }
        return result
    }

    /// The elements inside `root` (itself included), in reading order.
    package static func elements(in root: AccessibilityNode) -> [AccessibilityNode] {
        var result: [AccessibilityNode] = []
        var visited: Set<ObjectIdentifier> = []
        collect(root, into: &result, visited: &visited)
        return result
    }

    /// Where an assistive request (escape, magic tap, scroll) goes, in order,
    /// until someone answers true: the node, then its container (for an
    /// element) or next responder (view controller, superview, window, app).
    package static func requestChain(from node: AccessibilityNode) -> [UIResponder] {
        var chain: [UIResponder] = []
        var seen: Set<ObjectIdentifier> = []
        var current: UIResponder? = node
        while let responder = current, seen.insert(ObjectIdentifier(responder)).inserted {
            chain.append(responder)
            if let element = responder as? UIAccessibilityElement {
                current = element.accessibilityContainer as? UIResponder
            } else {
                current = responder.next
            }
        }
        return chain
    }

    private static func collect(_ object: Any, into result: inout [AccessibilityNode],
                                visited: inout Set<ObjectIdentifier>) {
        guard let node = object as? AccessibilityNode, isShown(node),
              visited.insert(ObjectIdentifier(node)).inserted else { return }
        if node.isAccessibilityElement {
            result.append(node)
            return
        }
        for child in readableChildren(children(of: node)) {
            collect(child, into: &result, visited: &visited)
        }
    }

    /// Container elements replace subviews.
    private static func children(of node: AccessibilityNode) -> [Any] {
        let count = node.accessibilityElementCount()
        if node.accessibilityElements != nil || count > 0 {
            return (0..<max(0, count)).compactMap { node.accessibilityElement(at: $0) }
        }
        return (node as? UIView)?.subviews ?? []
    }

    /// The frontmost shown modal child alone, else every child.
    private static func readableChildren(_ children: [Any]) -> [Any] {
        let modal = children.last { child in
            guard let node = child as? AccessibilityNode else { return false }
            return node.accessibilityViewIsModal && isShown(node)
        }
        return modal.map { [$0] } ?? children
    }

    private static func isShown(_ node: AccessibilityNode) -> Bool {
        if node.accessibilityElementsHidden { return false }
        guard let view = node as? UIView else { return true }
        // Compared in Float, the layer's precision.
        return !view.isHidden && Float(view.alpha) > 0.01
    }
}
