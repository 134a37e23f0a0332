import Testing
import TestSupport
import CoreGraphics

@Suite("CGContext: creation, graphics state, CTM, colors and compositing")
struct CGContextTests {
    // MARK: Creation

    @Test("a new bitmap context is fully transparent and reports its pixel format")
    func newContext() {
        let context = makeContext(width: 5, height: 3)
        #expect(context.width == 5)
        #expect(context.height == 3)
        // 32 bits per pixel: at least 5 · 4 bytes per row.
        #expect(context.bytesPerRow >= 5 * 32 / 8)
        #expect(context.bitsPerComponent == 8)
        #expect(context.bitsPerPixel == 32)
        #expect(context.alphaInfo == .premultipliedFirst)
        let image = context.image
        for y in 0..<3 {
            for x in 0..<5 {
                #expect(image.pixel(atX: x, y: y) == .transparent)
            }
        }
    }

    @Test("a gray bitmap context can be created too")
    func grayContext() {
        let context = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 4,
                                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)
        #expect(context != nil)
        context?.setFillColor(gray: 1, alpha: 1)
        context?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context?.makeImage()?.pixel(atUserX: 0, y: 0) == .opaqueWhite)
    }

    @Test("unsupported bitmap parameters give nil")
    func unsupportedParameters() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        defer { memory.deallocate() }
        // Non-premultiplied alpha is not a layout Kumiki draws in.
        #expect(CGContext(data: memory, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 4, height: 0, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info) == nil)
        // A row of 4 RGBA pixels needs 4 · 4 bytes.
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 4 * 4 - 1, space: rgb, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 4 * 4, space: rgb, bitmapInfo: info) != nil)
    }

    @Test("makeImage is a snapshot that later drawing does not change")
    func makeImageSnapshot() {
        let context = makeContext(width: 2, height: 2)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let before = context.image
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(before.pixel(atX: 0, y: 0) == .opaqueRed)
        #expect(context.image.pixel(atX: 0, y: 0) == .opaqueBlue)
    }

    // MARK: Coordinate space and CTM

    @Test("user space starts y-up: filling the lower half of user space paints the image's bottom rows")
    func defaultSpaceIsYUp() {
        let context = makeContext(width: 4, height: 4)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        let image = context.image
        // Image rows count from the top: rows 2 and 3 are user y 0…2.
        #expect(image.pixel(atX: 1, y: 3) == .opaqueRed)
        #expect(image.pixel(atX: 1, y: 2) == .opaqueRed)
        #expect(image.pixel(atX: 1, y: 1) == .transparent)
        #expect(image.pixel(atX: 1, y: 0) == .transparent)
    }

    @Test("the CTM starts at identity; the device transform is the flip to Cairo's y-down pixels")
    func initialCTM() {
        let context = makeContext(width: 8, height: 6)
        #expect(context.ctm == .identity)
        #expect(context.userSpaceToDeviceSpaceTransform == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 6))
    }

    @Test("translateBy, scaleBy, rotate and concatenate apply before the current CTM, like CGAffineTransform's methods")
    func ctmComposition() {
        let context = makeContext(width: 8, height: 8)
        let extra = CGAffineTransform(a: 1, b: 0.5, c: -0.25, d: 1, tx: 3, ty: -2)
        context.translateBy(x: 10, y: 20)
        context.scaleBy(x: 2, y: 3)
        context.rotate(by: .pi / 6)
        context.concatenate(extra)
        let expected = extra.concatenating(
            CGAffineTransform.identity.translatedBy(x: 10, y: 20).scaledBy(x: 2, y: 3).rotated(by: .pi / 6))
        #expect(isClose(context.ctm, expected))
    }

    @Test("a UIKit-style flip makes user y grow downward from the top row")
    func uikitFlip() {
        let height = 4
        let context = makeContext(width: 4, height: height)
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        #expect(context.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
        // With the flip, the device transform is the identity: user space is Cairo's pixel grid.
        #expect(context.userSpaceToDeviceSpaceTransform == .identity)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(context.image.pixel(atX: 0, y: 0) == .opaqueRed)
        #expect(context.image.pixel(atX: 0, y: height - 1) == .transparent)
    }

    @Test("a translated CTM moves what is filled")
    func translatedFill() {
        let context = makeContext(width: 4, height: 4)
        context.translateBy(x: 2, y: 1)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = context.image
        #expect(image.pixel(atUserX: 0 + 2, y: 0 + 1) == .opaqueGreen)
        #expect(image.pixel(atUserX: 0, y: 0) == .transparent)
    }

    @Test("a CTM that collapses space draws nothing until the state is restored, and never breaks the context")
    func collapsedCTM() {
        for collapse in [CGAffineTransform(scaleX: 0, y: 1), CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
                         CGAffineTransform(translationX: .infinity, y: 0)] {
            let context = makeContext(width: 4, height: 4)
            context.saveGState()
            context.concatenate(collapse)
            if collapse.a == 0 { #expect(context.ctm == collapse) }  // NaN never compares equal
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            context.scaleBy(x: 2, y: 2)  // still collapsed: nothing un-collapses a singular matrix
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            #expect(context.image.pixel(atUserX: 1, y: 1) == .transparent)
            context.restoreGState()
            #expect(context.ctm == .identity)
            context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            #expect(context.image.pixel(atUserX: 1, y: 1) == .opaqueGreen)
        }
    }

    @Test("a rotated CTM turns what is filled by a positive angle toward +y")
    func rotatedFill() {
        let context = makeContext(width: 8, height: 8)
        // Rotate a quarter turn about (4, 4): (x, y) ↦ (4 − (y − 4), 4 + (x − 4)).
        context.translateBy(x: 4, y: 4)
        context.rotate(by: .pi / 2)
        context.translateBy(x: -4, y: -4)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        // The unit square right of the center, [5, 6] × [4, 5], lands above it: [3, 4] × [5, 6].
        context.fill(CGRect(x: 5, y: 4, width: 1, height: 1))
        let image = context.image
        #expect(isClose(image.pixel(atUserX: 3, y: 5), .opaqueRed))
        #expect(image.pixel(atUserX: 5, y: 4) == .transparent)
    }

    // MARK: Graphics state stack

    @Test("restoreGState brings back the colors, alpha, blend mode and CTM saved by saveGState")
    func saveRestoreState() {
        let context = makeContext(width: 4, height: 4)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setStrokeColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.saveGState()
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setAlpha(0.25)
        context.setBlendMode(.clear)
        context.translateBy(x: 2, y: 2)
        context.restoreGState()
        #expect(context.ctm == .identity)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setLineWidth(1)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 3.5), CGPoint(x: 4, y: 3.5)])
        let image = context.image
        // Opaque red in place (no alpha, no clear mode, no translation) and a green stroke.
        #expect(image.pixel(atUserX: 0, y: 0) == .opaqueRed)
        #expect(image.pixel(atUserX: 2, y: 2) == .transparent)
        #expect(image.pixel(atUserX: 1, y: 3) == .opaqueGreen)
    }

    @Test("restoreGState brings back the line width")
    func saveRestoreLineWidth() {
        let context = makeContext(width: 10, height: 10)
        context.setLineWidth(2)
        context.saveGState()
        context.setLineWidth(8)
        context.restoreGState()
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
        let image = context.image
        // Width 2 covers y 4…6; width 8 would reach y 1…9.
        #expect(image.pixel(atUserX: 5, y: 4).alpha == 255)
        #expect(image.pixel(atUserX: 5, y: 2) == .transparent)
    }

    @Test("saved states nest: each restore returns to the matching save")
    func nestedStates() {
        let context = makeContext(width: 4, height: 4)
        context.saveGState()
        context.translateBy(x: 1, y: 0)
        context.saveGState()
        context.translateBy(x: 0, y: 2)
        #expect(context.ctm == CGAffineTransform(translationX: 1, y: 2))
        context.restoreGState()
        #expect(context.ctm == CGAffineTransform(translationX: 1, y: 0))
        context.restoreGState()
        #expect(context.ctm == .identity)
    }

    @Test("an unbalanced restoreGState is ignored")
    func unbalancedRestore() {
        let context = makeContext(width: 4, height: 4)
        context.translateBy(x: 1, y: 1)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.restoreGState()
        #expect(context.ctm == CGAffineTransform(translationX: 1, y: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.image.pixel(atUserX: 1, y: 1) == .opaqueBlue)
    }

    @Test("interpolation quality is part of the graphics state")
    func interpolationQualityState() {
        let context = makeContext(width: 2, height: 2)
        #expect(context.interpolationQuality == .default)
        context.saveGState()
        context.interpolationQuality = .none
        #expect(context.interpolationQuality == .none)
        context.restoreGState()
        #expect(context.interpolationQuality == .default)
    }

    // MARK: Colors

    @Test("fill colors from RGB, gray and CGColor values paint those colors")
    func fillColors() throws {
        let context = makeContext(width: 4, height: 1)
        context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setFillColor(gray: 0.5, alpha: 1)
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        context.setFillColor(CGColor(red: 0, green: 0.25, blue: 1, alpha: 1))
        context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        // Display P3's red is more saturated than sRGB can show: it clamps to sRGB red.
        context.setFillColor(try #require([CGFloat(1), 0, 0, 1].withUnsafeBufferPointer { CGColor(colorSpace: p3, components: $0.baseAddress!) }))
        context.fill(CGRect(x: 3, y: 0, width: 1, height: 1))
        let image = context.image
        #expect(isClose(image.pixel(atX: 0, y: 0), CGImage.Pixel(1, 0.5, 0)))
        #expect(isClose(image.pixel(atX: 1, y: 0), CGImage.Pixel(0.5, 0.5, 0.5)))
        #expect(isClose(image.pixel(atX: 2, y: 0), CGImage.Pixel(0, 0.25, 1)))
        #expect(image.pixel(atX: 3, y: 0) == .opaqueRed)
    }

    @Test("a stroke uses the stroke color, not the fill color")
    func strokeColor() {
        let context = makeContext(width: 4, height: 4)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setStrokeColor(gray: 0, alpha: 1)
        context.setLineWidth(2)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 4, y: 2)])
        #expect(context.image.pixel(atUserX: 1, y: 1) == .opaqueBlack)
    }

    // MARK: Alpha

    @Test("a global alpha of ½ paints red at half coverage")
    func globalAlpha() {
        let context = makeContext(width: 2, height: 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setAlpha(0.5)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(isClose(context.image.pixel(atX: 0, y: 0), CGImage.Pixel(1, 0, 0, 0.5)))
    }

    @Test("a global alpha of ½ mixes red half-and-half with a white background")
    func globalAlphaOverWhite() {
        let context = makeContext(width: 2, height: 1)
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setAlpha(0.5)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        // Green and blue: ½ · 0 + ½ · 1.
        #expect(isClose(context.image.pixel(atX: 0, y: 0), CGImage.Pixel(1, 0.5 * 0 + 0.5 * 1, 0.5 * 0 + 0.5 * 1)))
    }

    @Test("the color's alpha and the global alpha multiply")
    func alphasMultiply() {
        let context = makeContext(width: 1, height: 1)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.setAlpha(0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(isClose(context.image.pixel(atX: 0, y: 0), CGImage.Pixel(0, 0, 1, 0.5 * 0.5)))
    }

    @Test("setAlpha clamps to 0…1")
    func alphaClamps() {
        let context = makeContext(width: 2, height: 1)
        // A global alpha of 2 counts as 1: a half-transparent color stays half transparent.
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        context.setAlpha(2)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // A global alpha of −1 counts as 0: nothing is painted.
        context.setAlpha(-1)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let image = context.image
        #expect(isClose(image.pixel(atX: 0, y: 0), CGImage.Pixel(1, 0, 0, 0.5 * 1)))
        #expect(image.pixel(atX: 1, y: 0) == .transparent)
    }

    // MARK: Blend modes

    /// The background (0.8, 0.4, 0.2) under a source (0.3, 0.2, 0.6), both opaque, for
    /// each separable mode with its per-channel formula (b backdrop, s source) from the
    /// PDF and W3C compositing specifications, which CoreGraphics' modes follow.
    static let separableModes: [(CGBlendMode, @Sendable (CGFloat, CGFloat) -> CGFloat)] = [
        (.normal, { _, s in s }),
        (.multiply, { b, s in b * s }),
        (.screen, { b, s in 1 - (1 - b) * (1 - s) }),
        (.overlay, { b, s in b <= 0.5 ? 2 * b * s : 1 - 2 * (1 - b) * (1 - s) }),
        (.hardLight, { b, s in s <= 0.5 ? 2 * b * s : 1 - 2 * (1 - b) * (1 - s) }),
        (.softLight, { b, s in
            let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return s <= 0.5 ? b - (1 - 2 * s) * b * (1 - b) : b + (2 * s - 1) * (d - b)
        }),
        (.colorDodge, { b, s in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }),
        (.colorBurn, { b, s in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) }),
        (.darken, { b, s in min(b, s) }),
        (.lighten, { b, s in max(b, s) }),
        (.difference, { b, s in abs(b - s) }),
        (.exclusion, { b, s in b + s - 2 * b * s }),
    ]

    @Test("separable blend modes combine each channel by their formula", arguments: separableModes.indices)
    func separableBlendModes(index: Int) {
        let (mode, formula) = Self.separableModes[index]
        let background: (CGFloat, CGFloat, CGFloat) = (0.8, 0.4, 0.2)
        let source: (CGFloat, CGFloat, CGFloat) = (0.3, 0.2, 0.6)
        let context = makeContext(width: 1, height: 1)
        context.setFillColor(red: background.0, green: background.1, blue: background.2, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(mode)
        context.setFillColor(red: source.0, green: source.1, blue: source.2, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let expected = CGImage.Pixel(formula(background.0, source.0), formula(background.1, source.1), formula(background.2, source.2))
        // Two 8-bit steps: both inputs are quantized before the formula runs.
        #expect(isClose(context.image.pixel(atX: 0, y: 0), expected, tolerance: 2), "\(mode)")
    }

    @Test("the copy mode replaces the destination, alpha included")
    func copyMode() {
        let context = makeContext(width: 1, height: 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(.copy)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(isClose(context.image.pixel(atX: 0, y: 0), CGImage.Pixel(0, 0, 1, 0.5)))
    }

    @Test("the clear mode erases what the shape covers")
    func clearMode() {
        let context = makeContext(width: 2, height: 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.setBlendMode(.clear)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.image.pixel(atX: 0, y: 0) == .transparent)
        #expect(context.image.pixel(atX: 1, y: 0) == .opaqueRed)
    }

    /// Porter–Duff results for a blue source at alpha ¼ filling pixels 1 and 2 of a
    /// strip whose pixel 1 is opaque red and pixel 2 empty, as (pixel 1, pixel 2).
    /// With S the source, D the destination and s = ¼ the source alpha:
    static let porterDuffModes: [(CGBlendMode, CGImage.Pixel, CGImage.Pixel)] = [
        // S + D·(1 − s): a quarter blue over three quarters red.
        (.normal, CGImage.Pixel(1 - 0.25, 0, 0.25), CGImage.Pixel(0, 0, 1, 0.25)),
        // S.
        (.copy, CGImage.Pixel(0, 0, 1, 0.25), CGImage.Pixel(0, 0, 1, 0.25)),
        // S·Da.
        (.sourceIn, CGImage.Pixel(0, 0, 1, 0.25), .transparent),
        // S·(1 − Da).
        (.sourceOut, .transparent, CGImage.Pixel(0, 0, 1, 0.25)),
        // S·Da + D·(1 − s): keeps the destination's alpha.
        (.sourceAtop, CGImage.Pixel(1 - 0.25, 0, 0.25), .transparent),
        // S·(1 − Da) + D.
        (.destinationOver, .opaqueRed, CGImage.Pixel(0, 0, 1, 0.25)),
        // D·s.
        (.destinationIn, CGImage.Pixel(1, 0, 0, 0.25), .transparent),
        // D·(1 − s).
        (.destinationOut, CGImage.Pixel(1, 0, 0, 1 - 0.25), .transparent),
        // S·(1 − Da) + D·s.
        (.destinationAtop, CGImage.Pixel(1, 0, 0, 0.25), CGImage.Pixel(0, 0, 1, 0.25)),
        // S·(1 − Da) + D·(1 − s).
        (.xor, CGImage.Pixel(1, 0, 0, 1 - 0.25), CGImage.Pixel(0, 0, 1, 0.25)),
        // 0.
        (.clear, .transparent, .transparent),
    ]

    @Test("Porter–Duff blend modes compose source and destination by their formulas", arguments: porterDuffModes.indices)
    func porterDuffBlendModes(index: Int) {
        let (mode, overRed, overEmpty) = Self.porterDuffModes[index]
        let context = makeContext(width: 3, height: 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        context.setBlendMode(mode)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.25)
        context.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        let image = context.image
        // Two steps: a translucent pixel is rounded when stored premultiplied and again when read back.
        #expect(isClose(image.pixel(atX: 1, y: 0), overRed, tolerance: 2), "\(mode) over red")
        #expect(isClose(image.pixel(atX: 2, y: 0), overEmpty, tolerance: 2), "\(mode) over nothing")
    }

    /// Non-separable modes (PDF's definitions, luminosity weights 0.3, 0.59, 0.11):
    /// backdrop, source, and the expected result.
    static let nonSeparableModes: [(CGBlendMode, CGImage.Pixel, CGImage.Pixel, CGImage.Pixel)] = [
        // Hue takes the source's hue with the backdrop's saturation, which for a gray is 0: the gray stays.
        (.hue, CGImage.Pixel(0.5, 0.5, 0.5), .opaqueRed, CGImage.Pixel(0.5, 0.5, 0.5)),
        // Saturation takes a gray's saturation (0): red becomes the gray of red's luminosity, 0.3.
        (.saturation, .opaqueRed, CGImage.Pixel(0.5, 0.5, 0.5), CGImage.Pixel(0.3, 0.3, 0.3)),
        // Color puts red at the gray's luminosity 0.65: red + 0.35 = (1.35, 0.35, 0.35), clipped
        // toward 0.65 by (1 − 0.65) / (1.35 − 0.65) = ½: (1, 0.65 − 0.3 · ½, 0.65 − 0.3 · ½).
        (.color, CGImage.Pixel(0.65, 0.65, 0.65), .opaqueRed, CGImage.Pixel(1, 0.65 - 0.3 * 0.5, 0.65 - 0.3 * 0.5)),
        // Luminosity gives red the luminosity 1 of white, which clips to white.
        (.luminosity, .opaqueRed, .opaqueWhite, .opaqueWhite),
    ]

    @Test("non-separable blend modes mix hue, saturation and luminosity as PDF defines", arguments: nonSeparableModes.indices)
    func nonSeparableBlendModes(index: Int) {
        let (mode, backdrop, source, expected) = Self.nonSeparableModes[index]
        func fraction(_ byte: UInt8) -> CGFloat { CGFloat(byte) / 255 }
        let context = makeContext(width: 1, height: 1)
        context.setFillColor(red: fraction(backdrop.red), green: fraction(backdrop.green), blue: fraction(backdrop.blue), alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(mode)
        context.setFillColor(red: fraction(source.red), green: fraction(source.green), blue: fraction(source.blue), alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(isClose(context.image.pixel(atX: 0, y: 0), expected, tolerance: 2), "\(mode)")
    }

    @Test("plusLighter adds the colors")
    func plusLighterMode() {
        let context = makeContext(width: 1, height: 1)
        context.setFillColor(red: 0.25, green: 0.5, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(.plusLighter)
        context.setFillColor(red: 0.5, green: 0.75, blue: 0.25, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // Green saturates: 0.5 + 0.75 > 1.
        #expect(isClose(context.image.pixel(atX: 0, y: 0), CGImage.Pixel(0.25 + 0.5, 1, 0 + 0.25), tolerance: 2))
    }

    @Test("blend mode raw values match CoreGraphics' C enum")
    func blendModeRawValues() {
        #expect(CGBlendMode.allCases.count == 27)
        #expect(CGBlendMode.copy.rawValue == 17)
        #expect(CGBlendMode.xor.rawValue == 25)
        // plusDarker (26) has no Cairo operator and is absent.
        #expect(CGBlendMode(rawValue: 26) == nil)
        #expect(CGBlendMode.plusLighter.rawValue == 27)
    }

    // MARK: Transparency layers

    @Test("a transparency layer composites its drawing as one group with the global alpha")
    func transparencyLayerGroupsAlpha() {
        let context = makeContext(width: 6, height: 1)
        context.setAlpha(0.5)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        // Two overlapping opaque fills: inside the layer the overlap is plain opaque red.
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.fill(CGRect(x: 2, y: 0, width: 3, height: 1))
        context.endTransparencyLayer()
        let image = context.image
        let halfRed = CGImage.Pixel(1, 0, 0, 0.5)
        // Without the layer, the overlap would have alpha 1 − (1 − ½)² = ¾.
        #expect(isClose(image.pixel(atX: 0, y: 0), halfRed))
        #expect(isClose(image.pixel(atX: 3, y: 0), halfRed))
        #expect(isClose(image.pixel(atX: 4, y: 0), halfRed))
        #expect(image.pixel(atX: 5, y: 0) == .transparent)
    }

    @Test("a transparency layer does not paint over what it did not draw")
    func transparencyLayerLeavesRestAlone() {
        let context = makeContext(width: 4, height: 1)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        context.endTransparencyLayer()
        let image = context.image
        #expect(image.pixel(atX: 0, y: 0) == .opaqueBlue)
        #expect(image.pixel(atX: 1, y: 0) == .transparent)
        #expect(image.pixel(atX: 2, y: 0) == .opaqueGreen)
        #expect(image.pixel(atX: 3, y: 0) == .transparent)
    }

    @Test("a transparency layer keeps its drawing in place under a flipped and moved CTM")
    func transparencyLayerPlacement() {
        let context = makeContext(width: 4, height: 4)
        context.translateBy(x: 0, y: 4)
        context.scaleBy(x: 1, y: -1)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.translateBy(x: 2, y: 1)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.endTransparencyLayer()
        let image = context.image
        // Flipped space: user (0, 0) moved by (2, 1) is column 2, row 1 from the top.
        #expect(image.pixel(atX: 2, y: 1) == .opaqueGreen)
        #expect(image.pixel(atX: 2, y: 2) == .transparent)
        #expect(image.pixel(atX: 0, y: 0) == .transparent)
    }

    @Test("ending a transparency layer restores the state from before it began")
    func transparencyLayerRestoresState() {
        let context = makeContext(width: 2, height: 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.translateBy(x: 1, y: 0)
        context.endTransparencyLayer()
        #expect(context.ctm == .identity)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.image.pixel(atX: 0, y: 0) == .opaqueRed)
    }

    @Test("endTransparencyLayer without a layer is ignored")
    func unbalancedEndTransparencyLayer() {
        let context = makeContext(width: 1, height: 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.endTransparencyLayer()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.image.pixel(atX: 0, y: 0) == .opaqueRed)
    }
}
