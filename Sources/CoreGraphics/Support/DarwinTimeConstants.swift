import Foundation

/// Darwin's time constants, which glibc lacks; Apple code uses them with
/// `DispatchTime` (`.now() + .nanoseconds(Int(0.2 * Double(NSEC_PER_SEC)))`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000
