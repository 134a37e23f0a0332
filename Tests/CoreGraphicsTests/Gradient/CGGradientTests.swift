import CoreGraphics
import Testing
import TestSupport

/// Core Graphics gradients: stops, linear and radial fills, and the options
/// that extend them past their ends.
@Suite("CGGradient and gradient drawing")
struct CGGradientTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    var redToBlue: CGGradient { CGGradient(colorsSpace: nil, colors: [Self.red, Self.blue], locations: [0, 1])! }

    @Test func noColorsMakeNoGradient() {
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
    }

    @Test func aLinearGradientRampsBetweenItsPoints() {
        let context = makeContext(width: 100, height: 1)
        context.drawLinearGradient(redToBlue, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        let image = context.image
        for x in [0, 25, 50, 99] {
            let t = (Double(x) + 0.5) / 100
            #expect(abs(Double(image.pixel(atX: x, y: 0).red) - 255 * (1 - t)) <= 1.5, "x \(x)")
        }
    }

    @Test func withoutOptionsNothingIsDrawnPastTheEnds() {
        let context = makeContext(width: 100, height: 1)
        context.drawLinearGradient(redToBlue, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: [])
        let image = context.image
        #expect(image.pixel(atX: 10, y: 0).alpha == 0)
        #expect(image.pixel(atX: 90, y: 0).alpha == 0)
        #expect(image.pixel(atX: 50, y: 0).alpha == 255)
    }

    @Test func eachOptionExtendsItsOwnSide() {
        let after = makeContext(width: 100, height: 1)
        after.drawLinearGradient(redToBlue, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
                                 options: .drawsAfterEndLocation)
        #expect(after.image.pixel(atX: 10, y: 0).alpha == 0)
        #expect(after.image.pixel(atX: 90, y: 0) == .init(red: 0, green: 0, blue: 255, alpha: 255))
        let before = makeContext(width: 100, height: 1)
        before.drawLinearGradient(redToBlue, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
                                  options: .drawsBeforeStartLocation)
        #expect(before.image.pixel(atX: 10, y: 0) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(before.image.pixel(atX: 90, y: 0).alpha == 0)
    }

    @Test func aRadialGradientRunsBetweenItsCircles() {
        let context = makeContext(width: 100, height: 100)
        context.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                                   endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: [])
        let image = context.image
        #expect(image.pixel(atX: 50, y: 50).red >= 250)
        // 20.5 from the center along a row (pixel 70's center): about half-way.
        #expect(abs(Int(image.pixel(atX: 70, y: 49).red) - 124) <= 3)
        #expect(image.pixel(atX: 95, y: 50).alpha == 0)
    }

    @Test func theClipAndThePathAreRespected() {
        let context = makeContext(width: 100, height: 10)
        context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 10))
        context.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        context.drawLinearGradient(redToBlue, start: .zero, end: CGPoint(x: 100, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(context.image.pixel(atX: 75, y: 5).alpha == 0)
        #expect(!context.isPathEmpty)
    }

    @Test func componentsMakeColorsToo() {
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        let gradient = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
                                  locations: nil, count: 2)!
        let context = makeContext(width: 10, height: 1)
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 10, y: 0), options: [])
        #expect(context.image.pixel(atX: 0, y: 0).red > 230)
        #expect(context.image.pixel(atX: 9, y: 0).blue > 230)
    }
}
