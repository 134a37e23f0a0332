import CoreGraphics
@testable import QuartzCore
import Testing

/// `CATiledLayer`: content drawn tile by tile, only the tiles that show, once
/// each until marked again, at a level of detail that follows the zoom.
@MainActor
@Suite struct CATiledLayerTests {
    /// A tiled layer that fills each tile red and logs the tiles it draws.
    final class LoggingTiledLayer: CATiledLayer {
        var drawn: [CGRect] = []

        override func draw(in ctx: CGContext) {
            drawn.append(ctx.boundingBoxOfClipPath)
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(ctx.boundingBoxOfClipPath)
        }
    }

    /// A 1000 × 1000 tiled layer of 100-pixel tiles in a 150 × 150 window.
    func window() -> (root: CALayer, tiled: LoggingTiledLayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 150, height: 150)
        root.masksToBounds = true
        let tiled = LoggingTiledLayer()
        tiled.tileSize = CGSize(width: 100, height: 100)
        tiled.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        root.addSublayer(tiled)
        return (root, tiled)
    }

    func render(_ root: CALayer, scale: CGFloat = 1) -> CGImage {
        LayerCompositor.image(of: root, size: root.bounds.size, scale: scale)
    }

    @Test func theDefaultsAreCoreAnimations() {
        let tiled = CATiledLayer()
        #expect(tiled.tileSize == CGSize(width: 256, height: 256))
        #expect(tiled.levelsOfDetail == 1)
        #expect(tiled.levelsOfDetailBias == 0)
        #expect(CATiledLayer.fadeDuration() == 0.25)
    }

    @Test func onlyTheTilesThatShowAreDrawn() {
        let (root, tiled) = window()
        let image = render(root)
        #expect(Set(tiled.drawn.map { [$0.minX, $0.minY] }) == [[0, 0], [100, 0], [0, 100], [100, 100]])
        #expect(tiled.drawn.allSatisfy { $0.size == CGSize(width: 100, height: 100) })
        #expect(image.pixel(atX: 140, y: 140) == CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func aTileIsDrawnOnceUntilMarkedAgain() {
        let (root, tiled) = window()
        _ = render(root)
        _ = render(root)
        #expect(tiled.drawn.count == 4)
        // Scrolled 200 points: columns 200…400 show, all four tiles new.
        withoutActions { tiled.position.x -= 200 }
        _ = render(root)
        #expect(tiled.drawn.count == 8)
        #expect(tiled.drawn.suffix(4).allSatisfy { $0.minX == 200 || $0.minX == 300 })
        // Marking a rectangle forgets only the tiles it touches.
        tiled.setNeedsDisplay(CGRect(x: 210, y: 10, width: 5, height: 5))
        _ = render(root)
        #expect(tiled.drawn.count == 9)
        #expect(tiled.drawn.last == CGRect(x: 200, y: 0, width: 100, height: 100))
        // Marking the whole layer forgets them all.
        tiled.setNeedsDisplay()
        _ = render(root)
        #expect(tiled.drawn.count == 13)
    }

    @Test func zoomingInUsesFinerTilesWithinTheBias() {
        let (root, tiled) = window()
        // At 2× with no bias: full-size tiles, stretched.
        _ = render(root, scale: 2)
        #expect(tiled.drawn.allSatisfy { $0.width == 100 })
        // With a bias of one level: tiles of 100 pixels over 50 points.
        tiled.levelsOfDetailBias = 1
        tiled.drawn.removeAll()
        _ = render(root, scale: 2)
        #expect(tiled.drawn.count == 9)
        #expect(tiled.drawn.allSatisfy { $0.width == 50 })
    }

    @Test func zoomingOutUsesCoarserTilesWithinTheLevels() {
        let (root, tiled) = window()
        tiled.setAffineTransform(CGAffineTransform(scaleX: 0.25, y: 0.25))
        tiled.anchorPoint = .zero
        tiled.position = .zero
        tiled.levelsOfDetail = 3
        _ = render(root)
        // A quarter size: tiles of 100 pixels over 400 points; the 600 points
        // that show take four.
        #expect(tiled.drawn.allSatisfy { $0.width == 400 })
        #expect(tiled.drawn.count == 4)
        #expect(tiled.level(forZoom: 0.25) == -2)
        #expect(tiled.level(forZoom: 0.01) == -2)
        #expect(tiled.level(forZoom: 0.6) == 0)
    }
}
