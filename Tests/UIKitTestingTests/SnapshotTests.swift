import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Snapshots: host images, comparison, references and the verifier")
struct SnapshotTests {
    // MARK: Host snapshots

    @Test("snapshot() is the device's size times its scale", arguments: [UITestDevice.iPhone15Pro, .iPhoneSE, .iPadPro11])
    func snapshotSize(_ device: UITestDevice) {
        let host = makeTestHost(device)
        let image = host.snapshot()
        #expect(image.width == Int(device.screenSize.width * device.scale))
        #expect(image.height == Int(device.screenSize.height * device.scale))
    }

    @Test("snapshot() shows a red view's pixels over the black window")
    func snapshotShowsView() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.backgroundColor = .red
        let host = makeTestHost(.iPhoneSE, showing: [view])
        let image = host.snapshot()
        // At 2×, the view covers pixels x 20…79, y 40…119.
        #expect(image.pixel(atX: 20, y: 40) == CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(atX: 79, y: 119) == CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(atX: 80, y: 60) == CGImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(atX: 50, y: 39) == CGImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test("snapshot() runs a turn first, so a change just made is in it")
    func snapshotRunsATurn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let host = makeTestHost(.iPhoneSE, showing: [view])
        view.backgroundColor = .blue
        #expect(host.snapshot().pixel(atX: 5, y: 5) == CGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test("pngData() is the snapshot as PNG")
    func pngData() throws {
        let host = makeTestHost(.iPhoneSE)
        let data = host.pngData()
        let decoded = try #require(UIImage(data: data)?.cgImage)
        // 375×667 pt at 2×.
        #expect(decoded.width == 750)
        #expect(decoded.height == 1334)
    }

    // MARK: Comparison

    @Test("identical images match: no differing pixels, largest difference 0")
    func identicalImagesMatch() {
        let image = solidImage(width: 4, height: 3, color: .red)
        let comparison = SnapshotComparison(actual: image, reference: solidImage(width: 4, height: 3, color: .red))
        #expect(comparison.matches)
        #expect(comparison.sizesMatch)
        #expect(comparison.differingPixels == 0)
        #expect(comparison.largestDifference == 0)
    }

