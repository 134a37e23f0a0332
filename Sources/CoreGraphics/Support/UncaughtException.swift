import Foundation

/// Stops the process the way an uncaught Objective-C exception stops an iOS
/// app: the same console line (name and reason), then a trap. Apple's
/// frameworks raise `NSException`s for misuse; Swift on Linux cannot unwind
/// through them, so Kumiki stops at the point of misuse with UIKit's or Core
/// Animation's own message (docs/COVERAGE.md, "Misuse and its messages").
package enum UncaughtException {
    /// Writes `*** Terminating app due to uncaught exception 'name', reason:
    /// 'reason'` to standard error and stops.
    package static func raise(_ name: String, reason: String) -> Never {
        let line = "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'\n"
        FileHandle.standardError.write(Data(line.utf8))
        fatalError(reason)
    }

    /// A number as Objective-C's `%g` prints it (`nan`, `inf`, `0`, `2.5`);
    /// Apple's runtime prints every NaN as `nan`, whatever its sign bit.
    package static func format(_ value: CGFloat) -> String {
        value.isNaN ? "nan" : String(format: "%g", Double(value))
    }
}
