@testable import CoreGraphics
import Foundation
import Testing
import TestSupport

/// Cutting a path by fractions of its length (a shape layer's strokeStart
/// and strokeEnd) and drawing it backwards (UIBezierPath's reversing()).
@Suite("CGPath trimming and reversing")
struct CGPathTrimmingTests {
    /// The segments of `path`, as (type, points) pairs.
    func elements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
            result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return result
    }

    /// An L: 30 right, then 10 down — 40 long.
    var ell: CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 30, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 10))
        return path
    }

    @Test func aLineIsCutAtTheLengthFraction() {
        let half = elements(ell.trimmed(from: 0, to: 0.5))
        // 20 of 40: two thirds along the first line.
        #expect(half.count == 2)
        #expect(half[0].1 == [.zero])
        #expect(half[1].1 == [CGPoint(x: 20, y: 0)])
        let tail = elements(ell.trimmed(from: 0.5, to: 1))
        #expect(tail.map(\.1) == [[CGPoint(x: 20, y: 0)], [CGPoint(x: 30, y: 0)], [CGPoint(x: 30, y: 10)]])
    }

    @Test func anEmptyOrReversedRangeCutsNothing() {
        #expect(ell.trimmed(from: 0.6, to: 0.6).isEmpty)
        #expect(ell.trimmed(from: 0.8, to: 0.2).isEmpty)
        #expect(ell.trimmed(from: -1, to: 2) == ell)
    }

    @Test func aCircleIsCutAtItsArcLength() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        // A quarter of the way round from the start (10, 0), the way Core
        // Graphics draws an ellipse (clockwise in y-up space): (0, −10).
        let quarter = circle.trimmed(from: 0, to: 0.25)
        #expect(isClose(quarter.currentPoint, CGPoint(x: 0, y: -10), tolerance: 0.05))
        let half = circle.trimmed(from: 0, to: 0.5)
        #expect(isClose(half.currentPoint, CGPoint(x: -10, y: 0), tolerance: 0.05))
        // Cut points stay on the circle.
        for fraction in stride(from: 0.05, through: 0.95, by: 0.1) {
            let point = circle.trimmed(from: 0, to: CGFloat(fraction)).currentPoint
            #expect(isClose(hypot(point.x, point.y), 10, tolerance: 0.01), "at \(fraction)")
        }
    }

    @Test func aWholeClosedSubpathStaysClosed() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let whole = elements(square.trimmed(from: 0, to: 0.9999999))
        #expect(whole.last?.0 == .addLineToPoint)
        #expect(elements(square.trimmed(from: 0, to: 1)).last?.0 == .closeSubpath)
        // The closing side counts: three quarters ends at the last corner.
        #expect(square.trimmed(from: 0, to: 0.75).currentPoint == CGPoint(x: 0, y: 10))
    }

    @Test func subpathsAreMeasuredInOrderAndStaySeparate() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 10, y: 20))
        let middle = elements(path.trimmed(from: 0.25, to: 0.75))
        #expect(middle.map(\.0) == [.moveToPoint, .addLineToPoint, .moveToPoint, .addLineToPoint])
        #expect(middle.map(\.1) == [[CGPoint(x: 5, y: 0)], [CGPoint(x: 10, y: 0)],
                                    [CGPoint(x: 0, y: 20)], [CGPoint(x: 5, y: 20)]])
    }

    @Test func reversingRunsEachSubpathBackwards() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 15, y: 0), control2: CGPoint(x: 15, y: 10))
        let reversed = elements(path.reversed())
        #expect(reversed.map(\.1) == [[CGPoint(x: 10, y: 10)],
                                      [CGPoint(x: 15, y: 10), CGPoint(x: 15, y: 0), CGPoint(x: 10, y: 0)],
                                      [.zero]])
        #expect(path.reversed().reversed() == path)
    }

    @Test func aReversedClosedSubpathEndsWhereItStarted() {
        let triangle = CGMutablePath()
        triangle.move(to: .zero)
        triangle.addLine(to: CGPoint(x: 10, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 10))
        triangle.closeSubpath()
        let reversed = elements(triangle.reversed())
        #expect(reversed.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(reversed.map(\.1).dropLast() == [[.zero], [CGPoint(x: 0, y: 10)], [CGPoint(x: 10, y: 0)], [.zero]])
    }

    @Test func pathsWithTheSameElementsInterpolatePointByPoint() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let b = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 10), transform: nil)
        #expect(a.interpolated(to: b, fraction: 0.5)?.boundingBoxOfPath == CGRect(x: 5, y: 10, width: 20, height: 10))
        #expect(a.interpolated(to: CGPath(ellipseIn: .zero, transform: nil), fraction: 0.5) == nil)
    }
}
