import CoreGraphics
import QuartzCore
import Testing
@testable import UIKit

/// A view backed by a `CATiledLayer` draws through `draw(_:)` once per tile,
/// with the tile's rectangle.
@MainActor
@Suite struct UIViewTiledDrawingTests {
    final class TiledView: UIView {
        override class var layerClass: AnyClass { CATiledLayer.self }
        var rects: [CGRect] = []

        override func draw(_ rect: CGRect) {
            rects.append(rect)
            UIColor.blue.setFill()
            UIRectFill(rect.insetBy(dx: 10, dy: 10))
        }
    }

    @Test func drawIsCalledForEachTileThatShows() throws {
        let view = TiledView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let tiled = try #require(view.layer as? CATiledLayer)
        tiled.tileSize = CGSize(width: 100, height: 100)
        tiled.contentsScale = 1
        let image = LayerCompositor.image(of: view.layer, size: CGSize(width: 200, height: 100), scale: 1)
        #expect(Set(view.rects.map(\.minX)) == [0, 100])
        #expect(view.rects.allSatisfy { $0.size == CGSize(width: 100, height: 100) })
        // Each tile's drawing lands in its own place.
        #expect(image.pixel(atX: 150, y: 50).blue == 255)
        #expect(image.pixel(atX: 105, y: 50).alpha == 0)
    }
}
