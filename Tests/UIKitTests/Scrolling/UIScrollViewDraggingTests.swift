import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIScrollView: dragging, momentum, bouncing")
struct UIScrollViewDraggingTests {
    let host = UITestHost(device: scrollStageDevice)

    @Test("a slow drag moves the content with the finger and ends without momentum")
    func slowDrag() {
        let log = ScrollDelegateLog()
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 2000), delegate: log)
        let finger = host.touchDown(at: CGPoint(x: 160, y: 400))
        finger.move(to: CGPoint(x: 160, y: 380))
        let afterBegin = scrollView.contentOffset.y
        finger.move(to: CGPoint(x: 160, y: 300), duration: 0.5)
        // Once dragging, the content follows the finger point for point.
        #expect(isClose(scrollView.contentOffset.y - afterBegin, 80))
        host.advance(by: 0.3)
        finger.up()
        host.runUntilIdle()
        #expect(log.summary == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(!scrollView.isDragging && !scrollView.isDecelerating && !scrollView.isTracking)
    }

    @Test("a fling decelerates to the closed-form rest point, in UIKit's delegate order")
    func flingRestsWhereTheFormulaSays() throws {
        let log = ScrollDelegateLog()
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 20_000), delegate: log)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.1)
        let velocity = try #require(log.velocities.first)
        let target = try #require(log.proposedTargets.first)
        #expect(velocity.y > 0)
        #expect(velocity.x == 0)
        host.runUntilIdle()
        #expect(log.summary == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        // The target is the rest of v(t) = v₀·0.998^(1000t) from the release:
        // release offset + v₀ / (1000 · ln(1/0.998)) with v₀ in points per second;
        // the content rests there on the screen's pixel grid.
        #expect(isClose(scrollView.contentOffset.y, onPixelGrid(target.y, of: scrollView), tolerance: 1e-6))
        let decay = -1000 * Foundation.log(0.998)
        let releaseOffset = target.y - velocity.y * 1000 / decay
        #expect(releaseOffset > 0 && releaseOffset < target.y)
    }

    @Test("a target moved by the delegate is where momentum ends")
    func retargetedFling() {
        let log = ScrollDelegateLog()
        log.retarget = { CGPoint(x: $0.x, y: (($0.y / 100).rounded()) * 100) }
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 20_000), delegate: log)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.1)
        host.runUntilIdle()
        #expect(scrollView.contentOffset.y == ((log.proposedTargets[0].y / 100).rounded()) * 100)
    }

    @Test("past the top the content follows the finger by the rubber band, then springs back")
    func rubberBandAndBounce() {
        let log = ScrollDelegateLog()
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 2000), delegate: log)
        let finger = host.touchDown(at: CGPoint(x: 160, y: 100))
        finger.move(to: CGPoint(x: 160, y: 120))
        let base = scrollView.contentOffset.y
        // The drag began at `base`; 200 finger points more pull past the top.
        let overscroll = 200 + base
        finger.move(to: CGPoint(x: 160, y: 320), duration: 0.5)
        host.advance(by: 0.2)
        let expected = -RubberBand.offset(forOverscroll: overscroll, dimension: 480)
        #expect(isClose(scrollView.contentOffset.y, onPixelGrid(expected, of: scrollView), tolerance: 1e-6))
        // 0.55 · 480 · x / (480 + 0.55 · x)
        let closedForm: CGFloat = -0.55 * 480 * overscroll / (480 + 0.55 * overscroll)
        #expect(isClose(expected, closedForm, tolerance: 1e-9))
        finger.up()
        #expect(log.calls.contains("didEndDragging(true)"))
        host.runUntilIdle()
        #expect(scrollView.contentOffset.y == 0)
        #expect(log.calls.last == "didEndDecelerating")
    }

    @Test("without bouncing the content stops at its edges")
    func noBounce() {
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        scrollView.bounces = false
        host.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), duration: 0.5)
        #expect(scrollView.contentOffset.y == 0)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 0), duration: 0.05)
        host.runUntilIdle()
        #expect(scrollView.contentOffset.y <= 1520)
        #expect(scrollView.contentOffset.y >= 0)
    }

    @Test("content that fits does not scroll unless it always bounces")
    func contentThatFits() {
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 300))
        host.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), duration: 0.5)
        #expect(scrollView.contentOffset == .zero)
        scrollView.alwaysBounceVertical = true
        let finger = host.touchDown(at: CGPoint(x: 160, y: 100))
        finger.move(to: CGPoint(x: 160, y: 300), duration: 0.5)
        #expect(scrollView.contentOffset.y < 0)
        finger.up()
        host.runUntilIdle()
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("a touch during momentum stops the content where it is")
    func catchingMomentum() {
        let log = ScrollDelegateLog()
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320, height: 20_000), delegate: log)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.1)
        host.advance(by: 0.2)
        #expect(scrollView.isDecelerating)
        let finger = host.touchDown(at: CGPoint(x: 160, y: 240))
        let caught = scrollView.contentOffset.y
        host.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == caught)
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.isTracking)
        finger.up()
        #expect(!log.calls.contains("didEndDecelerating"))
    }

    @Test("paging lands on a multiple of the bounds, at most one page per swipe")
    func paging() {
        let log = ScrollDelegateLog()
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 320 * 5, height: 480), delegate: log)
        scrollView.isPagingEnabled = true
        host.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 20, y: 240), duration: 0.05)
        #expect(log.proposedTargets.last == CGPoint(x: 320, y: 0))
        host.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 320, y: 0))
        // A slow drag less than half a page settles back.
        host.drag(from: CGPoint(x: 200, y: 240), to: CGPoint(x: 100, y: 240), duration: 1)
        host.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 320, y: 0))
        // A slow drag past half a page turns it.
        host.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 100, y: 240), duration: 1)
        host.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 640, y: 0))
    }

    @Test("directional lock keeps a drag that starts vertically vertical")
    func directionalLock() {
        let scrollView = host.makeScrollView(contentSize: CGSize(width: 2000, height: 2000))
        scrollView.isDirectionalLockEnabled = true
        host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 150, y: 100), duration: 1)
        host.runUntilIdle()
        #expect(scrollView.contentOffset.x == 0)
        #expect(scrollView.contentOffset.y > 200)
    }
}
