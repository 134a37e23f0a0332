import Foundation
import Testing
@testable import UIKit

@Suite("PixbufCodec")
struct PixbufCodecTests {
    @Test("EXIF orientations 1…8 map to UIKit's orientations and back")
    func exifMapping() {
        // EXIF 1…8 in order: up, mirrored, down, down mirrored, the two transposes,
        // a quarter clockwise (UIKit .right), a quarter counterclockwise (.left).
        let expected: [UIImage.Orientation] = [.up, .upMirrored, .down, .downMirrored,
                                               .leftMirrored, .right, .rightMirrored, .left]
        #expect((1...8).map { UIImage.Orientation(exifOrientation: $0) } == expected)
        #expect(expected.map(\.exifOrientation) == Array(1...8))
        #expect(UIImage.Orientation(exifOrientation: 0) == nil)
        #expect(UIImage.Orientation(exifOrientation: 9) == nil)
    }

    @Test("the EXIF segment goes right after the JFIF header")
    func exifPlacement() throws {
        let jpeg = try imageFixture("red-blue-32x16.jpg")
        let bytes = [UInt8](PixbufCodec.addingEXIFOrientation(.left, to: jpeg))
        // SOI, then APP0 (FF E0) of length 16 (fixture), then our APP1 (FF E1).
        #expect(Array(bytes[0...3]) == [0xFF, 0xD8, 0xFF, 0xE0])
        let app0End = 4 + (Int(bytes[4]) << 8 | Int(bytes[5]))
        #expect(Array(bytes[app0End...(app0End + 1)]) == [0xFF, 0xE1])
        #expect(Array(bytes[(app0End + 4)...(app0End + 9)]) == Array("Exif".utf8) + [0, 0])
        #expect(bytes.count == jpeg.count + 36)  // marker (2) + length field (2) + 32 payload bytes
        // Not a JPEG: unchanged.
        #expect(PixbufCodec.addingEXIFOrientation(.left, to: Data("hello".utf8)) == Data("hello".utf8))
    }

    @Test("an unknown gdk-pixbuf format name decodes nothing")
    func unknownType() throws {
        #expect(PixbufCodec.decode(try imageFixture("red-blue-32x16.jpg"), type: "no-such-format") == nil)
        #expect(PixbufCodec.decode(Data(), type: "jpeg") == nil)
    }
}