    @Test("the comparison counts the pixels that differ")
    func countsDifferingPixels() {
        let reference = solidImage(width: 4, height: 3, color: .red)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let actual = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))  // 2 pixels
            context.fill(CGRect(x: 3, y: 2, width: 1, height: 1))  // 1 pixel
        }.cgImage!
        let comparison = SnapshotComparison(actual: actual, reference: reference)
        #expect(!comparison.matches)
        #expect(comparison.differingPixels == 3)
        // Red (255, 0, 0) against blue (0, 0, 255): 255 in red and in blue.
        #expect(comparison.largestDifference == 255)
    }

    @Test("tolerance is per channel: a difference of 3 counts under tolerance 2, not under 3")
    func tolerance() throws {
        let reference = solidImage(width: 2, height: 2, color: UIColor(red: 100 / 255, green: 0, blue: 0, alpha: 1))
        let actual = solidImage(width: 2, height: 2, color: UIColor(red: 103 / 255, green: 0, blue: 0, alpha: 1))
        try #require(reference.pixel(atX: 0, y: 0).red == 100)
        try #require(actual.pixel(atX: 0, y: 0).red == 103)
        let strict = SnapshotComparison(actual: actual, reference: reference, tolerance: 2)
        let lenient = SnapshotComparison(actual: actual, reference: reference, tolerance: 3)
        #expect(strict.differingPixels == 4)
        #expect(!strict.matches)
        #expect(lenient.differingPixels == 0)
        #expect(lenient.matches)
        #expect(lenient.largestDifference == 3)
    }

    @Test("images of different sizes never match and count every pixel of the larger as different")
    func sizeMismatch() {
        let comparison = SnapshotComparison(actual: solidImage(width: 4, height: 3, color: .red),
                                            reference: solidImage(width: 2, height: 2, color: .red))
        #expect(!comparison.sizesMatch)
        #expect(!comparison.matches)
        #expect(comparison.differingPixels == 4 * 3)
        #expect(comparison.largestDifference == 255)
    }

    @Test("the diff image paints differing pixels red over a pale copy of the reference")
    func diffImage() {
        let reference = solidImage(width: 2, height: 1, color: .black)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let actual = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            UIColor.white.setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }.cgImage!
        let diff = SnapshotComparison.diffImage(actual: actual, reference: reference)
        #expect(diff.width == 2 && diff.height == 1)
        // An equal black pixel is shown at 0.75 + 0.25 · 0 = 0.75 gray: 0.75 · 255 = 191.25 → 191.
        #expect(diff.pixel(atX: 0, y: 0) == CGImage.Pixel(red: 191, green: 191, blue: 191, alpha: 255))
        #expect(diff.pixel(atX: 1, y: 0) == CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test("the diff of images of different sizes covers the larger, red where only one has pixels")
    func diffImageOfDifferentSizes() {
        let diff = SnapshotComparison.diffImage(actual: solidImage(width: 3, height: 1, color: .white),
                                                reference: solidImage(width: 1, height: 2, color: .white))
        #expect(diff.width == 3 && diff.height == 2)
        #expect(diff.pixel(atX: 0, y: 0) == CGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(diff.pixel(atX: 2, y: 0) == CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(diff.pixel(atX: 0, y: 1) == CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    // MARK: Reference paths

    @Test("a reference lives beside the test file in __Snapshots__/<TestFile>/<name>.png; failures under .build")
    func referencePaths() {
        let testFile = URL(fileURLWithPath: #filePath)
        // …/Tests/UIKitTestingTests/SnapshotTests.swift: the package is two folders up from the test's folder.
        let packageRoot = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let reference = SnapshotReference(name: "expanded", testFilePath: #filePath)
        #expect(reference.referenceURL.path
            == testFile.deletingLastPathComponent().path + "/__Snapshots__/SnapshotTests/expanded.png")
        let failures = packageRoot.path + "/.build/snapshot-failures/Tests/UIKitTestingTests/__Snapshots__/SnapshotTests/"
        #expect(reference.actualURL.path == failures + "expanded.actual.png")
        #expect(reference.diffURL.path == failures + "expanded.diff.png")
    }

    @Test("the package root is the nearest folder above the test file with a Package.swift")
    func referencePathsInAnotherPackage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.url.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests/AppTests/Screens"),
                                                withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("Package.swift"))
        let reference = SnapshotReference(name: "home",
                                          testFilePath: root.path + "/Tests/AppTests/Screens/HomeTests.swift")
        #expect(reference.referenceURL.path == root.path + "/Tests/AppTests/Screens/__Snapshots__/HomeTests/home.png")
        #expect(reference.actualURL.path
            == root.path + "/.build/snapshot-failures/Tests/AppTests/Screens/__Snapshots__/HomeTests/home.actual.png")
    }

    @Test("the variable that re-records references is KUMIKI_RECORD_SNAPSHOTS")
    func recordVariable() {
        #expect(SnapshotReference.recordEnvironmentVariable == "KUMIKI_RECORD_SNAPSHOTS")
    }

    // MARK: The verifier

    /// A reference inside a temporary package, so that the verifier's files never
    /// touch the real tree.
    func temporaryReference(in folder: TemporaryFolder, name: String = "card") throws -> SnapshotReference {
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        try Data().write(to: folder.url.appendingPathComponent("Package.swift"))
        return SnapshotReference(name: name, testFilePath: folder.url.path + "/Tests/CardTests.swift")
    }

    @Test("a matching reference passes", .disabled(if: SnapshotReference.isRecording, "recording accepts any image"))
    func verifierPasses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = try temporaryReference(in: folder)
        let image = solidImage(width: 4, height: 4, color: .green)
        try FileManager.default.createDirectory(at: reference.referenceURL.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try #require(image.pngData()).write(to: reference.referenceURL)
        #expect(SnapshotVerifier.verify(image, against: reference) == nil)
        #expect(!FileManager.default.fileExists(atPath: reference.actualURL.path))
    }

    @Test("a mismatch writes the actual image and a diff and names both files",
          .disabled(if: SnapshotReference.isRecording, "recording accepts any image"))
    func verifierReportsMismatch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = try temporaryReference(in: folder)
        try FileManager.default.createDirectory(at: reference.referenceURL.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try #require(solidImage(width: 4, height: 4, color: .red).pngData()).write(to: reference.referenceURL)

        let message = try #require(SnapshotVerifier.verify(solidImage(width: 4, height: 4, color: .blue), against: reference))
        // All 4×4 = 16 pixels differ; red against blue differs by 255.
        #expect(message.contains("snapshot 'card.png' does not match: 16 pixels differ (largest channel difference 255)"))
        #expect(message.contains("Actual: \(reference.actualURL.path)"))
        #expect(message.contains("diff: \(reference.diffURL.path)"))
        let actual = try #require(UIImage(data: Data(contentsOf: reference.actualURL))?.cgImage)
        #expect(actual.pixel(atX: 0, y: 0) == CGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        let diff = try #require(UIImage(data: Data(contentsOf: reference.diffURL))?.cgImage)
        #expect(diff.pixel(atX: 3, y: 3) == CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test("a mismatch within the tolerance passes", .disabled(if: SnapshotReference.isRecording, "recording accepts any image"))
    func verifierTolerance() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = try temporaryReference(in: folder)
        try FileManager.default.createDirectory(at: reference.referenceURL.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        let gray = solidImage(width: 2, height: 2, color: UIColor(white: 100 / 255, alpha: 1))
        let lighter = solidImage(width: 2, height: 2, color: UIColor(white: 102 / 255, alpha: 1))
        try #require(gray.pngData()).write(to: reference.referenceURL)
        #expect(SnapshotVerifier.verify(lighter, against: reference, tolerance: 2) == nil)
        #expect(SnapshotVerifier.verify(lighter, against: reference, tolerance: 1)?.contains("4 pixels differ") == true)
    }

    @Test("a snapshot of another size reports both sizes", .disabled(if: SnapshotReference.isRecording, "recording accepts any image"))
    func verifierReportsSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = try temporaryReference(in: folder)
        try FileManager.default.createDirectory(at: reference.referenceURL.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try #require(solidImage(width: 2, height: 2, color: .red).pngData()).write(to: reference.referenceURL)
        let message = SnapshotVerifier.verify(solidImage(width: 3, height: 1, color: .red), against: reference)
        #expect(message?.contains("size 3×1 differs from the reference's 2×2") == true)
    }

    @Test("a missing reference is recorded and reported once; the next run passes",
          .disabled(if: SnapshotReference.isRecording, "recording passes without a report"))
    func verifierRecordsMissingReference() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = try temporaryReference(in: folder, name: "new")
        let image = solidImage(width: 3, height: 3, color: .green)
        let first = SnapshotVerifier.verify(image, against: reference)
        #expect(first == "no reference existed; recorded \(reference.referenceURL.path) — look at it, then run again")
        #expect(FileManager.default.fileExists(atPath: reference.referenceURL.path))
        #expect(SnapshotVerifier.verify(image, against: reference) == nil)
    }

    @Test("a reference that is not a PNG is reported", .disabled(if: SnapshotReference.isRecording, "recording overwrites it"))
    func verifierRejectsUnreadableReference() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = try temporaryReference(in: folder)
        try FileManager.default.createDirectory(at: reference.referenceURL.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: reference.referenceURL)
        let message = SnapshotVerifier.verify(solidImage(width: 1, height: 1, color: .red), against: reference)
        #expect(message == "the reference \(reference.referenceURL.path) is not a readable PNG")
    }

    // MARK: Text snapshots and strategies

    @Test("a text snapshot is kept as .txt and compared exactly; a mismatch names the first differing line",
          .disabled(if: SnapshotReference.isRecording, "recording accepts any text"))
    func textVerifier() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        try Data().write(to: folder.url.appendingPathComponent("Package.swift"))
        let reference = SnapshotReference(name: "tree", testFilePath: folder.url.path + "/Tests/CardTests.swift",
                                          pathExtension: "txt")
        #expect(reference.referenceURL.lastPathComponent == "tree.txt")
        let first = SnapshotVerifier.verify("UIWindow\n  UIView", against: reference)
        #expect(first?.hasPrefix("no reference existed; recorded") == true)
        #expect(try String(contentsOf: reference.referenceURL, encoding: .utf8) == "UIWindow\n  UIView\n")
        #expect(SnapshotVerifier.verify("UIWindow\n  UIView", against: reference) == nil)
        let message = try #require(SnapshotVerifier.verify("UIWindow\n  UILabel", against: reference))
        #expect(message.contains("at line 2: expected \"  UIView\", got \"  UILabel\""))
        #expect(try String(contentsOf: reference.actualURL, encoding: .utf8) == "UIWindow\n  UILabel\n")
    }

    @Test("a host's view tree and layer tree are recorded references too")
    func hostTextStrategies() {
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        card.accessibilityIdentifier = "card"
        let badge = UIView(frame: CGRect(x: 150, y: 5, width: 10, height: 10))
        badge.alpha = 0.5
        badge.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.addSubview(badge)
        let host = makeTestHost(.iPhoneSE, showing: [card])
        assertSnapshot(of: host, as: .hierarchy, named: "card-views")
        assertSnapshot(of: host, as: .layerTree, named: "card-layers")
        assertSnapshot(of: card, as: .layerTree, named: "card-only-layers")
    }

    @Test("a layer tree description lists what each layer draws, without pointers")
    func layerTreeText() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        child.opacity = 0.5
        child.borderWidth = 2
        child.masksToBounds = true
        child.name = "dot"
        root.addSublayer(child)
        #expect(layerTreeDescription(of: root) == """
            CALayer (0, 0, 100, 50) background=#FF0000
              CALayer (10, 10, 20, 20) name="dot" opacity=0.5 border=2 #000000 masksToBounds
            """)
    }
}
