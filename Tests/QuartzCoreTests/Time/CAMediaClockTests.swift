import QuartzCore
import Testing
import TestSupport

/// Runs `body`, then puts the global media clock back the way it was: virtual
/// time at the time it showed, or the monotonic clock reading what it would have
/// read had the test never touched it (the time it showed plus the time the test
/// took, measured on the same system monotonic clock).
private func withMediaClockRestored(_ body: () throws -> Void) rethrows {
    let wasVirtual = CAMediaClock.isVirtual
    let before = CAMediaClock.now
    let started = SuspendingClock.now
    defer {
        if wasVirtual {
            CAMediaClock.useVirtualTime(startingAt: before)
        } else {
            let elapsed = started.duration(to: SuspendingClock.now).components
            let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
            CAMediaClock.useVirtualTime(startingAt: before + seconds)
            CAMediaClock.useMonotonicTime()
        }
    }
    try body()
}

/// The media clock is global: every test that touches it lives in this one
/// serialized suite and restores it when done.
@MainActor
@Suite("CAMediaClock", .serialized)
struct CAMediaClockTests {
    @Test("virtual time stands still until it is advanced")
    func virtualTimeIsFrozen() {
        withMediaClockRestored {
            CAMediaClock.useVirtualTime(startingAt: 100)
            #expect(CAMediaClock.isVirtual)
            #expect(CAMediaClock.now == 100)
            #expect(CAMediaClock.now == 100)
        }
    }

    @Test("advance(by:) moves virtual time forward by exactly the amount")
    func advanceIsExact() {
        withMediaClockRestored {
            CAMediaClock.useVirtualTime(startingAt: 100)
            CAMediaClock.advance(by: 0.5)
            #expect(CAMediaClock.now == 100 + 0.5)
            CAMediaClock.advance(by: 0.25)
            #expect(CAMediaClock.now == 100 + 0.5 + 0.25)
            CAMediaClock.advance(by: 0)
            #expect(CAMediaClock.now == 100.75)
        }
    }

    @Test("useVirtualTime(startingAt:) sets the time it names, even an earlier one")
    func restartingVirtualTime() {
        withMediaClockRestored {
            CAMediaClock.useVirtualTime(startingAt: 100)
            CAMediaClock.useVirtualTime(startingAt: 10)
            #expect(CAMediaClock.now == 10)
        }
    }

    @Test("CACurrentMediaTime() reads the media clock")
    func currentMediaTimeReadsTheClock() {
        withMediaClockRestored {
            CAMediaClock.useVirtualTime(startingAt: 42)
            #expect(CACurrentMediaTime() == 42)
            CAMediaClock.advance(by: 1.5)
            #expect(CACurrentMediaTime() == 42 + 1.5)
        }
    }

    @Test("returning to monotonic time continues from the virtual time and never goes backwards")
    func monotonicTimeNeverGoesBackwards() {
        withMediaClockRestored {
            // 10⁹ s is about 31 years: later than any machine's monotonic clock, so
            // a clock that fell back to raw system time would read less.
            let virtualTime: CFTimeInterval = 1_000_000_000
            CAMediaClock.useVirtualTime(startingAt: virtualTime)
            CAMediaClock.useMonotonicTime()
            #expect(!CAMediaClock.isVirtual)
            var previous = CACurrentMediaTime()
            #expect(previous >= virtualTime)
            for _ in 0..<1000 {
                let current = CACurrentMediaTime()
                #expect(current >= previous)
                previous = current
            }
        }
    }

    @Test("advancing by a negative amount stops the process")
    func negativeAdvanceStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            CAMediaClock.useVirtualTime(startingAt: 10)
            CAMediaClock.advance(by: -1)
        }
        #expect(standardError(of: result).contains("cannot run backwards"))
    }

    @Test("advancing the monotonic clock stops the process")
    func advancingMonotonicClockStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            CAMediaClock.useMonotonicTime()
            CAMediaClock.advance(by: 1)
        }
        #expect(standardError(of: result).contains("needs virtual time"))
    }
}
