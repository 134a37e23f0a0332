import Testing
import TestSupport
@testable import CoreGraphics

@Suite("CGColor")
struct CGColorTests {
    // MARK: Construction

    @Test("a gray color holds gray and alpha in the generic gray space")
    func gray() {
        let color = CGColor(gray: 0.25, alpha: 0.75)
        #expect(color.components == [0.25, 0.75])
        #expect(color.numberOfComponents == 2)
        #expect(color.alpha == 0.75)
        #expect(color.colorSpace?.name == CGColorSpace.genericGrayGamma2_2)
        #expect(color.colorSpace?.model == .monochrome)
    }

    @Test("an RGB color holds red, green, blue and alpha in sRGB")
    func rgb() {
        let color = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(color.components == [0.1, 0.2, 0.3, 0.4])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.4)
        #expect(color.colorSpace?.name == CGColorSpace.sRGB)
    }

    @Test("the srgbRed initializer makes the same color as the plain RGB one")
    func srgbRed() {
        #expect(CGColor(srgbRed: 1, green: 0.5, blue: 0, alpha: 1) == CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    @Test("a color from a space and a component pointer reads the space's components plus alpha")
    func fromSpaceAndComponents() throws {
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        // One value more than the color needs: it must not be read.
        let values: [CGFloat] = [0.9, 0.8, 0.7, 0.6, 99]
        let color = try #require(values.withUnsafeBufferPointer { CGColor(colorSpace: p3, components: $0.baseAddress!) })
        #expect(color.components == [0.9, 0.8, 0.7, 0.6])
        #expect(color.colorSpace == p3)

        let gray = try #require(CGColorSpace(name: CGColorSpace.extendedGray))
        let grayColor = try #require(values.withUnsafeBufferPointer { CGColor(colorSpace: gray, components: $0.baseAddress!) })
        #expect(grayColor.components == [0.9, 0.8])
    }

    @Test("black, white and clear are gray colors")
    func constants() {
        #expect(CGColor.black == CGColor(gray: 0, alpha: 1))
        #expect(CGColor.white == CGColor(gray: 1, alpha: 1))
        #expect(CGColor.clear == CGColor(gray: 0, alpha: 0))
    }

    // MARK: Alpha

    @Test("copy(alpha:) replaces only the alpha and leaves the original alone")
    func copyAlpha() throws {
        let original = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        let copy = try #require(original.copy(alpha: 0.5))
        #expect(copy.components == [0.1, 0.2, 0.3, 0.5])
        #expect(copy.colorSpace == original.colorSpace)
        #expect(original.alpha == 1)
        #expect(CGColor.white.copy(alpha: 0.25)?.components == [1, 0.25])
    }

    // MARK: Equality

    @Test("colors are equal when space and components match")
    func equality() {
        let a = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        let b = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.9))
    }

    @Test("the same visible color in two spaces is not equal, as in CoreGraphics")
    func equalityAcrossSpaces() {
        #expect(CGColor(gray: 0, alpha: 1) != CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    // MARK: Conversion for drawing

    @Test("gray converts to equal red, green and blue")
    func grayToSRGB() {
        let converted = CGColor(gray: 0.4, alpha: 0.6).sRGBComponents
        #expect(converted.red == 0.4)
        #expect(converted.green == 0.4)
        #expect(converted.blue == 0.4)
        #expect(converted.alpha == 0.6)
    }

    @Test("sRGB components pass through unchanged")
    func sRGBPassThrough() {
        let converted = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).sRGBComponents
        #expect(converted.red == 0.1)
        #expect(converted.green == 0.2)
        #expect(converted.blue == 0.3)
        #expect(converted.alpha == 0.4)
    }

    private func p3(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> CGColor {
        let space = CGColorSpace(name: CGColorSpace.displayP3)!
        return [red, green, blue, alpha].withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!)! }
    }

    @Test("Display P3 grays stay the same gray in sRGB (same white point and transfer curve)", arguments: [0.0, 0.5, 1.0])
    func p3Grays(value: CGFloat) {
        let converted = p3(value, value, value, 0.3).sRGBComponents
        // Tolerance: the published matrix is rounded to 7 decimals.
        #expect(isClose(converted.red, value, tolerance: 1e-6))
        #expect(isClose(converted.green, value, tolerance: 1e-6))
        #expect(isClose(converted.blue, value, tolerance: 1e-6))
        #expect(converted.alpha == 0.3)
    }

    @Test("Display P3's pure red lies outside sRGB: red above 1, green and blue below 0")
    func p3RedOutOfGamut() {
        let converted = p3(1, 0, 0).sRGBComponents
        #expect(converted.red > 1)
        #expect(converted.green < 0)
        #expect(converted.blue < 0)
    }

    @Test("Display P3's pure green lies outside sRGB: green above 1, red below 0")
    func p3GreenOutOfGamut() {
        let converted = p3(0, 1, 0).sRGBComponents
        #expect(converted.green > 1)
        #expect(converted.red < 0)
        #expect(converted.blue < 0)
    }

    @Test("Display P3's pure blue needs only a little of the other sRGB primaries")
    func p3Blue() {
        // P3 and sRGB share the blue primary's chromaticity (0.150, 0.060), so
        // red and green stay 0 and blue is at full strength or slightly above.
        let converted = p3(0, 0, 1).sRGBComponents
        #expect(isClose(converted.red, 0, tolerance: 1e-6))
        #expect(isClose(converted.green, 0, tolerance: 1e-6))
        #expect(converted.blue >= 1)
    }

    @Test("the sRGB transfer curve decodes with its linear toe and its 2.4 power segment")
    func transferCurve() {
        let linearToe: CGFloat = 0.04
        #expect(isClose(DisplayP3.decode(linearToe), linearToe / 12.92))
        #expect(isClose(DisplayP3.decode(0.5), pow((0.5 + 0.055) / 1.055, 2.4)))
        #expect(DisplayP3.decode(-0.5) == -DisplayP3.decode(0.5))
        let toe: CGFloat = 0.002
        #expect(isClose(DisplayP3.encode(toe), toe * 12.92))
        for value: CGFloat in [-1.2, -0.3, 0, 0.01, 0.2, 0.5, 0.9, 1, 1.3] {
            #expect(isClose(DisplayP3.encode(DisplayP3.decode(value)), value))
        }
    }

    @Test("the description names the space and lists the components")
    func description() {
        #expect(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1).description == "<CGColor kCGColorSpaceSRGB [1 0.5 0 1]>")
    }
}
