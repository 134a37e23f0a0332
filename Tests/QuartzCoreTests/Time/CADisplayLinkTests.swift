import QuartzCore
import Testing
import TestSupport
import UIKitTesting

/// A display-link target that records each callback: the link's times and the
/// media time when it was called.
@MainActor
final class FrameRecorder {
    struct Callback {
        let link: CADisplayLink?
        let timestamp: CFTimeInterval
        let targetTimestamp: CFTimeInterval
        let duration: CFTimeInterval
        let now: CFTimeInterval
    }

    private(set) var callbacks: [Callback] = []
    private(set) var plainTicks = 0

    /// The form with the link argument: `FrameRecorder.step(_:)`.
    func step(_ link: CADisplayLink) {
        callbacks.append(Callback(link: link, timestamp: link.timestamp, targetTimestamp: link.targetTimestamp,
                                  duration: link.duration, now: CACurrentMediaTime()))
    }

    /// The form without arguments: `FrameRecorder.tick`.
    func tick() {
        plainTicks += 1
    }
}

/// A scheduled link calling `recorder.step(_:)`.
@MainActor
private func scheduledLink(_ recorder: FrameRecorder) -> CADisplayLink {
    let link = CADisplayLink(target: recorder, selector: FrameRecorder.step(_:))
    link.add(to: .main, forMode: .common)
    return link
}

/// Display links run in the test host's main loop, one callback per frame in
/// virtual time. Every test invalidates its links: scheduled links are global.
@MainActor
@Suite("CADisplayLink")
struct CADisplayLinkTests {
    @Test("a scheduled link fires once per frame")
    func oncePerFrame() {
        let host = UITestHost(device: .iPhone15Pro)
        let recorder = FrameRecorder()
        let link = scheduledLink(recorder)
        defer { link.invalidate() }
        host.advance(by: 10 * host.frameDuration)
        // 10 frames at 120 Hz.
        #expect(recorder.callbacks.count == 10)
    }

    @Test("a link that is not added to a run loop never fires")
    func unscheduledLinkIsSilent() {
        let host = UITestHost()
        let recorder = FrameRecorder()
        let link = CADisplayLink(target: recorder, selector: FrameRecorder.step(_:))
        defer { link.invalidate() }
        host.advance(by: 0.1)
        #expect(recorder.callbacks.isEmpty)
    }

    @Test("timestamp is the frame's media time, duration the frame length, targetTimestamp one frame later",
          arguments: [UITestDevice.iPhone15Pro, .iPhoneSE])
    func timesFollowTheClock(_ device: UITestDevice) throws {
        let host = UITestHost(device: device)
        let recorder = FrameRecorder()
        let link = scheduledLink(recorder)
        defer { link.invalidate() }
        host.advance(by: 5 * host.frameDuration)
        try #require(recorder.callbacks.count == 5)
        let frame = 1 / Double(device.framesPerSecond)
        for callback in recorder.callbacks {
            #expect(callback.timestamp == callback.now)
            #expect(callback.duration == frame)
            #expect(callback.targetTimestamp == callback.timestamp + frame)
        }
        for (earlier, later) in zip(recorder.callbacks, recorder.callbacks.dropFirst()) {
            #expect(isClose(later.timestamp - earlier.timestamp, frame))
        }
        #expect(link.timestamp == CACurrentMediaTime())
    }

    @Test("preferredFramesPerSecond 30 on a 60 Hz display fires every other frame")
    func thirtyOnSixty() throws {
        let host = UITestHost(device: .iPhoneSE)  // 60 Hz
        let recorder = FrameRecorder()
        let link = scheduledLink(recorder)
        defer { link.invalidate() }
        link.preferredFramesPerSecond = 30
        host.advance(by: 10 * host.frameDuration)
        // 10 frames, every other one: 5 callbacks, 2/60 s apart.
        try #require(recorder.callbacks.count == 5)
        for (earlier, later) in zip(recorder.callbacks, recorder.callbacks.dropFirst()) {
            #expect(isClose(later.timestamp - earlier.timestamp, 2.0 / 60))
        }
        // The display still refreshes every 1/60 s.
        #expect(recorder.callbacks.allSatisfy { $0.duration == 1.0 / 60 })
    }

    @Test("preferredFramesPerSecond 40 on a 120 Hz display fires every third frame")
    func fortyOnOneTwenty() {
        let host = UITestHost(device: .iPhone15Pro)  // 120 Hz
        let recorder = FrameRecorder()
        let link = scheduledLink(recorder)
        defer { link.invalidate() }
        link.preferredFramesPerSecond = 40
        host.advance(by: 12 * host.frameDuration)
        // 120 / 40 = 3 frames per callback: 12 frames give 4.
        #expect(recorder.callbacks.count == 4)
    }

    @Test("frameInterval 3 calls every third display frame, whatever the preferred rate")
    func frameIntervalCountsFrames() {
        let host = UITestHost(device: .iPhone15Pro)  // 120 Hz
        let recorder = FrameRecorder()
        let link = scheduledLink(recorder)
        defer { link.invalidate() }
        link.frameInterval = 3
        link.preferredFramesPerSecond = 120
        host.advance(by: 12 * host.frameDuration)
        // Frames 1, 4, 7, 10 of 12.
        #expect(recorder.callbacks.count == 4)
        #expect(isClose(recorder.callbacks[1].timestamp - recorder.callbacks[0].timestamp, 3.0 / 120))
    }

