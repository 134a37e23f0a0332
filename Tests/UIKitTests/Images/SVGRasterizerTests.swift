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
}
