import CoreGraphics
@testable import QuartzCore
import Testing

/// `contentsRect`: the part of the contents image a layer shows, stretched
/// (by the contents gravity) over the layer, animatable.
@MainActor
@Suite struct ContentsRectRenderingTests {
    static let red = CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    static let blue = CGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255)

    /// A 4 × 1-pixel image: two red pixels on the left, two blue on the right.
    func twoColors() -> CGImage {
        let context = CGContext(data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 2, y: 0, width: 2, height: 1))
        return context.makeImage()!
    }

    func layer() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.contents = twoColors()
        return layer
    }

    @Test func theWholeImageIsShownByDefault() {
        let shown = layer()
        #expect(shown.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = renderOverWhite(shown)
        #expect(image.pixel(atX: 10, y: 50) == Self.red)
        #expect(image.pixel(atX: 90, y: 50) == Self.blue)
    }

    @Test func theRightHalfFillsTheLayer() {
        let shown = layer()
        shown.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        let image = renderOverWhite(shown)
        // Away from the cut (where filtering blends in the red neighbor, as
        // a GPU's linear filter does), all blue.
        #expect(image.pixel(atX: 40, y: 50) == Self.blue)
        #expect(image.pixel(atX: 90, y: 50) == Self.blue)
        #expect(image.pixel(atX: 2, y: 50).red < 255)
    }

    @Test func gravityPlacesTheShownPartBySize() {
        let shown = layer()
        shown.contentsGravity = .bottomLeft  // minY: the top on screen
        shown.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        let image = renderOverWhite(shown)
        // Two red pixels at the top left; the rest of the layer is empty.
        #expect(image.pixel(atX: 0, y: 0) == Self.red)
        #expect(image.pixel(atX: 1, y: 0).red == 255)
        #expect(image.pixel(atX: 2, y: 0) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(atX: 0, y: 1) == .init(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func contentsRectAnimatesMidFlight() {
        withAnimationTimeline { timeline in
            let shown = layer()
            let slide = CABasicAnimation(keyPath: "contentsRect")
            slide.fromValue = CGRect(x: 0, y: 0, width: 0.5, height: 1)
            slide.toValue = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
            slide.duration = 1
            shown.add(slide, forKey: "slide")
            timeline.tick(at: 0)
            timeline.seek(to: 0.5)
            #expect(shown.presentation()?.contentsRect == CGRect(x: 0.25, y: 0, width: 0.5, height: 1))
        }
    }
}
