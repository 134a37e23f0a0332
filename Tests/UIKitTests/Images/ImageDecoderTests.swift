import Foundation
import Testing
@testable import UIKit

@Suite("ImageDecoder")
struct ImageDecoderTests {
    @Test("formats are recognized by their first bytes")
    func sniffing() throws {
        #expect(ImageDecoder.format(of: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0])) == .png)
        #expect(ImageDecoder.format(of: try imageFixture("red-blue-32x16.jpg")) == .jpeg)
        #expect(ImageDecoder.format(of: twoPixelGIF) == .gif)
        #expect(ImageDecoder.format(of: twoPixelBMP) == .bmp)
        #expect(ImageDecoder.format(of: redBlueSVG) == .svg)
        #expect(ImageDecoder.format(of: Data("<?xml version=\"1.0\"?>\n<svg/>".utf8)) == .svg)
        #expect(ImageDecoder.format(of: Data("\u{FEFF}  <svg/>".utf8)) == .svg)
        #expect(ImageDecoder.format(of: Data("<html><body>svg</body></html>".utf8)) == nil)
        #expect(ImageDecoder.format(of: Data("BM".utf8)) == nil)
        #expect(ImageDecoder.format(of: Data()) == nil)
    }

    @Test("file names state their scale with @2x/@3x before the extension")
    func scaleFromFileName() {
        #expect(ImageDecoder.scale(fromFileName: "icon.png") == 1)
        #expect(ImageDecoder.scale(fromFileName: "icon@2x.png") == 2)
        #expect(ImageDecoder.scale(fromFileName: "icon@3x.jpg") == 3)
        #expect(ImageDecoder.scale(fromFileName: "icon@3x~iphone.png") == 3)
        #expect(ImageDecoder.scale(fromFileName: "me@home.png") == 1)
        #expect(ImageDecoder.scale(fromFileName: "icon@0x.png") == 1)
    }
}
