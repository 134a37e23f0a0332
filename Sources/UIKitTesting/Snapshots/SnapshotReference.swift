import Foundation

/// Where a snapshot's reference and its failure artifacts live.
///
/// References sit beside the test file: `<test dir>/__Snapshots__/<TestFile>/<name>.png`
/// (`.txt` for text snapshots). On a mismatch the actual snapshot (and, for
/// images, a diff) are written to the same relative path under
/// `<package>/.build/snapshot-failures/`.
public struct SnapshotReference: Sendable {
    /// Set to `1` to (re-)record every reference instead of comparing.
    public static let recordEnvironmentVariable = "KUMIKI_RECORD_SNAPSHOTS"

    public let referenceURL: URL
    public let actualURL: URL
    public let diffURL: URL

    public init(name: String, testFilePath: String, pathExtension: String = "png") {
        let testFile = URL(fileURLWithPath: testFilePath)
        let testName = testFile.deletingPathExtension().lastPathComponent
        referenceURL = testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testName)
            .appendingPathComponent("\(name).\(pathExtension)")
        let root = Self.packageRoot(containing: testFile) ?? testFile.deletingLastPathComponent()
        let relative = referenceURL.path.hasPrefix(root.path + "/")
            ? String(referenceURL.path.dropFirst(root.path.count + 1))
            : referenceURL.lastPathComponent
        let failureBase = root.appendingPathComponent(".build/snapshot-failures")
            .appendingPathComponent(relative).deletingPathExtension()
        actualURL = failureBase.appendingPathExtension("actual.\(pathExtension)")
        diffURL = failureBase.appendingPathExtension("diff.png")
    }

    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment[recordEnvironmentVariable] == "1"
    }

    /// The nearest folder above `file` that holds a Package.swift.
    static func packageRoot(containing file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
