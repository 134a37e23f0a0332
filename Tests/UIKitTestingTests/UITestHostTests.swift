import Foundation
import Testing
import TestSupport
import UIKit
import UIKitTesting

/// A view type with a name of its own, for hierarchy descriptions.
final class DescribedCardView: UIView {}

/// Counts the display-link callbacks it gets.
@MainActor
final class FrameTicker {
    var ticks = 0

    func tick() {
        ticks += 1
    }
}

/// A flag set by work queued on the main queue.
@MainActor
final class MainQueueFlag {
    var queuedWorkRan = false
    var taskRan = false
}

/// Turns the host's main loop has run so far.
@MainActor
private func turnCount() -> Int {
    UIApplication.shared.mainLoop?.turnCount ?? -1
}

@MainActor
@Suite("UITestHost")
struct UITestHostTests {
    // MARK: Setup

    @Test("a new host has a hidden, black, screen-sized window and virtual time at 1,000 s")
    func newHost() {
        let host = UITestHost(device: .iPhoneSE)
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(host.window.backgroundColor == .black)
        #expect(host.window.isHidden)
        #expect(CAMediaClock.isVirtual)
        #expect(CACurrentMediaTime() == 1_000)
    }

    @Test("setting rootViewController shows the window, makes it key and runs one turn")
    func installingRoot() {
        let host = UITestHost()
        let turnsBefore = turnCount()
        let controller = UIViewController()
        host.rootViewController = controller
        #expect(host.rootViewController === controller)
        #expect(!host.window.isHidden)
        #expect(host.window.isKeyWindow)
        #expect(turnCount() == turnsBefore + 1)
        #expect(host.presentedFrameCount == 1)
    }

    // MARK: Time

    @Test("advance(by:) moves CACurrentMediaTime by exactly the amount, one turn per frame")
    func advanceIsExact() {
        let host = UITestHost()
        let start = CACurrentMediaTime()
        let turnsBefore = turnCount()
        host.advance(by: 0.5)
        #expect(CACurrentMediaTime() == start + 0.5)
        // 0.5 s at 120 Hz is 60 frames.
        #expect(turnCount() == turnsBefore + 60)
    }

    @Test("advance(by:) by a time that is not whole frames ends with a shorter step exactly on the target")
    func advancePartialFrame() {
        let host = UITestHost(device: .iPhoneSE)
        let start = CACurrentMediaTime()
        let turnsBefore = turnCount()
        host.advance(by: 0.125)
        #expect(CACurrentMediaTime() == start + 0.125)
        // 0.125 s at 60 Hz is 7.5 frames: 7 whole frames and a half frame.
        #expect(turnCount() == turnsBefore + 8)
    }

    @Test("advance(by: 0) runs no turn")
    func advanceByZero() {
        let host = UITestHost()
        let turnsBefore = turnCount()
        host.advance(by: 0)
        #expect(turnCount() == turnsBefore)
        #expect(CACurrentMediaTime() == 1_000)
    }

    @Test("runFrame advances one frame and runs one turn")
    func runFrame() {
        let host = UITestHost(device: .iPhoneSE)
        let turnsBefore = turnCount()
        host.runFrame()
        #expect(CACurrentMediaTime() == 1_000 + 1.0 / 60)
        #expect(turnCount() == turnsBefore + 1)
    }

    @Test("runUntilIdle returns true on a still screen")
    func idleOnStillScreen() {
        let host = makeTestHost()
        #expect(host.runUntilIdle())
    }

