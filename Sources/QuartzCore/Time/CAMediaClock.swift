import Foundation
import Synchronization

/// Core Animation's time base, in seconds.
public typealias CFTimeInterval = Double

/// One app's media clock: the system's monotonic clock in a window, virtual
/// time that moves only when told to in tests. Safe to read from any thread.
package final class MediaClock: Sendable {
    private enum Mode {
        case monotonic(offset: Double)
        case virtual(now: Double)
    }

    private let mode = Mutex<Mode>(.monotonic(offset: 0))

    package init() {}

    /// The current media time in seconds.
    package var now: CFTimeInterval {
        mode.withLock { mode in
            switch mode {
            case .monotonic(let offset): MediaClock.monotonicSeconds() + offset
            case .virtual(let now): now
            }
        }
    }

    package var isVirtual: Bool {
        mode.withLock { if case .virtual = $0 { true } else { false } }
    }

    package func useVirtualTime(startingAt time: CFTimeInterval) {
        mode.withLock { $0 = .virtual(now: time) }
    }

    package func useMonotonicTime() {
        let current = now
        mode.withLock { $0 = .monotonic(offset: current - MediaClock.monotonicSeconds()) }
    }

    package func advance(by seconds: CFTimeInterval) {
        precondition(seconds >= 0, "CAMediaClock cannot run backwards (advance by \(seconds) s)")
        mode.withLock { mode in
            guard case .virtual(let now) = mode else {
                preconditionFailure("CAMediaClock.advance(by:) needs virtual time; call useVirtualTime(startingAt:) first")
            }
            mode = .virtual(now: now + seconds)
        }
    }

    private static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}

/// The clock Kumiki's UI code reads: the running app's media clock. By default
/// it is the system's monotonic clock; a host switches its app's clock to
/// virtual time (tests) and advances it frame by frame.
///
/// Kumiki addition: Apple platforms have no equivalent because the system owns the
/// clock. Framework code never reads the wall clock; it reads `CACurrentMediaTime()`.
public enum CAMediaClock {
    private static var clock: MediaClock { CoreAnimationContext.current.clock }

    /// The current media time in seconds.
    public static var now: CFTimeInterval { clock.now }

    /// Freezes the clock at `time` (seconds); it moves only through `advance(by:)`.
    public static func useVirtualTime(startingAt time: CFTimeInterval) {
        clock.useVirtualTime(startingAt: time)
    }

    /// Returns to the system's monotonic clock, continuing from the current time so
    /// that time never runs backwards.
    public static func useMonotonicTime() {
        clock.useMonotonicTime()
    }

    /// Whether the clock is virtual.
    public static var isVirtual: Bool { clock.isVirtual }

    /// Moves virtual time forward by `seconds` (≥ 0). Stops when the clock is not
    /// virtual: a real clock cannot be advanced.
    public static func advance(by seconds: CFTimeInterval) {
        clock.advance(by: seconds)
    }
}

/// The current media time in seconds, from the running app's clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    CAMediaClock.now
}
