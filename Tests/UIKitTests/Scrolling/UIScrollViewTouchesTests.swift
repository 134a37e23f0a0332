import Testing
@testable import UIKit
import UIKitTesting

/// A button that records what its touches did.
@MainActor
final class TouchRecordingButton: UIButton {
    var events: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        events.append("began")
        super.touchesBegan(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        events.append("cancelled")
        super.touchesCancelled(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        events.append("ended")
        super.touchesEnded(touches, with: event)
    }
}

@MainActor
final class ActionCounter {
    var count = 0
    func fire() { count += 1 }
}

@MainActor
@Suite("UIScrollView: content touches, controls and nesting")
struct UIScrollViewTouchesTests {
    let host = UITestHost(device: scrollStageDevice)

    func makeButton(in scrollView: UIScrollView) -> (TouchRecordingButton, ActionCounter) {
        let button = TouchRecordingButton(type: .system)
        button.frame = CGRect(x: 60, y: 200, width: 200, height: 60)
        button.setTitle("Tap", for: .normal)
        let counter = ActionCounter()
        button.addTarget(counter, action: ActionCounter.fire, for: .touchUpInside)
        scrollView.addSubview(button)
        return (button, counter)
    }

    @Test("a tap on a button in a scroll view works: touch-down reaches it when the finger lifts")
    func tapOnAButton() {
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        let (button, counter) = makeButton(in: scrollView)
        let finger = host.touchDown(at: CGPoint(x: 160, y: 230))
        // Held back while the scroll view waits to see whether the finger scrolls.
        #expect(button.events.isEmpty)
        finger.up()
        #expect(button.events == ["began", "ended"])
        #expect(counter.count == 1)
    }

    @Test("touch-down reaches the content after 150 ms of a still finger")
    func delayedTouchDown() {
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        let (button, _) = makeButton(in: scrollView)
        let finger = host.touchDown(at: CGPoint(x: 160, y: 230))
        host.advance(by: 0.1)
        #expect(button.events.isEmpty)
        host.advance(by: 0.1)
        #expect(button.events == ["began"])
        #expect(button.isHighlighted)
        finger.up()
    }

    @Test("a quick drag that starts on a button scrolls, and the button never hears of it")
    func quickDragScrolls() {
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        let (button, counter) = makeButton(in: scrollView)
        host.drag(from: CGPoint(x: 160, y: 230), to: CGPoint(x: 160, y: 100), duration: 0.1)
        host.runUntilIdle()
        #expect(scrollView.contentOffset.y > 50)
        #expect(button.events.isEmpty)
        #expect(counter.count == 0)
    }

    @Test("a held button keeps its touch: dragging does not scroll (UIKit's touchesShouldCancel keeps controls)")
    func heldButtonKeepsTheTouch() {
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        let (button, _) = makeButton(in: scrollView)
        let finger = host.touchDown(at: CGPoint(x: 160, y: 230))
        host.advance(by: 0.2)
        finger.move(to: CGPoint(x: 160, y: 120), duration: 0.3)
        #expect(scrollView.contentOffset.y == 0)
        #expect(!scrollView.isDragging)
        finger.up()
        #expect(button.events == ["began", "ended"])
    }

    @Test("a scroll view that cancels controls' touches scrolls from a held button, which hears touchesCancelled")
    func cancellingControls() {
        final class CancellingScrollView: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
        }
        host.activate()
        let scrollView = CancellingScrollView(frame: host.window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        host.window.addSubview(scrollView)
        host.window.makeKeyAndVisible()
        let (button, counter) = makeButton(in: scrollView)
        let finger = host.touchDown(at: CGPoint(x: 160, y: 230))
        host.advance(by: 0.2)
        finger.move(to: CGPoint(x: 160, y: 120), duration: 0.3)
        #expect(scrollView.contentOffset.y > 50)
        finger.up()
        #expect(button.events == ["began", "cancelled"])
        #expect(counter.count == 0)
    }

    @Test("with canCancelContentTouches off, content that has the touch keeps it, even a plain view")
    func cannotCancel() {
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        scrollView.canCancelContentTouches = false
        scrollView.delaysContentTouches = false
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.addSubview(plain)
        host.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100), duration: 0.3)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test("touchesShouldBegin false keeps the touch from the content")
    func touchesShouldBegin() {
        final class Refusing: UIScrollView {
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
                false
            }
        }
        host.activate()
        let scrollView = Refusing(frame: host.window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        host.window.addSubview(scrollView)
        host.window.makeKeyAndVisible()
        let (button, counter) = makeButton(in: scrollView)
        host.tap(at: CGPoint(x: 160, y: 230))
        #expect(button.events.isEmpty)
        #expect(counter.count == 0)
    }

    @Test("a horizontal pager inside a vertical list: each takes the drags along its own axis")
    func nestedScrollViews() {
        let outer = host.makeScrollView(contentSize: CGSize(width: 320, height: 3000))
        let pager = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        pager.contentSize = CGSize(width: 320 * 4, height: 200)
        pager.isPagingEnabled = true
        outer.addSubview(pager)
        host.drag(from: CGPoint(x: 280, y: 200), to: CGPoint(x: 40, y: 205), duration: 0.2)
        host.runUntilIdle()
        #expect(pager.contentOffset == CGPoint(x: 320, y: 0))
        #expect(outer.contentOffset == .zero)
        host.drag(from: CGPoint(x: 160, y: 280), to: CGPoint(x: 165, y: 80), duration: 0.3)
        host.runUntilIdle()
        #expect(outer.contentOffset.y > 100)
        #expect(pager.contentOffset == CGPoint(x: 320, y: 0))
    }

    @Test("the gesture recognizers are UIKit's set: pan exposed, pinch only when zooming is possible")
    func recognizers() {
        host.activate()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.gestureRecognizers?.count == 3)
        #expect(scrollView.gestureRecognizers?.contains { $0 === scrollView.panGestureRecognizer } == true)
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 3
        #expect(scrollView.pinchGestureRecognizer != nil)
        #expect(scrollView.gestureRecognizers?.count == 4)
        scrollView.maximumZoomScale = 1
        #expect(scrollView.pinchGestureRecognizer == nil)
        #expect(scrollView.clipsToBounds)
    }

    @Test("isScrollEnabled false: drags pass, content stays, programmatic scrolling still works")
    func scrollDisabled() {
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        scrollView.isScrollEnabled = false
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.2)
        #expect(scrollView.contentOffset == .zero)
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(scrollView.contentOffset.y == 300)
    }
}
