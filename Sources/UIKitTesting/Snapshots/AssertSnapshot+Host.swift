import Testing
import UIKit

/// `assertSnapshot(of:as: .image, …)` for what `host` shows now.
@MainActor
public func assertSnapshot(
    of host: UITestHost,
    named name: String,
    tolerance: Int = 0,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertSnapshot(of: host, as: .image, named: name, tolerance: tolerance, filePath: filePath, line: line,
                   sourceLocation: sourceLocation)
}
