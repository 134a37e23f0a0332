import Foundation
import Testing
import TestSupport
import UIKit

/// 32×16 px: red left half, blue right half (the color edge on a JPEG block edge).
@MainActor
private func redBlueImage() -> UIImage {
    renderedImage(size: CGSize(width: 32, height: 16)) {
        UIColor.red.setFill()
        UIGraphicsGetCurrentContext()!.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        UIColor.blue.setFill()
        UIGraphicsGetCurrentContext()!.fill(CGRect(x: 16, y: 0, width: 16, height: 16))
    }
}

/// 64×64 px of fine detail (one-pixel stripes of changing color), which JPEG
/// compresses worse the higher the quality.
@MainActor
private func detailedImage() -> UIImage {
    renderedImage(size: CGSize(width: 64, height: 64)) {
        let context = UIGraphicsGetCurrentContext()!
        for x in 0..<64 {
            for y in stride(from: x % 2, to: 64, by: 2) {
                context.setFillColor(red: CGFloat(x) / 63, green: CGFloat(y) / 63, blue: 0.5, alpha: 1)
                context.fill(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
    }
}

@MainActor
@Suite("UIImage encoding")
struct UIImageEncodingTests {
    @Test("jpegData starts with a JPEG start-of-image marker and decodes to the same picture")
    func roundTrip() throws {
        let data = try #require(redBlueImage().jpegData(compressionQuality: 0.9))
        #expect(Array(data.prefix(3)) == [0xFF, 0xD8, 0xFF])
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 32, height: 16))
        #expect(decoded.imageOrientation == .up)
        // JPEG is lossy: within a few levels away from the color edge.
        #expect(pixel(decoded.storedPixel(x: 4, y: 8), isCloseTo: TestPixel.red, tolerance: 8))
        #expect(pixel(decoded.storedPixel(x: 27, y: 8), isCloseTo: TestPixel.blue, tolerance: 8))
    }

    @Test("lower quality gives smaller files")
    func qualityOrdersSize() throws {
        let image = detailedImage()
        let low = try #require(image.jpegData(compressionQuality: 0.1))
        let middle = try #require(image.jpegData(compressionQuality: 0.5))
        let high = try #require(image.jpegData(compressionQuality: 1))
        #expect(low.count < middle.count)
        #expect(middle.count < high.count)
    }

    @Test("quality outside 0…1 is clamped")
    func qualityClamped() throws {
        let image = detailedImage()
        #expect(image.jpegData(compressionQuality: 5) == image.jpegData(compressionQuality: 1))
        #expect(image.jpegData(compressionQuality: -1) == image.jpegData(compressionQuality: 0))
    }

    @Test("the orientation is written as EXIF and read back; the stored pixels are unchanged",
          arguments: [UIImage.Orientation.right, .left, .down, .upMirrored, .leftMirrored])
    func orientationRoundTrip(_ orientation: UIImage.Orientation) throws {
        let image = UIImage(cgImage: redBlueImage().cgImage!, scale: 1, orientation: orientation)
        let jpeg = try #require(image.jpegData(compressionQuality: 0.9))
        let decoded = try #require(UIImage(data: jpeg))
        #expect(decoded.imageOrientation == orientation)
        #expect(decoded.cgImage?.width == 32)
        #expect(decoded.size == image.size)
        #expect(pixel(decoded.storedPixel(x: 4, y: 8), isCloseTo: TestPixel.red, tolerance: 8))
    }

    @Test("transparent areas come out black (JPEG has no alpha)")
    func transparentBecomesBlack() throws {
        let image = renderedImage(size: CGSize(width: 16, height: 16)) {}
        let jpeg = try #require(image.jpegData(compressionQuality: 1))
        let decoded = try #require(UIImage(data: jpeg))
        #expect(pixel(decoded.storedPixel(x: 8, y: 8), isCloseTo: TestPixel.black, tolerance: 2))
    }

    @Test("an image without pixels has no JPEG or PNG data")
    func emptyImage() {
        #expect(UIImage().jpegData(compressionQuality: 1) == nil)
        #expect(UIImage().pngData() == nil)
        #expect(UIImage().size == .zero)
    }
}
