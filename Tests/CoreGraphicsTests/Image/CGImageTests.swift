import Testing
import TestSupport
import CoreGraphics

@Suite("CGImage")
struct CGImageTests {
    /// A 4×2 image, one color per column on the top row (red, green, blue, white)
    /// and half-transparent red along the bottom row.
    func sample() -> CGImage {
        let context = makeContext(width: 4, height: 2)
        let top: [(CGFloat, CGFloat, CGFloat)] = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 1)]
        for (x, color) in top.enumerated() {
            context.setFillColor(red: color.0, green: color.1, blue: color.2, alpha: 1)
            // The top row is user y 1…2 in the context's y-up space.
            context.fill(CGRect(x: CGFloat(x), y: 1, width: 1, height: 1))
        }
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        return context.image
    }

    let halfRed = CGImage.Pixel(1, 0, 0, 0.5)

    // MARK: Format

    @Test("an image reports its size and 32-bit premultiplied-first format")
    func format() {
        let image = sample()
        #expect(image.width == 4)
        #expect(image.height == 2)
        // 4 pixels of 32 bits each.
        #expect(image.bytesPerRow == 4 * 32 / 8)
        #expect(image.bitsPerComponent == 8)
        #expect(image.bitsPerPixel == 32)
        #expect(image.alphaInfo == .premultipliedFirst)
        #expect(image.colorSpace?.name == CGColorSpace.sRGB)
        #expect(!image.isMask)
        #expect(image.renderingIntent == .defaultIntent)
    }

    @Test("the data provider holds height × bytesPerRow bytes of premultiplied BGRA (little-endian ARGB words)")
    func dataProviderBytes() throws {
        let image = sample()
        let data = try #require(image.dataProvider?.data)
        #expect(data.count == image.height * image.bytesPerRow)
        let bytes = [UInt8](data)
        #if _endian(little)
        // Top-left pixel, opaque red: B, G, R, A.
        #expect(Array(bytes[0..<4]) == [0, 0, 255, 255])
        // Bottom-left pixel, red at alpha ½: the color is stored multiplied by the alpha.
        let bottomLeft = Array(bytes[image.bytesPerRow..<image.bytesPerRow + 4])
        #expect(bottomLeft[0] == 0)
        #expect(bottomLeft[1] == 0)
        #expect(bottomLeft[2] == bottomLeft[3])
        #expect(isClose(CGFloat(bottomLeft[3]), 0.5 * 255, tolerance: 1))
        #endif
    }

    // MARK: Pixels

    @Test("pixel(atX:y:) counts rows from the top and columns from the left")
    func pixelAddressing() {
        let image = sample()
        #expect(image.pixel(atX: 0, y: 0) == .opaqueRed)
        #expect(image.pixel(atX: 1, y: 0) == .opaqueGreen)
        #expect(image.pixel(atX: 2, y: 0) == .opaqueBlue)
        #expect(image.pixel(atX: 3, y: 0) == .opaqueWhite)
        #expect(isClose(image.pixel(atX: 3, y: 1), halfRed))
    }

    @Test("pixel(atX:y:) returns straight, un-premultiplied components")
    func pixelStraightAlpha() {
        let pixel = sample().pixel(atX: 0, y: 1)
        // Stored premultiplied as about (128, 0, 0, 128); reported as full red at alpha ½.
        #expect(pixel.red == 255)
        #expect(isClose(CGFloat(pixel.alpha), 0.5 * 255, tolerance: 1))
    }

    @Test("a fully transparent pixel reports zero color")
    func transparentPixel() {
        #expect(makeContext(width: 1, height: 1).image.pixel(atX: 0, y: 0) == .transparent)
    }

    @Test("pixel(atX:y:) stops the process outside the image")
    func pixelOutsideStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let image = makeContext(width: 2, height: 2).makeImage()!
            _ = image.pixel(atX: 2, y: 0)
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("pixel (2, 0) is outside the 2×2 image"))
    }

    @Test("the pixel description lists the channels")
    func pixelDescription() {
        #expect(CGImage.Pixel(red: 1, green: 2, blue: 3, alpha: 4).description == "rgba(1, 2, 3, 4)")
    }

    // MARK: Cropping

    @Test("cropping(to:) keeps the pixels inside the rectangle, measured from the top-left")
    func cropping() throws {
        let image = sample()
        let cropped = try #require(image.cropping(to: CGRect(x: 1, y: 0, width: 2, height: 1)))
        #expect(cropped.width == 2)
        #expect(cropped.height == 1)
        #expect(cropped.pixel(atX: 0, y: 0) == .opaqueGreen)
        #expect(cropped.pixel(atX: 1, y: 0) == .opaqueBlue)
        let bottom = try #require(image.cropping(to: CGRect(x: 3, y: 1, width: 1, height: 1)))
        #expect(isClose(bottom.pixel(atX: 0, y: 0), halfRed))
    }

    @Test("cropping(to:) trims a rectangle that hangs over the edge")
    func croppingOverhang() throws {
        let cropped = try #require(sample().cropping(to: CGRect(x: 2, y: -5, width: 10, height: 10)))
        // x 2…4 and y 0…2 remain.
        #expect(cropped.width == 4 - 2)
        #expect(cropped.height == 2)
        #expect(cropped.pixel(atX: 0, y: 0) == .opaqueBlue)
    }

    @Test("cropping(to:) rounds a fractional rectangle outward to whole pixels")
    func croppingFractional() throws {
        // x 0.5…1.5 grows to 0…2; y 0.25…0.75 grows to 0…1.
        let cropped = try #require(sample().cropping(to: CGRect(x: 0.5, y: 0.25, width: 1, height: 0.5)))
        #expect(cropped.width == 2)
        #expect(cropped.height == 1)
        #expect(cropped.pixel(atX: 1, y: 0) == .opaqueGreen)
    }

    @Test("cropping(to:) gives nil when the rectangle misses the image or is empty")
    func croppingMiss() {
        let image = sample()
        #expect(image.cropping(to: CGRect(x: 10, y: 0, width: 2, height: 2)) == nil)
        #expect(image.cropping(to: CGRect(x: 0, y: -3, width: 2, height: 2)) == nil)
        #expect(image.cropping(to: CGRect(x: 1, y: 1, width: 0, height: 0)) == nil)
        #expect(image.cropping(to: .null) == nil)
    }

    // MARK: PNG

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    func decode(_ data: Data) -> CGImage? {
        CGImage(pngDataProviderSource: CGDataProvider(data: data)!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    @Test("pngData produces PNG bytes")
    func pngSignature() throws {
        let data = try #require(sample().pngData())
        #expect(Array(data.prefix(8)) == Self.pngSignature)
    }

    @Test("an image survives a PNG round trip: same size, same opaque pixels, translucent ones within a step")
    func pngRoundTrip() throws {
        let image = sample()
        let png = try #require(image.pngData())
        let decoded = try #require(decode(png))
        #expect(decoded.width == image.width)
        #expect(decoded.height == image.height)
        for x in 0..<4 {
            #expect(decoded.pixel(atX: x, y: 0) == image.pixel(atX: x, y: 0))
            #expect(isClose(decoded.pixel(atX: x, y: 1), image.pixel(atX: x, y: 1)))
        }
    }

    @Test("an opaque RGB PNG decodes to opaque pixels")
    func decodeRGBPNG() throws {
        let png = rgbPNG(width: 2, height: 1, rgb: [255, 0, 0, 0, 128, 255])
        let image = try #require(decode(png))
        #expect(image.width == 2)
        #expect(image.height == 1)
        #expect(image.pixel(atX: 0, y: 0) == .opaqueRed)
        #expect(image.pixel(atX: 1, y: 0) == CGImage.Pixel(red: 0, green: 128, blue: 255, alpha: 255))
        #expect(image.bytesPerRow == 2 * 4)
    }

    @Test("data that is not a PNG gives nil")
    func notPNG() {
        #expect(decode(Data("GIF89a, not a PNG at all".utf8)) == nil)
        #expect(decode(Data()) == nil)
        #expect(decode(Data(Self.pngSignature)) == nil)
    }

    @Test("a PNG cut short gives nil")
    func truncatedPNG() throws {
        let data = try #require(sample().pngData())
        #expect(decode(data.prefix(data.count / 2)) == nil)
    }
}

// MARK: - A minimal PNG encoder for opaque RGB images

/// An 8-bit RGB (color type 2) PNG, its pixel rows stored in one uncompressed
/// deflate block: the smallest valid encoding, written out by hand so the test
/// does not depend on the encoder under test.
private func rgbPNG(width: Int, height: Int, rgb: [UInt8]) -> Data {
    func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
    func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
    func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }
    // Each row: filter type 0 (none), then the row's RGB bytes.
    var raw: [UInt8] = []
    for row in 0..<height {
        raw.append(0)
        raw += rgb[row * width * 3..<(row + 1) * width * 3]
    }
    let length = UInt16(raw.count)
    let zlib: [UInt8] = [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
        + raw + bigEndian(adler32(raw))
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
    let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    return Data(bytes)
}
