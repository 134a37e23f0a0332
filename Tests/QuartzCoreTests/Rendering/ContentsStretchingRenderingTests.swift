import CoreGraphics
@testable import QuartzCore
import Testing
import UIKitTesting

/// `contentsCenter` (nine-part stretching) and the contents filters: what a
/// layer's image looks like when drawn at another size than its own.
@MainActor
@Suite struct ContentsStretchingRenderingTests {
    /// Nine colors, one per 10 × 10-pixel cell of a 30 × 30 image, row by row
    /// from the top.
    static let cellColors: [CGImage.Pixel] = [
        .init(red: 255, green: 0, blue: 0, alpha: 255), .init(red: 0, green: 255, blue: 0, alpha: 255),
        .init(red: 0, green: 0, blue: 255, alpha: 255), .init(red: 255, green: 255, blue: 0, alpha: 255),
        .init(red: 0, green: 255, blue: 255, alpha: 255), .init(red: 255, green: 0, blue: 255, alpha: 255),
        .init(red: 0, green: 0, blue: 0, alpha: 255), .init(red: 128, green: 128, blue: 128, alpha: 255),
        .init(red: 255, green: 128, blue: 0, alpha: 255),
    ]

    func image(width: Int, height: Int, _ paint: (CGContext) -> Void) -> CGImage {
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        paint(context)
        return context.makeImage()!
    }

    func color(_ pixel: CGImage.Pixel) -> CGColor {
        CGColor(red: CGFloat(pixel.red) / 255, green: CGFloat(pixel.green) / 255, blue: CGFloat(pixel.blue) / 255, alpha: 1)
    }

    func nineCells() -> CGImage {
        image(width: 30, height: 30) { context in
            for (index, pixel) in Self.cellColors.enumerated() {
                context.setFillColor(color(pixel))
                // A bitmap context's y runs up: the first row is drawn at the top.
                context.fill(CGRect(x: (index % 3) * 10, y: (2 - index / 3) * 10, width: 10, height: 10))
            }
        }
    }

