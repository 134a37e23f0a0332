import Foundation
import Testing
import TestSupport
import UIKit

@MainActor
@Suite("UIAccessibilityElement")
struct UIAccessibilityElementTests {
    @Test("a new element is an element, with no label and no traits, at .zero, in no container space")
    func defaults() {
        let container = UIView()
        let element = UIAccessibilityElement(accessibilityContainer: container)
        #expect(element.isAccessibilityElement)
        #expect(element.accessibilityContainer === container)
        #expect(element.accessibilityLabel == nil)
        #expect(element.accessibilityTraits == .none)
        #expect(element.accessibilityFrame == .zero)
        #expect(element.accessibilityFrameInContainerSpace.isNull)
        #expect(!element.accessibilityActivate())
        #expect(!element.accessibilityScroll(.next))
        #expect(!element.accessibilityPerformEscape())
    }

    @Test("the container is held weakly")
    func weakContainer() {
        var container: UIView? = UIView()
        let element = UIAccessibilityElement(accessibilityContainer: container!)
        container = nil
        #expect(element.accessibilityContainer == nil)
    }

    @Test("a frame in container space follows the container view as it moves and scrolls")
    func containerSpaceFollowsTheContainer() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let chart = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 100))
        superview.addSubview(chart)
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 40, width: 20, height: 60)
        // (20 + 10, 30 + 40).
        #expect(bar.accessibilityFrame == CGRect(x: 30, y: 70, width: 20, height: 60))
        chart.frame.origin = CGPoint(x: 100, y: 100)
        #expect(bar.accessibilityFrame == CGRect(x: 110, y: 140, width: 20, height: 60))
        chart.bounds.origin = CGPoint(x: 5, y: 0)
        #expect(bar.accessibilityFrame == CGRect(x: 105, y: 140, width: 20, height: 60))
        // The activation point is the center: (105 + 10, 140 + 30).
        #expect(bar.accessibilityActivationPoint == CGPoint(x: 115, y: 170))
    }

    @Test("a frame in container space follows a transformed container")
    func transformedContainer() {
        let chart = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        chart.transform = CGAffineTransform(scaleX: 2, y: 2)
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityFrameInContainerSpace = CGRect(x: 50, y: 50, width: 10, height: 10)
        // About the center (50, 50): 50 + (50 − 50) × 2 = 50, size 20.
        #expect(isClose(bar.accessibilityFrame, CGRect(x: 50, y: 50, width: 20, height: 20)))
    }

    @Test("inside a containing element, container space starts at that element's frame")
    func elementContainer() {
        let group = UIAccessibilityElement(accessibilityContainer: UIView())
        group.accessibilityFrame = CGRect(x: 100, y: 200, width: 50, height: 50)
        let item = UIAccessibilityElement(accessibilityContainer: group)
        item.accessibilityFrameInContainerSpace = CGRect(x: 5, y: 6, width: 7, height: 8)
        #expect(item.accessibilityFrame == CGRect(x: 105, y: 206, width: 7, height: 8))
    }

    @Test("setting the screen frame clears the container-space frame, as on iOS")
    func settingTheFrameClearsContainerSpace() {
        let element = UIAccessibilityElement(accessibilityContainer: UIView())
        element.accessibilityFrameInContainerSpace = CGRect(x: 1, y: 2, width: 3, height: 4)
        element.accessibilityFrame = CGRect(x: 10, y: 10, width: 10, height: 10)
        #expect(element.accessibilityFrameInContainerSpace.isNull)
        #expect(element.accessibilityFrame == CGRect(x: 10, y: 10, width: 10, height: 10))
        element.accessibilityActivationPoint = CGPoint(x: 11, y: 12)
        #expect(element.accessibilityActivationPoint == CGPoint(x: 11, y: 12))
    }

    @Test("an element can contain elements, found by identity")
    func nestedElements() {
        let group = UIAccessibilityElement(accessibilityContainer: UIView())
        let child = UIAccessibilityElement(accessibilityContainer: group)
        group.accessibilityElements = [child]
        #expect(group.accessibilityElementCount() == 1)
        #expect(group.accessibilityElement(at: 0) as? UIAccessibilityElement === child)
        #expect(group.index(ofAccessibilityElement: child) == 0)
        #expect(group.index(ofAccessibilityElement: group) == NSNotFound)
    }
}
