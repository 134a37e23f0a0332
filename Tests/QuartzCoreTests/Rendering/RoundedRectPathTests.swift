import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// The rounded outline of backgrounds, borders and masks: quarter circles, or
/// iOS's continuous corners that ease out of their edges over 1.528665 radii.
@Suite struct RoundedRectPathTests {
    static let allCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                           .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The path's elements as (type, points) pairs.
    func elements(of path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            @unknown default: count = 0
            }
            result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return result
    }

    @Test("a circular corner is the one cubic addArc makes for a quarter circle, handles 4/3·tan 22.5° long")
    func circularCornersAreTheArcsCubics() {
        #expect(abs(RoundedRectPath.quarterCircleHandle - 4.0 / 3.0 * tan(CGFloat.pi / 8)) < 1e-15)
        let rect = CGRect(x: 10.5, y: 20.25, width: 80, height: 45)
        for corners: CACornerMask in [Self.allCorners, [.layerMaxXMinYCorner, .layerMinXMaxYCorner], [.layerMinXMinYCorner]] {
            func radius(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? 12 : 0 }
            let arcs = CGMutablePath()
            arcs.move(to: CGPoint(x: rect.minX + radius(.layerMinXMinYCorner), y: rect.minY))
            arcs.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY),
                        radius: radius(.layerMaxXMinYCorner))
            arcs.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY),
                        radius: radius(.layerMaxXMaxYCorner))
            arcs.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY),
                        radius: radius(.layerMinXMaxYCorner))
            arcs.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY),
                        radius: radius(.layerMinXMinYCorner))
            arcs.closeSubpath()
            let made = elements(of: RoundedRectPath.make(rect, radius: 12, corners: corners, curve: .circular))
            let expected = elements(of: arcs)
            #expect(made.map(\.0) == expected.map(\.0))
            for ((_, points), (_, expectedPoints)) in zip(made, expected) {
                #expect(points.count == expectedPoints.count)
                for (point, expectedPoint) in zip(points, expectedPoints) {
                    #expect(abs(point.x - expectedPoint.x) < 1e-12 && abs(point.y - expectedPoint.y) < 1e-12,
                            "\(point) against \(expectedPoint)")
                }
            }
        }
    }

    @Test func theExpansionFactorIsHowFarACornerReachesAlongItsEdges() {
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) == 1.528665)
    }

    @Test func aContinuousCornerLeavesTheEdgeAfterTheExpansionWithoutAKink() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        let path = RoundedRectPath.make(rect, radius: 20, corners: Self.allCorners, curve: .continuous)
        let parts = elements(of: path)
        // It starts where the top-left corner ends: 1.528665 × 20 from the left.
        #expect(parts[0].0 == .moveToPoint)
        #expect(abs(parts[0].1[0].x - 30.5733) < 1e-3 && parts[0].1[0].y == 0)
        // The top edge runs straight to 30.5733 before the right edge…
        #expect(parts[1].0 == .addLineToPoint)
        #expect(abs(parts[1].1[0].x - (200 - 30.5733)) < 1e-3 && parts[1].1[0].y == 0)
        // …and the corner's first curve keeps both handles on the edge's line,
        // so its curvature starts at zero (a circle's jumps to 1/r).
        #expect(parts[2].0 == .addCurveToPoint)
        #expect(parts[2].1[0].y == 0 && parts[2].1[1].y == 0)
        // The corner ends on the right edge, 30.5733 below the top.
        let cornerEnd = parts[4].1[2]
        #expect(abs(cornerEnd.x - 200) < 1e-9 && abs(cornerEnd.y - 30.5733) < 1e-3)
    }

    @Test func aContinuousCornersApexLiesJustOutsideTheQuarterCircle() {
        // The middle cubic at t = ½: (0.631494 + 3·0.372824 + 3·0.169060 + 0.074911)/8
        // = 0.291507 radii from each edge, where the circle passes at 1 − 1/√2 = 0.292893.
        let rect = CGRect(x: 0, y: 0, width: 10_000, height: 10_000)
        let continuous = RoundedRectPath.make(rect, radius: 1_000, corners: Self.allCorners, curve: .continuous)
        let circular = RoundedRectPath.make(rect, radius: 1_000, corners: Self.allCorners, curve: .circular)
        let between = CGPoint(x: 292.2, y: 292.2)
        #expect(continuous.contains(between))
        #expect(!circular.contains(between))
        #expect(!continuous.contains(CGPoint(x: 290.8, y: 290.8)))
        // Along the edge the continuous corner cuts deeper: 0.8 radii from the
        // corner the circle is 0.0202 radii inside the edge, the smooth corner 0.0333.
        #expect(circular.contains(CGPoint(x: 800, y: 22)))
        #expect(!continuous.contains(CGPoint(x: 800, y: 22)))
        #expect(continuous.contains(CGPoint(x: 800, y: 34)))
    }

    @Test func aRadiusTooBigForTheCurveBlendsIntoQuarterCircles() {
        let circle = RoundedRectPath.circularCorner.map { CGPoint(x: $0.p * 50, y: $0.q * 50) }
        let smooth = RoundedRectPath.continuousCorner.map { CGPoint(x: $0.p * 30, y: $0.q * 30) }
        // With 1.528665 radii of room on each side, the full continuous corner.
        let full = RoundedRectPath.cornerShape(radius: 30, halfSide: 30 * 1.528665, curve: .continuous)
        for (point, expected) in zip(full, smooth) {
            #expect(abs(point.p - expected.x) < 1e-9 && abs(point.q - expected.y) < 1e-9)
        }
        // At half the shorter side, quarter circles: the rectangle is a capsule.
        let capsule = RoundedRectPath.cornerShape(radius: 80, halfSide: 50, curve: .continuous)
        for (point, expected) in zip(capsule, circle) {
            #expect(abs(point.p - expected.x) < 1e-9 && abs(point.q - expected.y) < 1e-9)
        }
        // Half way between, the first point is half way between 1.528665 and 1 radius.
        let halfway = RoundedRectPath.cornerShape(radius: 40, halfSide: 40 * (1 + 0.528665 / 2), curve: .continuous)
        #expect(abs(halfway[0].p - 40 * (1 + 1.528665) / 2) < 1e-9)
    }

    @Test func theThreeCubicQuarterCircleStaysOnTheCircle() {
        // Split at 30° and 60°, each cubic's midpoint is off the unit circle by
        // less than 1e-5 radii (the error of a 30° cubic arc).
        let points = RoundedRectPath.circularCorner
        for index in stride(from: 0, to: 9, by: 3) {
            let p = points[index ..< index + 4].map { CGPoint(x: 1 - $0.p, y: 1 - $0.q) }
            let mid = CGPoint(x: (p[0].x + 3 * p[1].x + 3 * p[2].x + p[3].x) / 8,
                              y: (p[0].y + 3 * p[1].y + 3 * p[2].y + p[3].y) / 8)
            #expect(abs(hypot(mid.x, mid.y) - 1) < 1e-5)
        }
    }

    @Test func uncheckedCornersStaySquare() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = RoundedRectPath.make(rect, radius: 20, corners: [.layerMaxXMaxYCorner], curve: .continuous)
        #expect(path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 99.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 0.5, y: 99.5)))
        #expect(!path.contains(CGPoint(x: 99, y: 99)))
    }
}
