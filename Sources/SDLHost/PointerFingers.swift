import UIKit

/// Turns a desktop pointer into fingers, as touch samples in screen points:
///
/// - the left button is one finger (down, every move while pressed, up);
/// - with a modifier held when the button goes down, a second finger mirrors the
///   first around the screen's center, so dragging away from the center pinches
///   out and dragging around it rotates;
/// - the wheel or a trackpad scroll is a one-finger drag at the pointer: down at
///   the first scroll event (and moved at once past the pan's starting
///   distance), moved by each event's delta, lifted when no scroll event came
///   for `wheelLiftDelay` seconds (or when the button goes down), as of the last
///   scroll, so that scroll views follow the wheel and coast after a flick.
///
/// A pure value: the host passes in positions and media times and enqueues what
/// comes out. Touch identifiers are never reused.
package struct PointerFingers: Sendable {
    /// How long the wheel may pause before its finger lifts. A scroll wheel's
    /// notches come ≤ ~50 ms apart while it turns and a trackpad sends events at
    /// its report rate (≥ 60 Hz) until momentum ends, so 0.1 s of silence means
    /// the scroll is over.
    package static let wheelLiftDelay: TimeInterval = 0.1
    /// Points the wheel's finger moves per wheel unit (one notch). Desktop
    /// toolkits scroll about three lines of text per notch (GTK and Chrome on
    /// Linux: ≈ 50 px); 40 pt is three lines of 17 pt body text at iOS's
    /// ≈ 1.3 line height. A Kumiki choice: iOS has no wheel.
    package static let pointsPerWheelUnit: CGFloat = 40

    private var nextIdentifier = 1
    /// The button's finger and, when mirrored, the second one.
    package private(set) var pressed: (primary: Int, mirrored: Int?)?
    private var pointerLocation = CGPoint.zero
    private var mirrorCenter = CGPoint.zero
    /// The wheel's finger: identifier, where it is, when the last scroll came.
    private var wheel: (identifier: Int, location: CGPoint, lastScroll: TimeInterval)?

    package init() {}

    /// Whether any finger is down.
    package var hasFingersDown: Bool { pressed != nil || wheel != nil }

    /// When the wheel's finger lifts unless another scroll comes first.
    package var wheelLiftTime: TimeInterval? { wheel.map { $0.lastScroll + Self.wheelLiftDelay } }

    /// `point` mirrored around `center`.
    package static func mirror(_ point: CGPoint, around center: CGPoint) -> CGPoint {
        CGPoint(x: 2 * center.x - point.x, y: 2 * center.y - point.y)
    }

    /// The left button went down at `location`. With `mirrored`, a second finger
    /// goes down at the mirror image around `center`. Lifts the wheel's finger first.
    package mutating func buttonDown(at location: CGPoint, mirrored: Bool, center: CGPoint,
                                     time: TimeInterval) -> [UITouchSample] {
        guard pressed == nil else { return [] }
        var samples = liftWheel(time: time)
        let primary = takeIdentifier()
        pointerLocation = location
        mirrorCenter = center
        samples.append(UITouchSample(identifier: primary, phase: .began, location: location, timestamp: time))
        var second: Int?
        if mirrored {
            let identifier = takeIdentifier()
            second = identifier
            samples.append(UITouchSample(identifier: identifier, phase: .began,
                                         location: Self.mirror(location, around: center), timestamp: time))
        }
        pressed = (primary, second)
        return samples
    }

    /// The pointer moved; fingers follow while the button is down.
    package mutating func pointerMoved(to location: CGPoint, time: TimeInterval) -> [UITouchSample] {
        guard let pressed, location != pointerLocation else { return [] }
        pointerLocation = location
        return fingerSamples(pressed, phase: .moved, time: time)
    }

    /// The left button went up at `location`: the fingers move there if needed, then lift.
    package mutating func buttonUp(at location: CGPoint, time: TimeInterval) -> [UITouchSample] {
        guard let pressed else { return [] }
        var samples = pointerMoved(to: location, time: time)
        samples += fingerSamples(pressed, phase: .ended, time: time)
        self.pressed = nil
        return samples
    }

    /// A scroll of `delta` wheel units (positive y away from the user, positive x
    /// to the right, as SDL reports them unflipped) with the pointer at
    /// `location`: content follows the wheel, so the finger moves the other way
    /// on x and with the wheel on y (wheel up = finger down = earlier content).
    /// Ignored while the button is down.
    package mutating func scroll(by delta: CGVector, at location: CGPoint, time: TimeInterval) -> [UITouchSample] {
        guard pressed == nil, delta.dx != 0 || delta.dy != 0 else { return [] }
        var samples: [UITouchSample] = []
        var finger = wheel ?? (identifier: 0, location: location, lastScroll: time)
        let step = CGVector(dx: -delta.dx * Self.pointsPerWheelUnit, dy: delta.dy * Self.pointsPerWheelUnit)
        if wheel == nil {
            finger.identifier = takeIdentifier()
            samples.append(UITouchSample(identifier: finger.identifier, phase: .began, location: location, timestamp: time))
            // First past the pan's starting distance, so that a scroll view
            // (which ignores the movement before its pan began) moves by the
            // whole first notch.
            let length = hypot(step.dx, step.dy)
            finger.location = CGPoint(x: location.x + step.dx / length * GestureThresholds.panHysteresis,
                                      y: location.y + step.dy / length * GestureThresholds.panHysteresis)
            samples.append(UITouchSample(identifier: finger.identifier, phase: .moved, location: finger.location,
                                         timestamp: time))
        }
        finger.location = CGPoint(x: finger.location.x + step.dx, y: finger.location.y + step.dy)
        finger.lastScroll = time
        samples.append(UITouchSample(identifier: finger.identifier, phase: .moved, location: finger.location,
                                     timestamp: time))
        wheel = finger
        return samples
    }

    /// Lifts the wheel's finger when it has been still for `wheelLiftDelay` at `time`.
    package mutating func liftWheelIfDue(at time: TimeInterval) -> [UITouchSample] {
        guard let lift = wheelLiftTime, time >= lift else { return [] }
        return liftWheel(time: time)
    }

    /// Cancels every finger (the window lost focus, the screen rotated).
    package mutating func cancelAll(time: TimeInterval) -> [UITouchSample] {
        var samples: [UITouchSample] = []
        if let pressed { samples += fingerSamples(pressed, phase: .cancelled, time: time) }
        if let wheel {
            samples.append(UITouchSample(identifier: wheel.identifier, phase: .cancelled, location: wheel.location,
                                         timestamp: time))
        }
        pressed = nil
        wheel = nil
        return samples
    }

    /// The wheel's finger lifts as of the last scroll: a trackpad's finger left
    /// when the scrolling stopped, and it is only known `wheelLiftDelay` later.
    /// Lifting then keeps the scrolling's speed as the release velocity, so a
    /// flick on the trackpad carries on with momentum.
    private mutating func liftWheel(time: TimeInterval) -> [UITouchSample] {
        guard let finger = wheel else { return [] }
        wheel = nil
        return [UITouchSample(identifier: finger.identifier, phase: .ended, location: finger.location,
                              timestamp: min(time, finger.lastScroll))]
    }

    private func fingerSamples(_ fingers: (primary: Int, mirrored: Int?), phase: UITouch.Phase,
                               time: TimeInterval) -> [UITouchSample] {
        var samples = [UITouchSample(identifier: fingers.primary, phase: phase, location: pointerLocation, timestamp: time)]
        if let second = fingers.mirrored {
            samples.append(UITouchSample(identifier: second, phase: phase,
                                         location: Self.mirror(pointerLocation, around: mirrorCenter), timestamp: time))
        }
        return samples
    }

    private mutating func takeIdentifier() -> Int {
        defer { nextIdentifier += 1 }
        return nextIdentifier
    }
}
