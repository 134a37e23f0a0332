/// How an animation's effect extends outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Core Animation's timing model: every animation maps its parent's time to a
/// progress through its own duration.
public protocol CAMediaTiming: AnyObject {
    /// Seconds in the parent's time; 0 for an animation means "when added".
    var beginTime: CFTimeInterval { get set }
    /// Seconds of one cycle.
    var duration: CFTimeInterval { get set }
    /// Parent seconds per local second (2 runs twice as fast; 0 freezes).
    var speed: Float { get set }
    /// Seconds added to local time.
    var timeOffset: CFTimeInterval { get set }
    /// Cycles to run (fractions allowed; `.infinity` forever); 0 means 1.
    var repeatCount: Float { get set }
    /// Seconds to repeat for, instead of a count; 0 means unused.
    var repeatDuration: CFTimeInterval { get set }
    /// Plays each cycle forward, then backward.
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The pure arithmetic of `CAMediaTiming`, for one animation.
struct MediaTimingCurve: Equatable {
    var beginTime: Double
    var duration: Double
    var speed: Double
    var timeOffset: Double
    var repeatCount: Double
    var repeatDuration: Double
    var autoreverses: Bool
    var fillMode: CAMediaTimingFillMode

    enum Phase: Equatable {
        /// Before `beginTime` (or after the end) with no fill: no effect.
        case inactive
        /// In effect: `fraction` through the current cycle (0…1, reversed while
        /// autoreversing), `iteration` completed cycles.
        case active(fraction: Double, iteration: Int)
        /// Past the end, filling forwards at the final fraction.
        case filling(fraction: Double, iteration: Int)
    }

    /// One cycle, doubled when autoreversing.
    var cycleDuration: Double { duration * (autoreverses ? 2 : 1) }

    /// Local seconds the animation is active for.
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount.isInfinite { return .infinity }
        return cycleDuration * max(1, repeatCount)
    }

    /// Local (active) time at parent time `t`.
    func localTime(at t: Double) -> Double {
        (t - beginTime) * speed + timeOffset
    }

    /// Parent time at which the active period ends (infinite when it never does
    /// or when speed is 0).
    var endTime: Double {
        guard speed > 0, activeDuration.isFinite else { return .infinity }
        return beginTime + (activeDuration - timeOffset) / speed
    }

    func phase(at t: Double) -> Phase {
        guard duration > 0 else {
            return localTime(at: t) >= 0 && fills(.forwards) ? .filling(fraction: 1, iteration: 0) : .inactive
        }
        let local = localTime(at: t)
        if local < 0 {
            return fills(.backwards) ? .active(fraction: 0, iteration: 0) : .inactive
        }
        if local >= activeDuration {
            guard fills(.forwards) else { return .inactive }
            let (fraction, iteration) = position(at: activeDuration, atEnd: true)
            return .filling(fraction: fraction, iteration: iteration)
        }
        let (fraction, iteration) = position(at: local, atEnd: false)
        return .active(fraction: fraction, iteration: iteration)
    }

    /// Cycle fraction and completed cycles at local time `local`. At an exact
    /// cycle boundary at the end, the end of the last cycle is used.
    private func position(at local: Double, atEnd: Bool) -> (Double, Int) {
        var cycles = local / cycleDuration
        var iteration = Int(cycles.rounded(.down))
        if atEnd && cycles == cycles.rounded(.down) && cycles > 0 {
            iteration -= 1
            cycles = Double(iteration) + 1
        }
        let within = (cycles - Double(iteration)) * cycleDuration
        var fraction = within / duration
        if autoreverses && fraction > 1 { fraction = 2 - fraction }
        return (min(1, max(0, fraction)), iteration)
    }

    private func fills(_ mode: CAMediaTimingFillMode) -> Bool {
        fillMode == .both || fillMode == mode
    }
}
