import CoreGraphics
@testable import QuartzCore

/// Virtual media time for one synchronous test, with an animation engine of its
/// own, so that what the test adds and ticks never meets another test's layers.
///
/// Times are seconds after `start`; pick binary fractions (0.25, 0.5, 1.5 …) so
/// that `start + seconds` and the animation's local time come out exact.
@MainActor
struct AnimationTimeline {
    let start: CFTimeInterval
    let engine: CAAnimationEngine

    /// Seconds since `start` on the media clock.
    var elapsed: CFTimeInterval { CACurrentMediaTime() - start }

    /// Moves the media clock forward to `start + seconds` without running a frame:
    /// presentation values are sampled there, but no animation starts or ends.
    func seek(to seconds: CFTimeInterval) {
        let target = start + seconds
        precondition(target >= CACurrentMediaTime(), "the media clock cannot run backwards")
        CAMediaClock.advance(by: target - CACurrentMediaTime())
    }

    /// Moves the media clock to `start + seconds` and ticks the engine there, as the
    /// main loop's frame at that time would (delegates, removal, completion blocks).
    func tick(at seconds: CFTimeInterval) {
        seek(to: seconds)
        engine.tick(at: CACurrentMediaTime())
    }
}

/// Runs `body` in a Core Animation context of its own (virtual media time from
/// `start`, a fresh animation engine, no open transaction), then makes the
/// context that was running before run again. Tests are synchronous, so
/// nothing else runs on the main actor meanwhile.
@MainActor
func withAnimationTimeline<Result>(startingAt start: CFTimeInterval = 1_000,
                                   _ body: (AnimationTimeline) throws -> Result) rethrows -> Result {
    let previous = CoreAnimationContext.current
    CATransaction.flush()
    let context = CoreAnimationContext()
    context.clock.useVirtualTime(startingAt: start)
    CoreAnimationContext.current = context
    defer {
        CATransaction.flush()
        CoreAnimationContext.current = previous
    }
    return try body(AnimationTimeline(start: start, engine: context.animationEngine))
}

/// Progress of the named timing function at time fraction `x` (the solver has
/// tests of its own against the Bézier closed form).
func timing(_ name: CAMediaTimingFunctionName, _ x: Double) -> Double {
    CAMediaTimingFunction(name: name).progress(at: x)
}

/// `a + (b − a)·t`, the interpolation every expected value below is built from.
func lerp(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat {
    a + (b - a) * CGFloat(t)
}

/// A layer at the origin with a size, positioned by its frame, for tests that
/// only read values back.
@MainActor
func makeTestLayer(frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    return layer
}

/// Draws `layer` once, the way a frame would, so that Core Animation treats it as
/// on screen (implicit animations need that).
@MainActor
@discardableResult
func renderOnce(_ layer: CALayer, size: CGSize = CGSize(width: 200, height: 200)) -> CGImage {
    LayerCompositor.image(of: layer, size: size, scale: 1)
}

/// The sRGB channels of a color, red, green, blue, alpha.
func channels(_ color: CGColor?) -> [CGFloat]? {
    guard let c = color?.sRGBComponents else { return nil }
    return [c.red, c.green, c.blue, c.alpha]
}

/// A delegate that logs "start <label>" and "stop <label> finished: <flag>" and,
/// on stop, the media time relative to `origin`.
@MainActor
final class AnimationEventRecorder: @preconcurrency CAAnimationDelegate {
    let label: String
    let log: EventLog
    private(set) var stopTimes: [CFTimeInterval] = []
    private let origin: CFTimeInterval

    init(_ label: String, log: EventLog, origin: CFTimeInterval = 1_000) {
        self.label = label
        self.log = log
        self.origin = origin
    }

    func animationDidStart(_ anim: CAAnimation) {
        log.entries.append("start \(label)")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.entries.append("stop \(label) finished: \(flag)")
        stopTimes.append(CACurrentMediaTime() - origin)
    }
}
