import CoreGraphics
import Foundation
import Testing
import TestSupport
@testable import UIKit

/// UIBezierPath: its shapes, UIKit's on-screen sense of clockwise, hit
/// testing by its rule, and fill and stroke into the current context.
@MainActor
@Suite struct UIBezierPathTests {
    /// Draws at 1× into a 100 × 100 white image.
    func draw(_ body: () -> Void) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            body()
        }.cgImage!
    }

    static let red = CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    static let white = CGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)

    @Test func theDefaultsAreUIKits() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        #expect(path.lineWidth == 1)
        #expect(path.lineCapStyle == .butt)
        #expect(path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10)
        #expect(!path.usesEvenOddFillRule)
        #expect(path.bounds == .zero)
    }

    @Test func shapesHaveTheirBounds() {
        #expect(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 50)
        #expect(rounded.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        // The radius is held to half the shorter side: the corner at (0, 0) is cut.
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)))
        #expect(rounded.contains(CGPoint(x: 20, y: 10)))
    }

    @Test func aRoundedRectHasContinuousCorners() {
        let rect = CGRect(x: 0, y: 0, width: 400, height: 400)
        let path = UIBezierPath(roundedRect: rect, cornerRadius: 100)
        // It starts on the top edge where the corner lets go, 1.528665 radii in…
        var start = CGPoint.zero
        path.cgPath.applyWithBlock { element in
            if element.pointee.type == .moveToPoint { start = element.pointee.points[0] }
        }
        #expect(isClose(start, CGPoint(x: 152.8665, y: 0), tolerance: 1e-3))
        // …and cuts deeper than a circle near the edge: 0.8 radii from the
        // corner a circle is 2.02 pt inside the edge, the continuous corner 3.33.
        #expect(!path.contains(CGPoint(x: 80, y: 2.5)))
        #expect(path.contains(CGPoint(x: 80, y: 3.5)))
        // Rounding chosen corners draws the same corners; the radii's height is not used.
        let chosen = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners,
                                  cornerRadii: CGSize(width: 100, height: 30))
        #expect(!chosen.contains(CGPoint(x: 80, y: 2.5)))
        #expect(chosen.contains(CGPoint(x: 80, y: 3.5)))
        #expect(chosen.cgPath == path.cgPath)
    }

    @Test func onlyTheChosenCornersAreRounded() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topLeft],
                                cornerRadii: CGSize(width: 10, height: 10))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 39, y: 1)))
        #expect(path.contains(CGPoint(x: 1, y: 39)))
        #expect(path.contains(CGPoint(x: 39, y: 39)))
    }

    @Test func clockwiseMeansClockwiseOnScreen() {
        // From three o'clock a quarter turn clockwise on screen (y down) ends at six o'clock.
        let clockwise = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(isClose(clockwise.currentPoint, CGPoint(x: 0, y: 10), tolerance: 1e-6))
        #expect(clockwise.bounds.maxY > 9 && clockwise.bounds.minY > -0.001)
        let counter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // The long way round, through twelve o'clock (y = −10).
        #expect(isClose(counter.bounds.minY, -10, tolerance: 1e-6))
    }

    @Test func theFillRuleDecidesHoles() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
        path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)))
        #expect(path.contains(CGPoint(x: 20, y: 20)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 20, y: 20)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func applyMovesEveryPoint() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 2))
        #expect(path.bounds == CGRect(x: 5, y: 7, width: 20, height: 20))
    }

    @Test func reversingKeepsTheSettingsAndTheShape() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.lineWidth = 4
        let reversed = path.reversing()
        #expect(reversed.currentPoint == .zero)
        #expect(reversed.bounds == path.bounds)
        #expect(reversed.lineWidth == 4)
    }

    @Test func dashesRoundTrip() {
        let path = UIBezierPath()
        let pattern: [CGFloat] = [4, 2, 1]
        path.setLineDash(pattern, count: 3, phase: 1.5)
        var read = [CGFloat](repeating: 0, count: 3)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(&read, count: &count, phase: &phase)
        #expect(read == pattern)
        #expect(count == 3)
        #expect(phase == 1.5)
    }

    @Test func fillAndStrokeDrawIntoTheCurrentContext() {
        let image = draw {
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)).fill()
            UIColor.red.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 50, y: 80))
            line.addLine(to: CGPoint(x: 90, y: 80))
            line.lineWidth = 6
            line.stroke()
        }
        #expect(image.pixel(atX: 20, y: 20) == Self.red)
        #expect(image.pixel(atX: 70, y: 78) == Self.red)
        #expect(image.pixel(atX: 70, y: 75) == Self.white)
        #expect(image.pixel(atX: 40, y: 40) == Self.white)
    }

    @Test func addClipLimitsLaterDrawing() {
        let image = draw {
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).addClip()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(image.pixel(atX: 50, y: 50) == Self.red)
        #expect(image.pixel(atX: 2, y: 2) == Self.white)
    }

    @Test func aLineWithoutACurrentPointStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIBezierPath().addLine(to: CGPoint(x: 1, y: 1))
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'NSInternalInconsistencyException', reason: "
            + "'-[UIBezierPath addLineToPoint:] called with no current point'"))
    }
}
