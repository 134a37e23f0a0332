import Testing
import TestSupport
import CoreGraphics

@Suite("CGContext: the current path")
struct CGContextPathTests {
    /// Cairo keeps path coordinates in 24.8 fixed point, so a point read back
    /// from the context's path is within one step, 1/256, of the one added.
    static let fixedPointStep: CGFloat = 1.0 / 256

    @Test("a new context has an empty path")
    func emptyPath() {
        let context = makeContext(width: 4, height: 4)
        #expect(context.isPathEmpty)
        #expect(context.currentPointOfPath == .zero)
        #expect(context.boundingBoxOfPath.isNull)
        #expect(context.path == nil)
    }

    @Test("move and addLine build the path and set the current point")
    func moveAndLine() throws {
        let context = makeContext(width: 4, height: 4)
        context.move(to: CGPoint(x: 1, y: 2))
        #expect(!context.isPathEmpty)
        context.addLine(to: CGPoint(x: 3, y: 1))
        #expect(context.currentPointOfPath == CGPoint(x: 3, y: 1))
        let path = try #require(context.path)
        #expect(elements(of: path) == [RecordedElement(.moveToPoint, [CGPoint(x: 1, y: 2)]),
                                       RecordedElement(.addLineToPoint, [CGPoint(x: 3, y: 1)])])
    }

    @Test("addLines(between:) moves to the first point and draws lines through the rest")
    func addLines() throws {
        let context = makeContext(width: 4, height: 4)
        context.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 2)])
        let path = try #require(context.path)
        #expect(elements(of: path).map(\.type) == [.moveToPoint, .addLineToPoint, .addLineToPoint])
        #expect(context.currentPointOfPath == CGPoint(x: 2, y: 2))
    }

    @Test("closePath returns the current point to the subpath's start")
    func closePath() throws {
        let context = makeContext(width: 4, height: 4)
        context.move(to: CGPoint(x: 1, y: 1))
        context.addLine(to: CGPoint(x: 3, y: 1))
        context.addLine(to: CGPoint(x: 3, y: 3))
        context.closePath()
        #expect(context.currentPointOfPath == CGPoint(x: 1, y: 1))
        #expect(elements(of: try #require(context.path)).last?.type == .closeSubpath)
    }

    @Test("beginPath discards the current path")
    func beginPath() {
        let context = makeContext(width: 4, height: 4)
        context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.beginPath()
        #expect(context.isPathEmpty)
        #expect(context.path == nil)
    }

    @Test("addRect and addEllipse add the same elements as CGPath's rectangle and ellipse")
    func addRectAndEllipse() throws {
        let rect = CGRect(x: 1, y: 2, width: 6, height: 4)
        let context = makeContext(width: 8, height: 8)
        context.addRect(rect)
        #expect(elements(of: try #require(context.path)) == elements(of: CGPath(rect: rect, transform: nil)))
        context.beginPath()
        context.addEllipse(in: rect)
        #expect(isClose(elements(of: try #require(context.path)), elements(of: CGPath(ellipseIn: rect, transform: nil)),
                        tolerance: Self.fixedPointStep))
    }

    @Test("addPath appends a path's elements")
    func addPath() throws {
        let other = CGMutablePath()
        other.move(to: CGPoint(x: 5, y: 5))
        other.addCurve(to: CGPoint(x: 6, y: 6), control1: CGPoint(x: 7, y: 5), control2: CGPoint(x: 7, y: 6))
        let context = makeContext(width: 8, height: 8)
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 1, y: 0))
        context.addPath(other)
        #expect(elements(of: try #require(context.path)) == [
            RecordedElement(.moveToPoint, [.zero]),
            RecordedElement(.addLineToPoint, [CGPoint(x: 1, y: 0)]),
        ] + elements(of: other))
    }

    @Test("boundingBoxOfPath includes curve control points")
    func boundingBoxOfPath() {
        let context = makeContext(width: 8, height: 8)
        context.move(to: CGPoint(x: 0, y: 0))
        context.addCurve(to: CGPoint(x: 4, y: 0), control1: CGPoint(x: 0, y: 6), control2: CGPoint(x: 4, y: 6))
        #expect(context.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 4, height: 6))
    }

    @Test("addQuadCurve continues the subpath as the equivalent cubic curve")
    func addQuadCurve() throws {
        let context = makeContext(width: 16, height: 16)
        context.move(to: CGPoint(x: 0, y: 0))
        context.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 9))
        // Degree elevation: the cubic's controls lie ⅔ of the way from each end to the quad's control.
        #expect(isClose(elements(of: try #require(context.path)), [
            RecordedElement(.moveToPoint, [CGPoint(x: 0, y: 0)]),
            RecordedElement(.addCurveToPoint, [CGPoint(x: 2.0 / 3 * 5, y: 2.0 / 3 * 9),
                                               CGPoint(x: 10 + 2.0 / 3 * (5 - 10), y: 2.0 / 3 * 9),
                                               CGPoint(x: 10, y: 0)]),
        ], tolerance: Self.fixedPointStep))
    }

    @Test("addQuadCurve on an empty path only moves to its end point")
    func addQuadCurveEmpty() throws {
        let context = makeContext(width: 8, height: 8)
        context.addQuadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 6, y: 6))
        #expect(elements(of: try #require(context.path)) == [RecordedElement(.moveToPoint, [CGPoint(x: 3, y: 4)])])
    }

    @Test("addArc continues the subpath with a line to the arc's start")
    func addArcContinues() throws {
        let context = makeContext(width: 32, height: 32)
        context.move(to: .zero)
        context.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let recorded = elements(of: try #require(context.path))
        #expect(recorded.map(\.type) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(isClose(recorded[1].points[0], CGPoint(x: 10 + 5, y: 10), tolerance: Self.fixedPointStep))
        #expect(isClose(context.currentPointOfPath, CGPoint(x: 10, y: 10 + 5), tolerance: Self.fixedPointStep))
    }

    @Test("addArc on an empty path starts at the arc's start")
    func addArcEmpty() throws {
        let context = makeContext(width: 32, height: 32)
        context.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        let recorded = elements(of: try #require(context.path))
        #expect(recorded.first?.type == .moveToPoint)
        #expect(isClose(recorded[0].points[0], CGPoint(x: 10 - 5, y: 10), tolerance: Self.fixedPointStep))
        // Clockwise (decreasing angles) from π to 0 passes over the top: through π/2.
        #expect(isClose(recorded[1].end!, CGPoint(x: 10, y: 10 + 5), tolerance: Self.fixedPointStep))
    }

    @Test("addArc(tangent1End:tangent2End:radius:) continues from the current point")
    func addTangentArc() throws {
        let context = makeContext(width: 32, height: 32)
        context.move(to: CGPoint(x: 0, y: 0))
        context.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        let recorded = elements(of: try #require(context.path))
        #expect(recorded.map(\.type) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(isClose(recorded[1].points[0], CGPoint(x: 10 - 4, y: 0), tolerance: Self.fixedPointStep))
        #expect(isClose(context.currentPointOfPath, CGPoint(x: 10, y: 4), tolerance: Self.fixedPointStep))
    }

    @Test("a move after a closed subpath starts a new subpath at that point")
    func moveAfterClose() throws {
        let context = makeContext(width: 8, height: 8)
        context.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        context.move(to: CGPoint(x: 6, y: 6))
        context.addLine(to: CGPoint(x: 4, y: 4))
        let recorded = elements(of: try #require(context.path))
        #expect(Array(recorded.suffix(2)) == [RecordedElement(.moveToPoint, [CGPoint(x: 6, y: 6)]),
                                              RecordedElement(.addLineToPoint, [CGPoint(x: 4, y: 4)])])
        #expect(context.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 6, height: 6))
    }

    @Test("a line after a closed subpath starts from the subpath's start")
    func lineAfterClose() throws {
        let context = makeContext(width: 8, height: 8)
        context.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        context.addLine(to: CGPoint(x: 5, y: 1))
        let path = try #require(context.path)
        // The line leaves from (1, 1), where closing put the current point.
        #expect(path.currentPoint == CGPoint(x: 5, y: 1))
        #expect(path.boundingBox == CGRect(x: 1, y: 1, width: 5 - 1, height: 2))
    }

    @Test("points are fixed by the CTM when they are added")
    func pointsFixedByCTM() {
        let context = makeContext(width: 4, height: 4)
        context.move(to: CGPoint(x: 0, y: 0))
        context.addLine(to: CGPoint(x: 4, y: 0))
        context.translateBy(x: 0, y: 2)
        // These land at device (4, 2) and (0, 2): the path is the rectangle 0…4 × 0…2.
        context.addLine(to: CGPoint(x: 4, y: 0))
        context.addLine(to: CGPoint(x: 0, y: 0))
        context.fillPath()
        let image = context.image
        #expect(image.pixel(atUserX: 2, y: 0) == .opaqueBlack)
        #expect(image.pixel(atUserX: 2, y: 1) == .opaqueBlack)
        #expect(image.pixel(atUserX: 2, y: 2) == .transparent)
    }

    @Test("the current point and the path are reported in the current user space")
    func pathInUserSpace() throws {
        let context = makeContext(width: 8, height: 8)
        context.move(to: CGPoint(x: 1, y: 1))
        context.addLine(to: CGPoint(x: 3, y: 1))
        context.translateBy(x: 1, y: 0)
        context.scaleBy(x: 2, y: 2)
        // Device (3, 1) seen from user space (x, y) ↦ (2x + 1, 2y): ((3 − 1) / 2, 1 / 2).
        #expect(isClose(context.currentPointOfPath, CGPoint(x: (3 - 1) / 2.0, y: 1 / 2.0), tolerance: Self.fixedPointStep))
        #expect(isClose(context.boundingBoxOfPath, CGRect(x: (1 - 1) / 2.0, y: 1 / 2.0, width: (3 - 1) / 2.0, height: 0), tolerance: Self.fixedPointStep))
    }
}
