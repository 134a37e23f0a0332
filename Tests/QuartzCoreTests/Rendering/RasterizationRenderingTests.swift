import CoreGraphics
@testable import QuartzCore
import Testing

/// `shouldRasterize`: the layer flattened into a bitmap of
/// `rasterizationScale` pixels per point, then drawn in its place.
@MainActor
@Suite struct RasterizationRenderingTests {
    /// A red disc of radius 30 at the root's center, with a white sublayer stripe.
    func disc() -> CALayer {
        let disc = CALayer()
        disc.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        disc.cornerRadius = 30
        disc.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let stripe = CALayer()
        stripe.frame = CGRect(x: 0, y: 27, width: 60, height: 6)
        stripe.backgroundColor = CGColor(gray: 1, alpha: 1)
        disc.addSublayer(stripe)
        return disc
    }

    /// How many pixels differ between two images of the same size.
    func differingPixels(_ a: CGImage, _ b: CGImage) -> Int {
        var count = 0
        for y in 0 ..< a.height {
            for x in 0 ..< a.width where a.pixel(atX: x, y: y) != b.pixel(atX: x, y: y) { count += 1 }
        }
        return count
    }

    /// Pixels neither pure white nor pure red along the middle row: the soft edge.
    func softPixels(_ image: CGImage, row: Int) -> Int {
        (0 ..< image.width).filter { x in
            let pixel = image.pixel(atX: x, y: row)
            return !(pixel.green == 255 || pixel.green == 0)
        }.count
    }

    @Test func rasterizationIsOffAtScaleOneByDefault() {
        let layer = CALayer()
        #expect(!layer.shouldRasterize)
        #expect(layer.rasterizationScale == 1)
        layer.setValue(true, forKey: "shouldRasterize")
        layer.setValue(CGFloat(3), forKey: "rasterizationScale")
        #expect(layer.shouldRasterize && layer.rasterizationScale == 3)
    }

    @Test func aRasterAtTheScreensScaleLooksTheSame() {
        let direct = renderOverWhite(disc(), scale: 2)
        let rasterized = disc()
        rasterized.shouldRasterize = true
        rasterized.rasterizationScale = 2
        #expect(differingPixels(direct, renderOverWhite(rasterized, scale: 2)) == 0)
    }

    @Test func aRasterAtScaleOneLooksSoftOnATwoXScreen() {
        let direct = renderOverWhite(disc(), scale: 2)
        let rasterized = disc()
        rasterized.shouldRasterize = true
        let soft = renderOverWhite(rasterized, scale: 2)
        // The disc's left and right edges each cross one antialiased pixel
        // when drawn directly; from a 1× raster, stretched bilinearly, about two.
        #expect(softPixels(soft, row: 70) >= 2 * softPixels(direct, row: 70) - 1)
        #expect(softPixels(soft, row: 70) > softPixels(direct, row: 70))
        // Inside, the colors are the same.
        #expect(soft.pixel(atX: 60, y: 100 - 20) == direct.pixel(atX: 60, y: 100 - 20))
    }

    @Test func opacityAppliesToTheFlattenedRaster() {
        // The white stripe over the red disc at half opacity, group opacity
        // off: flattened first, the raster fades as one, so no red shows
        // through the stripe.
        let layer = disc()
        layer.shouldRasterize = true
        layer.rasterizationScale = 2
        layer.allowsGroupOpacity = false
        layer.opacity = 0.5
        let image = renderOverWhite(layer, scale: 2)
        #expect(image.pixel(atX: 100, y: 100) == CGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        // Drawn directly, each paint fades on its own and the red shows through.
        layer.shouldRasterize = false
        #expect(renderOverWhite(layer, scale: 2).pixel(atX: 100, y: 100).green < 255)
        let redArea = image.pixel(atX: 100, y: 70)
        #expect(redArea.red == 255 && abs(Int(redArea.green) - 128) <= 1)
    }

    @Test func rasterizationScaleAnimatesMidFlight() {
        withAnimationTimeline { timeline in
            let layer = disc()
            let sharpen = CABasicAnimation(keyPath: "rasterizationScale")
            sharpen.fromValue = CGFloat(1)
            sharpen.toValue = CGFloat(3)
            sharpen.duration = 1
            layer.add(sharpen, forKey: "sharpen")
            timeline.tick(at: 0)
            timeline.seek(to: 0.5)
            #expect(layer.presentation()?.rasterizationScale == 2)
        }
    }
}
