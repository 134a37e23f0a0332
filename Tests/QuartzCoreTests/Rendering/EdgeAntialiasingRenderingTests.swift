import CoreGraphics
@testable import QuartzCore
import Testing

/// `allowsEdgeAntialiasing`: a layer turned off the pixel grid draws its
/// edges aliased by default, as iOS does, and smooth when allowed; edges on
/// the grid, and rounded corners, are what they always were.
@MainActor
@Suite struct EdgeAntialiasingRenderingTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// A 40 × 40 red square centered in the 100 × 100 white root, turned by `angle`.
    func square(turnedBy angle: CGFloat, configure: (CALayer) -> Void = { _ in }) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        layer.backgroundColor = Self.red
        layer.setAffineTransform(CGAffineTransform(rotationAngle: angle))
        configure(layer)
        return layer
    }

    /// The pixels that are neither white nor red: partly covered by an edge.
    func blendedPixels(_ image: CGImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(atX: x, y: y)
                let white = pixel.red == 255 && pixel.green == 255 && pixel.blue == 255
                let red = pixel.red == 255 && pixel.green == 0 && pixel.blue == 0
                if !white && !red { count += 1 }
            }
        }
        return count
    }

    @Test func itIsOffByDefaultAsOnIOS() {
        let layer = CALayer()
        #expect(layer.allowsEdgeAntialiasing == false)
        #expect(layer.value(forKey: "allowsEdgeAntialiasing") as? Bool == false)
        layer.setValue(true, forKey: "allowsEdgeAntialiasing")
        #expect(layer.allowsEdgeAntialiasing)
    }

    @Test func aTurnedSquaresEdgesAreAliasedByDefault() {
        let image = renderOverWhite(square(turnedBy: .pi / 7))
        #expect(blendedPixels(image) == 0)
        // Still the square turned: its center red, its corners' old places white
        // (a turn of π/7 moves the corner (30, 30) to about (33.7, 25.3)).
        #expect(image.pixel(atX: 50, y: 50).green == 0)
        #expect(image.pixel(atX: 31, y: 31).green == 255)
    }

    @Test func allowedItsEdgesAreSmooth() {
        let image = renderOverWhite(square(turnedBy: .pi / 7) { $0.allowsEdgeAntialiasing = true })
        // Four edges of about 40 pixels each, crossing pixels partly.
        #expect(blendedPixels(image) > 100)
    }

    @Test func edgesOffTheGridByAFractionButNotTurnedStaySmooth() {
        let layer = square(turnedBy: 0)
        layer.frame = CGRect(x: 30.5, y: 30.5, width: 40, height: 40)
        // Half-covered pixels along all four edges: 4 × 40, less shared corners.
        #expect(blendedPixels(renderOverWhite(layer)) >= 156)
    }

    @Test func roundedCornersStaySmoothOnATurnedLayer() {
        let image = renderOverWhite(square(turnedBy: .pi / 7) { $0.cornerRadius = 10 })
        #expect(blendedPixels(image) > 100)
    }

    @Test func aBorderAndAClipFollowTheAliasedEdge() {
        let image = renderOverWhite(square(turnedBy: .pi / 7) { layer in
            layer.borderWidth = 4
            layer.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.masksToBounds = true
            let wide = CALayer()
            wide.frame = CGRect(x: -20, y: 10, width: 80, height: 20)
            wide.backgroundColor = Self.red
            layer.addSublayer(wide)
        })
        #expect(blendedPixels(image) == 0)
    }

    @Test func aCardTurnedInPerspectiveIsCutAliased() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 100
        let card = square(turnedBy: 0)
        card.transform = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        #expect(blendedPixels(renderOverWhite(card)) == 0)
        card.allowsEdgeAntialiasing = true
        #expect(blendedPixels(renderOverWhite(card)) > 20)
    }
}
