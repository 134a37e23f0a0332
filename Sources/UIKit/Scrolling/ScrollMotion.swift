import Foundation

/// What moves a scroll view's content along one axis after the finger lifts
/// or code asks for an animated scroll, as a pure function of time.
///
/// - Momentum (`ScrollDeceleration`) that, with bouncing on, turns into a
///   `BounceSpring` from the edge it crosses, with the velocity it has there;
///   without bouncing it stops at the edge.
/// - A spring onto a rest point (`BounceSpring`): back from a rubber-banded
///   release, or onto a page.
/// - A timed ease (programmatic scrolls): `duration` seconds, ease-in-out.
///
/// Offsets are in points, times in seconds since the motion began.
struct ScrollAxisMotion: Equatable {
    enum Phase: Equatable {
        case decelerating(ScrollDeceleration)
        /// Springing onto `rest`.
        case spring(BounceSpring, rest: CGFloat)
        case eased(from: CGFloat, to: CGFloat, duration: CGFloat)
        case resting(at: CGFloat)
    }

    /// Core Animation's ease-in-ease-out curve, for programmatic scrolls.
    static let easeInEaseOut = CubicBezierTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    private(set) var phase: Phase
    /// When the current phase began (seconds since the motion began).
    private(set) var phaseStart: CGFloat = 0
    let lower: CGFloat
    let upper: CGFloat
    let bounces: Bool
    /// Within this many points of rest the motion is over (half a pixel).
    let tolerance: CGFloat

    /// Momentum from `start` at `velocity` (points per second) at `rate`,
    /// between `lower` and `upper`. A start outside the range springs back
    /// into it instead (when bouncing), carrying the velocity.
    init(start: CGFloat, velocity: CGFloat, rate: CGFloat, lower: CGFloat, upper: CGFloat, bounces: Bool,
         tolerance: CGFloat) {
        self.lower = lower
        self.upper = upper
        self.bounces = bounces
        self.tolerance = tolerance
        if start < lower || start > upper {
            let edge = start < lower ? lower : upper
            phase = bounces ? .spring(BounceSpring(start: start - edge, velocity: velocity), rest: edge) : .resting(at: edge)
        } else {
            phase = velocity == 0 ? .resting(at: start)
                : .decelerating(ScrollDeceleration(start: start, velocity: velocity, rate: rate))
        }
    }

    /// A spring from `start` onto `rest` with `velocity` (paging).
    init(springFrom start: CGFloat, to rest: CGFloat, velocity: CGFloat, tolerance: CGFloat) {
        lower = rest
        upper = rest
        bounces = true
        self.tolerance = tolerance
        phase = start == rest && velocity == 0 ? .resting(at: rest)
            : .spring(BounceSpring(start: start - rest, velocity: velocity), rest: rest)
    }

    /// An eased move from `start` to `end` over `duration` seconds.
    init(easeFrom start: CGFloat, to end: CGFloat, duration: CGFloat) {
        lower = min(start, end)
        upper = max(start, end)
        bounces = false
        tolerance = 0
        phase = start == end ? .resting(at: end) : .eased(from: start, to: end, duration: duration)
    }

    /// Whether the motion has come to rest by time `t`.
    func isFinished(at t: CGFloat) -> Bool {
        var copy = self
        return copy.advance(to: t).finished
    }

    /// The offset at time `t` (not before the last call's), and whether the
    /// motion is over; moves on to the next phase where one ends.
    mutating func advance(to t: CGFloat) -> (offset: CGFloat, finished: Bool) {
        while true {
            let local = max(0, t - phaseStart)
            switch phase {
            case .resting(let rest):
                return (rest, true)
            case .eased(let from, let to, let duration):
                guard local < duration else {
                    phase = .resting(at: to)
                    continue
                }
                let progress = CGFloat(ScrollAxisMotion.easeInEaseOut.progress(at: Double(local / duration)))
                return (from + (to - from) * progress, false)
            case .spring(let spring, let rest):
                guard local < spring.settlingDuration(within: tolerance) else {
                    phase = .resting(at: rest)
                    continue
                }
                return (rest + spring.displacement(at: local), false)
            case .decelerating(let deceleration):
                let offset = deceleration.offset(at: local)
                if offset < lower || offset > upper {
                    let edge = offset < lower ? lower : upper
                    guard bounces, let crossing = Self.time(of: deceleration, reaching: edge) else {
                        phase = .resting(at: edge)
                        continue
                    }
                    phase = .spring(BounceSpring(start: 0, velocity: deceleration.velocity(at: crossing)), rest: edge)
                    phaseStart += crossing
                    continue
                }
                guard local < deceleration.duration(within: tolerance) else {
                    phase = .resting(at: min(max(deceleration.restingOffset, lower), upper))
                    continue
                }
                return (offset, false)
            }
        }
    }

    /// When momentum reaches `edge`: d^(1000·t) = 1 + (edge − x₀) · 1000 · ln d / v₀.
    static func time(of deceleration: ScrollDeceleration, reaching edge: CGFloat) -> CGFloat? {
        let exponent = 1000 * log(deceleration.rate)
        let power = 1 + (edge - deceleration.start) * exponent / deceleration.velocity
        guard power > 0, power <= 1 else { return nil }
        return log(power) / exponent
    }
}

/// Both axes of a scroll view's motion, and what started it.
struct ScrollMotion {
    enum Kind {
        /// After a drag: the delegate hears the deceleration end.
        case deceleration
        /// `setContentOffset(_:animated:)` and friends: the delegate hears the
        /// scrolling animation end.
        case animation
        /// Back into range after a tap caught the content past an edge.
        case settle
        /// The content following a refresh control: the delegate hears only
        /// the scrolling.
        case quiet
    }

    let kind: Kind
    var x: ScrollAxisMotion
    var y: ScrollAxisMotion
    /// Media time the motion began.
    let startTime: CFTimeInterval

    /// The offset at media time `time`, and whether both axes are at rest.
    mutating func advance(to time: CFTimeInterval) -> (offset: CGPoint, finished: Bool) {
        let t = CGFloat(time - startTime)
        let (x, xDone) = self.x.advance(to: t)
        let (y, yDone) = self.y.advance(to: t)
        return (CGPoint(x: x, y: y), xDone && yDone)
    }
}
