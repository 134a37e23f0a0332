import CoreGraphics
import Foundation
import Testing
import XCTest

/// Compares a snapshot of `value` taken `as` a strategy with the reference
/// `name` beside the calling test file (`<name>.png` or `<name>.txt`), and
/// records a test issue on a mismatch (writing the actual snapshot and, for
/// images, a diff; see `SnapshotReference`). A missing reference is recorded
/// and the test fails once, so that a new reference is always looked at;
/// `KUMIKI_RECORD_SNAPSHOTS=1` re-records every reference and passes. Works
/// from Swift Testing (an issue is recorded) and from XCTest (`XCTFail`).
///
/// - Parameter tolerance: for images, the largest per-channel difference
///   (0…255) still counted equal.
@MainActor
public func assertSnapshot<Value>(
    of value: Value,
    as strategy: Snapshotting<Value>,
    named name: String,
    tolerance: Int = 0,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let reference = SnapshotReference(name: name, testFilePath: "\(filePath)", pathExtension: strategy.pathExtension)
    let failure: String? = switch strategy.take(value) {
    case .image(let image): SnapshotVerifier.verify(image, against: reference, tolerance: tolerance)
    case .text(let text): SnapshotVerifier.verify(text, against: reference)
    }
    guard let failure else { return }
    if Test.current != nil {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    } else {
        XCTFail(failure, file: filePath, line: line)
    }
}

/// `assertSnapshot(of:as: .image, …)` for an image.
@MainActor
public func assertSnapshot(
    of image: CGImage,
    named name: String,
    tolerance: Int = 0,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertSnapshot(of: image, as: .image, named: name, tolerance: tolerance, filePath: filePath, line: line,
                   sourceLocation: sourceLocation)
}

/// The framework-neutral part of snapshot assertions: returns a failure message or nil.
public enum SnapshotVerifier {
    public static func verify(_ image: CGImage, against reference: SnapshotReference, tolerance: Int = 0) -> String? {
        guard let png = image.pngData() else { return "could not encode the snapshot as PNG" }
        if let recorded = record(png, at: reference) { return recorded.isEmpty ? nil : recorded }
        let referencePath = reference.referenceURL.path
        guard let data = FileManager.default.contents(atPath: referencePath), let provider = CGDataProvider(data: data),
              let expected = CGImage(pngDataProviderSource: provider, decode: nil,
                                     shouldInterpolate: false, intent: .defaultIntent) else {
            return "the reference \(referencePath) is not a readable PNG"
        }
        let comparison = SnapshotComparison(actual: image, reference: expected, tolerance: tolerance)
        guard !comparison.matches else { return nil }
        let diff = SnapshotComparison.diffImage(actual: image, reference: expected, tolerance: tolerance)
        writeFailure(png, diff: diff.pngData(), for: reference)
        let what = comparison.sizesMatch
            ? "\(comparison.differingPixels) pixels differ (largest channel difference \(comparison.largestDifference))"
            : "size \(image.width)×\(image.height) differs from the reference's \(expected.width)×\(expected.height)"
        return "snapshot '\(reference.referenceURL.lastPathComponent)' does not match: \(what). "
            + "Actual: \(reference.actualURL.path), diff: \(reference.diffURL.path)"
    }

    /// Text snapshots match exactly; a mismatch names the first line that differs.
    public static func verify(_ text: String, against reference: SnapshotReference) -> String? {
        let data = Data((text.hasSuffix("\n") ? text : text + "\n").utf8)
        if let recorded = record(data, at: reference) { return recorded.isEmpty ? nil : recorded }
        let referencePath = reference.referenceURL.path
        guard let stored = FileManager.default.contents(atPath: referencePath) else {
            return "the reference \(referencePath) cannot be read"
        }
        guard stored != data else { return nil }
        let expected = String(decoding: stored, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let actual = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let first = Array(zip(expected, actual)).firstIndex { $0 != $1 } ?? min(expected.count, actual.count)
        let lineDiff = expected.indices.contains(first) || actual.indices.contains(first)
            ? " at line \(first + 1): expected \"\(expected.indices.contains(first) ? String(expected[first]) : "")\", "
                + "got \"\(actual.indices.contains(first) ? String(actual[first]) : "")\""
            : ""
        writeFailure(data, diff: nil, for: reference)
        return "snapshot '\(reference.referenceURL.lastPathComponent)' does not match\(lineDiff). "
            + "Actual: \(reference.actualURL.path)"
    }

    /// Writes the reference when recording or when there is none: "" when it
    /// was re-recorded (a pass), a failure message when it was new, nil when
    /// the reference is to be compared.
    private static func record(_ data: Data, at reference: SnapshotReference) -> String? {
        let files = FileManager.default
        let path = reference.referenceURL.path
        let existed = files.fileExists(atPath: path)
        guard SnapshotReference.isRecording || !existed else { return nil }
        do {
            try files.createDirectory(at: reference.referenceURL.deletingLastPathComponent(),
                                      withIntermediateDirectories: true)
            try data.write(to: reference.referenceURL)
        } catch {
            return "could not write the reference \(path): \(error)"
        }
        return existed ? "" : "no reference existed; recorded \(path) — look at it, then run again"
    }

    private static func writeFailure(_ actual: Data, diff: Data?, for reference: SnapshotReference) {
        try? FileManager.default.createDirectory(at: reference.actualURL.deletingLastPathComponent(),
                                                 withIntermediateDirectories: true)
        try? actual.write(to: reference.actualURL)
        try? diff?.write(to: reference.diffURL)
    }
}
