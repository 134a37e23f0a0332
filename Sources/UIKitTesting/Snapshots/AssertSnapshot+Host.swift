import Testing
import UIKit

/// Compares what `host` shows now with the PNG reference `name`; see
/// `assertSnapshot(of:named:tolerance:)` for images.
@MainActor
public func assertSnapshot(
    of host: UITestHost,
    named name: String,
    tolerance: Int = 0,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertSnapshot(of: host.snapshot(), named: name, tolerance: tolerance, filePath: filePath, line: line,
                   sourceLocation: sourceLocation)
}
