import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing
import UIKitTesting

/// Shape layers: Core Animation's defaults, the path filled then stroked
/// between strokeStart and strokeEnd, dashes, and the animatable keys.
@MainActor
@Suite struct ShapeLayerRenderingTests {
    static let white = CGColor(gray: 1, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// A horizontal line at y = 50 from x = 10 to x = 90, 10 pt thick, red.
    func line() -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 50))
        path.addLine(to: CGPoint(x: 90, y: 50))
        layer.path = path
        layer.fillColor = nil
        layer.strokeColor = Self.red
        layer.lineWidth = 10
        return layer
    }

    func isRed(_ image: CGImage, _ x: Int, _ y: Int) -> Bool {
        image.pixel(atX: x, y: y) == .init(red: 255, green: 0, blue: 0, alpha: 255)
    }

    func isWhite(_ image: CGImage, _ x: Int, _ y: Int) -> Bool {
        image.pixel(atX: x, y: y) == .init(red: 255, green: 255, blue: 255, alpha: 255)
    }

    @Test func theDefaultsAreCoreAnimations() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil)
        #expect(layer.fillColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.fillRule == .nonZero)
        #expect(layer.strokeColor == nil)
        #expect(layer.lineWidth == 1)
        #expect(layer.lineCap == .butt)
        #expect(layer.lineJoin == .miter)
        #expect(layer.miterLimit == 10)
        #expect(layer.lineDashPattern == nil)
        #expect(layer.lineDashPhase == 0)
        #expect(layer.strokeStart == 0)
        #expect(layer.strokeEnd == 1)
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
        #expect(CAShapeLayerLineCap.round.rawValue == "round")
        #expect(CAShapeLayerLineJoin.bevel.rawValue == "bevel")
    }

    @Test func thePathIsFilledByItsRule() {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
        path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        layer.path = path
        layer.fillColor = Self.blue
        var image = renderOverWhite(layer)
        // Nonzero: both rectangles wind the same way, the hole is filled.
        #expect(image.pixel(atX: 50, y: 50) == .init(red: 0, green: 0, blue: 255, alpha: 255))
        withoutActions { layer.fillRule = .evenOdd }
        image = renderOverWhite(layer)
        #expect(isWhite(image, 50, 50))
        #expect(image.pixel(atX: 20, y: 20) == .init(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func theStrokeIsCenteredOnThePath() {
        let image = renderOverWhite(line())
        #expect(isRed(image, 50, 46))
        #expect(isRed(image, 50, 54))
        #expect(isWhite(image, 50, 44))
        #expect(isWhite(image, 50, 56))
        // Butt caps stop at the ends.
        #expect(isRed(image, 11, 50))
        #expect(isWhite(image, 8, 50))
    }

    @Test func strokeEndAndStartCutTheStrokeByLength() {
        let layer = line()
        layer.strokeEnd = 0.5
        var image = renderOverWhite(layer)
        #expect(isRed(image, 48, 50))
        #expect(isWhite(image, 52, 50))
        withoutActions { layer.strokeStart = 0.25 }
        image = renderOverWhite(layer)
        #expect(isWhite(image, 28, 50))
        #expect(isRed(image, 32, 50))
        withoutActions { layer.strokeStart = 0.5 }
        image = renderOverWhite(layer)
        #expect(isWhite(image, 48, 50))
    }

    @Test func roundCapsReachPastTheEnds() {
        let layer = line()
        layer.lineCap = .round
        let image = renderOverWhite(layer)
        #expect(isRed(image, 7, 50))
    }

    @Test func dashesAlternateFromThePhase() {
        let layer = line()
        layer.lineDashPattern = [10, 10]
        var image = renderOverWhite(layer)
        #expect(isRed(image, 15, 50))
        #expect(isWhite(image, 25, 50))
        #expect(isRed(image, 35, 50))
        withoutActions { layer.lineDashPhase = 10 }
        image = renderOverWhite(layer)
        #expect(isWhite(image, 15, 50))
        #expect(isRed(image, 25, 50))
    }

    @Test func strokeEndAnimatesMidFlight() {
        withAnimationTimeline { timeline in
            let layer = line()
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 1
            layer.add(animation, forKey: "draw")
            timeline.tick(at: 0)
            timeline.seek(to: 0.25)
            let shown = layer.presentation() as? CAShapeLayer
            #expect(shown?.strokeEnd == 0.25)
            let image = renderOverWhite(layer)
            // A quarter of 80 pt from x = 10: up to x = 30.
            #expect(isRed(image, 28, 50))
            #expect(isWhite(image, 32, 50))
        }
    }

    @Test func pathAndColorsAnimate() {
        withAnimationTimeline { timeline in
            let layer = CAShapeLayer()
            let path = CABasicAnimation(keyPath: "path")
            path.fromValue = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            path.toValue = CGPath(rect: CGRect(x: 20, y: 0, width: 30, height: 10), transform: nil)
            path.duration = 1
            layer.add(path, forKey: "path")
            let fill = CABasicAnimation(keyPath: "fillColor")
            fill.fromValue = Self.red
            fill.toValue = Self.blue
            fill.duration = 1
            layer.add(fill, forKey: "fill")
            let width = CABasicAnimation(keyPath: "lineWidth")
            width.fromValue = 2
            width.toValue = 4
            width.duration = 1
            layer.add(width, forKey: "width")
            timeline.tick(at: 0)
            timeline.seek(to: 0.5)
            let shown = layer.presentation() as? CAShapeLayer
            #expect(shown?.path?.boundingBoxOfPath == CGRect(x: 10, y: 0, width: 20, height: 10))
            #expect(shown?.fillColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
            #expect(shown?.lineWidth == 3)
        }
    }

    @Test func aStandaloneShapeLayerOnScreenAnimatesImplicitly() {
        withAnimationTimeline { timeline in
            let layer = line()
            _ = renderOverWhite(layer)
            layer.strokeEnd = 0.5
            #expect(layer.animation(forKey: "strokeEnd") != nil)
            #expect(layer.value(forKey: "strokeEnd") as? Double == 0.5)
            layer.setValue(0.25, forKey: "strokeStart")
            #expect(layer.strokeStart == 0.25)
            timeline.tick(at: 0)
        }
    }

    @Test func aProgressRingLooksLikeIOSs() {
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        let circle = CGMutablePath()
        // From twelve o'clock, clockwise on screen (decreasing angle in y-up terms).
        circle.addArc(center: CGPoint(x: 30, y: 30), radius: 25, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
                      clockwise: false)
        let track = CAShapeLayer()
        track.frame = ring.frame
        track.path = circle
        track.fillColor = nil
        track.strokeColor = CGColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
        track.lineWidth = 8
        ring.path = circle
        ring.fillColor = nil
        ring.strokeColor = CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        ring.lineWidth = 8
        ring.lineCap = .round
        ring.strokeEnd = 0.7
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.backgroundColor = Self.white
        root.addSublayer(track)
        root.addSublayer(ring)
        assertSnapshot(of: LayerCompositor.image(of: root, size: root.bounds.size, scale: 3), named: "progress-ring")
    }
}
