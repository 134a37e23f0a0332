import Foundation
import Testing
import TestSupport
import UIKit
import UIKitTesting

/// Writes `image`'s PNG to `folder/name`, creating folders on the way.
private func writePNG(_ image: UIImage, to folder: URL, _ name: String) throws {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try #require(image.pngData()).write(to: url)
}

private func write(_ text: String, to folder: URL, _ name: String) throws {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

/// 1×1 pt solid images at 1×, 2× and 3×, in colors that tell them apart.
@MainActor
private func scaleVariants() -> [(scale: CGFloat, image: UIImage, color: CGImage.Pixel)] {
    [(1, solidImage(width: 1, height: 1, color: .red, scale: 1), TestPixel.red),
     (2, solidImage(width: 1, height: 1, color: .green, scale: 2), TestPixel.green),
     (3, solidImage(width: 1, height: 1, color: .blue, scale: 3), TestPixel.blue)]
}

/// An image set's Contents.json with one universal entry per (file, scale).
private func imageSetJSON(_ entries: [(file: String?, scale: String?)], properties: String? = nil) -> String {
    let images = entries.map { entry in
        var fields = ["\"idiom\" : \"universal\""]
        if let file = entry.file { fields.append("\"filename\" : \"\(file)\"") }
        if let scale = entry.scale { fields.append("\"scale\" : \"\(scale)\"") }
        return "{ " + fields.joined(separator: ", ") + " }"
    }
    let propertiesPart = properties.map { ", \"properties\" : \($0)" } ?? ""
    return "{ \"images\" : [ \(images.joined(separator: ", ")) ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\(propertiesPart) }"
}

@MainActor
@Suite("UIImage loading")
struct UIImageLoadingTests {
    // MARK: Data

    @Test("PNG data decodes at scale 1 with its pixels")
    func png() throws {
        let source = renderedImage(size: CGSize(width: 4, height: 2)) {
            UIColor.red.setFill()
            UIGraphicsGetCurrentContext()!.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let png = try #require(source.pngData())
        let image = try #require(UIImage(data: png))
        #expect(image.scale == 1)
        #expect(image.size == CGSize(width: 4, height: 2))
        #expect(image.storedPixel(x: 0, y: 0) == TestPixel.red)
        #expect(image.storedPixel(x: 3, y: 1) == TestPixel.transparent)
    }

    @Test("JPEG data decodes through gdk-pixbuf: red left half, blue right half")
    func jpeg() throws {
        // The fixture is 32×16: x < 16 pure red, the rest pure blue, quality 95; the
        // color edge lies on a 16-pixel block edge, so samples away from it are
        // within a few levels of the pure colors.
        let image = try #require(UIImage(data: try imageFixture("red-blue-32x16.jpg")))
        #expect(image.size == CGSize(width: 32, height: 16))
        #expect(image.scale == 1)
        #expect(image.imageOrientation == .up)
        #expect(pixel(image.storedPixel(x: 4, y: 8), isCloseTo: TestPixel.red, tolerance: 8))
        #expect(pixel(image.storedPixel(x: 27, y: 8), isCloseTo: TestPixel.blue, tolerance: 8))
    }

    @Test("a JPEG's EXIF orientation becomes the image's orientation, pixels stay as stored")
    func jpegOrientation() throws {
        let stored = try imageFixture("red-blue-32x16.jpg")
        // Orientation 6 is UIKit's .right: shown turned a quarter clockwise.
        var withEXIF = [UInt8](stored)
        let segment: [UInt8] = [0xFF, 0xE1, 0x00, 0x22] + Array("Exif".utf8) + [0, 0,
                                0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00,  // little-endian TIFF header
                                0x01, 0x00,  // one entry
                                0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x06, 0x00, 0x00, 0x00,
                                0x00, 0x00, 0x00, 0x00]
        withEXIF.insert(contentsOf: segment, at: 2)
        let image = try #require(UIImage(data: Data(withEXIF)))
        #expect(image.imageOrientation == .right)
        #expect(image.cgImage?.width == 32)
        #expect(image.size == CGSize(width: 16, height: 32))
    }

    @Test("GIF data decodes its first frame")
    func gif() throws {
        let image = try #require(UIImage(data: twoPixelGIF))
        #expect(image.size == CGSize(width: 2, height: 1))
        #expect(image.storedPixel(x: 0, y: 0) == TestPixel.red)
        #expect(image.storedPixel(x: 1, y: 0) == TestPixel.blue)
    }

    @Test("BMP data decodes")
    func bmp() throws {
        let image = try #require(UIImage(data: twoPixelBMP))
        #expect(image.size == CGSize(width: 2, height: 1))
        #expect(image.storedPixel(x: 0, y: 0) == TestPixel.red)
        #expect(image.storedPixel(x: 1, y: 0) == TestPixel.blue)
    }

    @Test("SVG data is rasterized at the screen's scale, keeping its natural size in points")
    func svgAtScreenScale() throws {
        let host = UITestHost(device: .iPhoneSE)  // 2×
        defer { withExtendedLifetime(host) {} }
        let image = try #require(UIImage(data: redBlueSVG))
        // 20×10 CSS px = 20×10 pt, at 2× = 40×20 px.
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.cgImage?.width == 40)
        #expect(image.storedPixel(x: 10, y: 10) == TestPixel.red)
        #expect(image.storedPixel(x: 30, y: 10) == TestPixel.blue)
    }

    @Test("UIImage(data:scale:) rasterizes SVG at that scale")
    func svgAtGivenScale() throws {
        let image = try #require(UIImage(data: redBlueSVG, scale: 3))
        #expect(image.scale == 3)
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.cgImage?.width == 60)
        #expect(image.cgImage?.height == 30)
    }

    @Test("an SVG without width and height takes its viewBox size")
    func svgViewBox() throws {
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 4"><rect width="8" height="4"/></svg>"#.utf8)
        let image = try #require(UIImage(data: svg, scale: 1))
        #expect(image.size == CGSize(width: 8, height: 4))
        #expect(image.storedPixel(x: 7, y: 3) == TestPixel.black)
    }

    @Test("UIImage(data:scale:) divides a bitmap's pixels by the scale")
    func bitmapScale() throws {
        let image = try #require(UIImage(data: try imageFixture("red-blue-32x16.jpg"), scale: 2))
        #expect(image.size == CGSize(width: 16, height: 8))
    }

    // MARK: Bad input

    /// Damaged or foreign bytes, each with what is wrong with it.
    nonisolated static let corruptInputs: [(String, Data)] = {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return [
            ("empty", Data()),
            ("plain text", Data("hello, world".utf8)),
            ("a PNG signature and nothing else", Data(png)),
            ("a PNG signature, then garbage", Data(png + Array(repeating: 0x41, count: 64))),
            ("a JPEG start-of-image, then garbage", Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x00, count: 64))),
            ("a GIF header only", Data("GIF89a".utf8)),
            ("a GIF whose image data is cut off", twoPixelGIF.prefix(20)),
            ("a BMP header claiming a huge image", Data(twoPixelBMP.prefix(18) + [0xFF, 0xFF, 0xFF, 0x7F] + twoPixelBMP.dropFirst(22))),
            ("SVG that is not well-formed XML", Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\"><rect".utf8)),
            ("SVG with no size and no viewBox", Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"5\" height=\"5\"/></svg>".utf8)),
            ("random bytes", Data((0..<256).map { UInt8(($0 * 73 + 41) % 256) })),
        ]
    }()

    @Test("damaged or unknown data gives nil, never a crash",
          arguments: corruptInputs.map(\.0))
    func corruptData(_ what: String) {
        let data = Self.corruptInputs.first { $0.0 == what }!.1
        #expect(UIImage(data: data) == nil)
        #expect(UIImage(data: data, scale: 2) == nil)
    }

    @Test("a JPEG cut off after its header decodes to a partial image of the full size, as on iOS")
    func truncatedJPEG() throws {
        let jpeg = try imageFixture("red-blue-32x16.jpg")
        // Cut inside the scan data: after the start-of-scan segment (FF DA).
        let bytes = [UInt8](jpeg)
        let scan = try #require(bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
        for length in [scan + 20, (scan + jpeg.count) / 2, jpeg.count - 10] {
            let image = try #require(UIImage(data: jpeg.prefix(length)))
            #expect(image.size == CGSize(width: 32, height: 16))
        }
    }

    @Test("a partial JPEG shows the rows that arrived; libjpeg fills the rest with mid-gray")
    func partialJPEGRows() throws {
        // 64×256 px of busy 4-pixel squares (so that scan data, coded top to
        // bottom, makes up most of the file).
        let source = renderedImage(size: CGSize(width: 64, height: 256)) {
            for y in stride(from: 0, to: 256, by: 4) {
                for x in stride(from: 0, to: 64, by: 4) {
                    UIColor(red: CGFloat((x * 37 + y * 91) % 256) / 255, green: CGFloat((x * 11) % 256) / 255,
                            blue: CGFloat((y * 7) % 256) / 255, alpha: 1).setFill()
                    UIGraphicsGetCurrentContext()!.fill(CGRect(x: x, y: y, width: 4, height: 4))
                }
            }
        }
        let jpeg = try #require(source.jpegData(compressionQuality: 0.9))
        let whole = try #require(UIImage(data: jpeg))
        let partial = try #require(UIImage(data: jpeg.prefix(jpeg.count / 2)))
        #expect(partial.size == CGSize(width: 64, height: 256))
        // The top rows are exactly what the whole file decodes to; the bottom is gray.
        for x in [3, 30, 61] {
            #expect(partial.storedPixel(x: x, y: 5) == whole.storedPixel(x: x, y: 5))
        }
        #expect(pixel(partial.storedPixel(x: 32, y: 250),
                      isCloseTo: CGImage.Pixel(red: 128, green: 128, blue: 128, alpha: 255), tolerance: 4))
    }

    // MARK: Decompression bombs

    /// Files whose few bytes declare far more pixels than the bitmap budget
    /// (64 Mi pixels): each must give nil without allocating the image.
    nonisolated static let bombs: [(String, Data)] = {
        func little16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
        func big16(_ value: Int) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
        func big32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        // 35 bytes of GIF: a 20000×20000 screen and one frame of that size.
        let gif = Array("GIF89a".utf8) + little16(20000) + little16(20000) + [0, 0, 0]
            + [0x2C] + little16(0) + little16(0) + little16(20000) + little16(20000) + [0]
            + [0x02, 0x02, 0x4C, 0x01, 0x00, 0x3B]
        // A PNG signature and an IHDR of 20000×20000, 8-bit RGBA.
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + big32(13) + Array("IHDR".utf8)
            + big32(20000) + big32(20000) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
        // A baseline JPEG frame header of 60000×60000, 3 components.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0] + big16(17) + [8] + big16(60000) + big16(60000)
            + [3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0] + [0xFF, 0xD9]
        // A BMP info header of 30000×30000, 24 bits.
        let bmp: [UInt8] = Array("BM".utf8) + [0, 0, 0, 0] + [0, 0, 0, 0] + [54, 0, 0, 0] + [40, 0, 0, 0]
            + [0x30, 0x75, 0, 0] + [0x30, 0x75, 0, 0] + [1, 0, 24, 0] + Array(repeating: 0, count: 24)
        return [
            ("a 35-byte GIF declaring 20000×20000", Data(gif)),
            ("a PNG declaring 20000×20000", Data(png)),
            ("a JPEG declaring 60000×60000", Data(jpeg)),
            ("a BMP declaring 30000×30000", Data(bmp)),
            ("an SVG of 10000 pt (30000 px a side at 3×)",
             Data("<svg xmlns='http://www.w3.org/2000/svg' width='10000' height='10000'><rect width='1' height='1'/></svg>".utf8)),
            ("an SVG whose viewBox is 1e20 wide",
             Data("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1e20 1e20'/>".utf8)),
            ("an SVG 1e20 wide", Data("<svg xmlns='http://www.w3.org/2000/svg' width='1e20' height='10'/>".utf8)),
        ]
    }()

    @Test("files declaring more pixels than the budget give nil", arguments: bombs.map(\.0))
    func decompressionBombs(_ what: String) {
        let data = Self.bombs.first { $0.0 == what }!.1
        #expect(UIImage(data: data, scale: 3) == nil)
    }

    // MARK: Files

    @Test("contentsOfFile reads the file, taking the scale from an @2x suffix")
    func contentsOfFile() throws {
        let folder = try makeImageTestFolder()
        defer { removeImageTestFolder(folder) }
        try writePNG(solidImage(width: 2, height: 2, color: .green, scale: 2), to: folder, "dot@2x.png")
        try writePNG(solidImage(width: 4, height: 4, color: .green, scale: 1), to: folder, "plain.png")
        let doubled = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("dot@2x.png").path))
        #expect(doubled.scale == 2)
        #expect(doubled.size == CGSize(width: 2, height: 2))
        let plain = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("plain.png").path))
        #expect(plain.scale == 1)
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    }

    @Test("contentsOfFile of a damaged file is nil")
    func contentsOfDamagedFile() throws {
        let folder = try makeImageTestFolder()
        defer { removeImageTestFolder(folder) }
        try write("not an image", to: folder, "broken.png")
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("broken.png").path) == nil)
    }

    // MARK: Named: loose files

    @Test("named loose files: the screen's scale is chosen", arguments: [
        (UITestDevice.iPhoneSE, CGFloat(2)), (UITestDevice.iPhone15Pro, CGFloat(3)),
    ])
    func namedLooseFiles(device: UITestDevice, expectedScale: CGFloat) throws {
        let host = UITestHost(device: device)
        defer { withExtendedLifetime(host) {} }
        let folder = try makeImageTestFolder()
        defer { removeImageTestFolder(folder) }
        for variant in scaleVariants() {
            try writePNG(variant.image, to: folder, "icon\(variant.scale == 1 ? "" : "@\(Int(variant.scale))x").png")
        }
        let bundle = try #require(Bundle(path: folder.path))
        let image = try #require(UIImage(named: "icon", in: bundle, with: nil))
        let expected = scaleVariants().first { $0.scale == expectedScale }!
        #expect(image.scale == expectedScale)
        #expect(image.size == CGSize(width: 1, height: 1))
        #expect(image.storedPixel(x: 0, y: 0) == expected.color)
        // The extension may be given.
        #expect(UIImage(named: "icon.png", in: bundle, with: nil)?.scale == expectedScale)
    }

    @Test("named loose files: without the screen's scale, the nearest larger one, else the largest smaller")
    func namedFallbackScales() throws {
        let host = UITestHost(device: .iPhoneSE)  // 2×
        defer { withExtendedLifetime(host) {} }
        let folder = try makeImageTestFolder()
        defer { removeImageTestFolder(folder) }
        let variants = scaleVariants()
        try writePNG(variants[0].image, to: folder, "a.png")
        try writePNG(variants[2].image, to: folder, "a@3x.png")
        try writePNG(variants[0].image, to: folder, "b.png")
        let bundle = try #require(Bundle(path: folder.path))
        // 1× and 3× on a 2× screen: 3× (downsampling keeps detail).
        #expect(UIImage(named: "a", in: bundle, with: nil)?.scale == 3)
        // Only 1×: 1×, shown at the same size in points.
        let b = try #require(UIImage(named: "b", in: bundle, with: nil))
        #expect(b.scale == 1)
        #expect(b.size == CGSize(width: 1, height: 1))
    }

    @Test("named finds JPEG and SVG files; SVG is rasterized at the screen's scale")
    func namedOtherFormats() throws {
        let host = UITestHost(device: .iPhoneSE)
        defer { withExtendedLifetime(host) {} }
        let folder = try makeImageTestFolder()
        defer { removeImageTestFolder(folder) }
        try imageFixture("red-blue-32x16.jpg").write(to: folder.appendingPathComponent("photo.jpg"))
        try redBlueSVG.write(to: folder.appendingPathComponent("shape.svg"))
        let bundle = try #require(Bundle(path: folder.path))
        #expect(UIImage(named: "photo", in: bundle, with: nil)?.size == CGSize(width: 32, height: 16))
        let shape = try #require(UIImage(named: "shape", in: bundle, with: nil))
        #expect(shape.scale == 2)
        #expect(shape.size == CGSize(width: 20, height: 10))
    }

    @Test("an unknown name, an empty name and a damaged file give nil")
    func namedMissing() throws {
        let folder = try makeImageTestFolder()
        defer { removeImageTestFolder(folder) }
        try write("garbage", to: folder, "broken.png")
        let bundle = try #require(Bundle(path: folder.path))
        #expect(UIImage(named: "nothing-here", in: bundle, with: nil) == nil)
        #expect(UIImage(named: "", in: bundle, with: nil) == nil)
        #expect(UIImage(named: "broken", in: bundle, with: nil) == nil)
        #expect(UIImage(named: "nothing-here") == nil)
    }

    @Test("named images are cached: the same name loads the same pixels")
    func namedCache() throws {
        let folder = try makeImageTestFolder()
        defer { removeImageTestFolder(folder) }
        try writePNG(solidImage(width: 2, height: 2, color: .red), to: folder, "cached.png")
        let bundle = try #require(Bundle(path: folder.path))
        // Explicit traits: this test is not on the main actor, where the
        // current traits belong to whichever host runs (parallel tests turn
        // theirs dark), and the cache keeps one image per appearance.
        let light = UITraitCollection(userInterfaceStyle: .light)
        let first = try #require(UIImage(named: "cached", in: bundle, compatibleWith: light))
        let second = try #require(UIImage(named: "cached", in: bundle, compatibleWith: light))
        #expect(first.cgImage === second.cgImage)
    }

    @Test("a configuration passed to named is carried by the image")
    func namedConfiguration() throws {
        let folder = try makeImageTestFolder()
        defer { removeImageTestFolder(folder) }
        try writePNG(solidImage(width: 2, height: 2, color: .red), to: folder, "configured.png")
        let bundle = try #require(Bundle(path: folder.path))
        let configuration = UIImage.SymbolConfiguration(pointSize: 40)
        let image = try #require(UIImage(named: "configured", in: bundle, with: configuration))
        #expect(image.configuration === configuration)
        #expect(image.size == CGSize(width: 2, height: 2))
    }

    // MARK: Named: asset catalogs

    @Test("asset catalog: the entry for the screen's scale is chosen", arguments: [
        (UITestDevice.iPhoneSE, CGFloat(2)), (UITestDevice.iPhone15Pro, CGFloat(3)), (UITestDevice.iPadPro11, CGFloat(2)),
    ])
    func catalogScale(device: UITestDevice, expectedScale: CGFloat) throws {
        let host = UITestHost(device: device)
        defer { withExtendedLifetime(host) {} }
        let folder = try makeImageTestFolder()
        defer { removeImageTestFolder(folder) }
        let set = "Assets.xcassets/star.imageset"
        for variant in scaleVariants() {
            try writePNG(variant.image, to: folder, "\(set)/star-\(Int(variant.scale)).png")
        }
        try write(imageSetJSON([("star-1.png", "1x"), ("star-2.png", "2x"), ("star-3.png", "3x")]),
                  to: folder, "\(set)/Contents.json")
        try write(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#, to: folder, "Assets.xcassets/Contents.json")
        let bundle = try #require(Bundle(path: folder.path))
        let image = try #require(UIImage(named: "star", in: bundle, with: nil))
        #expect(image.scale == expectedScale)
        #expect(image.size == CGSize(width: 1, height: 1))
        #expect(image.storedPixel(x: 0, y: 0) == scaleVariants().first { $0.scale == expectedScale }!.color)
        #expect(image.renderingMode == .automatic)
    }

    @Test("asset catalog: a missing scale falls back to the nearest larger, else the largest smaller")
    func catalogFallback() throws {
        let host = UITestHost(device: .iPhoneSE)  // 2×
        defer { withExtendedLifetime(host) {} }
        let folder = try makeImageTestFolder()
        defer { removeImageTestFolder(folder) }
        let variants = scaleVariants()
        try writePNG(variants[0].image, to: folder, "Media.xcassets/up.imageset/one.png")
        try writePNG(variants[2].image, to: folder, "Media.xcassets/up.imageset/three.png")
        // The 2× slot exists but is empty (no filename), as Xcode writes it.
        try write(imageSetJSON([("one.png", "1x"), (nil, "2x"), ("three.png", "3x")]),
                  to: folder, "Media.xcassets/up.imageset/Contents.json")
        try writePNG(variants[0].image, to: folder, "Media.xcassets/down.imageset/one.png")
        try write(imageSetJSON([("one.png", "1x"), (nil, "2x"), (nil, "3x")]),
                  to: folder, "Media.xcassets/down.imageset/Contents.json")
        let bundle = try #require(Bundle(path: folder.path))
        #expect(UIImage(named: "up", in: bundle, with: nil)?.scale == 3)
        #expect(UIImage(named: "down", in: bundle, with: nil)?.scale == 1)
    }

    @Test("asset catalog: template-rendering-intent sets the rendering mode")
    func catalogRenderingIntent() throws {
        let folder = try makeImageTestFolder()
        defer { removeImageTestFolder(folder) }
        let image = solidImage(width: 2, height: 2, color: .red)
        for (name, intent) in [("template", "template"), ("original", "original")] {
            try writePNG(image, to: folder, "Assets.xcassets/\(name).imageset/i.png")
            try write(imageSetJSON([("i.png", "1x")], properties: "{ \"template-rendering-intent\" : \"\(intent)\" }"),
                      to: folder, "Assets.xcassets/\(name).imageset/Contents.json")
        }
        let bundle = try #require(Bundle(path: folder.path))
        #expect(UIImage(named: "template", in: bundle, with: nil)?.renderingMode == .alwaysTemplate)
        #expect(UIImage(named: "original", in: bundle, with: nil)?.renderingMode == .alwaysOriginal)
    }

    @Test("asset catalog: a single-scale SVG entry is rasterized at the screen's scale")
    func catalogVector() throws {
        let host = UITestHost(device: .iPhone15Pro)  // 3×
        defer { withExtendedLifetime(host) {} }
        let folder = try makeImageTestFolder()
        defer { removeImageTestFolder(folder) }
        try redBlueSVG.write(to: {
            let url = folder.appendingPathComponent("Assets.xcassets/shape.imageset/shape.svg")
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            return url
        }())
        try write(imageSetJSON([("shape.svg", nil)], properties: "{ \"preserves-vector-representation\" : true }"),
                  to: folder, "Assets.xcassets/shape.imageset/Contents.json")
        let bundle = try #require(Bundle(path: folder.path))
        let image = try #require(UIImage(named: "shape", in: bundle, with: nil))
        #expect(image.scale == 3)
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.cgImage?.width == 60)
    }

    @Test("asset catalog: group folders are transparent unless they provide a namespace")
    func catalogNamespaces() throws {
        let folder = try makeImageTestFolder()
        defer { removeImageTestFolder(folder) }
        let image = solidImage(width: 2, height: 2, color: .red)
        try writePNG(image, to: folder, "Assets.xcassets/Plain/flat.imageset/f.png")
        try write(imageSetJSON([("f.png", "1x")]), to: folder, "Assets.xcassets/Plain/flat.imageset/Contents.json")
        try write(#"{ "info" : { "version" : 1 } }"#, to: folder, "Assets.xcassets/Plain/Contents.json")
        try writePNG(image, to: folder, "Assets.xcassets/Icons/nested.imageset/n.png")
        try write(imageSetJSON([("n.png", "1x")]), to: folder, "Assets.xcassets/Icons/nested.imageset/Contents.json")
        try write(#"{ "info" : { "version" : 1 }, "properties" : { "provides-namespace" : true } }"#,
                  to: folder, "Assets.xcassets/Icons/Contents.json")
        let bundle = try #require(Bundle(path: folder.path))
        #expect(UIImage(named: "flat", in: bundle, with: nil) != nil)
        #expect(UIImage(named: "Icons/nested", in: bundle, with: nil) != nil)
        #expect(UIImage(named: "nested", in: bundle, with: nil) == nil)
    }

    @Test("asset catalog: an image set wins over a loose file of the same name")
    func catalogBeforeLooseFiles() throws {
        let folder = try makeImageTestFolder()
        defer { removeImageTestFolder(folder) }
        try writePNG(solidImage(width: 2, height: 2, color: .red), to: folder, "both.png")
        try writePNG(solidImage(width: 2, height: 2, color: .blue), to: folder, "Assets.xcassets/both.imageset/b.png")
        try write(imageSetJSON([("b.png", "1x")]), to: folder, "Assets.xcassets/both.imageset/Contents.json")
        let bundle = try #require(Bundle(path: folder.path))
        #expect(UIImage(named: "both", in: bundle, with: nil)?.storedPixel(x: 0, y: 0) == TestPixel.blue)
    }

    @Test("asset catalog: a damaged Contents.json gives nil")
    func catalogDamagedContents() throws {
        let folder = try makeImageTestFolder()
        defer { removeImageTestFolder(folder) }
        try writePNG(solidImage(width: 2, height: 2, color: .red), to: folder, "Assets.xcassets/bad.imageset/b.png")
        try write("{ \"images\" : [ { \"filename\" : ", to: folder, "Assets.xcassets/bad.imageset/Contents.json")
        let bundle = try #require(Bundle(path: folder.path))
        #expect(UIImage(named: "bad", in: bundle, with: nil) == nil)
    }
}
