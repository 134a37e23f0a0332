import CoreGraphics
import Foundation
import QuartzCore
import Testing
@testable import UIKit

/// A `UIFont` and `UIColor` handed to a `CATextLayer`, as iOS code hands it
/// `CTFont`s and attributed strings.
@MainActor
@Suite struct UIFontTextLayerTests {
    func render(_ layer: CATextLayer) -> CGImage {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        layer.frame = root.bounds
        root.addSublayer(layer)
        return LayerCompositor.image(of: root, size: root.bounds.size, scale: 1)
    }

    /// Rows with ink (any channel below 160).
    func inkRows(_ image: CGImage, where isInk: (CGImage.Pixel) -> Bool) -> ClosedRange<Int>? {
        let rows = (0 ..< image.height).filter { y in (0 ..< image.width).contains { isInk(image.pixel(atX: $0, y: y)) } }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first ... last
    }

    @Test func aUIFontGivesTheFaceAndFontSizeTheSize() throws {
        let layer = CATextLayer()
        layer.string = "Hxg"
        layer.font = UIFont.boldSystemFont(ofSize: 60)
        layer.fontSize = 20
        layer.foregroundColor = UIColor.black.cgColor
        let rows = try #require(inkRows(render(layer)) { $0.green < 160 })
        // A 20-point line, not a 60-point one.
        #expect(rows.upperBound < 28)
        #expect(UIFont.boldSystemFont(ofSize: 60).textLayerFace
                    == TextLayerFontFace(family: "Inter", weight: 700, italic: false, size: 60))
    }

    @Test func anAttributedStringsRunsKeepTheirFontsAndColors() throws {
        let text = NSMutableAttributedString(string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 40),
                                                                        .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: " small", attributes: [.foregroundColor: UIColor.blue]))
        let layer = CATextLayer()
        layer.string = text
        layer.fontSize = 12
        let image = render(layer)
        let red = try #require(inkRows(image) { $0.red > 200 && $0.green < 80 && $0.blue < 80 })
        let blue = try #require(inkRows(image) { $0.blue > 200 && $0.red < 80 && $0.green < 80 })
        // The red run is set at 40 points, the blue one at the layer's 12.
        #expect(red.count > 2 * blue.count)
    }
}
