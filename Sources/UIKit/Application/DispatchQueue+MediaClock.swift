import Dispatch
import Foundation

/// `DispatchQueue.main.asyncAfter` on the running app's media clock.
///
/// App code follows scrolls and animations with delayed main-queue work
/// ("snap 0.2 s after the drag ends"). Kumiki runs that work on the app's
/// media clock, in the main loop's timer step: in a window it fires after the
/// same real delay, and under `UITestHost` it fires when virtual time reaches
/// it (`advance(by:)`), so tests never wait on the wall clock. Work for other
/// queues, or scheduled off the main thread, goes to Dispatch as usual.
///
/// Swift picks this method over Dispatch's for calls that use none of
/// Dispatch's other arguments (`qos:`, `flags:`), which is how UIKit code
/// writes them; calls that pass them go to Dispatch unchanged.
extension DispatchQueue {
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMainQueueOnMainActor else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        MainActor.assumeIsolated {
            let delay = Double(Int64(deadline.uptimeNanoseconds) - Int64(DispatchTime.now().uptimeNanoseconds)) / 1e9
            scheduleOnMediaClock(after: delay, work)
        }
    }

    public func asyncAfter(wallDeadline: DispatchWallTime,
                           execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMainQueueOnMainActor else {
            asyncAfter(wallDeadline: wallDeadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        MainActor.assumeIsolated {
            let delay = Double(Int64(bitPattern: wallDeadline.rawValue) - Int64(bitPattern: DispatchWallTime.now().rawValue))
            scheduleOnMediaClock(after: delay / 1e9, work)
        }
    }
}

extension DispatchQueue {
    /// Marks the main queue, so that code can tell it apart (Linux's Dispatch
    /// hands out a new `DispatchQueue.main` object each time) and tell
    /// whether it is running on it (after `dispatch_main` the main queue runs
    /// on a worker thread, not the process's main thread).
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether this is the main queue and the caller runs on the main actor
    /// (the main thread, or a main-queue block).
    fileprivate var isMainQueueOnMainActor: Bool {
        let key = Self.mainQueueKey
        guard getSpecific(key: key) == true else { return false }
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}

/// Schedules `work` `delay` seconds from now (at once for a past deadline)
/// on the running app's timers.
@MainActor
private func scheduleOnMediaClock(after delay: Double, _ work: @escaping @Sendable () -> Void) {
    let seconds = delay.isFinite ? max(0, delay) : .greatestFiniteMagnitude
    _ = UIApplication.shared.timers.schedule(after: seconds) { work() }
}
