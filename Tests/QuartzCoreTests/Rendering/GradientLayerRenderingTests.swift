import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing
import UIKitTesting

/// Gradient layers against hand-derived colors: linear ramps between stops,
/// padding past the ends, radial distance, conic angle, and animation.
@MainActor
@Suite struct GradientLayerRenderingTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    func gradient(_ configure: (CAGradientLayer) -> Void) -> CGImage {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.colors = [Self.red, Self.blue]
        configure(layer)
        return LayerCompositor.image(of: layer, size: CGSize(width: 100, height: 100), scale: 1)
    }

    /// The red channel at a pixel: 255 × (1 − t) for a red-to-blue ramp at t.
    func red(_ image: CGImage, _ x: Int, _ y: Int) -> Int {
        Int(image.pixel(atX: x, y: y).red)
    }

    @Test func theDefaultsAreCoreAnimations() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil)
        #expect(layer.locations == nil)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.type == .axial)
        #expect(CAGradientLayerType.conic.rawValue == "conic")
    }

    @Test func anAxialGradientRunsTopToBottomByDefault() {
        let image = gradient { _ in }
        // Pixel centers: t = (y + 0.5) / 100.
        for y in [0, 25, 49, 75, 99] {
            let expected = 255 * (1 - (Double(y) + 0.5) / 100)
            #expect(abs(Double(red(image, 50, y)) - expected) <= 1.5, "row \(y)")
        }
        // Nothing changes across a row.
        #expect(red(image, 0, 30) == red(image, 99, 30))
    }

    @Test func locationsHoldTheEndColorsOutsideTheStops() {
        let image = gradient { $0.locations = [0.25, 0.75] }
        #expect(red(image, 50, 10) == 255)
        #expect(red(image, 50, 90) == 0)
        #expect(abs(red(image, 50, 50) - 127) <= 2)
    }

    @Test func startAndEndPointsSetTheAxis() {
        let image = gradient {
            $0.startPoint = CGPoint(x: 0, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)
        }
        #expect(red(image, 0, 50) >= 252)
        #expect(red(image, 99, 50) <= 3)
        #expect(red(image, 30, 0) == red(image, 30, 99))
    }

    @Test func aRadialGradientFollowsTheDistanceToTheEllipse() {
        let image = gradient {
            $0.type = .radial
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 1)
        }
        // Radii 50 × 50 around (50, 50): pixel 62's center is 12.5 out, a quarter blue.
        let quarterOut = 255 * (1 - hypot(12.5, 0.5) / 50)
        #expect(abs(Double(red(image, 62, 50)) - quarterOut) <= 2)
        #expect(red(image, 50, 50) >= 250)
        // Past the ellipse, the last color.
        #expect(red(image, 1, 1) == 0)
    }

    @Test func aConicGradientTurnsClockwiseFromTheEndPoint() {
        let image = gradient {
            $0.type = .conic
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)
        }
        // A quarter turn clockwise on screen from three o'clock is six o'clock.
        #expect(abs(red(image, 50, 90) - 191) <= 6)
        #expect(abs(red(image, 10, 50) - 127) <= 6)
        #expect(abs(red(image, 50, 10) - 64) <= 6)
    }

    @Test func oneColorFillsEverything() {
        let image = gradient { $0.colors = [Self.blue] }
        #expect(image.pixel(atX: 10, y: 10) == .init(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func colorsLocationsAndPointsAnimateMidFlight() {
        withAnimationTimeline { timeline in
            let layer = CAGradientLayer()
            layer.colors = [Self.red, Self.red]
            let colors = CABasicAnimation(keyPath: "colors")
            colors.fromValue = [Self.red, Self.red]
            colors.toValue = [Self.blue, Self.red]
            colors.duration = 1
            layer.add(colors, forKey: "colors")
            let locations = CABasicAnimation(keyPath: "locations")
            locations.fromValue = [0.0, 0.5]
            locations.toValue = [0.5, 1.0]
            locations.duration = 1
            layer.add(locations, forKey: "locations")
            let start = CABasicAnimation(keyPath: "startPoint")
            start.fromValue = CGPoint(x: 0, y: 0)
            start.toValue = CGPoint(x: 1, y: 0)
            start.duration = 1
            layer.add(start, forKey: "start")
            timeline.tick(at: 0)
            timeline.seek(to: 0.5)
            let shown = layer.presentation() as? CAGradientLayer
            let first = shown?.colors?.first as? CGColor
            #expect(first == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
            #expect(shown?.locations == [0.25, 0.75])
            #expect(shown?.startPoint == CGPoint(x: 0.5, y: 0))
        }
    }

    @Test func gradientsLookLikeIOSs() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 240, height: 80)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let colors = [CGColor(red: 1, green: 0.58, blue: 0, alpha: 1), CGColor(red: 1, green: 0.18, blue: 0.33, alpha: 1),
                      CGColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)]
        for (index, type) in [CAGradientLayerType.axial, .radial, .conic].enumerated() {
            let layer = CAGradientLayer()
            layer.frame = CGRect(x: 10 + CGFloat(index) * 77, y: 10, width: 66, height: 60)
            layer.cornerRadius = 12
            layer.colors = colors
            layer.type = type
            if type != .axial {
                layer.startPoint = CGPoint(x: 0.5, y: 0.5)
                layer.endPoint = CGPoint(x: 1, y: 1)
            }
            root.addSublayer(layer)
        }
        assertSnapshot(of: LayerCompositor.image(of: root, size: root.bounds.size, scale: 3), named: "gradients")
    }
}
