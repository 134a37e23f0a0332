@testable import QuartzCore
import Testing

/// A curve beginning at parent time 10 with one-second cycles unless changed.
private func curve(beginTime: Double = 10, duration: Double = 1, speed: Double = 1, timeOffset: Double = 0,
                   repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
                   fillMode: CAMediaTimingFillMode = .removed) -> MediaTimingCurve {
    MediaTimingCurve(beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
                     repeatCount: repeatCount, repeatDuration: repeatDuration, autoreverses: autoreverses,
                     fillMode: fillMode)
}

/// The fraction of an active or filling phase (nil when inactive).
private func fraction(_ phase: MediaTimingCurve.Phase) -> Double? {
    switch phase {
    case .inactive: nil
    case .active(let fraction, _), .filling(let fraction, _): fraction
    }
}

/// One fill mode with what it shows before the begin time and after the end.
struct FillCase: Sendable, CustomTestStringConvertible {
    var mode: CAMediaTimingFillMode
    var before: MediaTimingCurve.Phase
    var after: MediaTimingCurve.Phase
    var testDescription: String { mode.rawValue }
}

@MainActor
@Suite("MediaTimingCurve")
struct MediaTimingCurveTests {
    @Test("local time is (t − beginTime)·speed + timeOffset")
    func localTime() {
        let c = curve(beginTime: 10, speed: 2, timeOffset: 0.25)
        #expect(c.localTime(at: 10) == 0.25)
        #expect(c.localTime(at: 10.5) == (10.5 - 10) * 2 + 0.25)
        #expect(c.localTime(at: 9) == (9 - 10) * 2 + 0.25)
    }

    @Test("nothing happens before beginTime; from it the fraction runs 0 → 1 over the duration")
    func beginTime() {
        let c = curve(beginTime: 10, duration: 2)
        #expect(c.phase(at: 9.999) == .inactive)
        #expect(c.phase(at: 10) == .active(fraction: 0, iteration: 0))
        #expect(c.phase(at: 10.5) == .active(fraction: 0.5 / 2, iteration: 0))
        #expect(c.phase(at: 11.5) == .active(fraction: 1.5 / 2, iteration: 0))
        #expect(c.endTime == 12)
        #expect(c.phase(at: 12) == .inactive)
    }

    @Test("speed 2 runs the cycle in half the parent time")
    func doubleSpeed() {
        let c = curve(beginTime: 10, duration: 1, speed: 2)
        // Local time (t − 10)·2: a quarter second of parent time is half the cycle.
        #expect(c.phase(at: 10.25) == .active(fraction: 0.5, iteration: 0))
        #expect(c.endTime == 10 + 1.0 / 2)
        #expect(c.phase(at: 10.5) == .inactive)
    }

    @Test("speed 0 freezes the animation at timeOffset and never ends it")
    func zeroSpeedFreezes() {
        let c = curve(beginTime: 10, duration: 2, speed: 0, timeOffset: 0.5)
        for t in [10.0, 11, 50, 1_000] {
            #expect(c.phase(at: t) == .active(fraction: 0.5 / 2, iteration: 0), "t = \(t)")
        }
        #expect(c.endTime == .infinity)
    }

    @Test("timeOffset starts the animation partway through its cycle")
    func timeOffset() {
        let c = curve(beginTime: 10, duration: 2, timeOffset: 0.5)
        #expect(c.phase(at: 10) == .active(fraction: 0.5 / 2, iteration: 0))
        #expect(c.phase(at: 11) == .active(fraction: 1.5 / 2, iteration: 0))
    }

    @Test("repeatCount 2.5 runs two whole cycles and half of a third")
    func fractionalRepeatCount() {
        let c = curve(beginTime: 10, duration: 1, repeatCount: 2.5, fillMode: .forwards)
        #expect(c.activeDuration == 2.5 * 1)
        #expect(c.endTime == 12.5)
        #expect(c.phase(at: 10.25) == .active(fraction: 0.25, iteration: 0))
        #expect(c.phase(at: 11) == .active(fraction: 0, iteration: 1))
        #expect(c.phase(at: 11.25) == .active(fraction: 0.25, iteration: 1))
        #expect(c.phase(at: 12.25) == .active(fraction: 0.25, iteration: 2))
        // Filling forwards holds the point where it stopped: half of the third cycle.
        #expect(c.phase(at: 12.5) == .filling(fraction: 0.5, iteration: 2))
        #expect(c.phase(at: 99) == .filling(fraction: 0.5, iteration: 2))
    }

    @Test("repeatCount 0 means one cycle, and infinity never ends")
    func repeatCountDefaultsAndInfinity() {
        #expect(curve(repeatCount: 0).activeDuration == 1)
        let forever = curve(beginTime: 10, duration: 1, repeatCount: .infinity)
        #expect(forever.endTime == .infinity)
        #expect(forever.phase(at: 10 + 1_000.25) == .active(fraction: 0.25, iteration: 1_000))
    }

