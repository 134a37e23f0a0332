import CoreGraphics
import Foundation
import Testing
import XCTest

/// Compares `image` with the PNG reference `name` beside the calling test file and
/// records a test issue on a mismatch (writing the actual image and a diff, see
/// `SnapshotReference`). A missing reference is recorded and the test fails once,
/// so that a new reference is always looked at; `KUMIKI_RECORD_SNAPSHOTS=1`
/// re-records every reference and passes. Works from Swift Testing (an issue is
/// recorded) and from XCTest (`XCTFail`).
///
/// - Parameter tolerance: largest per-channel difference (0…255) still counted equal.
public func assertSnapshot(
    of image: CGImage,
    named name: String,
    tolerance: Int = 0,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let reference = SnapshotReference(name: name, testFilePath: "\(filePath)")
    guard let failure = SnapshotVerifier.verify(image, against: reference, tolerance: tolerance) else { return }
    if Test.current != nil {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    } else {
        XCTFail(failure, file: filePath, line: line)
    }
}

/// The framework-neutral part of snapshot assertions: returns a failure message or nil.
public enum SnapshotVerifier {
    public static func verify(_ image: CGImage, against reference: SnapshotReference, tolerance: Int = 0) -> String? {
        let files = FileManager.default
        let referencePath = reference.referenceURL.path
        guard let png = image.pngData() else { return "could not encode the snapshot as PNG" }
        if SnapshotReference.isRecording || !files.fileExists(atPath: referencePath) {
            let existed = files.fileExists(atPath: referencePath)
            do {
                try files.createDirectory(at: reference.referenceURL.deletingLastPathComponent(),
                                          withIntermediateDirectories: true)
                try png.write(to: reference.referenceURL)
            } catch {
                return "could not write the reference \(referencePath): \(error)"
            }
            return existed ? nil : "no reference existed; recorded \(referencePath) — look at it, then run again"
        }
        guard let data = files.contents(atPath: referencePath), let provider = CGDataProvider(data: data),
              let expected = CGImage(pngDataProviderSource: provider, decode: nil,
                                     shouldInterpolate: false, intent: .defaultIntent) else {
            return "the reference \(referencePath) is not a readable PNG"
        }
        let comparison = SnapshotComparison(actual: image, reference: expected, tolerance: tolerance)
        guard !comparison.matches else { return nil }
        let diff = SnapshotComparison.diffImage(actual: image, reference: expected, tolerance: tolerance)
        try? files.createDirectory(at: reference.actualURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? png.write(to: reference.actualURL)
        try? diff.pngData()?.write(to: reference.diffURL)
        let what = comparison.sizesMatch
            ? "\(comparison.differingPixels) pixels differ (largest channel difference \(comparison.largestDifference))"
            : "size \(image.width)×\(image.height) differs from the reference's \(expected.width)×\(expected.height)"
        return "snapshot '\(reference.referenceURL.lastPathComponent)' does not match: \(what). "
            + "Actual: \(reference.actualURL.path), diff: \(reference.diffURL.path)"
    }
}