    @Test("a preferred frame rate range wins over preferredFramesPerSecond")
    func frameRateRange() {
        let host = UITestHost(device: .iPhone15Pro)  // 120 Hz
        let recorder = FrameRecorder()
        let link = scheduledLink(recorder)
        defer { link.invalidate() }
        link.preferredFramesPerSecond = 120
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 30)
        host.advance(by: 12 * host.frameDuration)
        // 30 of 120 Hz: every fourth frame.
        #expect(recorder.callbacks.count == 3)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60)
        host.advance(by: 12 * host.frameDuration)
        // No preferred rate: the maximum, 60, every other frame.
        #expect(recorder.callbacks.count == 3 + 6)
        #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
    }

    @Test("a paused link is not called, and resumes when unpaused")
    func pausing() {
        let host = UITestHost()
        let recorder = FrameRecorder()
        let link = scheduledLink(recorder)
        defer { link.invalidate() }
        host.advance(by: 3 * host.frameDuration)
        link.isPaused = true
        host.advance(by: 3 * host.frameDuration)
        #expect(recorder.callbacks.count == 3)
        link.isPaused = false
        host.advance(by: 2 * host.frameDuration)
        #expect(recorder.callbacks.count == 5)
    }

    @Test("a paused link lets the host become idle")
    func pausedLinkIsIdle() {
        let host = UITestHost()
        host.rootViewController = UIViewController()
        let recorder = FrameRecorder()
        let link = scheduledLink(recorder)
        defer { link.invalidate() }
        link.isPaused = true
        #expect(host.runUntilIdle(limit: 1))
    }

    @Test("invalidate stops the link")
    func invalidateStops() {
        let host = UITestHost()
        let recorder = FrameRecorder()
        let link = scheduledLink(recorder)
        host.advance(by: 2 * host.frameDuration)
        link.invalidate()
        host.advance(by: 2 * host.frameDuration)
        #expect(recorder.callbacks.count == 2)
    }

    @Test("a scheduled link keeps its target alive; invalidate releases it")
    func invalidateReleasesTarget() {
        let host = UITestHost()
        weak var weakTarget: FrameRecorder?
        let link: CADisplayLink
        do {
            let target = FrameRecorder()
            weakTarget = target
            link = scheduledLink(target)
        }
        host.runFrame()
        #expect(weakTarget != nil)
        #expect(weakTarget?.callbacks.count == 1)
        link.invalidate()
        #expect(weakTarget == nil)
    }

    @Test("an invalidated link stays off even when added again")
    func invalidatedLinkStaysOff() {
        let host = UITestHost()
        let recorder = FrameRecorder()
        let link = scheduledLink(recorder)
        link.invalidate()
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        host.advance(by: 2 * host.frameDuration)
        #expect(recorder.callbacks.isEmpty)
        #expect(host.runUntilIdle(limit: 1))
    }

    @Test("remove(from:forMode:) unschedules the link, and adding it again resumes it")
    func removeAndAddAgain() {
        let host = UITestHost()
        let recorder = FrameRecorder()
        let link = scheduledLink(recorder)
        defer { link.invalidate() }
        host.runFrame()
        link.remove(from: .main, forMode: .common)
        host.advance(by: 2 * host.frameDuration)
        #expect(recorder.callbacks.count == 1)
        link.add(to: .main, forMode: .common)
        host.runFrame()
        #expect(recorder.callbacks.count == 2)
    }

    @Test("adding a link twice schedules it once")
    func addTwice() {
        let host = UITestHost()
        let recorder = FrameRecorder()
        let link = scheduledLink(recorder)
        defer { link.invalidate() }
        link.add(to: .main, forMode: .default)
        host.advance(by: 3 * host.frameDuration)
        #expect(recorder.callbacks.count == 3)
    }

    @Test("a method reference taking the link receives that link")
    func methodWithLink() {
        let host = UITestHost()
        let recorder = FrameRecorder()
        let link = scheduledLink(recorder)
        defer { link.invalidate() }
        host.runFrame()
        #expect(recorder.callbacks.first?.link === link)
    }

    @Test("a method reference without arguments is called each frame too")
    func methodWithoutLink() {
        let host = UITestHost()
        let recorder = FrameRecorder()
        let link = CADisplayLink(target: recorder, selector: FrameRecorder.tick)
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        host.advance(by: 4 * host.frameDuration)
        #expect(recorder.plainTicks == 4)
    }

    @Test("a callback can invalidate its own link")
    func invalidateFromCallback() {
        let host = UITestHost()
        let stopper = SelfStoppingTarget()
        let link = CADisplayLink(target: stopper, selector: SelfStoppingTarget.step(_:))
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        host.advance(by: 5 * host.frameDuration)
        #expect(stopper.calls == 2)
    }
}

/// Invalidates its link on the second callback.
@MainActor
final class SelfStoppingTarget {
    var calls = 0

    func step(_ link: CADisplayLink) {
        calls += 1
        if calls == 2 { link.invalidate() }
    }
}
