import Testing
import XCTest

/// Reports a failed expectation from `UIKitTesting` to whichever test
/// framework runs the caller: an issue in Swift Testing, `XCTFail` in XCTest.
enum TestFailure {
    /// Where a failing call was made, for both frameworks (nil for property
    /// reads, which cannot take the caller's location).
    struct CallSite {
        let filePath: StaticString
        let line: UInt
        let sourceLocation: SourceLocation
    }

    static func record(_ message: String, at site: CallSite?) {
        if Test.current != nil {
            if let site {
                Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
            } else {
                Issue.record(Comment(rawValue: message))
            }
        } else if let site {
            XCTFail(message, file: site.filePath, line: site.line)
        } else {
            XCTFail(message)
        }
    }
}
