import Testing
import UIKit
import UIKitTesting

/// A view whose label is computed, as apps override `accessibilityLabel`.
private final class BadgeView: UIView {
    var unread = 2

    override var isAccessibilityElement: Bool {
        get { true }
        set { super.isAccessibilityElement = newValue }
    }

    override var accessibilityLabel: String? {
        get { "\(unread) unread" }
        set { super.accessibilityLabel = newValue }
    }
}

@MainActor
private func element(_ label: String, _ traits: UIAccessibilityTraits, identifier: String? = nil) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.isAccessibilityElement = true
    view.accessibilityLabel = label
    view.accessibilityTraits = traits
    view.accessibilityIdentifier = identifier
    return view
}

@MainActor
@Suite("UITestElementQuery: XCUITest-style queries over the accessibility elements")
struct UITestElementQueryTests {
    @Test("each query finds the elements with its trait, in reading order")
    func queriesByTrait() {
        let title = UILabel()
        title.text = "Settings"
        title.accessibilityTraits = [.staticText, .header]
        let host = makeTestHost(showing: [
            title,
            element("Back", .button), element("Help", .link), element("Logo", .image),
            element("Search", .searchField), element("Volume", .adjustable), element("Q", .keyboardKey),
            element("Tabs", .tabBar), element("Wi-Fi", [.button, .toggleButton]),
        ])
        #expect(host.headers.allElements.map(\.label) == ["Settings"])
        #expect(host.staticTexts.allElements.map(\.label) == ["Settings"])
        #expect(host.buttons.allElements.map(\.label) == ["Back", "Wi-Fi"])
        #expect(host.links.firstMatch.label == "Help")
        #expect(host.images.firstMatch.label == "Logo")
        #expect(host.searchFields.firstMatch.label == "Search")
        #expect(host.sliders.firstMatch.label == "Volume")
        #expect(host.keys.firstMatch.label == "Q")
        #expect(host.tabBars.firstMatch.label == "Tabs")
        #expect(host.toggles.firstMatch.label == "Wi-Fi")
        #expect(host.accessibilityElements().count == 9)
        #expect(host.accessibilityElements(matching: [.button, .toggleButton]).element.label == "Wi-Fi")
    }

    @Test("a subscript finds the one element whose identifier or label is the key")
    func subscriptByIdentifierOrLabel() {
        let save = element("Save", .button, identifier: "save-button")
        let host = makeTestHost(showing: [element("Cancel", .button), save])
        #expect(host.buttons["Save"].underlyingObject === save)
        #expect(host.buttons["save-button"].underlyingObject === save)
        #expect(host.buttons["Delete"].exists == false)
        #expect(host.staticTexts["Save"].exists == false)
        #expect(host.buttons.matching(identifier: "save-button").count == 1)
    }

    @Test("element(boundBy:), firstMatch and element pick by index or insist on one match")
    func picking() {
        let host = makeTestHost(showing: [element("One", .button), element("Two", .button)])
        #expect(host.buttons.count == 2)
        #expect(host.buttons.element(boundBy: 1).label == "Two")
        #expect(host.buttons.firstMatch.label == "One")
        #expect(!host.buttons.element(boundBy: 2).exists)
        #expect(host.buttons.element.exists)
        expectFailure("Failed to get the label of buttons.element: Multiple matching elements found (2 for buttons)") {
            _ = host.buttons.element.label
        }
    }

    @Test("queries are live: they see the screen as it is when read")
    func live() {
        let host = makeTestHost(showing: [])
        let query = host.buttons
        let later = query["Later"]
        #expect(query.count == 0)
        #expect(!later.exists)
        let button = UIButton(type: .system)
        button.setTitle("Later", for: .normal)
        host.window.rootViewController?.view.addSubview(button)
        #expect(query.count == 1)
        #expect(later.exists)
        button.isHidden = true
        #expect(!later.exists)
    }

    @Test("a subclass's overridden label is what queries match and read")
    func overriddenLabel() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let host = makeTestHost(showing: [badge])
        #expect(host.accessibilityElements()["2 unread"].exists)
        badge.unread = 5
        #expect(host.accessibilityElements().firstMatch.label == "5 unread")
    }

    @Test("the queries describe themselves as code, for failure messages")
    func descriptions() {
        let host = makeTestHost(showing: [])
        #expect(host.buttons.description == "buttons")
        #expect(host.accessibilityElements(matching: [.button, .selected]).description
                == "accessibilityElements(matching: [button, selected])")
        #expect(host.buttons.matching(identifier: "x").description == "buttons.matching(identifier: \"x\")")
        #expect(host.buttons["Save"].description == "\"Save\"")
        #expect(host.buttons.element(boundBy: 3).description == "buttons[3]")
    }
}
