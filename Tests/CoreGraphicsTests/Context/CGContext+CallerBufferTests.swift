import CoreGraphics
import Testing

/// Bitmap contexts over the caller's memory: what is drawn is in the buffer,
/// in the layout the bitmap info names, as soon as the operation returns.
@Suite struct CGContextCallerBufferTests {
    let rgb = CGColorSpaceCreateDeviceRGB()

    /// A 2 × 1 context over `bytes`, filling its left pixel with (1, 0.5, 0) at `alpha`.
    func fillLeftPixel(_ bytes: inout [UInt8], bitmapInfo: UInt32, alpha: CGFloat = 1) {
        bytes.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                                    space: rgb, bitmapInfo: bitmapInfo)
            #expect(context != nil)
            context?.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: alpha))
            context?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    @Test func premultipliedLastIsRGBABytes() {
        var bytes = [UInt8](repeating: 0, count: 8)
        fillLeftPixel(&bytes, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(bytes[0] == 255 && abs(Int(bytes[1]) - 128) <= 1 && bytes[2] == 0 && bytes[3] == 255)
        #expect(bytes[4 ..< 8].allSatisfy { $0 == 0 })
    }

    @Test func premultipliedFirstIsARGBBytesAndLittleEndianIsBGRA() {
        var argb = [UInt8](repeating: 0, count: 8)
        fillLeftPixel(&argb, bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)
        #expect(argb[0] == 255 && argb[1] == 255 && abs(Int(argb[2]) - 128) <= 1 && argb[3] == 0)
        var bgra = [UInt8](repeating: 0, count: 8)
        fillLeftPixel(&bgra, bitmapInfo: CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue)
        #expect(bgra[0] == 0 && abs(Int(bgra[1]) - 128) <= 1 && bgra[2] == 255 && bgra[3] == 255)
    }

    @Test func alphaIsPremultipliedInTheBuffer() {
        var bytes = [UInt8](repeating: 0, count: 8)
        fillLeftPixel(&bytes, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue, alpha: 0.5)
        #expect(abs(Int(bytes[0]) - 128) <= 1 && abs(Int(bytes[1]) - 64) <= 1 && abs(Int(bytes[3]) - 128) <= 1)
    }

    @Test func aSkippedAlphaByteIsWrittenOpaque() {
        var bytes = [UInt8](repeating: 7, count: 8)
        fillLeftPixel(&bytes, bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue)
        #expect(bytes[0] == 255 && bytes[3] == 255)
    }

    @Test func drawingStartsFromWhatTheBufferHolds() {
        // A half-transparent blue over an opaque red buffer blends with it.
        var bytes: [UInt8] = [255, 0, 0, 255, 255, 0, 0, 255]
        bytes.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                                    space: rgb, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            context?.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
            context?.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        #expect(bytes[0 ..< 4] == [255, 0, 0, 255])
        #expect(abs(Int(bytes[4]) - 128) <= 1 && abs(Int(bytes[6]) - 128) <= 1 && bytes[7] == 255)
    }

    @Test func aGrayBufferHoldsTheLuma() {
        var bytes: [UInt8] = [0, 0]
        bytes.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 2,
                                    space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)
            context?.setFillColor(gray: 1, alpha: 1)
            context?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(bytes == [255, 0])
    }

    @Test func readingOnePixelOfAnImageWorksAsOnIOS() {
        // The common iOS idiom: a 1 × 1 RGBA context, translated, draws an image.
        let source = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                               bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        source.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        source.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
        let image = source.makeImage()!
        var pixel: [UInt8] = [0, 0, 0, 0]
        pixel.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                    space: rgb, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.translateBy(x: -3, y: -1)
            context.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(pixel == [0, 255, 0, 255])
    }

    @Test func unsupportedLayoutsGiveNil() {
        var bytes = [UInt8](repeating: 0, count: 8)
        bytes.withUnsafeMutableBytes { raw in
            #expect(CGContext(data: raw.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                              bitmapInfo: CGImageAlphaInfo.first.rawValue) == nil)
            #expect(CGContext(data: raw.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.floatComponents.rawValue) == nil)
        }
    }
}
