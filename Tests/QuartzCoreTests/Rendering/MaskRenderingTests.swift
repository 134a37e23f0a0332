import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// Masks: a layer shows only where its mask layer paints, by the mask's
/// alpha, with the mask placed in the layer's coordinates.
@MainActor
@Suite struct MaskRenderingTests {
    static let white = CGColor(gray: 1, alpha: 1)
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let black = CGColor(gray: 0, alpha: 1)

    /// A red layer filling the root.
    func redLayer() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.backgroundColor = Self.red
        return layer
    }

    func redness(_ image: CGImage, _ x: Int, _ y: Int) -> Int {
        255 - Int(image.pixel(atX: x, y: y).green)
    }

    @Test func aShapeMaskCutsTheLayerToItsPath() {
        let layer = redLayer()
        let circle = CAShapeLayer()
        circle.frame = layer.bounds
        circle.path = CGPath(ellipseIn: CGRect(x: 25, y: 25, width: 50, height: 50), transform: nil)
        layer.mask = circle
        let image = renderOverWhite(layer)
        #expect(redness(image, 50, 50) == 255)
        #expect(redness(image, 10, 10) == 0)
        #expect(redness(image, 80, 50) == 0)
        #expect(layer.sublayers == nil)
        #expect(circle.superlayer == nil)
    }

    @Test func theMasksAlphaScalesTheLayer() {
        let layer = redLayer()
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        mask.backgroundColor = CGColor(gray: 0, alpha: 0.5)
        layer.mask = mask
        let image = renderOverWhite(layer)
        #expect(abs(redness(image, 20, 50) - 128) <= 1)
        #expect(redness(image, 70, 50) == 0)
    }

    @Test func theMaskSitsInTheLayersCoordinates() {
        let layer = redLayer()
        layer.frame = CGRect(x: 50, y: 50, width: 50, height: 50)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        mask.backgroundColor = Self.black
        layer.mask = mask
        let image = renderOverWhite(layer)
        #expect(redness(image, 55, 55) == 255)
        #expect(redness(image, 65, 55) == 0)
        #expect(redness(image, 5, 5) == 0)
    }

    @Test func theMaskCutsTheShadowToo() {
        let layer = redLayer()
        layer.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = CGSize(width: 20, height: 0)
        let mask = CALayer()
        mask.frame = layer.bounds
        mask.backgroundColor = Self.black
        layer.mask = mask
        let image = renderOverWhite(layer)
        #expect(image.pixel(atX: 70, y: 40) == .init(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func anAnimatedMaskIsDrawnMidFlight() {
        withAnimationTimeline { timeline in
            let layer = redLayer()
            let mask = CAShapeLayer()
            mask.frame = layer.bounds
            mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
            layer.mask = mask
            let reveal = CABasicAnimation(keyPath: "path")
            reveal.fromValue = CGPath(rect: CGRect(x: 0, y: 0, width: 0, height: 100), transform: nil)
            reveal.toValue = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
            reveal.duration = 1
            mask.add(reveal, forKey: "reveal")
            timeline.tick(at: 0)
            timeline.seek(to: 0.5)
            let image = renderOverWhite(layer)
            #expect(redness(image, 45, 50) == 255)
            #expect(redness(image, 55, 50) == 0)
        }
    }
}