    @Test("repeatDuration repeats for that many seconds, ending mid-cycle")
    func repeatDuration() {
        let c = curve(beginTime: 10, duration: 1, repeatDuration: 1.75, fillMode: .forwards)
        #expect(c.activeDuration == 1.75)
        #expect(c.endTime == 11.75)
        #expect(c.phase(at: 11.5) == .active(fraction: 0.5, iteration: 1))
        #expect(c.phase(at: 11.75) == .filling(fraction: 0.75, iteration: 1))
    }

    @Test("ending exactly on a cycle boundary fills with the end of the last cycle, not the start of the next")
    func wholeRepeatCountEndsAtOne() {
        let c = curve(beginTime: 10, duration: 1, repeatCount: 2, fillMode: .forwards)
        #expect(c.phase(at: 12) == .filling(fraction: 1, iteration: 1))
    }

    @Test("autoreverses plays each cycle forward then backward: 0 → 1 → 0 over twice the duration")
    func autoreverses() {
        let c = curve(beginTime: 10, duration: 1, autoreverses: true, fillMode: .forwards)
        #expect(c.cycleDuration == 2 * 1)
        #expect(c.endTime == 12)
        let samples: [(Double, Double)] = [(10, 0), (10.25, 0.25), (10.5, 0.5), (11, 1), (11.25, 0.75), (11.75, 0.25)]
        for (t, expected) in samples {
            #expect(c.phase(at: t) == .active(fraction: expected, iteration: 0), "t = \(t)")
        }
        #expect(c.phase(at: 12) == .filling(fraction: 0, iteration: 0))
    }

    @Test("autoreversing repeats count forward-and-back cycles")
    func autoreversingRepeats() {
        let c = curve(beginTime: 10, duration: 1, repeatCount: 2, autoreverses: true)
        #expect(c.endTime == 10 + 2 * 2)
        #expect(c.phase(at: 12.25) == .active(fraction: 0.25, iteration: 1))
        #expect(c.phase(at: 13.25) == .active(fraction: 0.75, iteration: 1))
    }

    nonisolated static let fillCases: [FillCase] = [
        FillCase(mode: .removed, before: .inactive, after: .inactive),
        FillCase(mode: .forwards, before: .inactive, after: .filling(fraction: 1, iteration: 0)),
        FillCase(mode: .backwards, before: .active(fraction: 0, iteration: 0), after: .inactive),
        FillCase(mode: .both, before: .active(fraction: 0, iteration: 0), after: .filling(fraction: 1, iteration: 0)),
    ]

    @Test("fill modes extend the first value backwards and the last forwards", arguments: fillCases)
    func fillModes(fill: FillCase) {
        let c = curve(beginTime: 10, duration: 1, fillMode: fill.mode)
        #expect(c.phase(at: 9) == fill.before)
        #expect(c.phase(at: 10.5) == .active(fraction: 0.5, iteration: 0))
        #expect(c.phase(at: 11) == fill.after)
        #expect(c.phase(at: 30) == fill.after)
    }

    @Test("endTime is beginTime + activeDuration / speed")
    func endTime() {
        let c = curve(beginTime: 10, duration: 1.5, speed: 0.5, repeatCount: 2)
        #expect(c.endTime == 10 + 2 * 1.5 / 0.5)
        #expect(fraction(c.phase(at: c.endTime - 0.001)) != nil)
        #expect(c.phase(at: c.endTime) == .inactive)
        #expect(curve(speed: -1).endTime == .infinity)
    }

    @Test("a zero-length curve jumps straight to its end value, shown only when filling forwards")
    func zeroDuration() {
        #expect(curve(beginTime: 10, duration: 0, fillMode: .forwards).phase(at: 10) == .filling(fraction: 1, iteration: 0))
        #expect(curve(beginTime: 10, duration: 0, fillMode: .forwards).phase(at: 9) == .inactive)
        #expect(curve(beginTime: 10, duration: 0, fillMode: .removed).phase(at: 10) == .inactive)
    }

    @Test("an animation's curve fills in Core Animation's defaults: duration 0 → 0.25 s")
    func animationDefaults() {
        let animation = CABasicAnimation(keyPath: "opacity")
        let c = animation.timingCurve(resolvedBeginTime: 10)
        #expect(CAAnimation.defaultDuration == 0.25)
        #expect(c == curve(beginTime: 10, duration: 0.25, speed: 1, timeOffset: 0, repeatCount: 0, repeatDuration: 0,
                           autoreverses: false, fillMode: .removed))
        animation.duration = 2
        animation.speed = 0.5
        animation.repeatCount = 1.5
        animation.autoreverses = true
        animation.fillMode = .both
        #expect(animation.timingCurve(resolvedBeginTime: 3)
            == curve(beginTime: 3, duration: 2, speed: 0.5, repeatCount: 1.5, autoreverses: true, fillMode: .both))
    }
}
