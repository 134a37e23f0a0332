import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing
import UIKitTesting

/// Layer shadows against hand-derived pixels: where a hard shadow falls, how
/// a blurred edge falls off (the sampled Gaussian with σ = shadowRadius),
/// the shadow of drawn content, and what opacity, masking and transforms do.
@MainActor
@Suite struct ShadowRenderingTests {
    static let white = CGColor(gray: 1, alpha: 1)
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// A red square at (10, 10), 20 × 20, casting a shadow.
    func card(offset: CGSize, radius: CGFloat, opacity: Float = 1) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        layer.backgroundColor = Self.red
        layer.shadowOpacity = opacity
        layer.shadowOffset = offset
        layer.shadowRadius = radius
        return layer
    }

    /// The gray (0 black … 255 white) of a pixel of a black shadow on white.
    func gray(_ image: CGImage, _ x: Int, _ y: Int) -> Int {
        Int(image.pixel(atX: x, y: y).green)
    }

    @Test func theDefaultsAreCoreAnimations() {
        let layer = CALayer()
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowPath == nil)
    }

    @Test func aHardShadowFallsAtTheOffsetBeneathTheLayer() {
        let image = renderOverWhite(card(offset: CGSize(width: 10, height: 10), radius: 0))
        #expect(gray(image, 35, 35) == 0)
        #expect(image.pixel(atX: 25, y: 25) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(gray(image, 45, 45) == 255)
        #expect(gray(image, 15, 35) == 255)
    }

    @Test func noShadowWithoutOpacity() {
        let image = renderOverWhite(card(offset: CGSize(width: 10, height: 10), radius: 0, opacity: 0))
        #expect(gray(image, 35, 35) == 255)
    }

    @Test func aBlurredEdgeFallsOffAsTheSampledGaussian() {
        // A shadow path far bigger than the blur: along the middle row its
        // right edge is a step at x = 50, so pixel column c keeps the kernel
        // weights of the pixels inside, Σ w_i for i > c − 50.
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        layer.shadowPath = CGPath(rect: CGRect(x: -100, y: -100, width: 150, height: 300), transform: nil)
        layer.shadowOpacity = 1
        layer.shadowOffset = .zero
        layer.shadowRadius = 4
        let image = renderOverWhite(layer)
        let kernel = GaussianBlur.kernel(sigma: 4)
        let r = kernel.count / 2
        for column in 38...62 {
            let inside = kernel.enumerated().filter { index, _ in column - (index - r) < 50 }.map(\.1).reduce(0, +)
            let expected = 255 * (1 - inside)
            #expect(abs(Double(gray(image, column, 50)) - expected) <= 2, "column \(column)")
        }
        // Half the weight at the edge; Φ(−1) ≈ 15.9 % a standard deviation out.
        #expect(abs(gray(image, 50, 50) - 128) <= 12)
        let oneSigmaOut = 255 * (1 - 0.1587)
        #expect(abs(Double(gray(image, 54, 50)) - oneSigmaOut) <= 10)
        // Three standard deviations out, nothing.
        #expect(gray(image, 63, 50) == 255)
    }

    @Test func theKernelIsANormalizedGaussian() {
        let kernel = GaussianBlur.kernel(sigma: 2)
        #expect(kernel.count == 13)
        #expect(abs(kernel.reduce(0, +) - 1) < 1e-12)
        #expect(abs(kernel[6] / kernel[8] - exp(4.0 / 8)) < 1e-9)
        #expect(GaussianBlur.kernel(sigma: 0) == [1])
    }

    @Test func theBlurScalesWithThePixelsPerPoint() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        layer.shadowPath = CGPath(rect: CGRect(x: -100, y: -100, width: 150, height: 300), transform: nil)
        layer.shadowOpacity = 1
        layer.shadowOffset = .zero
        layer.shadowRadius = 2
        let image = renderOverWhite(layer, scale: 2)
        // σ = 4 pixels at 2×: the same falloff as radius 4 at 1×, in pixels.
        #expect(abs(gray(image, 100, 100) - 128) <= 12)
        #expect(abs(Double(gray(image, 104, 100)) - 255 * (1 - 0.1587)) <= 10)
    }

    @Test func withoutAPathTheShadowFollowsWhatTheLayerDraws() {
        // A clear layer with one small sublayer in its corner: only that casts.
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = Self.red
        layer.addSublayer(dot)
        layer.shadowOpacity = 1
        layer.shadowOffset = CGSize(width: 20, height: 0)
        layer.shadowRadius = 0
        let image = renderOverWhite(layer)
        #expect(gray(image, 35, 15) == 0)
        #expect(gray(image, 35, 35) == 255)
        #expect(gray(image, 45, 15) == 255)
    }

    @Test func aTranslucentLayerCastsATranslucentShadow() {
        let layer = card(offset: CGSize(width: 10, height: 10), radius: 0)
        layer.opacity = 0.5
        let image = renderOverWhite(layer)
        #expect(abs(gray(image, 35, 35) - 128) <= 1)
    }

    @Test func shadowOpacityAndColorAlphaMultiply() {
        let layer = card(offset: CGSize(width: 10, height: 10), radius: 0, opacity: 0.5)
        layer.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        let image = renderOverWhite(layer)
        #expect(abs(gray(image, 35, 35) - 191) <= 1)
    }

    @Test func maskingToBoundsClipsTheShadow() {
        let layer = card(offset: CGSize(width: 10, height: 10), radius: 0)
        layer.masksToBounds = true
        let image = renderOverWhite(layer)
        #expect(gray(image, 35, 35) == 255)
    }

    @Test func theOffsetTurnsAndScalesWithTheLayer() {
        let layer = card(offset: CGSize(width: 10, height: 0), radius: 0)
        layer.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
        // A quarter turn: the offset along the layer's x points down the screen.
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let image = renderOverWhite(layer)
        #expect(gray(image, 50, 65) == 0)
        #expect(gray(image, 65, 50) == 255)
    }

    @Test func shadowPropertiesAnimateMidFlight() {
        withAnimationTimeline { timeline in
            let layer = CALayer()
            let opacity = CABasicAnimation(keyPath: "shadowOpacity")
            opacity.fromValue = 0.0
            opacity.toValue = 1.0
            opacity.duration = 1
            layer.add(opacity, forKey: "opacity")
            let offset = CABasicAnimation(keyPath: "shadowOffset")
            offset.fromValue = CGSize(width: 0, height: 0)
            offset.toValue = CGSize(width: 10, height: 20)
            offset.duration = 1
            layer.add(offset, forKey: "offset")
            let radius = CABasicAnimation(keyPath: "shadowRadius")
            radius.fromValue = 2.0
            radius.toValue = 6.0
            radius.duration = 1
            layer.add(radius, forKey: "radius")
            let path = CABasicAnimation(keyPath: "shadowPath")
            path.fromValue = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            path.toValue = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 10), transform: nil)
            path.duration = 1
            layer.add(path, forKey: "path")
            timeline.tick(at: 0)
            timeline.seek(to: 0.5)
            let shown = layer.presentation()!
            #expect(abs(shown.shadowOpacity - 0.5) < 1e-6)
            #expect(shown.shadowOffset == CGSize(width: 5, height: 10))
            #expect(shown.shadowRadius == 4)
            #expect(shown.shadowPath?.boundingBoxOfPath == CGRect(x: 5, y: 5, width: 20, height: 10))
        }
    }

    @Test func cardsLookLikeIOSs() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
        root.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        // A rounded card with a soft shadow from its path, the usual iOS recipe.
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 70, height: 90)
        card.backgroundColor = Self.white
        card.cornerRadius = 12
        card.shadowOpacity = 0.25
        card.shadowOffset = CGSize(width: 0, height: 4)
        card.shadowRadius = 8
        card.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: 12, cornerHeight: 12, transform: nil)
        // A shadow cast by drawn content: a blue circle's alpha, no path.
        let badge = CALayer()
        badge.frame = CGRect(x: 120, y: 30, width: 50, height: 50)
        badge.backgroundColor = CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        badge.cornerRadius = 25
        badge.shadowColor = CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        badge.shadowOpacity = 0.6
        badge.shadowOffset = CGSize(width: 0, height: 6)
        badge.shadowRadius = 6
        // The default shadow (3 pt up, radius 3) made visible.
        let plain = CALayer()
        plain.frame = CGRect(x: 120, y: 110, width: 60, height: 30)
        plain.backgroundColor = Self.white
        plain.shadowOpacity = 0.5
        root.addSublayer(card)
        root.addSublayer(badge)
        root.addSublayer(plain)
        assertSnapshot(of: LayerCompositor.image(of: root, size: root.bounds.size, scale: 3), named: "shadows")
    }
}
