import Foundation
import Testing
import UIKit
import UIKitTesting

/// A container that lists its elements the pre-iOS 8 way, by overriding the
/// counting methods.
private final class CountingContainer: UIView {
    var items: [UIAccessibilityElement] = []

    override func accessibilityElementCount() -> Int { items.count }
    override func accessibilityElement(at index: Int) -> Any? { items[index] }
}

@MainActor
private func label(_ text: String, in superview: UIView? = nil) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.text = text
    superview?.addSubview(label)
    return label
}

@MainActor
private func names(_ nodes: [AccessibilityNode]) -> [String] {
    nodes.map { $0.accessibilityLabel ?? "?" }
}

@MainActor
@Suite("AccessibilityTree: what assistive apps read, in order")
struct AccessibilityTreeTests {
    @Test("elements come depth first, subviews back to front; plain views are passed through")
    func hierarchyOrder() {
        let root = UIView()
        let group = UIView()
        _ = label("A", in: root)
        root.addSubview(group)
        _ = label("B", in: group)
        _ = label("C", in: group)
        _ = label("D", in: root)
        #expect(names(AccessibilityTree.elements(in: root)) == ["A", "B", "C", "D"])
    }

    @Test("an element hides its subviews' elements")
    func elementHidesItsSubviews() {
        let root = UIView()
        let cell = UIView()
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = "Cell"
        root.addSubview(cell)
        _ = label("Inner", in: cell)
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        root.addSubview(button)
        // The button's title label is inside the button, so it is not read either.
        #expect(names(AccessibilityTree.elements(in: root)) == ["Cell", "Go"])
    }

    @Test("hidden views, views at alpha 0.01 or less and hidden-element subtrees are skipped")
    func hiddenSubtrees() {
        let root = UIView()
        let hidden = UIView()
        hidden.isHidden = true
        _ = label("hidden", in: hidden)
        let faded = UIView()
        faded.alpha = 0.01
        _ = label("faded", in: faded)
        let faint = UIView()
        faint.alpha = 0.02
        _ = label("faint", in: faint)
        let concealed = UIView()
        concealed.accessibilityElementsHidden = true
        _ = label("concealed", in: concealed)
        let concealedElement = label("concealed element")
        concealedElement.accessibilityElementsHidden = true
        for view in [hidden, faded, faint, concealed, concealedElement] { root.addSubview(view) }
        #expect(names(AccessibilityTree.elements(in: root)) == ["faint"])
    }

    @Test("accessibilityElements replaces a view's subviews, in the given order, and may hold elements")
    func containerElementsReplaceSubviews() {
        let root = UIView()
        let first = label("first", in: root)
        let second = label("second", in: root)
        _ = label("not listed", in: root)
        let bar = UIAccessibilityElement(accessibilityContainer: root)
        bar.accessibilityLabel = "bar"
        let group = UIView()
        _ = label("in group", in: group)
        root.accessibilityElements = [second, bar, "not an element", group, first]
        #expect(names(AccessibilityTree.elements(in: root)) == ["second", "bar", "in group", "first"])
        root.accessibilityElements = []
        #expect(AccessibilityTree.elements(in: root).isEmpty)
    }

    @Test("a non-element accessibility element is a container of its own elements")
    func elementAsContainer() {
        let root = UIView()
        let group = UIAccessibilityElement(accessibilityContainer: root)
        group.isAccessibilityElement = false
        let item = UIAccessibilityElement(accessibilityContainer: group)
        item.accessibilityLabel = "item"
        group.accessibilityElements = [item]
        root.accessibilityElements = [group]
        #expect(names(AccessibilityTree.elements(in: root)) == ["item"])
    }

    @Test("overridden accessibilityElementCount and accessibilityElement(at:) are read")
    func countingContainer() {
        let container = CountingContainer()
        container.items = ["x", "y"].map { name in
            let item = UIAccessibilityElement(accessibilityContainer: container)
            item.accessibilityLabel = name
            return item
        }
        _ = label("subview", in: container)
        #expect(names(AccessibilityTree.elements(in: container)) == ["x", "y"])
    }

    @Test("a shown modal view hides its siblings (not its parent's siblings); the frontmost modal wins")
    func modalViews() {
        let root = UIView()
        _ = label("before", in: root)
        let content = UIView()
        root.addSubview(content)
        _ = label("behind", in: content)
        let sheet = UIView()
        sheet.accessibilityViewIsModal = true
        _ = label("sheet", in: sheet)
        content.addSubview(sheet)
        _ = label("after", in: content)
        // "before" is the parent's sibling: still read.
        #expect(names(AccessibilityTree.elements(in: root)) == ["before", "sheet"])
        let alert = UIView()
        alert.accessibilityViewIsModal = true
        _ = label("alert", in: alert)
        content.addSubview(alert)
        #expect(names(AccessibilityTree.elements(in: root)) == ["before", "alert"])
        alert.isHidden = true
        sheet.isHidden = true
        #expect(names(AccessibilityTree.elements(in: root)) == ["before", "behind", "after"])
    }

    @Test("visible windows are read back to front; a modal window hides the others")
    func windows() {
        let host = UITestHost()
        let controller = UIViewController()
        _ = label("main", in: controller.view)
        host.rootViewController = controller
        host.activate()
        let alertWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        alertWindow.windowLevel = .alert
        _ = label("alert", in: alertWindow)
        alertWindow.isHidden = false
        let hiddenWindow = UIWindow(frame: .zero)
        _ = label("hidden window", in: hiddenWindow)
        #expect(names(AccessibilityTree.elements(of: host.application)) == ["main", "alert"])
        alertWindow.accessibilityViewIsModal = true
        #expect(names(AccessibilityTree.elements(of: host.application)) == ["alert"])
    }

    @Test("a view listed among its own elements is read once")
    func cycles() {
        let root = UIView()
        let group = UIView()
        let item = label("item", in: group)
        group.accessibilityElements = [item, group, root]
        root.accessibilityElements = [group, item]
        #expect(names(AccessibilityTree.elements(in: root)) == ["item"])
    }

    @Test("requests go from an element to its container, then up the responder chain to the app")
    func requestChain() {
        let host = UITestHost()
        let controller = UIViewController()
        let chart = UIView()
        controller.view.addSubview(chart)
        host.rootViewController = controller
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        let chain = AccessibilityTree.requestChain(from: bar)
        let expected: [UIResponder] = [bar, chart, controller.view, controller, host.window, host.application]
        #expect(chain.count == expected.count)
        #expect(zip(chain, expected).allSatisfy { $0 === $1 })
    }
}