    func layer(_ frame: CGRect, contents: CGImage) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.contents = contents
        return layer
    }

    @Test func byDefaultTheWholeImageStretches() {
        let stretched = layer(CGRect(x: 0, y: 0, width: 90, height: 60), contents: nineCells())
        #expect(stretched.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = renderOverWhite(stretched)
        // Each cell is 30 × 20 points: 25 pt in is still the top-left cell.
        #expect(image.pixel(atX: 25, y: 5) == Self.cellColors[0])
    }

    @Test func theCornersKeepTheirSizeAndTheCenterStretches() {
        let stretched = layer(CGRect(x: 0, y: 0, width: 90, height: 60), contents: nineCells())
        stretched.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let image = renderOverWhite(stretched)
        // Corners: 10 × 10 points at each corner of the layer.
        #expect(image.pixel(atX: 5, y: 5) == Self.cellColors[0])
        #expect(image.pixel(atX: 85, y: 5) == Self.cellColors[2])
        #expect(image.pixel(atX: 5, y: 55) == Self.cellColors[6])
        #expect(image.pixel(atX: 85, y: 55) == Self.cellColors[8])
        // Edges stretch along their length only: the top edge spans x 10…80.
        #expect(image.pixel(atX: 25, y: 5) == Self.cellColors[1])
        #expect(image.pixel(atX: 75, y: 3) == Self.cellColors[1])
        #expect(image.pixel(atX: 3, y: 45) == Self.cellColors[3])
        // The center fills x 10…80, y 10…50.
        #expect(image.pixel(atX: 45, y: 30) == Self.cellColors[4])
        #expect(image.pixel(atX: 20, y: 45) == Self.cellColors[4])
    }

    @Test func capsThatDoNotFitShrinkInProportion() {
        // 15 points for 10 + 10 points of caps: each cap is 7.5, no center.
        let squeezed = layer(CGRect(x: 0, y: 0, width: 15, height: 15), contents: nineCells())
        squeezed.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let image = renderOverWhite(squeezed, scale: 2)
        #expect(image.pixel(atX: 3, y: 3) == Self.cellColors[0])
        #expect(image.pixel(atX: 26, y: 3) == Self.cellColors[2])
        #expect(image.pixel(atX: 3, y: 26) == Self.cellColors[6])
        #expect(image.pixel(atX: 26, y: 26) == Self.cellColors[8])
        // Just past the middle is already the right cap: no stretched center.
        #expect(image.pixel(atX: 17, y: 3).blue > 200)
    }

    @Test func capsAreMeasuredInPointsAtTheContentsScale() {
        // A 30-pixel image at 2× is 15 points: its 10-pixel caps are 5 points.
        let stretched = layer(CGRect(x: 0, y: 0, width: 90, height: 60), contents: nineCells())
        stretched.contentsScale = 2
        stretched.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let image = renderOverWhite(stretched)
        #expect(image.pixel(atX: 2, y: 2) == Self.cellColors[0])
        #expect(image.pixel(atX: 20, y: 2) == Self.cellColors[1])
        #expect(image.pixel(atX: 87, y: 2) == Self.cellColors[2])
    }

    @Test func anEmptyCenterStretchesTheOnePixelThere() {
        // 31 × 31 blue with a green pixel line through the middle (x 15, y 15).
        let plus = image(width: 31, height: 31) { context in
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 31, height: 31))
            context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
            context.fill(CGRect(x: 15, y: 0, width: 1, height: 31))
            context.fill(CGRect(x: 0, y: 15, width: 31, height: 1))
        }
        let stretched = layer(CGRect(x: 0, y: 0, width: 91, height: 91), contents: plus)
        stretched.contentsCenter = CGRect(x: 0.5, y: 0.5, width: 0, height: 0)
        let image = renderOverWhite(stretched)
        func isGreen(_ pixel: CGImage.Pixel) -> Bool { pixel.green > 250 && pixel.blue < 5 }
        // Fifteen points of blue on each side, sixty-one of green between.
        #expect(image.pixel(atX: 5, y: 5).blue == 255)
        #expect(isGreen(image.pixel(atX: 45, y: 5)))
        #expect(isGreen(image.pixel(atX: 5, y: 45)))
        #expect(isGreen(image.pixel(atX: 85, y: 45)))
        #expect(image.pixel(atX: 85, y: 85).blue == 255)
    }

    @Test func contentsCenterAnimatesMidFlight() {
        withAnimationTimeline { timeline in
            let stretched = layer(CGRect(x: 0, y: 0, width: 90, height: 60), contents: nineCells())
            let tighten = CABasicAnimation(keyPath: "contentsCenter")
            tighten.fromValue = CGRect(x: 0, y: 0, width: 1, height: 1)
            tighten.toValue = CGRect(x: 0.5, y: 0.5, width: 0, height: 0)
            tighten.duration = 1
            stretched.add(tighten, forKey: "tighten")
            timeline.tick(at: 0)
            timeline.seek(to: 0.5)
            #expect(stretched.presentation()?.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        }
    }

    @Test func settingContentsCenterAnimatesImplicitly() {
        withAnimationTimeline { _ in
            let stretched = makeTestLayer()
            renderOnce(stretched)
            stretched.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
            #expect(stretched.animationKeys() == ["contentsCenter"])
            #expect(stretched.value(forKey: "contentsCenter") as? CGRect == CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2))
        }
    }

    @Test func aStretchableBubbleLooksRightAtAnySize() {
        // A 30 × 30 speech bubble (rounded, 12-pixel caps) stretched wide and tall.
        let bubble = image(width: 30, height: 30) { context in
            context.setFillColor(CGColor(red: 0, green: 0.48, blue: 1, alpha: 1))
            context.addPath(CGPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 30),
                                   cornerWidth: 12, cornerHeight: 12, transform: nil))
            context.fillPath()
        }
        let root = CALayer()
        withoutActions {
            for frame in [CGRect(x: 5, y: 5, width: 90, height: 30), CGRect(x: 5, y: 45, width: 40, height: 50),
                          CGRect(x: 55, y: 45, width: 40, height: 20)] {
                let piece = layer(frame, contents: bubble)
                piece.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
                root.addSublayer(piece)
            }
        }
        assertSnapshot(of: renderOverWhite(root, scale: 2), named: "stretchedBubbles")
    }

    // MARK: - Filters

    /// 2 × 1 pixels: black, white.
    func blackThenWhite() -> CGImage {
        image(width: 2, height: 1) { context in
            context.setFillColor(CGColor(gray: 1, alpha: 1))
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            context.setFillColor(CGColor(gray: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    /// 100 × 1 pixels of alternating black and white columns.
    func stripes() -> CGImage {
        image(width: 100, height: 1) { context in
            context.setFillColor(CGColor(gray: 1, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 1))
            context.setFillColor(CGColor(gray: 0, alpha: 1))
            for x in stride(from: 0, to: 100, by: 2) { context.fill(CGRect(x: x, y: 0, width: 1, height: 1)) }
        }
    }

    @Test func filtersAreLinearByDefault() {
        let layer = CALayer()
        #expect(layer.minificationFilter == .linear)
        #expect(layer.magnificationFilter == .linear)
        layer.setValue(CALayerContentsFilter.nearest, forKey: "magnificationFilter")
        #expect(layer.magnificationFilter == .nearest)
        #expect(layer.value(forKey: "minificationFilter") as? CALayerContentsFilter == .linear)
    }

    @Test func nearestMagnificationKeepsPixelsHardEdged() {
        let smooth = layer(CGRect(x: 0, y: 0, width: 100, height: 10), contents: blackThenWhite())
        let crisp = layer(CGRect(x: 0, y: 0, width: 100, height: 10), contents: blackThenWhite())
        crisp.magnificationFilter = .nearest
        let smoothImage = renderOverWhite(smooth), crispImage = renderOverWhite(crisp)
        // Each image pixel covers 50 points; linear sampling ramps across the middle.
        #expect(crispImage.pixel(atX: 45, y: 5).red == 0)
        #expect(crispImage.pixel(atX: 54, y: 5).red == 255)
        #expect(smoothImage.pixel(atX: 45, y: 5).red > 40)
        #expect(smoothImage.pixel(atX: 54, y: 5).red < 215)
    }

    @Test func nearestMinificationPicksPixelsInsteadOfAveraging() {
        let averaged = layer(CGRect(x: 0, y: 0, width: 25, height: 10), contents: stripes())
        let picked = layer(CGRect(x: 0, y: 0, width: 25, height: 10), contents: stripes())
        picked.minificationFilter = .nearest
        let averagedImage = renderOverWhite(averaged), pickedImage = renderOverWhite(picked)
        for x in 2 ..< 23 {
            #expect(abs(Int(averagedImage.pixel(atX: x, y: 5).red) - 128) < 20)
            #expect([0, 255].contains(pickedImage.pixel(atX: x, y: 5).red))
        }
    }

    @Test func theFilterFollowsDevicePixelsNotPoints() {
        // 100 image pixels over 50 points: shrunk at 1×, enlarged at 3×.
        let stripes = layer(CGRect(x: 0, y: 0, width: 50, height: 10), contents: stripes())
        stripes.magnificationFilter = .nearest
        let oneX = renderOverWhite(stripes, scale: 1), threeX = renderOverWhite(stripes, scale: 3)
        #expect(abs(Int(oneX.pixel(atX: 20, y: 5).red) - 128) < 20)
        #expect((0 ..< 6).map { threeX.pixel(atX: 60 + $0, y: 15).red }.allSatisfy { $0 == 0 || $0 == 255 })
    }
}
