import CoreGraphics
@testable import QuartzCore
import Testing

/// `isGeometryFlipped`: a layer whose y runs up the screen. Its sublayers and
/// drawing follow its flipped coordinates; its contents images stay upright.
@MainActor
@Suite struct CALayerGeometryFlippingTests {
    static let red = CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    static let blue = CGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
    static let white = CGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)

    /// A flipped 100 × 100 layer filling the root, with a red 20 × 20 sublayer at its origin.
    func flippedWithSquare() -> (flipped: CALayer, square: CALayer) {
        let flipped = CALayer()
        flipped.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        flipped.isGeometryFlipped = true
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        flipped.addSublayer(square)
        return (flipped, square)
    }

    /// 2 × 2 pixels: red on top, blue below.
    func redOverBlue() -> CGImage {
        let context = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        // The bitmap context's y runs up: y = 1 is the top row.
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        return context.makeImage()!
    }

    @Test func layersAreNotFlippedByDefault() {
        let layer = CALayer()
        #expect(!layer.isGeometryFlipped)
        // As on iOS: the screen is y-down, flipped from Core Animation's y-up.
        #expect(layer.contentsAreFlipped())
        layer.setValue(true, forKey: "geometryFlipped")
        #expect(layer.isGeometryFlipped)
        #expect(layer.value(forKey: "geometryFlipped") as? Bool == true)
    }

    @Test func sublayersArePlacedFromTheBottom() {
        let (flipped, _) = flippedWithSquare()
        let image = renderOverWhite(flipped)
        #expect(image.pixel(atX: 10, y: 90) == Self.red)
        #expect(image.pixel(atX: 10, y: 10) == Self.white)
    }

    @Test func conversionAndHitTestingFollowTheFlip() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let (flipped, square) = flippedWithSquare()
        root.addSublayer(flipped)
        #expect(root.convert(CGPoint(x: 0, y: 0), from: square) == CGPoint(x: 0, y: 100))
        #expect(square.convert(CGPoint(x: 10, y: 95), from: root) == CGPoint(x: 10, y: 5))
        #expect(root.hitTest(CGPoint(x: 10, y: 90)) === square)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === flipped)
        // The flipped layer's frame is where it was.
        #expect(flipped.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func twoFlipsCancel() {
        let (outer, _) = flippedWithSquare()
        let inner = CALayer()
        inner.frame = outer.bounds
        inner.isGeometryFlipped = true
        let top = CALayer()
        top.frame = CGRect(x: 50, y: 0, width: 20, height: 20)
        top.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        inner.addSublayer(top)
        outer.addSublayer(inner)
        #expect(!outer.contentsAreFlipped())
        #expect(inner.contentsAreFlipped())
        #expect(top.contentsAreFlipped())
        let image = renderOverWhite(outer)
        #expect(image.pixel(atX: 60, y: 10) == Self.blue)
        #expect(image.pixel(atX: 60, y: 90) == Self.white)
    }

    @Test func aSublayerOfAFlippedLayerDrawsYUpLikeIt() {
        let (flipped, square) = flippedWithSquare()
        #expect(!flipped.contentsAreFlipped())
        #expect(!square.contentsAreFlipped())
        #expect(!square.isGeometryFlipped)
    }

    @Test func contentsImagesStayUpright() {
        let (flipped, _) = flippedWithSquare()
        flipped.contents = redOverBlue()
        let image = renderOverWhite(flipped)
        // Stretched over 100 points, away from the middle the two rows are pure.
        #expect(image.pixel(atX: 50, y: 10) == Self.red)
        #expect(image.pixel(atX: 50, y: 90) == Self.blue)
    }

    @Test func gravityTopIsMaxYSoTheTopOnScreenOnlyWhenFlipped() {
        func holder(flipped: Bool) -> CALayer {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.isGeometryFlipped = flipped
            layer.contents = redOverBlue()
            layer.contentsGravity = .top
            return layer
        }
        // Unflipped (every view's layer): `.top` hugs the bottom of the screen.
        let plain = renderOverWhite(holder(flipped: false))
        #expect(plain.pixel(atX: 50, y: 98) == Self.red)
        #expect(plain.pixel(atX: 50, y: 99) == Self.blue)
        #expect(plain.pixel(atX: 50, y: 0) == Self.white)
        // Flipped: the top of the screen, still red over blue.
        let flipped = renderOverWhite(holder(flipped: true))
        #expect(flipped.pixel(atX: 50, y: 0) == Self.red)
        #expect(flipped.pixel(atX: 50, y: 1) == Self.blue)
        #expect(flipped.pixel(atX: 50, y: 99) == Self.white)
    }

    @Test func drawingFollowsTheFlippedCoordinates() {
        final class StripeLayer: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 20))
            }
        }
        let stripe = StripeLayer()
        stripe.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        stripe.isGeometryFlipped = true
        stripe.setNeedsDisplay()
        let image = renderOverWhite(stripe)
        // y 0…20 in the layer's coordinates: the bottom fifth on screen.
        #expect(image.pixel(atX: 50, y: 90) == Self.blue)
        #expect(image.pixel(atX: 50, y: 10) == Self.white)
    }
}
