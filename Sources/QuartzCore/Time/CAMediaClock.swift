import Foundation
import Synchronization

/// Core Animation's time base, in seconds.
public typealias CFTimeInterval = Double

/// The one clock Kumiki's UI code reads. By default it is the system's monotonic
/// clock; a host switches it to virtual time (tests) and advances it frame by frame.
///
/// Kumiki addition: Apple platforms have no equivalent because the system owns the
/// clock. Framework code never reads the wall clock; it reads `CACurrentMediaTime()`.
public enum CAMediaClock {
    private enum Mode {
        case monotonic(offset: Double)
        case virtual(now: Double)
    }

    private static let mode = Mutex<Mode>(.monotonic(offset: 0))

    /// The current media time in seconds.
    public static var now: CFTimeInterval {
        mode.withLock { mode in
            switch mode {
            case .monotonic(let offset): monotonicSeconds() + offset
            case .virtual(let now): now
            }
        }
    }

    /// Freezes the clock at `time` (seconds); it moves only through `advance(by:)`.
    public static func useVirtualTime(startingAt time: CFTimeInterval) {
        mode.withLock { $0 = .virtual(now: time) }
    }

    /// Returns to the system's monotonic clock, continuing from the current time so
    /// that time never runs backwards.
    public static func useMonotonicTime() {
        let current = now
        mode.withLock { $0 = .monotonic(offset: current - monotonicSeconds()) }
    }

    /// Whether the clock is virtual.
    public static var isVirtual: Bool {
        mode.withLock { if case .virtual = $0 { true } else { false } }
    }

    /// Moves virtual time forward by `seconds` (≥ 0). Stops when the clock is not
    /// virtual: a real clock cannot be advanced.
    public static func advance(by seconds: CFTimeInterval) {
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

/// The current media time in seconds, from `CAMediaClock`.
public func CACurrentMediaTime() -> CFTimeInterval {
    CAMediaClock.now
}
