import Testing
import TestSupport
import CoreGraphics

@Suite("CGContext: fills, strokes, clipping and images")
struct CGContextDrawingTests {
    // MARK: Fills

    @Test("fill(_:) paints exactly the pixels inside the rectangle")
    func fillRect() {
        let context = makeContext(width: 6, height: 6)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 1, y: 2, width: 3, height: 2))
        let image = context.image
        for y in 0..<6 {
            for x in 0..<6 {
                let inside = (1..<1 + 3).contains(x) && (2..<2 + 2).contains(y)
                #expect(image.pixel(atUserX: x, y: y) == (inside ? .opaqueRed : .transparent), "(\(x), \(y))")
            }
        }
    }

    @Test("fill(_ rects:) paints every rectangle")
    func fillRects() {
        let context = makeContext(width: 4, height: 1)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 0, width: 1, height: 1)])
        let image = context.image
        #expect(image.pixel(atX: 0, y: 0) == .opaqueGreen)
        #expect(image.pixel(atX: 1, y: 0) == .transparent)
        #expect(image.pixel(atX: 2, y: 0) == .opaqueGreen)
    }

    @Test("fill(_:) clears the current path")
    func fillClearsPath() {
        let context = makeContext(width: 4, height: 4)
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 4, y: 4))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.isPathEmpty)
    }

    @Test("fillPath consumes the current path")
    func fillPathConsumes() {
        let context = makeContext(width: 4, height: 4)
        context.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        context.fillPath()
        #expect(context.isPathEmpty)
        // A second fill has nothing to paint.
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fillPath()
        #expect(context.image.pixel(atUserX: 0, y: 0) == .opaqueBlack)
    }

    @Test("fillEllipse paints the center but not the corners of its rectangle")
    func fillEllipse() {
        let context = makeContext(width: 10, height: 10)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = context.image
        #expect(image.pixel(atUserX: 4, y: 5) == .opaqueRed)
        #expect(image.pixel(atUserX: 0, y: 0) == .transparent)
        #expect(image.pixel(atUserX: 9, y: 9) == .transparent)
        // The left edge's middle pixel is nearly fully covered.
        #expect(image.pixel(atUserX: 0, y: 5).alpha > 200)
    }

    /// A 0…8 square with a 2…6 square inside, both counter-clockwise.
    func addNestedSquares(to context: CGContext) {
        context.addRect(CGRect(x: 0, y: 0, width: 8, height: 8))
        context.addRect(CGRect(x: 2, y: 2, width: 4, height: 4))
    }

    @Test("an even-odd fill leaves a hole inside nested same-direction rectangles; a winding fill does not")
    func evenOddFill() {
        let evenOdd = makeContext(width: 8, height: 8)
        evenOdd.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        addNestedSquares(to: evenOdd)
        evenOdd.fillPath(using: .evenOdd)
        #expect(evenOdd.image.pixel(atUserX: 4, y: 4) == .transparent)
        #expect(evenOdd.image.pixel(atUserX: 0, y: 4) == .opaqueRed)

        let winding = makeContext(width: 8, height: 8)
        winding.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        addNestedSquares(to: winding)
        winding.fillPath()
        #expect(winding.image.pixel(atUserX: 4, y: 4) == .opaqueRed)
    }

    @Test("drawPath fills and strokes with the fill and stroke colors by mode")
    func drawPathModes() {
        func draw(_ mode: CGPathDrawingMode) -> CGImage {
            let context = makeContext(width: 8, height: 8)
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.setLineWidth(2)
            addNestedSquares(to: context)
            context.drawPath(using: mode)
            return context.image
        }
        // Samples: the outer left edge's inner half (x 0…1), the outer bottom edge's
        // inner half (y 0…1), and the hole's middle, clear of the inner edge's stroke (1…3, 5…7).
        func samples(_ image: CGImage) -> [CGImage.Pixel] {
            [image.pixel(atUserX: 0, y: 4), image.pixel(atUserX: 4, y: 0), image.pixel(atUserX: 4, y: 4)]
        }
        #expect(samples(draw(.fill)) == [.opaqueBlue, .opaqueBlue, .opaqueBlue])
        #expect(samples(draw(.eoFill)) == [.opaqueBlue, .opaqueBlue, .transparent])
        #expect(samples(draw(.stroke)) == [.opaqueRed, .opaqueRed, .transparent])
        #expect(samples(draw(.fillStroke)) == [.opaqueRed, .opaqueRed, .opaqueBlue])
        #expect(samples(draw(.eoFillStroke)) == [.opaqueRed, .opaqueRed, .transparent])
    }

    // MARK: Strokes

    @Test("stroke(_:) paints a band of the line width centered on the rectangle's edges")
    func strokeRect() {
        let context = makeContext(width: 10, height: 10)
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(2)
        context.stroke(CGRect(x: 2, y: 2, width: 6, height: 6))
        let image = context.image
        // The left edge at x = 2 is painted over x 1…3.
        #expect(image.pixel(atUserX: 0, y: 5) == .transparent)
        #expect(image.pixel(atUserX: 1, y: 5) == .opaqueRed)
        #expect(image.pixel(atUserX: 2, y: 5) == .opaqueRed)
        #expect(image.pixel(atUserX: 3, y: 5) == .transparent)
        #expect(image.pixel(atUserX: 5, y: 5) == .transparent)
        // The right edge at x = 8 covers 7…9.
        #expect(image.pixel(atUserX: 8, y: 5) == .opaqueRed)
    }

    @Test("stroke(_:width:) uses the width for that stroke only")
    func strokeRectWidth() {
        let context = makeContext(width: 10, height: 10)
        context.setLineWidth(1)
        context.stroke(CGRect(x: 4, y: 4, width: 2, height: 2), width: 4)
        // Width 4 around x = 4 reaches x = 2.
        #expect(context.image.pixel(atUserX: 2, y: 5) == .opaqueBlack)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 9), CGPoint(x: 10, y: 9)])
        // Back to width 1: the line at y = 9 stays within y 8.5…9.5; width 4 would reach y 7.
        #expect(context.image.pixel(atUserX: 1, y: 7) == .transparent)
        #expect(context.image.pixel(atUserX: 1, y: 8).alpha > 0)
    }

    @Test("strokeLineSegments strokes separate segments between pairs of points")
    func strokeLineSegments() {
        let context = makeContext(width: 10, height: 2)
        context.setLineWidth(2)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 1), CGPoint(x: 4, y: 1), CGPoint(x: 6, y: 1), CGPoint(x: 10, y: 1)])
        let image = context.image
        #expect(image.pixel(atUserX: 3, y: 0) == .opaqueBlack)
        #expect(image.pixel(atUserX: 4, y: 0) == .transparent)
        #expect(image.pixel(atUserX: 5, y: 0) == .transparent)
        #expect(image.pixel(atUserX: 6, y: 1) == .opaqueBlack)
    }

    @Test("strokeEllipse paints the outline and leaves the inside empty")
    func strokeEllipse() {
        let context = makeContext(width: 12, height: 12)
        context.setLineWidth(2)
        context.strokeEllipse(in: CGRect(x: 1, y: 1, width: 10, height: 10))
        let image = context.image
        // The outline crosses the horizontal midline at x = 1 (covering 0…2) and x = 11.
        #expect(image.pixel(atUserX: 0, y: 5).alpha > 200)
        #expect(image.pixel(atUserX: 6, y: 6) == .transparent)
    }

    /// Pixels just past the end (x 1…2) of a horizontal 2-wide line from (2, 5) to (6, 5).
    func capPixel(_ cap: CGLineCap) -> CGImage.Pixel {
        let context = makeContext(width: 8, height: 10)
        context.setLineWidth(2)
        context.setLineCap(cap)
        context.strokeLineSegments(between: [CGPoint(x: 2, y: 5), CGPoint(x: 6, y: 5)])
        return context.image.pixel(atUserX: 1, y: 5)
    }

    @Test("butt caps stop at the end point, square caps extend half the width, round caps a half disc")
    func lineCaps() {
        #expect(capPixel(.butt) == .transparent)
        #expect(capPixel(.square) == .opaqueBlack)
        // The round cap covers a quarter of a radius-1 disc in this pixel: π/4 of its area.
        let coverage = CGFloat(capPixel(.round).alpha) / 255
        #expect(isClose(coverage, .pi / 4, tolerance: 0.05))
    }

    /// The pixel just outside the outer corner of an 8-wide stroke that turns
    /// a right angle at (30, 10): the miter tip square is x 30…34, y 6…10.
    func joinPixel(_ join: CGLineJoin, miterLimit: CGFloat = 10) -> CGImage.Pixel {
        let context = makeContext(width: 40, height: 40)
        context.setLineWidth(8)
        context.setLineJoin(join)
        context.setMiterLimit(miterLimit)
        context.move(to: CGPoint(x: 10, y: 10))
        context.addLine(to: CGPoint(x: 30, y: 10))
        context.addLine(to: CGPoint(x: 30, y: 30))
        context.strokePath()
        // Pixel [33, 34] × [6, 7]: its center is 3.5·√2 ≈ 4.95 > 4 from the corner,
        // outside the round join, and beyond the bevel's diagonal x − y = 24.
        return context.image.pixel(atUserX: 33, y: 6)
    }

    @Test("a miter join fills the outer corner; bevel and round joins cut it")
    func lineJoins() {
        #expect(joinPixel(.miter) == .opaqueBlack)
        #expect(joinPixel(.bevel) == .transparent)
        #expect(joinPixel(.round) == .transparent)
    }

    @Test("a miter limit below the corner's miter ratio turns the miter into a bevel")
    func miterLimit() {
        // A right angle's miter is 1 / sin(45°) = √2 times the line width.
        #expect(joinPixel(.miter, miterLimit: sqrt(2) + 0.1) == .opaqueBlack)
        #expect(joinPixel(.miter, miterLimit: sqrt(2) - 0.1) == .transparent)
    }

    // MARK: Dashes

    /// Which of the 16 pixels along a dashed 2-wide line from (0, 1) to (16, 1) are painted.
    func dashedPixels(phase: CGFloat, lengths: [CGFloat]) -> [Bool] {
        let context = makeContext(width: 16, height: 2)
        context.setLineWidth(2)
        context.setLineDash(phase: phase, lengths: lengths)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 1), CGPoint(x: 16, y: 1)])
        let image = context.image
        return (0..<16).map { image.pixel(atUserX: $0, y: 0).alpha == 255 }
    }

    @Test("dash lengths alternate painted and unpainted stretches")
    func dashes() {
        // Pattern 4 on, 2 off: painted 0…4, 6…10, 12…16.
        let expected = (0..<16).map { $0 % (4 + 2) < 4 }
        #expect(dashedPixels(phase: 0, lengths: [4, 2]) == expected)
    }

    @Test("the dash phase starts that far into the pattern")
    func dashPhase() {
        // Starting 1 unit in: painted 0…3, gap 3…5, painted 5…9, …
        let expected = (0..<16).map { ($0 + 1) % (4 + 2) < 4 }
        #expect(dashedPixels(phase: 1, lengths: [4, 2]) == expected)
    }

    @Test("an empty dash list draws a solid line")
    func noDashes() {
        #expect(dashedPixels(phase: 0, lengths: []) == Array(repeating: true, count: 16))
    }

    @Test("the dash pattern is part of the graphics state")
    func dashesSaved() {
        let context = makeContext(width: 16, height: 2)
        context.setLineWidth(2)
        context.saveGState()
        context.setLineDash(phase: 0, lengths: [1, 1])
        context.restoreGState()
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 1), CGPoint(x: 16, y: 1)])
        #expect(context.image.pixel(atUserX: 1, y: 0) == .opaqueBlack)
    }

    // MARK: Clearing

    @Test("clear(_:) makes the rectangle transparent whatever the blend mode")
    func clearRect() {
        let context = makeContext(width: 4, height: 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.setBlendMode(.multiply)
        context.clear(CGRect(x: 1, y: 0, width: 2, height: 1))
        let image = context.image
        #expect(image.pixel(atX: 0, y: 0) == .opaqueRed)
        #expect(image.pixel(atX: 1, y: 0) == .transparent)
        #expect(image.pixel(atX: 2, y: 0) == .transparent)
        #expect(image.pixel(atX: 3, y: 0) == .opaqueRed)
        // The blend mode is unchanged afterwards: multiplying red by blue gives black.
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.image.pixel(atX: 0, y: 0) == .opaqueBlack)
    }

    // MARK: Clipping

    @Test("clip(to:) limits painting to the rectangle and sets the clip's bounding box")
    func clipToRect() {
        let context = makeContext(width: 6, height: 6)
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 6, height: 6))
        context.clip(to: CGRect(x: 1, y: 1, width: 2, height: 3))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 1, y: 1, width: 2, height: 3))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
        let image = context.image
        #expect(image.pixel(atUserX: 1, y: 1) == .opaqueRed)
        #expect(image.pixel(atUserX: 2, y: 3) == .opaqueRed)
        #expect(image.pixel(atUserX: 0, y: 1) == .transparent)
        #expect(image.pixel(atUserX: 1, y: 4) == .transparent)
    }

    @Test("clips intersect")
    func clipsIntersect() {
        let context = makeContext(width: 6, height: 6)
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4))
        context.clip(to: CGRect(x: 2, y: 2, width: 4, height: 4))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 2, y: 2, width: 4 - 2, height: 4 - 2))
    }

    @Test("clip(to: rects) clips to the union of the rectangles")
    func clipToRects() {
        let context = makeContext(width: 6, height: 1)
        context.clip(to: [CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 4, y: 0, width: 1, height: 1)])
        context.fill(CGRect(x: 0, y: 0, width: 6, height: 1))
        let image = context.image
        #expect((0..<6).map { image.pixel(atX: $0, y: 0) == .opaqueBlack } == [true, false, false, false, true, false])
    }

    @Test("the clip's bounding box is reported in user space")
    func clipBoundingBoxUserSpace() {
        let context = makeContext(width: 8, height: 8)
        context.clip(to: CGRect(x: 2, y: 2, width: 4, height: 4))
        context.translateBy(x: 1, y: 2)
        #expect(context.boundingBoxOfClipPath == CGRect(x: 2 - 1, y: 2 - 2, width: 4, height: 4))
    }

    @Test("an even-odd clip of nested rectangles lets paint through the ring only")
    func evenOddClip() {
        let context = makeContext(width: 8, height: 8)
        addNestedSquares(to: context)
        context.clip(using: .evenOdd)
        #expect(context.isPathEmpty)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        let image = context.image
        #expect(image.pixel(atUserX: 0, y: 4) == .opaqueBlack)
        #expect(image.pixel(atUserX: 4, y: 4) == .transparent)
    }

    @Test("a winding clip of nested same-direction rectangles lets paint through everywhere inside")
    func windingClip() {
        let context = makeContext(width: 8, height: 8)
        addNestedSquares(to: context)
        context.clip()
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(context.image.pixel(atUserX: 4, y: 4) == .opaqueBlack)
    }

    @Test("restoreGState and resetClip remove a clip")
    func clipRestoreAndReset() {
        let context = makeContext(width: 4, height: 1)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 4, height: 1))
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.resetClip()
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(context.image.pixel(atX: 3, y: 0) == .opaqueBlack)
    }

    // MARK: Images

    /// A 2×2 image whose top row is red and bottom row is blue.
    func redOverBlue() -> CGImage {
        let context = makeContext(width: 2, height: 2)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let image = context.image
        precondition(image.pixel(atX: 0, y: 0) == .opaqueRed && image.pixel(atX: 0, y: 1) == .opaqueBlue)
        return image
    }

    @Test("draw(_:in:) draws an image upright in the default y-up context")
    func drawImageUpright() {
        let context = makeContext(width: 2, height: 2)
        context.interpolationQuality = .none
        context.draw(redOverBlue(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = context.image
        #expect(image.pixel(atX: 0, y: 0) == .opaqueRed)
        #expect(image.pixel(atX: 1, y: 1) == .opaqueBlue)
    }

    @Test("draw(_:in:) draws an image upside down after a UIKit-style flip")
    func drawImageFlipped() {
        let context = makeContext(width: 2, height: 2)
        context.interpolationQuality = .none
        context.translateBy(x: 0, y: 2)
        context.scaleBy(x: 1, y: -1)
        context.draw(redOverBlue(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = context.image
        #expect(image.pixel(atX: 0, y: 0) == .opaqueBlue)
        #expect(image.pixel(atX: 1, y: 1) == .opaqueRed)
    }

    @Test("draw(_:in:) scales the image to fill the rectangle and paints nothing outside it")
    func drawImageScaled() {
        let context = makeContext(width: 12, height: 12)
        context.interpolationQuality = .none
        context.draw(redOverBlue(), in: CGRect(x: 2, y: 2, width: 8, height: 8))
        let image = context.image
        // The rectangle spans user y 2…10: red on top (6…10), blue below (2…6).
        #expect(image.pixel(atUserX: 2, y: 9) == .opaqueRed)
        #expect(image.pixel(atUserX: 9, y: 6) == .opaqueRed)
        #expect(image.pixel(atUserX: 2, y: 2) == .opaqueBlue)
        #expect(image.pixel(atUserX: 9, y: 5) == .opaqueBlue)
        #expect(image.pixel(atUserX: 1, y: 5) == .transparent)
        #expect(image.pixel(atUserX: 10, y: 5) == .transparent)
        #expect(image.pixel(atUserX: 5, y: 10) == .transparent)
        #expect(image.pixel(atUserX: 5, y: 1) == .transparent)
    }

    @Test("draw(_:in:) with the default quality interpolates linearly between source pixel centers")
    func drawImageInterpolated() {
        let context = makeContext(width: 12, height: 12)
        context.draw(redOverBlue(), in: CGRect(x: 2, y: 2, width: 8, height: 8))
        let image = context.image
        // Scaled by 4, the source rows' centers land at user y 8 (red) and 4 (blue).
        // Row 6…7 (center 6.5) is (6.5 − 4) / (8 − 4) of the way to red.
        let redShare: CGFloat = (6.5 - 4) / (8 - 4)
        #expect(isClose(image.pixel(atUserX: 5, y: 6), CGImage.Pixel(redShare, 0, 1 - redShare)))
        // Beyond the outer centers the edge pixels extend unchanged, without fading.
        #expect(image.pixel(atUserX: 5, y: 9) == .opaqueRed)
        #expect(image.pixel(atUserX: 5, y: 2) == .opaqueBlue)
        #expect(image.pixel(atUserX: 2, y: 9) == .opaqueRed)
        #expect(image.pixel(atUserX: 9, y: 2) == .opaqueBlue)
    }

    @Test("draw(_:in:) applies the global alpha")
    func drawImageAlpha() {
        let context = makeContext(width: 2, height: 2)
        context.setAlpha(0.5)
        context.draw(redOverBlue(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(isClose(context.image.pixel(atX: 0, y: 0), CGImage.Pixel(1, 0, 0, 0.5)))
    }

    @Test("draw(_:in:) respects the clip")
    func drawImageClipped() {
        let context = makeContext(width: 2, height: 2)
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 2))
        context.draw(redOverBlue(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(context.image.pixel(atX: 0, y: 0) == .opaqueRed)
        #expect(context.image.pixel(atX: 1, y: 0) == .transparent)
    }

    // MARK: Antialiasing

    @Test("with antialiasing off, an edge pixel is either painted or not")
    func antialiasing() {
        func edgeAlpha(antialias: Bool) -> UInt8 {
            let context = makeContext(width: 4, height: 1)
            context.setShouldAntialias(antialias)
            context.fill(CGRect(x: 0, y: 0, width: 2.5, height: 1))
            return context.image.pixel(atX: 2, y: 0).alpha
        }
        // Half of pixel 2 (x 2…2.5) is covered.
        #expect(isClose(CGFloat(edgeAlpha(antialias: true)), 0.5 * 255, tolerance: 1))
        #expect([0, 255].contains(edgeAlpha(antialias: false)))
    }

    // MARK: Long paths (stroked in pieces)

    /// A path of `count` segments going back and forth between x = 2 and x = 18
    /// while creeping down from y = 2 to y = 18: every pixel in between is
    /// crossed thousands of times.
    private func zigzag(count: Int) -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 2, y: 2))
        for index in 1...count {
            path.addLine(to: CGPoint(x: index % 2 == 0 ? 2 : 18, y: 2 + 16 * CGFloat(index) / CGFloat(count)))
        }
        return path
    }

    @Test("a long self-crossing stroke covers its area once: a translucent color is not compounded")
    func longStrokeIsOneUnion() {
        let context = makeContext(width: 20, height: 20)
        context.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        context.setLineWidth(1)
        context.addPath(zigzag(count: 40_000))  // well past the 16,384 segments stroked in pieces
        context.strokePath()
        let image = context.image
        for (x, y) in [(5, 5), (10, 10), (15, 14)] {
            #expect(isClose(image.pixel(atUserX: x, y: y), CGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 128)))
        }
        #expect(image.pixel(atUserX: 0, y: 0) == .transparent)
        #expect(image.pixel(atUserX: 19, y: 10) == .transparent)
        #expect(context.isPathEmpty)
    }

    @Test("a long stroke covers the pixels a short one of the same shape covers; edges only get more opaque")
    func longStrokeMatchesShortStroke() {
        // A square walked 5,000 times is a long path; walked twice, a short one.
        func square(laps: Int) -> CGMutablePath {
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 4, y: 4))
            for _ in 0..<laps {
                for corner in [CGPoint(x: 16, y: 4), CGPoint(x: 16, y: 16), CGPoint(x: 4, y: 16), CGPoint(x: 4, y: 4)] {
                    path.addLine(to: corner)
                }
            }
            return path
        }
        func render(_ path: CGPath) -> CGImage {
            let context = makeContext(width: 20, height: 20)
            context.setLineWidth(2)
            context.setLineJoin(.round)
            context.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.addPath(path)
            context.strokePath()
            return context.image
        }
        let long = render(square(laps: 5_000))
        let short = render(square(laps: 2))  // its corners are joins too, as in the long one
        for y in 0..<20 {
            for x in 0..<20 {
                let (a, b) = (long.pixel(atX: x, y: y), short.pixel(atX: x, y: y))
                if b.alpha == 0 || b.alpha == 255 {
                    #expect(a == b, "(\(x), \(y))")
                } else {
                    // Where pieces overlap, their coverages add up (docs/PORTING.md).
                    #expect(a.alpha >= b.alpha && a.red == 255, "(\(x), \(y))")
                }
            }
        }
    }
}
