import CCairo
import CoreGraphics
@testable import QuartzCore
import Testing

/// Where a layer's sublayers show over its own opaque background, uncut and
/// uncovered: the whole device pixels its background fills, inside its
/// rounded corners and border and its ancestors' clips and borders.
@MainActor
@Suite struct ScrollAreaTests {
    static let frame = DamageRegion.PixelRect(x: 0, y: 0, width: 400, height: 400)

    /// Placed at `x`, `y` device pixels at 2×.
    static func matrix(x: Double = 10.5, y: Double = 20) -> cairo_matrix_t {
        cairo_matrix_t(xx: 2, yx: 0, xy: 0, yy: 2, x0: x, y0: y)
    }

    static func opaqueLayer() -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        layer.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        return layer
    }

    static func area(of layer: CALayer, matrix: cairo_matrix_t = matrix(), alpha: Double = 1, asUnit: Bool = false,
                     within limit: DamageRegion.PixelRect? = frame) -> ScrollArea? {
        ScrollArea.of(layer, values: layer.properties, matrix: matrix, alpha: alpha, asUnit: asUnit, within: limit)
    }

    @Test("an opaque layer's area is the whole pixels its background covers, cut to the limit")
    func theAreaIsTheWholePixelsCovered() {
        let layer = Self.opaqueLayer()
        // 40 × 30 pt at 2× from (10.5, 20): x 10.5 ..< 90.5, y 20 ..< 80.
        #expect(Self.area(of: layer)
            == ScrollArea(pixels: .init(x: 11, y: 20, width: 79, height: 60), sublayerClip: nil, isOpaque: true))
        #expect(Self.area(of: layer, within: .init(x: 0, y: 0, width: 50, height: 50))?.pixels
            == .init(x: 11, y: 20, width: 39, height: 30))
        layer.masksToBounds = true
        // What it clips its sublayers to: every pixel its bounds touch.
        #expect(Self.area(of: layer)?.sublayerClip == .init(x: 10, y: 20, width: 81, height: 60))
    }

    @Test("rounded corners take twice their radius from the top and bottom; a border its width all round")
    func cornersAndBordersNarrowIt() {
        let layer = Self.opaqueLayer()
        layer.cornerRadius = 3
        // 6 pt off the top and bottom: y 32 ..< 68.
        #expect(Self.area(of: layer)?.pixels == .init(x: 11, y: 32, width: 79, height: 36))
        layer.cornerRadius = 0
        layer.borderWidth = 1.5
        // 1.5 pt all round: x 13.5 ..< 87.5, y 23 ..< 77.
        #expect(Self.area(of: layer)?.pixels == .init(x: 14, y: 23, width: 73, height: 54))
    }

    @Test("a layer that draws nothing of its own has an area that an ancestor's background must fill")
    func clearLayersLeaveItToAnAncestor() {
        let layer = Self.opaqueLayer()
        layer.backgroundColor = nil
        layer.cornerRadius = 3
        // Its corners cut nothing unless it clips.
        #expect(Self.area(of: layer)
            == ScrollArea(pixels: .init(x: 11, y: 20, width: 79, height: 60), sublayerClip: nil, isOpaque: false))
        layer.borderWidth = 1
        #expect(Self.area(of: layer) == nil)
    }

    @Test("a layer that draws more than an opaque background, or is blended, turned or grouped, has none")
    func onlyPlainOpaqueLayersHaveOne() {
        let translucent = Self.opaqueLayer()
        translucent.backgroundColor = CGColor(gray: 0.9, alpha: 0.99)
        let shadowed = Self.opaqueLayer()
        shadowed.shadowOpacity = 0.5
        let filled = Self.opaqueLayer()
        filled.contents = DamageTrackingTests.picture
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let gradient = CAGradientLayer()
        gradient.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
        for layer in [shape, gradient] {
            layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            layer.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        }
        for layer in [translucent, shadowed, filled, shape, gradient] {
            #expect(Self.area(of: layer) == nil)
        }
        let layer = Self.opaqueLayer()
        #expect(Self.area(of: layer, alpha: 0.99) == nil)
        #expect(Self.area(of: layer, asUnit: true) == nil)
        #expect(Self.area(of: layer, within: nil) == nil)
        #expect(Self.area(of: layer, matrix: cairo_matrix_t(xx: 0, yx: 2, xy: -2, yy: 0, x0: 100, y0: 0)) == nil)
    }

    @Test("a clip or a border limits its sublayers' areas to its inside; a turned one to nothing")
    func clipsAndBordersLimitSublayers() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        #expect(ScrollArea.limit(forSublayersOf: layer.properties, matrix: Self.matrix(), within: Self.frame) == Self.frame)
        layer.masksToBounds = true
        #expect(ScrollArea.limit(forSublayersOf: layer.properties, matrix: Self.matrix(), within: Self.frame)
            == .init(x: 11, y: 20, width: 79, height: 60))
        layer.masksToBounds = false
        layer.borderWidth = 2
        #expect(ScrollArea.limit(forSublayersOf: layer.properties, matrix: Self.matrix(), within: Self.frame)
            == .init(x: 15, y: 24, width: 71, height: 52))
        #expect(ScrollArea.limit(forSublayersOf: layer.properties, matrix: Self.matrix(), within: nil) == nil)
        let turned = cairo_matrix_t(xx: 0, yx: 2, xy: -2, yy: 0, x0: 100, y0: 0)
        #expect(ScrollArea.limit(forSublayersOf: layer.properties, matrix: turned, within: Self.frame) == nil)
    }
}
