import Foundation
import Testing
import TestSupport
import UIKit
import UIKitTesting

/// A view that computes its label, as apps do for composite views.
private final class TemperatureView: UIView {
    var degrees = 21

    override var accessibilityLabel: String? {
        get { "\(degrees) degrees" }
        set { super.accessibilityLabel = newValue }
    }

    override var isAccessibilityElement: Bool {
        get { true }
        set { super.isAccessibilityElement = newValue }
    }
}

@MainActor
@Suite("UIView accessibility: defaults per class, explicit values, frames, containers")
struct UIViewAccessibilityTests {
    // MARK: Defaults

    @Test("a plain view is no element, has no label, hint, value or traits, and hides nothing")
    func plainViewDefaults() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityHint == nil)
        #expect(view.accessibilityValue == nil)
        #expect(view.accessibilityLanguage == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(view.accessibilityElements == nil)
        #expect(!view.accessibilityElementsHidden)
        #expect(!view.accessibilityViewIsModal)
        #expect(!view.shouldGroupAccessibilityChildren)
        #expect(view.accessibilityCustomActions == nil)
    }

    @Test("the default actions decline: activate, scroll, escape and magic tap answer false")
    func defaultActionsDecline() {
        let view = UIView()
        #expect(!view.accessibilityActivate())
        #expect(!view.accessibilityScroll(.down))
        #expect(!view.accessibilityPerformEscape())
        #expect(!view.accessibilityPerformMagicTap())
        // Increment and decrement have no value to change on a plain view.
        view.accessibilityIncrement()
        view.accessibilityDecrement()
        #expect(view.accessibilityValue == nil)
    }

    @Test("a label is a static-text element read as its text, dimmed while disabled")
    func labelDefaults() {
        let label = UILabel()
        label.text = "Total"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Total")
        #expect(label.accessibilityTraits == .staticText)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
        label.attributedText = NSAttributedString(string: "Styled", attributes: [.kern: 2])
        #expect(label.accessibilityLabel == "Styled")
        label.text = nil
        #expect(label.accessibilityLabel == nil)
    }

    @Test("a button is an element named by its current title, with its state in its traits")
    func buttonDefaults() {
        let button = UIButton(type: .system)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == nil)
        #expect(button.accessibilityTraits == .button)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saved", for: .selected)
        #expect(button.accessibilityLabel == "Save")
        button.isSelected = true
        #expect(button.accessibilityLabel == "Saved")
        #expect(button.accessibilityTraits == [.button, .selected])
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
    }

    @Test("a configured button is named by its configuration's title")
    func configuredButtonLabel() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        #expect(UIButton(configuration: configuration).accessibilityLabel == "Continue")
    }

    @Test("an image view is no element until made one, and is an image")
    func imageViewDefaults() {
        let imageView = UIImageView(image: nil)
        #expect(!imageView.isAccessibilityElement)
        #expect(imageView.accessibilityTraits == .image)
        imageView.isAccessibilityElement = true
        imageView.accessibilityLabel = "Profile photo"
        #expect(imageView.isAccessibilityElement)
        #expect(imageView.accessibilityTraits == .image)
    }

    // MARK: Explicit values win

    @Test("explicit values replace the class's defaults; nil brings the default label back")
    func explicitValuesWin() {
        let label = UILabel()
        label.text = "42"
        label.accessibilityLabel = "Answer"
        label.isAccessibilityElement = false
        label.accessibilityTraits = .header
        label.isEnabled = false
        #expect(label.accessibilityLabel == "Answer")
        #expect(!label.isAccessibilityElement)
        // Set traits no longer follow the state: no `.notEnabled` is added.
        #expect(label.accessibilityTraits == .header)
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "42")
    }

    @Test("a button's traits, once set, stay as set when its state changes")
    func setTraitsAreKept() {
        let button = UIButton(type: .system)
        button.accessibilityTraits.insert(.link)
        #expect(button.accessibilityTraits == [.button, .link])
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .link])
    }

    @Test("a subclass's overrides are what the view answers")
    func subclassOverrides() {
        let view = TemperatureView()
        view.degrees = 30
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityLabel == "30 degrees")
    }

    // MARK: Frames (screen coordinates)

    @Test("the frame is the bounds on screen, following the view as it moves")
    func frameFollowsTheView() {
        let host = UITestHost()
        let controller = UIViewController()
        let container = UIView(frame: CGRect(x: 30, y: 40, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        container.addSubview(view)
        controller.view.addSubview(container)
        host.rootViewController = controller
        // (30 + 10, 40 + 20): the container's origin plus the view's.
        #expect(view.accessibilityFrame == CGRect(x: 40, y: 60, width: 100, height: 50))
        container.frame.origin = CGPoint(x: 0, y: 100)
        #expect(view.accessibilityFrame == CGRect(x: 10, y: 120, width: 100, height: 50))
    }

    @Test("a scrolled superview (bounds origin moved) shifts the frame back by the offset")
    func scrolledSuperview() {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let row = UIView(frame: CGRect(x: 10, y: 100, width: 20, height: 20))
        content.addSubview(row)
        content.bounds.origin = CGPoint(x: 0, y: 50)
        // y = 100 − 50 scrolled away.
        #expect(row.accessibilityFrame == CGRect(x: 10, y: 50, width: 20, height: 20))
    }

    @Test("a transformed superview scales the frame about its center")
    func transformedSuperview() {
        let superview = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        superview.addSubview(child)
        superview.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled ×2 about the center (200, 200): x = 200 + (10 − 100) × 2 = 20, width 20 × 2 = 40.
        #expect(isClose(child.accessibilityFrame, CGRect(x: 20, y: 20, width: 40, height: 40)))
    }

    @Test("a rotated view's frame is the bounding box of its corners")
    func rotatedView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A quarter turn about the center (50, 25): 50 wide, 100 tall, still centered there.
        #expect(isClose(view.accessibilityFrame, CGRect(x: 25, y: -25, width: 50, height: 100)))
    }

    @Test("a set frame stays where it was put; the activation point is its center until set")
    func setFrameAndActivationPoint() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.accessibilityActivationPoint == CGPoint(x: 5, y: 5))
        view.accessibilityFrame = CGRect(x: 100, y: 200, width: 60, height: 40)
        view.frame.origin = CGPoint(x: 300, y: 300)
        #expect(view.accessibilityFrame == CGRect(x: 100, y: 200, width: 60, height: 40))
        // Center: (100 + 60/2, 200 + 40/2).
        #expect(view.accessibilityActivationPoint == CGPoint(x: 130, y: 220))
        view.accessibilityActivationPoint = CGPoint(x: 101, y: 201)
        #expect(view.accessibilityActivationPoint == CGPoint(x: 101, y: 201))
    }

    @Test("UIAccessibility.convertToScreenCoordinates converts from a view to the screen")
    func convertToScreen() {
        let superview = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        superview.addSubview(view)
        let rect = UIAccessibility.convertToScreenCoordinates(CGRect(x: 1, y: 2, width: 3, height: 4), in: view)
        // 50 + 5 + 1, 60 + 5 + 2.
        #expect(rect == CGRect(x: 56, y: 67, width: 3, height: 4))
    }

    // MARK: Container methods

    @Test("the container methods answer from accessibilityElements, by identity")
    func containerMethods() {
        let view = UIView()
        let first = UIView()
        let second = UIAccessibilityElement(accessibilityContainer: view)
        #expect(view.accessibilityElementCount() == 0)
        #expect(view.accessibilityElement(at: 0) == nil)
        view.accessibilityElements = [first, second]
        #expect(view.accessibilityElementCount() == 2)
        #expect(view.accessibilityElement(at: 1) as? UIAccessibilityElement === second)
        #expect(view.accessibilityElement(at: 2) == nil)
        #expect(view.accessibilityElement(at: -1) == nil)
        #expect(view.index(ofAccessibilityElement: second) == 1)
        #expect(view.index(ofAccessibilityElement: UIView()) == NSNotFound)
        #expect(view.index(ofAccessibilityElement: 7) == NSNotFound)
    }

    @Test("the identifier comes with UIAccessibilityIdentification")
    func identification() {
        let identified: UIAccessibilityIdentification = UIView()
        identified.accessibilityIdentifier = "trash"
        #expect((identified as? UIView)?.accessibilityIdentifier == "trash")
    }
}