    @Test("runUntilIdle shows a pending change before it reports idle")
    func idleAfterComposite() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let host = makeTestHost(showing: [view])
        let framesBefore = host.presentedFrameCount
        view.backgroundColor = .red
        #expect(host.runUntilIdle())
        #expect(host.presentedFrameCount == framesBefore + 1)
    }

    @Test("runUntilIdle gives up after its limit while a display link keeps running")
    func notIdleWithDisplayLink() {
        let host = makeTestHost()
        let ticker = FrameTicker()
        let link = CADisplayLink(target: ticker, selector: FrameTicker.tick)
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        let start = CACurrentMediaTime()
        #expect(!host.runUntilIdle(limit: 0.1))
        #expect(CACurrentMediaTime() - start >= 0.1 - defaultTolerance)
        #expect(ticker.ticks > 0)
    }

    @Test("presentedFrameCount grows only in turns where something visible changed")
    func presentedFrames() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let host = makeTestHost(showing: [view])
        let before = host.presentedFrameCount
        host.runFrame()
        #expect(host.presentedFrameCount == before)
        view.backgroundColor = .blue
        host.runFrame()
        #expect(host.presentedFrameCount == before + 1)
    }

    // MARK: Touches

    @Test("touchDown, move, up and cancel each advance one frame and run one turn")
    func touchStepsAreFrames() {
        let host = makeTestHost(.iPhoneSE)
        let frame = host.frameDuration
        var time = CACurrentMediaTime()
        var turns = turnCount()
        func expectOneFrame(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(isClose(CACurrentMediaTime() - time, frame), "\(step)", sourceLocation: sourceLocation)
            #expect(turnCount() == turns + 1, "\(step)", sourceLocation: sourceLocation)
            time = CACurrentMediaTime()
            turns = turnCount()
        }
        let first = host.touchDown(at: CGPoint(x: 10, y: 10))
        expectOneFrame("touchDown")
        first.move(to: CGPoint(x: 20, y: 10))
        expectOneFrame("move")
        first.up()
        expectOneFrame("up")
        let second = host.touchDown(at: CGPoint(x: 10, y: 10))
        expectOneFrame("second touchDown")
        second.cancel()
        expectOneFrame("cancel")
    }

    @Test("a touch handle knows where the finger is and whether it is down")
    func touchHandle() {
        let host = makeTestHost()
        let finger = host.touchDown(at: CGPoint(x: 10, y: 20))
        #expect(finger.location == CGPoint(x: 10, y: 20))
        #expect(finger.isDown)
        finger.move(to: CGPoint(x: 30, y: 40))
        #expect(finger.location == CGPoint(x: 30, y: 40))
        finger.up()
        #expect(!finger.isDown)
    }

    @Test("tap is a finger down for one frame at the point, then up")
    func tap() throws {
        let view = SampleRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let host = makeTestHost(showing: [view])
        host.tap(at: CGPoint(x: 50, y: 60))
        try #require(view.methods == ["began", "ended"])
        #expect(view.samples.allSatisfy { $0.location == CGPoint(x: 50, y: 60) })
        #expect(isClose(view.samples[1].timestamp - view.samples[0].timestamp, host.frameDuration))
    }

    @Test("tap(_:) taps the center of the view's frame in the window")
    func tapView() {
        let container = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
        let view = SampleRecordingView(frame: CGRect(x: 20, y: 30, width: 40, height: 60))
        container.addSubview(view)
        let host = makeTestHost(showing: [container])
        host.tap(view)
        // Container origin (100, 200) + the view's center (20 + 40/2, 30 + 60/2).
        #expect(view.samples.first?.location == CGPoint(x: 140, y: 260))
    }

    @Test("longPress holds the finger still for its duration, then lifts", arguments: [0.6, 1.5])
    func longPress(duration: Double) {
        let view = SampleRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let host = makeTestHost(showing: [view])
        host.longPress(at: CGPoint(x: 50, y: 50), duration: duration)
        #expect(view.methods == ["began", "ended"])
        let held = (view.samples.last?.timestamp ?? 0) - (view.samples.first?.timestamp ?? 0)
        #expect(isClose(held, duration))
    }

    @Test("longPress holds 0.6 s by default")
    func longPressDefault() {
        let view = SampleRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let host = makeTestHost(showing: [view])
        host.longPress(at: CGPoint(x: 50, y: 50))
        let held = (view.samples.last?.timestamp ?? 0) - (view.samples.first?.timestamp ?? 0)
        #expect(isClose(held, 0.6))
    }

    @Test("drag moves every frame in a straight line, the last move exactly on the end point, then lifts",
          arguments: [UITestDevice.iPhone15Pro, .iPhoneSE])
    func drag(device: UITestDevice) throws {
        let view = SampleRecordingView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let host = makeTestHost(device, showing: [view])
        let start = CGPoint(x: 10, y: 20)
        let end = CGPoint(x: 310.3, y: 500.7)
        host.drag(from: start, to: end, duration: 0.3)
        // 0.3 s of frames: 36 at 120 Hz, 18 at 60 Hz.
        let steps = Int((0.3 * Double(device.framesPerSecond)).rounded())
        #expect(view.methods == ["began"] + Array(repeating: "moved", count: steps) + ["ended"])
        let moves = view.samples.filter { $0.method == "moved" }
        try #require(moves.count == steps)
        for (index, move) in moves.enumerated() {
            let t = CGFloat(index + 1) / CGFloat(steps)
            let onLine = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            #expect(isClose(move.location, onLine), "move \(index + 1)")
        }
        #expect(moves.last?.location == end)
        #expect(view.samples.last?.location == end)
        // One sample per frame, from touch-down to lift.
        for (earlier, later) in zip(view.samples, view.samples.dropFirst()) {
            #expect(isClose(later.timestamp - earlier.timestamp, host.frameDuration))
        }
    }

    @Test("swipe is a quick drag: 0.1 s of moves")
    func swipe() {
        let view = SampleRecordingView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let host = makeTestHost(showing: [view])
        host.swipe(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 50, y: 100))
        // 0.1 s at 120 Hz is 12 frames.
        #expect(view.methods.filter { $0 == "moved" }.count == 12)
        #expect(view.samples.last?.location == CGPoint(x: 50, y: 100))
    }

    @Test("longPressAndDrag holds still for the press, then drags to the end point")
    func longPressAndDrag() throws {
        let view = SampleRecordingView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let host = makeTestHost(showing: [view])
        host.longPressAndDrag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 50))
        let began = try #require(view.samples.first)
        let firstMove = try #require(view.samples.first { $0.method == "moved" })
        // The finger stays still for the 0.6 s press; the first move ends it.
        #expect(isClose(firstMove.timestamp - began.timestamp, 0.6))
        // 0.3 s of drag at 120 Hz: 36 moves.
        #expect(view.methods.filter { $0 == "moved" }.count == 36)
        #expect(view.samples.last?.location == CGPoint(x: 200, y: 50))
    }

    @Test("twoFingerDrag moves both fingers every frame and lifts both on their end points")
    func twoFingerDrag() {
        let view = SampleRecordingView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        view.isMultipleTouchEnabled = true
        let host = makeTestHost(showing: [view])
        host.twoFingerDrag(from: (CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 300)),
                           to: (CGPoint(x: 50, y: 300), CGPoint(x: 250, y: 300)), duration: 0.1)
        // Two fingers in every call; 12 frames of moves at 120 Hz.
        #expect(view.samples.allSatisfy { $0.touchesInCall == 2 })
        #expect(view.methods.filter { $0 == "moved" }.count == 2 * 12)
        #expect(view.samples.filter { $0.method == "ended" }.map(\.location)
            == [CGPoint(x: 50, y: 300), CGPoint(x: 250, y: 300)])
    }

    // MARK: Misuse

    @Test("lifting a finger twice stops the process")
    func upTwice() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost()
                withExtendedLifetime(host) {
                    let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
                    finger.up()
                    finger.up()
                }
            }
        }
        #expect(standardError(of: result).contains("the finger was already lifted"))
    }

    @Test("moving a lifted finger stops the process")
    func moveAfterUp() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost()
                withExtendedLifetime(host) {
                    let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
                    finger.up()
                    finger.move(to: CGPoint(x: 20, y: 20))
                }
            }
        }
        #expect(standardError(of: result).contains("the finger was already lifted"))
    }

    @Test("cancelling a lifted finger stops the process")
    func cancelAfterUp() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost()
                withExtendedLifetime(host) {
                    let finger = host.touchDown(at: CGPoint(x: 10, y: 10))
                    finger.cancel()
                    finger.cancel()
                }
            }
        }
        #expect(standardError(of: result).contains("the finger was already lifted"))
    }

    // MARK: Queries

    @Test("view(withAccessibilityIdentifier:) finds a nested view, or nil")
    func findByIdentifier() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        inner.accessibilityIdentifier = "trash"
        outer.addSubview(inner)
        let host = makeTestHost(showing: [outer])
        #expect(host.view(withAccessibilityIdentifier: "trash") === inner)
        #expect(host.view(withAccessibilityIdentifier: "missing") == nil)
    }

    @Test("view(withAccessibilityLabel:) finds a view by its label")
    func findByLabel() {
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        button.accessibilityLabel = "Delete"
        let host = makeTestHost(showing: [button])
        #expect(host.view(withAccessibilityLabel: "Delete") === button)
        #expect(host.view(withAccessibilityLabel: "Archive") == nil)
    }

    @Test("queries answer the first match depth first, back to front, and skip hidden windows")
    func queryOrder() {
        let first = UIView(frame: .zero)
        let firstChild = UIView(frame: .zero)
        let second = UIView(frame: .zero)
        for view in [firstChild, second] { view.accessibilityIdentifier = "same" }
        first.addSubview(firstChild)
        let host = makeTestHost(showing: [first, second])
        let hiddenWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let inHiddenWindow = UIView(frame: .zero)
        inHiddenWindow.accessibilityIdentifier = "hidden-window"
        hiddenWindow.addSubview(inHiddenWindow)
        #expect(host.view(withAccessibilityIdentifier: "same") === firstChild)
        #expect(host.view(withAccessibilityIdentifier: "hidden-window") == nil)
    }

    @Test("views(ofType:) lists the views of a type depth first")
    func viewsOfType() {
        let a = DescribedCardView(frame: .zero)
        let b = DescribedCardView(frame: .zero)
        let c = DescribedCardView(frame: .zero)
        a.addSubview(b)
        let host = makeTestHost(showing: [a, c])
        #expect(host.views(ofType: DescribedCardView.self).map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    }

    @Test("hierarchyDescription is the visible tree: types, frames and what hides or blocks a view")
    func hierarchyDescription() {
        let card = DescribedCardView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
        card.accessibilityIdentifier = "card"
        card.clipsToBounds = true
        let title = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        title.accessibilityLabel = "Title"
        title.alpha = 0.5
        let badge = UIView(frame: CGRect(x: 150, y: 5, width: 10.25, height: 10))
        badge.isHidden = true
        badge.isUserInteractionEnabled = false
        card.addSubview(title)
        card.addSubview(badge)
        // 50×25 scaled 2× about its center (225, 312.5): a 100×50 frame at (175, 287.5).
        let zoomed = UIView(frame: CGRect(x: 200, y: 300, width: 50, height: 25))
        zoomed.transform = CGAffineTransform(scaleX: 2, y: 2)
        let host = makeTestHost(.iPhoneSE, showing: [card, zoomed])
        let expected = """
            UIWindow (0, 0, 375, 667)
              UIView (0, 0, 375, 667)
                DescribedCardView (20, 40, 200, 100) id="card" clipsToBounds
                  UIView (10, 10, 180, 20) label="Title" alpha=0.5
                  UIView (150, 5, 10.25, 10) hidden userInteractionDisabled
                UIView (175, 287.5, 100, 50) transformed
            """
        #expect(host.hierarchyDescription() == expected)
        // Asking again gives the same text: nothing in it depends on the run.
        #expect(host.hierarchyDescription() == expected)
    }

    @Test("hierarchyDescription leaves out hidden windows")
    func hierarchyDescriptionSkipsHiddenWindows() {
        let host = makeTestHost(.iPhoneSE)
        _ = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(host.hierarchyDescription() == "UIWindow (0, 0, 375, 667)\n  UIView (0, 0, 375, 667)")
    }

    // MARK: Several hosts

    @Test("each host keeps its own windows, screen and clock, and swaps them in when used")
    func hostsTakeTurns() {
        let small = makeTestHost(.iPhoneSE)
        small.advance(by: 1)
        let large = makeTestHost(.iPhone15Pro)
        // The large host is the running app now: its own clock, screen and window.
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        #expect(UIApplication.shared.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(large.window)])
        let largeTime = CACurrentMediaTime()

        small.runFrame()
        #expect(CACurrentMediaTime() == 1_000 + 1.0 / 60 + 1 + 1.0 / 60)  // installing, advance(by: 1), this frame
        #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
        #expect(UIApplication.shared.keyWindow === small.window)

        large.runFrame()
        #expect(CACurrentMediaTime() == largeTime + 1.0 / 120)
        #expect(UIApplication.shared.keyWindow === large.window)
    }
}

@MainActor
@Suite("UITestHost main queue", .serialized)
struct UITestHostMainQueueTests {
    @Test("drainMainQueue runs work queued on the main queue and main actor, then a frame")
    func drainRunsQueuedWork() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let host = makeTestHost(showing: [view])
        let flag = MainQueueFlag()
        DispatchQueue.main.async {
            flag.queuedWorkRan = true
            view.backgroundColor = .red
        }
        Task { @MainActor in flag.taskRan = true }
        #expect(!flag.queuedWorkRan)
        let framesBefore = host.presentedFrameCount
        await host.drainMainQueue()
        #expect(flag.queuedWorkRan)
        #expect(flag.taskRan)
        // The frame after the work shows its change.
        #expect(host.presentedFrameCount == framesBefore + 1)
        #expect(host.snapshot().pixel(atX: 3, y: 3) == CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }
}
