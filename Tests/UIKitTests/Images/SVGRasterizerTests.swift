import Foundation
import Testing
@testable import UIKit

private func svg(_ attributes: String, _ body: String = "") -> Data {
    Data("<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)>\(body)</svg>".utf8)
}

@Suite("SVGRasterizer")
struct SVGRasterizerTests {
    @Test("the natural size is width and height in CSS pixels (96 per inch), one per point")
    func naturalSizeUnits() {
        #expect(SVGRasterizer.naturalSize(of: svg("width=\"30\" height=\"20\"")) == CGSize(width: 30, height: 20))
        // 25.4 mm = 1 in = 96 px; 72 pt = 1 in = 96 px.
        // (librsvg converts millimeters in single precision: within 1e-5.)
        let physical = SVGRasterizer.naturalSize(of: svg("width=\"25.4mm\" height=\"72pt\""))
        #expect(abs((physical?.width ?? 0) - 96) < 1e-5)
        #expect(abs((physical?.height ?? 0) - 96) < 1e-5)
        // Percentages fall back to the viewBox.
        #expect(SVGRasterizer.naturalSize(of: svg("width=\"100%\" height=\"100%\" viewBox=\"0 0 12 6\""))
                == CGSize(width: 12, height: 6))
        #expect(SVGRasterizer.naturalSize(of: svg("")) == nil)
        #expect(SVGRasterizer.naturalSize(of: Data("not svg".utf8)) == nil)
    }

    @Test("rasterizing at a pixel size stretches the document over it")
    func stretch() throws {
        let document = svg("width=\"2\" height=\"2\"",
                           "<rect width=\"1\" height=\"2\" fill=\"#f00\"/><rect x=\"1\" width=\"1\" height=\"2\" fill=\"#00f\"/>")
        let image = try #require(SVGRasterizer.rasterize(document, pixelWidth: 40, pixelHeight: 10))
        #expect(image.width == 40 && image.height == 10)
        #expect(image.pixel(atX: 5, y: 5) == CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(atX: 35, y: 5) == CGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test("a document too large for Cairo gives nil instead of failing later")
    func tooLarge() {
        #expect(SVGRasterizer.rasterize(svg("width=\"40000\" height=\"10\""), scale: 1) == nil)
    }

    // MARK: Hostile documents

    /// A document of `size` with a `<!DOCTYPE>` internal subset before it.
    private func document(doctype: String, _ body: String) -> Data {
        Data(("<?xml version=\"1.0\"?><!DOCTYPE svg [\(doctype)]>"
              + "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
              + "width=\"60\" height=\"20\">\(body)</svg>").utf8)
    }

    @Test("an external entity is not read: a file's contents never reach the picture")
    func externalEntity() throws {
        let text = "<text x=\"0\" y=\"16\" font-size=\"16\">"
        // The same document with the text written out draws ink: the check can fail.
        let plain = try #require(SVGRasterizer.rasterize(document(doctype: "", text + "XXXXXX</text>"), scale: 1))
        #expect(inkCoverage(of: plain) > 20)  // in whole pixels
        let hostile = document(doctype: "<!ENTITY secret SYSTEM \"file:///etc/os-release\">", text + "&secret;</text>")
        if let image = SVGRasterizer.rasterize(hostile, scale: 1) {
            #expect(inkCoverage(of: image) == 0)
        }
    }

    @Test("an image referring to a file outside the document is not loaded; one inside it (a data URL) is")
    func externalImage() throws {
        let outside = svg("width=\"20\" height=\"20\"",
                          "<image href=\"file:///usr/share/bootstrap-icons/svg/square-fill.svg\" width=\"20\" height=\"20\"/>")
        let image = try #require(SVGRasterizer.rasterize(outside, scale: 1))
        #expect(inkCoverage(of: image) == 0)
        let inline = "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='4'><rect width='4' height='4'/></svg>"
        let inside = svg("width=\"20\" height=\"20\"",
                         "<image href=\"data:image/svg+xml;base64,\(Data(inline.utf8).base64EncodedString())\" "
                         + "width=\"20\" height=\"20\"/>")
        let drawn = try #require(SVGRasterizer.rasterize(inside, scale: 1))
        #expect(inkCoverage(of: drawn) == 400)
    }

    @Test("nested entities that would expand to a billion strings (\"billion laughs\") are refused")
    func billionLaughs() {
        var entities = "<!ENTITY lol0 \"lol\">"
        for level in 1...9 {
            let previous = String(repeating: "&lol\(level - 1);", count: 10)
            entities += "<!ENTITY lol\(level) \"\(previous)\">"
        }
        // 10⁹ copies of "lol": 3 GB of text if the parser expanded them.
        let bomb = document(doctype: entities, "<text x=\"0\" y=\"16\">&lol9;</text>")
        #expect(SVGRasterizer.rasterize(bomb, scale: 1) == nil)
    }
}
