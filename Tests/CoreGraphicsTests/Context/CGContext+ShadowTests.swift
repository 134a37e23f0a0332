import CoreGraphics
import Foundation
import Testing
import TestSupport

/// Shadows cast by drawing operations (`setShadow(offset:blur:color:)`).
///
/// The contexts here are `CGContext(data:…)` bitmaps: y-up user space, one unit per
/// pixel. `pixel(atX:y:)` counts rows from the top, so a shadow offset with a positive
/// height, which moves down, shows up at larger row numbers.
@Suite("CGContext shadows")
struct CGContextShadowTests {
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A 40 × 40 context with a red 10 × 10 square at columns 5…14, rows 5…14
    /// (user space x 5…15, y 25…35), drawn after `setUp`.
    func redSquare(_ setUp: (CGContext) -> Void) -> CGImage {
        let context = makeContext(width: 40, height: 40)
        setUp(context)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 5, y: 25, width: 10, height: 10))
        return context.image
    }

    /// The pixels of rows `rows`, columns `columns` that are not transparent.
    func painted(_ image: CGImage, columns: Range<Int>, rows: Range<Int>) -> Int {
        rows.reduce(0) { sum, y in sum + columns.filter { image.pixel(atX: $0, y: y).alpha > 0 }.count }
    }

    @Test func anUnblurredShadowIsTheShapeMovedByTheOffsetInTheShadowColor() {
        let image = redSquare { $0.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: blue) }
        // Shadow: columns 15…24, rows 15…24 (10 right, 10 down); the square itself on top.
        #expect(image.pixel(atX: 10, y: 10) == .opaqueRed)
        for (x, y) in [(15, 15), (24, 15), (15, 24), (24, 24), (20, 20)] {
            #expect(image.pixel(atX: x, y: y) == .opaqueBlue, "(\(x), \(y))")
        }
        for (x, y) in [(14, 15), (15, 14), (25, 24), (24, 25), (30, 30)] {
            #expect(image.pixel(atX: x, y: y) == .transparent, "(\(x), \(y))")
        }
        #expect(painted(image, columns: 0..<40, rows: 0..<40) == 200)
    }

    @Test func theShadowIsPaintedUnderTheShape() {
        // Offset 5: the shadow's top-left quarter lies under the square, which covers it.
        let image = redSquare { $0.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: blue) }
        #expect(image.pixel(atX: 12, y: 12) == .opaqueRed)
        #expect(image.pixel(atX: 17, y: 17) == .opaqueBlue)
    }

    @Test func withoutAColorTheShadowIsBlackAtOneThirdAlpha() {
        let image = redSquare { $0.setShadow(offset: CGSize(width: 10, height: 10), blur: 0) }
        // 255 / 3 = 85.
        #expect(image.pixel(atX: 20, y: 20) == CGImage.Pixel(red: 0, green: 0, blue: 0, alpha: 85))
    }

    @Test func aNilOrClearColorTurnsTheShadowOff() {
        let none = redSquare { context in
            context.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: blue)
            context.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: nil)
        }
        #expect(painted(none, columns: 0..<40, rows: 0..<40) == 100)
        let clear = redSquare {
            $0.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: CGColor(gray: 0, alpha: 0))
        }
        #expect(painted(clear, columns: 0..<40, rows: 0..<40) == 100)
    }

    @Test func restoringTheGraphicsStateRemovesAShadowSetAfterSaving() {
        let image = redSquare { context in
            context.saveGState()
            context.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: blue)
            context.restoreGState()
        }
        #expect(painted(image, columns: 0..<40, rows: 0..<40) == 100)
        // And a shadow set before saving is back after restoring.
        let kept = redSquare { context in
            context.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: blue)
            context.saveGState()
            context.setShadow(offset: .zero, blur: 0, color: nil)
            context.restoreGState()
        }
        #expect(kept.pixel(atX: 20, y: 20) == .opaqueBlue)
    }

    @Test func theCurrentTransformDoesNotScaleOrFlipTheOffset() {
        let context = makeContext(width: 40, height: 40)
        context.scaleBy(x: 2, y: 2)
        context.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: blue)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        // User 5…10 → device x 10…20, y 10…20 (rows 20…29 from the top).
        context.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
        let image = context.image
        #expect(image.pixel(atX: 15, y: 25) == .opaqueRed)
        // Still 10 pixels right and down, not 20: columns 20…29, rows 30…39.
        #expect(image.pixel(atX: 25, y: 35) == .opaqueBlue)
        #expect(image.pixel(atX: 20, y: 30) == .opaqueBlue)
        #expect(image.pixel(atX: 30, y: 35) == .transparent)
        #expect(painted(image, columns: 0..<40, rows: 0..<40) == 200)

        // A UIKit-style flipped space (y down) still casts the shadow down the bitmap.
        let flipped = makeContext(width: 40, height: 40)
        flipped.translateBy(x: 0, y: 40)
        flipped.scaleBy(x: 1, y: -1)
        flipped.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: blue)
        flipped.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(flipped.image.pixel(atX: 20, y: 20) == .opaqueBlue)
        #expect(flipped.image.pixel(atX: 10, y: 10) == .opaqueBlack)
    }

    @Test func aBlurredEdgeIsAtHalfStrengthAndFadesOutWithinOneAndAHalfBlurs() {
        // A 100 × 40 context; a bar at columns 5…34 on every row, its opaque black shadow
        // 40 to the right (columns 45…74), blur 8: σ = 4, reaching 3σ = 12 pixels. Row 20
        // is more than 12 pixels from the top and bottom, where the bar is cut off (the
        // shadow of what lies outside the bitmap is not drawn).
        let context = makeContext(width: 100, height: 40)
        context.setShadow(offset: CGSize(width: 40, height: 0), blur: 8, color: CGColor(gray: 0, alpha: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 5, y: -100, width: 30, height: 300))
        let image = context.image
        func alpha(_ x: Int) -> Int { Int(image.pixel(atX: x, y: 20).alpha) }
        // Far from both edges (15 > 12 pixels), full strength.
        #expect(alpha(60) == 255)
        // Across the edge between columns 44 and 45, the two pixels share the weight:
        // column 45 gets half the kernel plus half its center weight, 1/(σ√2π) ≈ 0.0997,
        // so 0.55 × 255 ≈ 140; column 44 gets 0.45 × 255 ≈ 115.
        #expect(abs(alpha(45) - 140) <= 2, "column 45: \(alpha(45))")
        #expect(abs(alpha(44) - 115) <= 2, "column 44: \(alpha(44))")
        #expect(abs(alpha(44) + alpha(45) - 255) <= 2)
        // The falloff is monotonic and gone 13 pixels past the edge (74 + 13 = 87).
        #expect((76...86).allSatisfy { alpha($0) >= alpha($0 + 1) })
        #expect(alpha(80) > 0)
        #expect(alpha(87) == 0)
        #expect(image.pixel(atX: 20, y: 20) == .opaqueRed)
    }

    @Test func theGlobalAlphaAppliesToTheShadow() {
        let image = redSquare { context in
            context.setAlpha(0.5)
            context.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: CGColor(gray: 0, alpha: 1))
        }
        #expect(isClose(image.pixel(atX: 20, y: 20), CGImage.Pixel(red: 0, green: 0, blue: 0, alpha: 128)))
        #expect(isClose(image.pixel(atX: 10, y: 10), CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 128)))
    }

    @Test func theClipCutsTheShadowAsWellAsTheShape() {
        let context = makeContext(width: 40, height: 40)
        // Columns 10…26 only.
        context.clip(to: CGRect(x: 10, y: 0, width: 17, height: 40))
        context.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: blue)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        // Columns 12…21, rows 5…14; its shadow at columns 22…31, rows 15…24.
        context.fill(CGRect(x: 12, y: 25, width: 10, height: 10))
        let image = context.image
        #expect(image.pixel(atX: 12, y: 5) == .opaqueRed)
        #expect(image.pixel(atX: 22, y: 15) == .opaqueBlue)
        #expect(image.pixel(atX: 26, y: 24) == .opaqueBlue)
        #expect(image.pixel(atX: 21, y: 15) == .transparent)
        #expect(image.pixel(atX: 27, y: 20) == .transparent)
    }

    @Test func strokesImagesAndGradientsCastShadowsToo() {
        let stroke = makeContext(width: 40, height: 40)
        stroke.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: blue)
        stroke.setLineWidth(4)
        stroke.strokeLineSegments(between: [CGPoint(x: 0, y: 30), CGPoint(x: 40, y: 30)])
        // The line covers rows 8…11 (user y 28…32); its shadow rows 18…21.
        #expect(stroke.image.pixel(atX: 20, y: 10) == .opaqueBlack)
        #expect(stroke.image.pixel(atX: 20, y: 20) == .opaqueBlue)

        let tile = makeContext(width: 10, height: 10)
        tile.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        tile.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let picture = makeContext(width: 40, height: 40)
        picture.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: blue)
        picture.draw(tile.image, in: CGRect(x: 5, y: 25, width: 10, height: 10))
        #expect(picture.image.pixel(atX: 10, y: 10) == .opaqueGreen)
        #expect(picture.image.pixel(atX: 20, y: 20) == .opaqueBlue)

        // A gradient fills the clip, so its shadow is the clip's shape moved — and the
        // clip hides it; one clipped by a transparency layer's bounds instead shows it.
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let gradient = CGGradient(colorsSpace: nil, colors: [red, red], locations: [0, 1])!
        let shaded = makeContext(width: 40, height: 40)
        shaded.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: blue)
        shaded.beginTransparencyLayer(auxiliaryInfo: nil)
        shaded.clip(to: CGRect(x: 5, y: 25, width: 10, height: 10))
        shaded.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 40, y: 0), options: [])
        shaded.endTransparencyLayer()
        #expect(shaded.image.pixel(atX: 10, y: 10) == .opaqueRed)
        #expect(shaded.image.pixel(atX: 20, y: 20) == .opaqueBlue)
    }

    @Test func aTransparencyLayerCastsOneShadowForEverythingInIt() {
        /// Square A at columns 10…19, then square B at columns 0…9 (rows 0…9): B's own
        /// shadow, 5 to the right, would fall on A's columns 10…14.
        func draw(inLayer: Bool) -> CGImage {
            let context = makeContext(width: 40, height: 20)
            context.setShadow(offset: CGSize(width: 5, height: 0), blur: 0, color: blue)
            if inLayer { context.beginTransparencyLayer(auxiliaryInfo: nil) }
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
            context.fill(CGRect(x: 0, y: 10, width: 10, height: 10))
            if inLayer { context.endTransparencyLayer() }
            return context.image
        }
        #expect(draw(inLayer: false).pixel(atX: 12, y: 5) == .opaqueBlue)
        let layered = draw(inLayer: true)
        #expect(layered.pixel(atX: 12, y: 5) == .opaqueRed)
        // The layer's one shadow: columns 5…24, visible past the squares at 20…24.
        #expect(layered.pixel(atX: 22, y: 5) == .opaqueBlue)
        #expect(layered.pixel(atX: 25, y: 5) == .transparent)
    }

    @Test func fillingAndStrokingInOneDrawPathCastsOneShadow() {
        let context = makeContext(width: 40, height: 40)
        context.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: CGColor(gray: 0, alpha: 0.5))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(2)
        context.addRect(CGRect(x: 5, y: 25, width: 10, height: 10))
        context.drawPath(using: .fillStroke)
        let image = context.image
        // Where the fill's and the stroke's shadows overlap (the border) there is one
        // half-strength shadow, not two stacked ones (which would reach 0.75).
        #expect(isClose(image.pixel(atX: 24, y: 20), CGImage.Pixel(red: 0, green: 0, blue: 0, alpha: 128)))
        #expect(isClose(image.pixel(atX: 20, y: 20), CGImage.Pixel(red: 0, green: 0, blue: 0, alpha: 128)))
    }

    @Test func aContextsShadowBaseScaleScalesTheOffset() {
        // As UIKit would set it for a @2x bitmap: offsets count in points of 2 pixels.
        let image = redSquare { context in
            context.shadowBaseScale = 2
            context.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: blue)
        }
        #expect(image.pixel(atX: 20, y: 20) == .opaqueBlue)
        #expect(image.pixel(atX: 15, y: 15) == .opaqueBlue)
        #expect(image.pixel(atX: 14, y: 15) == .transparent)
    }

    @Test func aBlurredShadowInsideAClipIsPlacedByDevicePixels() {
        // The group Cairo draws into starts at the clip (column 10), not at column 0.
        let clipped = makeContext(width: 60, height: 40)
        clipped.clip(to: CGRect(x: 10, y: 0, width: 50, height: 40))
        clipped.setShadow(offset: CGSize(width: 20, height: 0), blur: 4, color: CGColor(gray: 0, alpha: 1))
        clipped.fill(CGRect(x: 12, y: 10, width: 20, height: 20))
        let free = makeContext(width: 60, height: 40)
        free.setShadow(offset: CGSize(width: 20, height: 0), blur: 4, color: CGColor(gray: 0, alpha: 1))
        free.fill(CGRect(x: 12, y: 10, width: 20, height: 20))
        // The square covers columns 12…31, its shadow 32…51 (σ = 2, reaching 6 pixels).
        for x in 32..<60 {
            #expect(clipped.image.pixel(atX: x, y: 20) == free.image.pixel(atX: x, y: 20), "column \(x)")
        }
        #expect(free.image.pixel(atX: 41, y: 20).alpha == 255)
        #expect(free.image.pixel(atX: 58, y: 20).alpha == 0)
    }

    @Test func farOffsetsAndHugeBlursDrawOnlyTheShape() {
        for (offset, blur) in [(CGSize(width: 1e9, height: 0), CGFloat(0)), (CGSize(width: 0, height: -1e30), 3),
                               (CGSize(width: CGFloat.nan, height: 0), 0)] {
            let image = redSquare { $0.setShadow(offset: offset, blur: blur, color: blue) }
            #expect(painted(image, columns: 0..<40, rows: 0..<40) == 100, "\(offset)")
        }
        // A huge blur spreads the shadow so thin that almost nothing shows, quickly.
        let spread = redSquare { $0.setShadow(offset: .zero, blur: 1e12, color: blue) }
        #expect(spread.pixel(atX: 10, y: 10) == .opaqueRed)
        #expect(spread.pixel(atX: 30, y: 30).alpha < 3)
    }
}
