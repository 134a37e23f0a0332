import Foundation
import Testing
@testable import UIKit

/// `twoPixelBMP` with little-endian `value` written over the four bytes at `offset`.
private func bmp(writing value: UInt32, at offset: Int) -> Data {
    var bytes = [UInt8](twoPixelBMP)
    for index in 0..<4 { bytes[offset + index] = UInt8((value >> (8 * index)) & 0xFF) }
    return Data(bytes)
}

@Suite("ImageDecoder+Dimensions")
struct ImageDecoderDimensionsTests {
    @Test("a BMP's declared size is read from its info header")
    func bmpSize() throws {
        let size = try #require(ImageDecoder.declaredPixelSize(of: twoPixelBMP, format: .bmp))
        #expect(size.width == 2 && size.height == 1)
        #expect(UIImage(data: twoPixelBMP) != nil)
    }

    /// gdk-pixbuf's loader reserves as many bytes as these fields say before
    /// it checks them: `make fuzz` once saw one damaged byte reserve 4 GB.
    @Test("a BMP whose info header size is one no loader knows is refused before decoding",
          arguments: [UInt32(0xFFFF_0028), 41, 0, 1_000_000])
    func bmpUnknownHeaderSize(_ headerSize: UInt32) {
        let damaged = bmp(writing: headerSize, at: 14)
        #expect(ImageDecoder.declaredPixelSize(of: damaged, format: .bmp) == nil)
        #expect(UIImage(data: damaged) == nil)
    }

    @Test("a BMP whose pixels would begin past the end of the file is refused before decoding")
    func bmpPixelOffsetPastTheEnd() {
        // The file is 62 bytes long; its pixels begin at 54.
        #expect(ImageDecoder.declaredPixelSize(of: bmp(writing: 62, at: 10), format: .bmp) != nil)
        for offset: UInt32 in [63, 0xFFFF_FF36] {
            let damaged = bmp(writing: offset, at: 10)
            #expect(ImageDecoder.declaredPixelSize(of: damaged, format: .bmp) == nil)
            #expect(UIImage(data: damaged) == nil)
        }
    }

    @Test("every header size gdk-pixbuf decodes is let through to it")
    func bmpKnownHeaderSizes() {
        for headerSize: UInt32 in [12, 40, 64, 108, 124] {
            #expect(ImageDecoder.declaredPixelSize(of: bmp(writing: headerSize, at: 14), format: .bmp) != nil)
        }
    }
}
