import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("MediaTimerQueue: one-shot timers on the media clock")
struct MediaTimerQueueTests {
    /// A queue on a clock of its own, frozen at 1,000 s (virtual time): no host
    /// and no app are involved.
    private func makeQueue() -> (MediaClock, MediaTimerQueue, CFTimeInterval) {
        let clock = MediaClock()
        clock.useVirtualTime(startingAt: 1_000)
        return (clock, MediaTimerQueue(clock: clock), 1_000)
    }

    @Test("due timers fire earliest first, whatever order they were scheduled in")
    func order() {
        let (clock, queue, now) = makeQueue()
        var fired: [String] = []
        _ = queue.schedule(after: 0.3) { fired.append("0.3") }
        _ = queue.schedule(after: 0.1) { fired.append("0.1") }
        _ = queue.schedule(after: 0.2) { fired.append("0.2") }
        queue.fireDue(now: now + 0.5)
        #expect(fired == ["0.1", "0.2", "0.3"])
        #expect(queue.isEmpty)
        withExtendedLifetime(clock) {}
    }

    @Test("timers due at the same time fire in the order they were scheduled")
    func ties() {
        let (clock, queue, now) = makeQueue()
        var fired: [String] = []
        _ = queue.schedule(after: 0.1) { fired.append("first") }
        _ = queue.schedule(after: 0.1) { fired.append("second") }
        _ = queue.schedule(after: 0.1) { fired.append("third") }
        queue.fireDue(now: now + 0.1)
        #expect(fired == ["first", "second", "third"])
        withExtendedLifetime(clock) {}
    }

    @Test("only timers due at or before now fire; the others wait")
    func fireDue() {
        let (clock, queue, now) = makeQueue()
        var fired: [String] = []
        _ = queue.schedule(after: 0.1) { fired.append("0.1") }
        _ = queue.schedule(after: 0.5) { fired.append("0.5") }
        queue.fireDue(now: now + 0.1)
        #expect(fired == ["0.1"])
        #expect(!queue.isEmpty)
        queue.fireDue(now: now + 0.49)
        #expect(fired == ["0.1"])
        queue.fireDue(now: now + 0.5)
        #expect(fired == ["0.1", "0.5"])
        withExtendedLifetime(clock) {}
    }

    @Test("a cancelled timer never fires; cancelling an unknown one does nothing")
    func cancel() {
        let (clock, queue, now) = makeQueue()
        var fired: [String] = []
        let a = queue.schedule(after: 0.1) { fired.append("a") }
        _ = queue.schedule(after: 0.2) { fired.append("b") }
        queue.cancel(a)
        queue.cancel(a)
        queue.cancel(12_345)
        queue.fireDue(now: now + 1)
        #expect(fired == ["b"])
        withExtendedLifetime(clock) {}
    }

    @Test("each schedule returns a distinct identifier")
    func identifiers() {
        let (clock, queue, _) = makeQueue()
        let ids = (0..<5).map { _ in queue.schedule(after: 1) {} }
        #expect(Set(ids).count == 5)
        withExtendedLifetime(clock) {}
    }

    @Test("a timer scheduled while firing fires in the same call when it is already due, not otherwise")
    func scheduledWhileFiring() {
        let (clock, queue, now) = makeQueue()
        var fired: [String] = []
        _ = queue.schedule(after: 0.1) {
            fired.append("outer")
            // The media clock still reads `now`: due at now, now + 0.05 and now + 1.
            _ = queue.schedule(after: 0) { fired.append("immediate") }
            _ = queue.schedule(after: 0.05) { fired.append("soon") }
            _ = queue.schedule(after: 1) { fired.append("later") }
        }
        _ = queue.schedule(after: 0.2) { fired.append("second") }
        queue.fireDue(now: now + 0.2)
        // "immediate" (now) and "soon" (now + 0.05) are earlier than "second" (now + 0.2).
        #expect(fired == ["outer", "immediate", "soon", "second"])
        #expect(!queue.isEmpty)
        queue.fireDue(now: now + 1)
        #expect(fired == ["outer", "immediate", "soon", "second", "later"])
        withExtendedLifetime(clock) {}
    }

    @Test("a timer may cancel another that is due in the same call")
    func cancelWhileFiring() {
        let (clock, queue, now) = makeQueue()
        var fired: [String] = []
        var victim = 0
        _ = queue.schedule(after: 0.1) {
            fired.append("first")
            queue.cancel(victim)
        }
        victim = queue.schedule(after: 0.2) { fired.append("victim") }
        queue.fireDue(now: now + 1)
        #expect(fired == ["first"])
        withExtendedLifetime(clock) {}
    }

    @Test("timers are measured from their clock when they are scheduled")
    func mediaClock() {
        let (clock, queue, start) = makeQueue()
        var fired: [CFTimeInterval] = []
        clock.advance(by: 1)
        _ = queue.schedule(after: 0.5) { fired.append(clock.now) }
        queue.fireDue(now: start + 1.49)
        #expect(fired.isEmpty)
        clock.advance(by: 0.5)
        queue.fireDue(now: clock.now)
        #expect(fired.count == 1)
        #expect(isClose(fired.first ?? 0, start + 1.5, tolerance: gestureTolerance))
    }
}
