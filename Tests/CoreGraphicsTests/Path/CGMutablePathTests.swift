import Testing
import TestSupport
import CoreGraphics

@Suite("CGMutablePath")
struct CGMutablePathTests {
    /// Radius tolerance for cubic arcs: the standard quarter-circle cubic strays
    /// from the circle by about 0.03 % of the radius; 0.1 % leaves room.
    static let arcTolerance: CGFloat = 0.001

    /// Every point sampled on the path's cubic curves is `radius` from `center`, within 0.1 %.
    func curvesLieOnCircle(_ path: CGPath, center: CGPoint, radius: CGFloat) -> Bool {
        let samples = pointsOnCurves(of: path)
        return !samples.isEmpty && samples.allSatisfy {
            isClose(hypot($0.x - center.x, $0.y - center.y) / radius, 1, tolerance: Self.arcTolerance)
        }
    }

    /// End points of the path's cubic curves.
    func curveEnds(_ path: CGPath) -> [CGPoint] {
        elements(of: path).filter { $0.type == .addCurveToPoint }.compactMap(\.end)
    }

    /// The point at `angle` on the circle of the arc tests.
    func onCircle(_ angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    // MARK: Lines

    @Test("move and addLine append a move and lines")
    func moveAndLines() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 2, y: 3))
        #expect(elements(of: path) == [
            RecordedElement(.moveToPoint, [CGPoint(x: 1, y: 1)]),
            RecordedElement(.addLineToPoint, [CGPoint(x: 2, y: 3)]),
        ])
    }

    @Test("move and addLine map their point through the transform")
    func moveAndLineTransform() {
        let path = CGMutablePath()
        let shift = CGAffineTransform(translationX: 10, y: 20)
        path.move(to: CGPoint(x: 1, y: 1), transform: shift)
        path.addLine(to: CGPoint(x: 2, y: 3), transform: shift)
        #expect(elements(of: path).compactMap(\.end) == [CGPoint(x: 1 + 10, y: 1 + 20), CGPoint(x: 2 + 10, y: 3 + 20)])
    }

    @Test("addLine, addQuadCurve and addCurve on an empty path start a subpath at their end point")
    func drawingWithoutCurrentPointMoves() {
        let line = CGMutablePath()
        line.addLine(to: CGPoint(x: 4, y: 5))
        #expect(elements(of: line) == [RecordedElement(.moveToPoint, [CGPoint(x: 4, y: 5)])])

        let quad = CGMutablePath()
        quad.addQuadCurve(to: CGPoint(x: 4, y: 5), control: CGPoint(x: 9, y: 9))
        #expect(elements(of: quad) == [RecordedElement(.moveToPoint, [CGPoint(x: 4, y: 5)])])

        let cubic = CGMutablePath()
        cubic.addCurve(to: CGPoint(x: 4, y: 5), control1: CGPoint(x: 9, y: 9), control2: CGPoint(x: 8, y: 8))
        #expect(elements(of: cubic) == [RecordedElement(.moveToPoint, [CGPoint(x: 4, y: 5)])])
    }

    @Test("addLines(between:) moves to the first point and draws lines through the rest")
    func addLines() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)],
                      transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(elements(of: path) == [
            RecordedElement(.moveToPoint, [CGPoint(x: 0, y: 0)]),
            RecordedElement(.addLineToPoint, [CGPoint(x: 1 * 2, y: 0)]),
            RecordedElement(.addLineToPoint, [CGPoint(x: 1 * 2, y: 1 * 2)]),
        ])
    }

    @Test("addLines(between:) with no points adds nothing")
    func addLinesEmpty() {
        let path = CGMutablePath()
        path.addLines(between: [])
        #expect(path.isEmpty)
    }

    @Test("addLines(between:) starts a new subpath even when one is open")
    func addLinesStartsSubpath() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 0))
        path.addLines(between: [CGPoint(x: 5, y: 5), CGPoint(x: 6, y: 5)])
        #expect(elements(of: path).map(\.type) == [.moveToPoint, .addLineToPoint, .moveToPoint, .addLineToPoint])
    }

    // MARK: Curves

    @Test("addQuadCurve and addCurve map control and end points through the transform")
    func curvesTransform() {
        let path = CGMutablePath()
        let t = CGAffineTransform(scaleX: 2, y: -1)
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 2, y: 2), control: CGPoint(x: 1, y: 3), transform: t)
        path.addCurve(to: CGPoint(x: 5, y: 1), control1: CGPoint(x: 3, y: 1), control2: CGPoint(x: 4, y: 2), transform: t)
        #expect(elements(of: path).dropFirst() == [
            RecordedElement(.addQuadCurveToPoint, [CGPoint(x: 1 * 2, y: -3), CGPoint(x: 2 * 2, y: -2)]),
            RecordedElement(.addCurveToPoint, [CGPoint(x: 3 * 2, y: -1), CGPoint(x: 4 * 2, y: -2), CGPoint(x: 5 * 2, y: -1)]),
        ])
    }

    // MARK: Closing

    @Test("closeSubpath does nothing on an empty path or right after another close")
    func closeSubpathIdempotent() {
        let path = CGMutablePath()
        path.closeSubpath()
        #expect(path.isEmpty)
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.closeSubpath()
        path.closeSubpath()
        #expect(elements(of: path).map(\.type) == [.moveToPoint, .addLineToPoint, .closeSubpath])
    }

    // MARK: Rectangles

    @Test("addRect moves to (minX, minY), then (maxX, minY), (maxX, maxY), (minX, maxY), and closes")
    func addRectOrder() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(elements(of: path) == [
            RecordedElement(.moveToPoint, [CGPoint(x: 10, y: 20)]),
            RecordedElement(.addLineToPoint, [CGPoint(x: 10 + 30, y: 20)]),
            RecordedElement(.addLineToPoint, [CGPoint(x: 10 + 30, y: 20 + 40)]),
            RecordedElement(.addLineToPoint, [CGPoint(x: 10, y: 20 + 40)]),
            RecordedElement(.closeSubpath),
        ])
    }

    @Test("addRect standardizes a rectangle with a negative size")
    func addRectNegativeSize() {
        let standard = CGMutablePath()
        standard.addRect(CGRect(x: 0, y: 0, width: 4, height: 2))
        let negative = CGMutablePath()
        negative.addRect(CGRect(x: 4, y: 2, width: -4, height: -2))
        #expect(negative == standard)
    }

    @Test("addRect maps each corner through the transform")
    func addRectTransform() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 2), transform: CGAffineTransform(rotationAngle: .pi / 2))
        // A quarter turn maps (x, y) to (−y, x).
        let expected = [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: -2, y: 1), CGPoint(x: -2, y: 0)]
        #expect(isClose(elements(of: path).compactMap(\.end), expected))
    }

    @Test("addRects adds one closed subpath per rectangle")
    func addRects() {
        let path = CGMutablePath()
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        let subpath: [CGPathElementType] = [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath]
        #expect(elements(of: path).map(\.type) == subpath + subpath)
        #expect(path.currentPoint == CGPoint(x: 5, y: 5))
    }

    // MARK: Ellipses

    @Test("addEllipse starts at (maxX, midY) and runs clockwise in y-up space through (midX, minY)")
    func addEllipseStartAndDirection() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        let recorded = elements(of: path)
        #expect(recorded.first == RecordedElement(.moveToPoint, [CGPoint(x: rect.maxX, y: rect.midY)]))
        // Clockwise with y up: right → bottom → left → top → right.
        let ends = recorded.filter { $0.type == .addCurveToPoint }.compactMap(\.end)
        let expected = [CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.minX, y: rect.midY),
                        CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.midY)]
        #expect(isClose(ends, expected))
        #expect(recorded.last?.type == .closeSubpath)
    }

    @Test("addEllipse on a square lays its curves on the inscribed circle")
    func addEllipseCircle() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(curvesLieOnCircle(path, center: CGPoint(x: 10 + 20 / 2, y: 10 + 20 / 2), radius: 20 / 2))
    }

    @Test("addEllipse maps the whole ellipse through the transform")
    func addEllipseTransform() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: -1, y: -1, width: 2, height: 2), transform: CGAffineTransform(translationX: 5, y: 6).scaledBy(x: 3, y: 3))
        // The unit circle scaled by 3 and centered on (5, 6).
        #expect(curvesLieOnCircle(path, center: CGPoint(x: 5, y: 6), radius: 3))
        #expect(isClose(path.boundingBox, CGRect(x: 5 - 3, y: 6 - 3, width: 2 * 3, height: 2 * 3)))
    }

    // MARK: Rounded rectangles

    @Test("addRoundedRect starts after the bottom-left corner and alternates edges and corner arcs")
    func addRoundedRectStructure() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: 4, cornerHeight: 3)
        let recorded = elements(of: path)
        let corner: [CGPathElementType] = [.addLineToPoint, .addCurveToPoint]
        #expect(recorded.map(\.type) == [.moveToPoint] + corner + corner + corner + corner + [.closeSubpath])
        #expect(recorded[0].points == [CGPoint(x: 0 + 4, y: 0)])
        // Edges end where each corner arc starts: bottom, right, top, left.
        let lineEnds = recorded.filter { $0.type == .addLineToPoint }.compactMap(\.end)
        #expect(isClose(lineEnds, [CGPoint(x: 20 - 4, y: 0), CGPoint(x: 20, y: 10 - 3),
                                   CGPoint(x: 0 + 4, y: 10), CGPoint(x: 0, y: 0 + 3)]))
        let arcEnds = recorded.filter { $0.type == .addCurveToPoint }.compactMap(\.end)
        #expect(isClose(arcEnds, [CGPoint(x: 20, y: 0 + 3), CGPoint(x: 20 - 4, y: 10),
                                  CGPoint(x: 0, y: 10 - 3), CGPoint(x: 0 + 4, y: 0)]))
    }

    @Test("addRoundedRect with a zero corner adds a plain rectangle")
    func addRoundedRectZero() {
        let rect = CGRect(x: 1, y: 1, width: 5, height: 5)
        let rounded = CGMutablePath()
        rounded.addRoundedRect(in: rect, cornerWidth: 0, cornerHeight: 2)
        let plain = CGMutablePath()
        plain.addRect(rect)
        #expect(rounded == plain)
    }

    @Test("addRoundedRect stops the process when a corner is larger than half the side")
    func addRoundedRectTooLargeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let path = CGMutablePath()
            // 2 × 2.5 > 4.
            path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 4, height: 20), cornerWidth: 2.5, cornerHeight: 2)
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("2 * corner_width <= CGRectGetWidth(rect)"))
    }

    // MARK: Arcs around a center

    let center = CGPoint(x: 50, y: 40)
    let radius: CGFloat = 10

    @Test("a counter-clockwise quarter arc from 0 to π/2 ends on top of the circle")
    func arcCounterClockwiseQuarter() {
        let path = CGMutablePath()
        path.addArc(center: center, radius: radius, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let recorded = elements(of: path)
        #expect(recorded.map(\.type) == [.moveToPoint, .addCurveToPoint])
        #expect(isClose(recorded[0].points[0], CGPoint(x: center.x + radius, y: center.y)))
        #expect(isClose(recorded[1].end!, CGPoint(x: center.x, y: center.y + radius)))
        #expect(curvesLieOnCircle(path, center: center, radius: radius))
        // Only the upper-right quadrant is covered.
        #expect(isClose(path.boundingBox, CGRect(x: center.x, y: center.y, width: radius, height: radius)))
    }

    @Test("clockwise: true from 0 to π/2 sweeps decreasing angles: three quarters through the bottom")
    func arcClockwiseSweepsDecreasingAngles() {
        let path = CGMutablePath()
        path.addArc(center: center, radius: radius, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // 0 → −π/2 → −π → −3π/2 (the same direction as π/2): one cubic per quarter.
        #expect(isClose(curveEnds(path), [onCircle(-.pi / 2), onCircle(-.pi), onCircle(-3 * .pi / 2)]))
        #expect(curvesLieOnCircle(path, center: center, radius: radius))
        #expect(isClose(path.boundingBox, CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)))
    }

    @Test("clockwise: true from π/2 to 0 is a quarter arc through the upper right")
    func arcClockwiseQuarter() {
        let path = CGMutablePath()
        path.addArc(center: center, radius: radius, startAngle: .pi / 2, endAngle: 0, clockwise: true)
        #expect(isClose(curveEnds(path), [onCircle(0)]))
        #expect(isClose(path.boundingBox, CGRect(x: center.x, y: center.y, width: radius, height: radius)))
    }

    @Test("clockwise: false from 0 to −π/2 sweeps increasing angles: three quarters through the top")
    func arcCounterClockwiseLong() {
        let path = CGMutablePath()
        path.addArc(center: center, radius: radius, startAngle: 0, endAngle: -.pi / 2, clockwise: false)
        #expect(isClose(curveEnds(path), [onCircle(.pi / 2), onCircle(.pi), onCircle(3 * .pi / 2)]))
    }

    @Test("a counter-clockwise arc from 0 to 2π is a full circle ending at its start")
    func arcFullCircle() {
        let path = CGMutablePath()
        path.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(elements(of: path).filter { $0.type == .addCurveToPoint }.count == 4)
        #expect(isClose(path.currentPoint, CGPoint(x: center.x + radius, y: center.y)))
        #expect(curvesLieOnCircle(path, center: center, radius: radius))
    }

    @Test("an arc's midpoint sits at the middle angle")
    func arcMidpoint() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // The cubic's midpoint B(½) = (p0 + 3p1 + 3p2 + p3) / 8 lands on the 45° point.
        let curve = elements(of: path)[1].points
        let p0 = CGPoint(x: 1, y: 0)
        let mid = CGPoint(x: (p0.x + 3 * curve[0].x + 3 * curve[1].x + curve[2].x) / 8,
                          y: (p0.y + 3 * curve[0].y + 3 * curve[1].y + curve[2].y) / 8)
        #expect(isClose(mid, CGPoint(x: sqrt(2) / 2, y: sqrt(2) / 2)))
    }

    @Test("an arc added to an open subpath is joined to the current point by a line")
    func arcJoinsWithLine() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(center: center, radius: radius, startAngle: .pi, endAngle: .pi / 2, clockwise: true)
        let recorded = elements(of: path)
        #expect(recorded.map(\.type) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(isClose(recorded[1].points[0], CGPoint(x: center.x - radius, y: center.y)))
        #expect(isClose(path.currentPoint, CGPoint(x: center.x, y: center.y + radius)))
    }

    @Test("addArc maps the arc through the transform")
    func arcTransform() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: false,
                    transform: CGAffineTransform(translationX: 3, y: 4).scaledBy(x: 2, y: 2))
        #expect(curvesLieOnCircle(path, center: CGPoint(x: 3, y: 4), radius: 2))
        #expect(isClose(path.currentPoint, CGPoint(x: 3 - 2, y: 4)))
    }

    @Test("addRelativeArc with a negative delta sweeps toward decreasing angles")
    func relativeArcNegative() {
        let path = CGMutablePath()
        path.addRelativeArc(center: center, radius: radius, startAngle: .pi / 2, delta: -.pi)
        #expect(isClose(curveEnds(path), [onCircle(0), onCircle(-.pi / 2)]))
        // The right half of the circle.
        #expect(isClose(path.boundingBox, CGRect(x: center.x, y: center.y - radius, width: radius, height: 2 * radius)))
    }

    @Test("addRelativeArc with a zero delta only moves to the start point")
    func relativeArcZero() {
        let path = CGMutablePath()
        path.addRelativeArc(center: center, radius: radius, startAngle: 0, delta: 0)
        #expect(elements(of: path) == [RecordedElement(.moveToPoint, [CGPoint(x: center.x + radius, y: center.y)])])
    }

    // MARK: Tangent arcs

    @Test("addArc(tangent1End:tangent2End:radius:) adds a line to the first tangent point, then an arc tangent to both lines")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        // A right-angle corner at (10, 0): the tangent points are r / tan(45°) = r away from it,
        // and the circle's center is r from both lines.
        let recorded = elements(of: path)
        #expect(recorded.map(\.type) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(isClose(recorded[1].points[0], CGPoint(x: 10 - 4, y: 0)))
        #expect(isClose(recorded[2].end!, CGPoint(x: 10, y: 0 + 4)))
        #expect(curvesLieOnCircle(path, center: CGPoint(x: 10 - 4, y: 0 + 4), radius: 4))
        // Tangent at both ends: the first control point continues along +x, the second arrives along +y.
        #expect(isClose(recorded[2].points[0].y, 0))
        #expect(isClose(recorded[2].points[1].x, 10))
    }

    @Test("a tangent arc at an acute corner sits r / tan(θ/2) from the corner")
    func tangentArcAcute() {
        let path = CGMutablePath()
        let corner = CGPoint(x: 10, y: 0)
        path.move(to: .zero)
        // The second line leaves the corner at 60° from the first: θ = 60°.
        path.addArc(tangent1End: corner, tangent2End: CGPoint(x: 10 - cos(CGFloat.pi / 3) * 5, y: sin(CGFloat.pi / 3) * 5), radius: 2)
        let distance = 2 / tan(CGFloat.pi / 6)
        let recorded = elements(of: path)
        #expect(isClose(recorded[1].points[0], CGPoint(x: corner.x - distance, y: 0)))
        // The arc turns by π − 60° = 120°, so it takes two cubics; it ends on the second line.
        #expect(recorded.map(\.type) == [.moveToPoint, .addLineToPoint, .addCurveToPoint, .addCurveToPoint])
        #expect(isClose(path.currentPoint, CGPoint(x: corner.x - cos(CGFloat.pi / 3) * distance, y: sin(CGFloat.pi / 3) * distance)))
        #expect(curvesLieOnCircle(path, center: CGPoint(x: corner.x - distance, y: 2), radius: 2))
    }

    @Test("a tangent arc maps its construction through the transform")
    func tangentArcTransform() {
        let transform = CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2)
        let path = CGMutablePath()
        path.move(to: .zero, transform: transform)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4, transform: transform)
        // The untransformed construction (line to (6, 0), arc around (6, 4) to (10, 4)), doubled and moved by 5.
        let recorded = elements(of: path)
        #expect(isClose(recorded[1].points[0], CGPoint(x: 6 * 2 + 5, y: 0 * 2 + 5)))
        #expect(isClose(recorded[2].end!, CGPoint(x: 10 * 2 + 5, y: 4 * 2 + 5)))
        #expect(curvesLieOnCircle(path, center: CGPoint(x: 6 * 2 + 5, y: 4 * 2 + 5), radius: 4 * 2))
    }

    @Test("a tangent arc with collinear points or zero radius is a line to tangent1End")
    func tangentArcDegenerate() {
        let collinear = CGMutablePath()
        collinear.move(to: .zero)
        collinear.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 9, y: 0), radius: 2)
        #expect(elements(of: collinear) == [RecordedElement(.moveToPoint, [.zero]),
                                            RecordedElement(.addLineToPoint, [CGPoint(x: 5, y: 0)])])
        let flat = CGMutablePath()
        flat.move(to: .zero)
        flat.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: 0)
        #expect(elements(of: flat).last == RecordedElement(.addLineToPoint, [CGPoint(x: 5, y: 0)]))
    }

    @Test("a tangent arc on an empty path moves to tangent1End")
    func tangentArcEmpty() {
        let path = CGMutablePath()
        path.addArc(tangent1End: CGPoint(x: 5, y: 1), tangent2End: CGPoint(x: 5, y: 5), radius: 2)
        #expect(elements(of: path) == [RecordedElement(.moveToPoint, [CGPoint(x: 5, y: 1)])])
    }

    // MARK: Paths

    @Test("addPath appends the other path's elements, mapped through the transform")
    func addPath() {
        let other = CGMutablePath()
        other.move(to: CGPoint(x: 1, y: 1))
        other.addQuadCurve(to: CGPoint(x: 3, y: 1), control: CGPoint(x: 2, y: 2))
        other.closeSubpath()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 0))
        path.addPath(other, transform: CGAffineTransform(translationX: 0, y: 10))
        #expect(elements(of: path) == [
            RecordedElement(.moveToPoint, [.zero]),
            RecordedElement(.addLineToPoint, [CGPoint(x: 1, y: 0)]),
            RecordedElement(.moveToPoint, [CGPoint(x: 1, y: 1 + 10)]),
            RecordedElement(.addQuadCurveToPoint, [CGPoint(x: 2, y: 2 + 10), CGPoint(x: 3, y: 1 + 10)]),
            RecordedElement(.closeSubpath),
        ])
        #expect(elements(of: other).count == 3)
    }
}
