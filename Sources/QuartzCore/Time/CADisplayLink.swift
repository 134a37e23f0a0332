import Foundation

/// Calls its target once per frame of the main loop, before animations are
/// sampled. As on iOS the display link holds its target strongly until
/// `invalidate()`.
///
/// Porting: `CADisplayLink(target: self, selector: #selector(step(_:)))` becomes
/// `CADisplayLink(target: self, selector: Controller.step(_:))` — an unbound method
/// reference instead of a selector.
@preconcurrency @MainActor
public final class CADisplayLink: NSObject {
    /// Holds the target; `invalidate()` drops it.
    private var fire: ((CADisplayLink) -> Void)?
    private var isScheduled = false
    /// The app whose main loop the link is scheduled on.
    private weak var context: CoreAnimationContext?
    private var lastFireTime: CFTimeInterval?
    /// Frames shown since the last callback (for `frameInterval`).
    private var framesSinceFire = 0

    /// The time of the frame that the last callback belongs to (seconds, media time).
    public private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame is due to be shown.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// Seconds between frames of the display.
    public private(set) var duration: CFTimeInterval = 0
    /// Frames per second wanted; 0 means the display's rate.
    public var preferredFramesPerSecond = 0
    /// The rates the app would like (iOS 15). A `preferred` rate, else a
    /// non-zero `maximum`, replaces `preferredFramesPerSecond`; the default
    /// range (all zero) leaves it in charge.
    public var preferredFrameRateRange = CAFrameRateRange.default
    /// Deprecated since iOS 10, still in old code: the number of display frames
    /// per callback (1 calls every frame, 2 every other frame). Values below 1
    /// are undefined on iOS; Kumiki treats them as 1. When it is above 1 it
    /// decides the rhythm and the preferred rates are not consulted.
    public var frameInterval = 1
    /// A paused link stays scheduled but is not called.
    public var isPaused = false

    public init<Target: AnyObject>(target: Target, selector action: @escaping (Target) -> (CADisplayLink) -> Void) {
        fire = { link in action(target)(link) }
    }

    public init<Target: AnyObject>(target: Target, selector action: @escaping (Target) -> () -> Void) {
        fire = { _ in action(target)() }
    }

    /// Schedules the link on the running app's main loop (Kumiki has one loop
    /// per app; the run loop and mode are accepted for source compatibility).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isScheduled, fire != nil else { return }  // an invalidated link stays off
        isScheduled = true
        let context = CoreAnimationContext.current
        self.context = context
        context.displayLinks.append(self)
    }

    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        unschedule()
    }

    /// Unschedules the link and releases its target.
    public func invalidate() {
        unschedule()
        fire = nil
    }

    private func unschedule() {
        isScheduled = false
        context?.displayLinks.removeAll { $0 === self }
        context = nil
    }

    /// Calls every link scheduled on `context` that is unpaused and whose preferred
    /// rate is due for the frame at `timestamp`, `frameDuration` seconds long. The
    /// main loop calls this once per turn.
    package static func fireScheduledLinks(in context: CoreAnimationContext, timestamp: CFTimeInterval,
                                           frameDuration: CFTimeInterval) {
        for link in context.displayLinks where !link.isPaused && link.isScheduled {
            link.framesSinceFire += 1
            if link.frameInterval > 1 {
                if link.lastFireTime != nil, link.framesSinceFire < link.frameInterval { continue }
            } else {
                let rate = link.wantedFramesPerSecond
                let interval = rate > 0 ? 1 / rate : frameDuration
                // Half a frame of slack so that 30 fps on a 60 Hz display fires every other frame.
                if let last = link.lastFireTime, timestamp - last < interval - frameDuration / 2 { continue }
            }
            link.framesSinceFire = 0
            link.lastFireTime = timestamp
            link.timestamp = timestamp
            link.duration = frameDuration
            link.targetTimestamp = timestamp + frameDuration
            link.fire?(link)
        }
    }

    /// The rate asked for, frames per second; 0 for the display's.
    private var wantedFramesPerSecond: Double {
        let range = preferredFrameRateRange
        if let preferred = range.preferred, preferred > 0 { return Double(preferred) }
        if range.maximum > 0 { return Double(range.maximum) }
        return Double(max(preferredFramesPerSecond, 0))
    }

    /// Whether any link of `context` would fire (the main loop is not idle while
    /// one is scheduled).
    package static func hasActiveLinks(in context: CoreAnimationContext) -> Bool {
        context.displayLinks.contains { !$0.isPaused }
    }
}
