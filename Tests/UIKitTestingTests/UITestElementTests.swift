import Testing
import UIKit
import UIKitTesting

/// A card that handles VoiceOver's double tap itself.
private final class CardView: UIView {
    private(set) var activations = 0

    override func accessibilityActivate() -> Bool {
        activations += 1
        return true
    }
}

/// A pager that scrolls by pages when VoiceOver asks.
private final class PagerView: UIView {
    private(set) var page = 0

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard direction == .left else { return false }
        page += 1
        UIAccessibility.post(notification: .pageScrolled, argument: "Page \(page + 1) of 3")
        return true
    }
}

/// A sheet controller that dismisses on escape and plays on magic tap.
private final class SheetController: UIViewController {
    private(set) var requests: [String] = []

    override func accessibilityPerformEscape() -> Bool {
        requests.append("escape")
        return true
    }

    override func accessibilityPerformMagicTap() -> Bool {
        requests.append("magic tap")
        return true
    }
}

@MainActor
@Suite("UITestElement: reading and driving one element as XCUITest and VoiceOver do")
struct UITestElementTests {
    @Test("an element reads its view's accessibility properties")
    func properties() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 80, height: 44)
        button.setTitle("Save", for: .normal)
        button.accessibilityIdentifier = "save"
        button.accessibilityHint = "Saves the draft"
        button.accessibilityValue = "Draft 2"
        button.isSelected = true
        button.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Save as…") { _ in true }]
        let host = makeTestHost(showing: [button])
        let save = host.buttons["Save"]
        #expect(save.exists)
        #expect(save.label == "Save")
        #expect(save.identifier == "save")
        #expect(save.hint == "Saves the draft")
        #expect(save.value == "Draft 2")
        #expect(save.traits == [.button, .selected])
        #expect(save.frame == CGRect(x: 20, y: 100, width: 80, height: 44))
        // The center: (20 + 80/2, 100 + 44/2).
        #expect(save.activationPoint == CGPoint(x: 60, y: 122))
        #expect(save.isEnabled)
        #expect(save.isSelected)
        #expect(save.customActionNames == ["Save as…"])
        button.isEnabled = false
        #expect(!save.isEnabled)
    }

    @Test("reading a missing element records a failure and answers an empty value")
    func missingProperties() {
        let host = makeTestHost(showing: [])
        let missing = host.buttons["Save"]
        #expect(missing.underlyingObject == nil)
        expectFailure("Failed to get the label of \"Save\": No matches found") {
            #expect(missing.label == "")
        }
        expectFailure("Failed to get the frame of \"Save\": No matches found") {
            #expect(missing.frame == .zero)
        }
    }

    @Test("tap() touches the activation point, so the button's action runs")
    func tapRunsTheAction() {
        let counter = TapCountingButton("Save", frame: CGRect(x: 20, y: 100, width: 80, height: 44))
        let host = makeTestHost(showing: [counter.button])
        host.buttons["Save"].tap()
        #expect(counter.taps == 1)
    }

    @Test("tapping a missing element fails as XCUITest does")
    func tapMissing() {
        let host = makeTestHost(showing: [])
        expectFailure("Failed to tap \"Save\": No matches found") {
            host.buttons["Save"].tap()
        }
        #expect(host.touchSampleCount == 0)
    }

    @Test("tap() and activate() touch where the activation point is, even outside the element")
    func activationPointElsewhere() {
        let target = TapCountingButton("Target", frame: CGRect(x: 200, y: 300, width: 100, height: 50))
        let caption = UILabel(frame: CGRect(x: 20, y: 20, width: 100, height: 20))
        caption.text = "Caption"
        caption.accessibilityActivationPoint = CGPoint(x: 250, y: 325)
        let host = makeTestHost(showing: [target.button, caption])
        host.staticTexts["Caption"].tap()
        host.staticTexts["Caption"].activate()
        #expect(target.taps == 2)
    }

    @Test("activate() taps the activation point when accessibilityActivate() declines, as VoiceOver does")
    func activateFallsBackToATap() {
        let counter = TapCountingButton("Send", frame: CGRect(x: 20, y: 100, width: 80, height: 44))
        let host = makeTestHost(showing: [counter.button])
        host.buttons["Send"].activate()
        #expect(counter.taps == 1)
    }

    @Test("activate() does not tap when the element handled its activation")
    func activateHandled() {
        let counter = TapCountingButton("Behind", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        card.isUserInteractionEnabled = false
        let host = makeTestHost(showing: [counter.button, card])
        let samples = host.touchSampleCount
        host.accessibilityElements()["Card"].activate()
        #expect(card.activations == 1)
        #expect(counter.taps == 0)
        #expect(host.touchSampleCount == samples)
    }

    @Test("increment() and decrement() adjust an adjustable element")
    func adjust() {
        let control = CountControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let host = makeTestHost(showing: [control])
        let guests = host.sliders["Guests"]
        #expect(guests.value == "3 of 10")
        guests.increment()
        guests.increment()
        #expect(guests.value == "5 of 10")
        guests.decrement()
        #expect(guests.value == "4 of 10")
        #expect(changes == 3)
    }

    @Test("adjusting an element that is not adjustable fails")
    func adjustNotAdjustable() {
        let label = UILabel()
        label.text = "Total"
        let host = makeTestHost(showing: [label])
        expectFailure("Failed to increment \"Total\": Not adjustable (traits [staticText])") {
            host.staticTexts["Total"].increment()
        }
    }

    @Test("scroll(_:) goes up from the element to the first view that scrolls")
    func scrollGoesUp() {
        let pager = PagerView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let page = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        page.text = "Page one"
        pager.addSubview(page)
        let host = makeTestHost(showing: [pager])
        let text = host.staticTexts["Page one"]
        #expect(text.scroll(.left))
        #expect(pager.page == 1)
        #expect(!text.scroll(.up))
        #expect(host.accessibilityNotifications.map(\.text) == ["Page 2 of 3"])
    }

    @Test("escape and magic tap go up the responder chain to the view controller")
    func escapeAndMagicTap() {
        let host = UITestHost()
        let controller = SheetController()
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        controller.view.addSubview(close)
        host.rootViewController = controller
        #expect(host.buttons["Close"].performEscape())
        #expect(host.buttons["Close"].performMagicTap())
        #expect(controller.requests == ["escape", "magic tap"])
    }

    @Test("escape with nobody to handle it answers false")
    func escapeUnhandled() {
        let label = UILabel()
        label.text = "Alone"
        let host = makeTestHost(showing: [label])
        #expect(!host.staticTexts["Alone"].performEscape())
    }

    @Test("custom actions are performed by name; an unknown name fails")
    func customActions() {
        var archived = 0
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        row.isAccessibilityElement = true
        row.accessibilityLabel = "Message from Ana"
        row.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Archive") { _ in archived += 1; return true },
            UIAccessibilityCustomAction(name: "Flag") { _ in false },
        ]
        let host = makeTestHost(showing: [row])
        let message = host.accessibilityElements()["Message from Ana"]
        #expect(message.performCustomAction(named: "Archive"))
        #expect(!message.performCustomAction(named: "Flag"))
        #expect(archived == 1)
        expectFailure("Failed to perform \"Delete\" on \"Message from Ana\": No such custom action (it has \"Archive\", \"Flag\")") {
            #expect(!message.performCustomAction(named: "Delete"))
        }
    }

    @Test("waitForExistence(timeout:) runs frames until the element shows, or the time is up")
    func waitForExistence() {
        let banner = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        banner.text = "Saved"
        banner.isHidden = true
        let host = makeTestHost(showing: [banner])
        host.activate()
        let start = CACurrentMediaTime()
        // The banner shows when a 0.5 s fade of something else completes.
        UIView.animate(withDuration: 0.5, animations: { host.window.backgroundColor = .white },
                       completion: { _ in banner.isHidden = false })
        #expect(!host.staticTexts["Saved"].waitForExistence(timeout: 0.2))
        #expect(host.staticTexts["Saved"].waitForExistence(timeout: 1))
        // 0.5 s is 60 frames at 120 Hz; media times near 1,000 s carry rounding of about 1e-12.
        let waited = CACurrentMediaTime() - start
        #expect(waited > 0.5 - 1e-9 && waited < 0.5 + host.frameDuration + 1e-9)
    }

    @Test("an accessibility element inside a container view has its frame on screen")
    func elementInContainer() {
        let chart = UIView(frame: CGRect(x: 40, y: 200, width: 300, height: 200))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "March"
        bar.accessibilityValue = "42"
        bar.accessibilityTraits = .image
        bar.accessibilityFrameInContainerSpace = CGRect(x: 100, y: 50, width: 30, height: 150)
        chart.accessibilityElements = [bar]
        let host = makeTestHost(showing: [chart])
        let march = host.images["March"]
        // (40 + 100, 200 + 50).
        #expect(march.frame == CGRect(x: 140, y: 250, width: 30, height: 150))
        #expect(march.value == "42")
    }
}
