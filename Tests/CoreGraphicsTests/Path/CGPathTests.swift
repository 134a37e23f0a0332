import Testing
import TestSupport
import CoreGraphics

@Suite("CGPath")
struct CGPathTests {
    // MARK: Empty path

    @Test("an empty path has no elements, a zero current point and null bounding boxes")
    func emptyPath() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(elements(of: path).isEmpty)
        #expect(path.currentPoint == .zero)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
    }

    // MARK: Convenience initializers

    @Test("CGPath(rect:) moves to (minX, minY) and runs through (maxX, minY), (maxX, maxY), (minX, maxY) before closing")
    func rectInitializer() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        #expect(elements(of: path) == [
            RecordedElement(.moveToPoint, [CGPoint(x: 1, y: 2)]),
            RecordedElement(.addLineToPoint, [CGPoint(x: 1 + 3, y: 2)]),
            RecordedElement(.addLineToPoint, [CGPoint(x: 1 + 3, y: 2 + 4)]),
            RecordedElement(.addLineToPoint, [CGPoint(x: 1, y: 2 + 4)]),
            RecordedElement(.closeSubpath),
        ])
        #expect(!path.isEmpty)
    }

    @Test("CGPath(rect:transform:) maps every corner through the transform")
    func rectInitializerTransform() {
        var transform = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 2)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &transform)
        #expect(elements(of: path).compactMap(\.end) == [
            CGPoint(x: 10, y: 20), CGPoint(x: 1 * 2 + 10, y: 20),
            CGPoint(x: 1 * 2 + 10, y: 1 * 2 + 20), CGPoint(x: 10, y: 1 * 2 + 20),
        ])
    }

    @Test("CGPath(ellipseIn:) is four cubic curves from (maxX, midY) whose points lie on the ellipse")
    func ellipseInitializer() {
        let rect = CGRect(x: 10, y: 20, width: 40, height: 20)
        let path = CGPath(ellipseIn: rect, transform: nil)
        let recorded = elements(of: path)
        #expect(recorded.map(\.type) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        #expect(recorded.first?.points == [CGPoint(x: rect.maxX, y: rect.midY)])
        let (rx, ry) = (rect.width / 2, rect.height / 2)
        for point in pointsOnCurves(of: path) {
            // The normalized distance is 1 on the ellipse; the cubic approximation stays within 0.1 %.
            let normalized = hypot((point.x - rect.midX) / rx, (point.y - rect.midY) / ry)
            #expect(isClose(normalized, 1, tolerance: 0.001), "\(point)")
        }
        #expect(isClose(path.boundingBox, rect))
    }

    @Test("CGPath(roundedRect:) with zero corners is the plain rectangle")
    func roundedRectZeroCorners() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 6)
        #expect(CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 0, transform: nil) == CGPath(rect: rect, transform: nil))
    }

    @Test("CGPath(roundedRect:) keeps the rectangle's bounds and rounds each corner with an elliptical arc")
    func roundedRectInitializer() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let (cw, ch): (CGFloat, CGFloat) = (4, 3)
        let path = CGPath(roundedRect: rect, cornerWidth: cw, cornerHeight: ch, transform: nil)
        #expect(isClose(path.boundingBox, rect))
        let curves = pointsOnCurves(of: path)
        #expect(!curves.isEmpty)
        let centers = [CGPoint(x: rect.maxX - cw, y: rect.minY + ch), CGPoint(x: rect.maxX - cw, y: rect.maxY - ch),
                       CGPoint(x: rect.minX + cw, y: rect.maxY - ch), CGPoint(x: rect.minX + cw, y: rect.minY + ch)]
        for point in curves {
            // Each curve point lies on the corner ellipse (semi-axes cw, ch) nearest to it.
            let center = centers.min { hypot($0.x - point.x, $0.y - point.y) < hypot($1.x - point.x, $1.y - point.y) }!
            let normalized = hypot((point.x - center.x) / cw, (point.y - center.y) / ch)
            #expect(isClose(normalized, 1, tolerance: 0.001), "\(point)")
        }
    }

    @Test("CGPath(roundedRect:) stops the process when a corner is wider than half the rectangle")
    func roundedRectTooWideStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // 2 × 6 > 10.
            _ = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 6, cornerHeight: 1, transform: nil)
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("2 * corner_width <= CGRectGetWidth(rect)"))
    }

    @Test("CGPath(roundedRect:) stops the process when a corner is taller than half the rectangle")
    func roundedRectTooTallStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // 2 × 3 > 5.
            _ = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 5), cornerWidth: 1, cornerHeight: 3, transform: nil)
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("2 * corner_height <= CGRectGetHeight(rect)"))
    }

    @Test("CGPath(roundedRect:) stops the process on a negative corner size")
    func roundedRectNegativeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: -1, cornerHeight: 1, transform: nil)
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("corner_width >= 0"))
    }

    @Test("CGPath(roundedRect:) accepts corners of exactly half the side")
    func roundedRectHalfSide() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 6)
        let path = CGPath(roundedRect: rect, cornerWidth: 10 / 2, cornerHeight: 6 / 2, transform: nil)
        // With half-side corners the outline is the inscribed ellipse: same bounds.
        #expect(isClose(path.boundingBox, rect))
    }

    // MARK: Current point

    @Test("the current point is the end of the last element")
    func currentPointAfterCurve() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        #expect(path.currentPoint == CGPoint(x: 5, y: 1))
        path.addCurve(to: CGPoint(x: 9, y: 4), control1: CGPoint(x: 6, y: 8), control2: CGPoint(x: 7, y: -3))
        #expect(path.currentPoint == CGPoint(x: 9, y: 4))
        path.addQuadCurve(to: CGPoint(x: 2, y: 7), control: CGPoint(x: 0, y: 0))
        #expect(path.currentPoint == CGPoint(x: 2, y: 7))
    }

    @Test("after closeSubpath the current point is the start of that subpath")
    func currentPointAfterClose() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 20, y: 10))
        path.addLine(to: CGPoint(x: 20, y: 20))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
    }

    // MARK: Bounding boxes

    @Test("boundingBox of a quadratic curve reaches the apex, not the control point")
    func boundingBoxQuad() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        // Apex at t = ½: B(½) = ¼·p0 + ½·p1 + ¼·p2, so y = ½ · 100.
        #expect(isClose(path.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 0.5 * 100)))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("boundingBox of a cubic curve reaches its extreme, not the control points")
    func boundingBoxCubic() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        // Highest at t = ½: y = 3·(½)²·(½)·100 + 3·(½)·(½)²·100 = ¾ · 100.
        #expect(isClose(path.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 0.75 * 100)))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("boundingBox includes curve extremes beyond the end points")
    func boundingBoxBeyondEnds() {
        // An S-curve whose x overshoots both end points and whose control points overshoot further.
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 30), control1: CGPoint(x: -60, y: 10), control2: CGPoint(x: 160, y: 20))
        let box = path.boundingBox
        let samples = pointsOnCurves(of: path, samples: 2000)
        // Every sampled point lies inside, and the dense sampling touches each side.
        let slack: CGFloat = 1e-6
        #expect(samples.allSatisfy { box.insetBy(dx: -slack, dy: -slack).contains($0) })
        #expect(isClose(box.minX, samples.map(\.x).min()!, tolerance: 0.01))
        #expect(isClose(box.maxX, samples.map(\.x).max()!, tolerance: 0.01))
        #expect(box.minX < 0)
        #expect(box.maxX > 100)
        #expect(box.minX > -60)
        #expect(box.maxX < 160)
        #expect(path.boundingBoxOfPath == CGRect(x: -60, y: 0, width: 160 + 60, height: 30))
    }

    @Test("for straight lines both bounding boxes are the extent of the points")
    func boundingBoxLines() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 3, y: -1), CGPoint(x: -2, y: 4), CGPoint(x: 7, y: 2)])
        let expected = CGRect(x: -2, y: -1, width: 7 - -2, height: 4 - -1)
        #expect(path.boundingBox == expected)
        #expect(path.boundingBoxOfPath == expected)
    }

    @Test("a curve after closeSubpath starts from the subpath's start for the tight box")
    func boundingBoxCurveAfterClose() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: -30))
        path.closeSubpath()
        // The curve starts at (0, 0), where the close left the current point, not at
        // (10, −30): its apex is at t = ½, y = ¼·0 + ½·40 + ¼·0.
        path.addQuadCurve(to: CGPoint(x: 0, y: 0), control: CGPoint(x: 0, y: 40))
        #expect(isClose(path.boundingBox, CGRect(x: 0, y: -30, width: 10, height: 0.5 * 40 + 30)))
    }

    // MARK: Elements

    @Test("applyWithBlock reports each element's type and points in order")
    func applyWithBlock() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 7, y: 8), control: CGPoint(x: 5, y: 6))
        path.addCurve(to: CGPoint(x: 13, y: 14), control1: CGPoint(x: 9, y: 10), control2: CGPoint(x: 11, y: 12))
        path.closeSubpath()
        #expect(elements(of: path) == [
            RecordedElement(.moveToPoint, [CGPoint(x: 1, y: 2)]),
            RecordedElement(.addLineToPoint, [CGPoint(x: 3, y: 4)]),
            RecordedElement(.addQuadCurveToPoint, [CGPoint(x: 5, y: 6), CGPoint(x: 7, y: 8)]),
            RecordedElement(.addCurveToPoint, [CGPoint(x: 9, y: 10), CGPoint(x: 11, y: 12), CGPoint(x: 13, y: 14)]),
            RecordedElement(.closeSubpath),
        ])
    }

    @Test("element type raw values match CoreGraphics' C enum")
    func elementTypeRawValues() {
        #expect([CGPathElementType.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath]
            .map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    // MARK: Copies

    @Test("copy(using:) maps every point, control points included, through the transform")
    func copyUsingTransform() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 0))
        path.addQuadCurve(to: CGPoint(x: 0, y: 1), control: CGPoint(x: 1, y: 1))
        path.closeSubpath()
        var transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        let copy = try #require(path.copy(using: &transform))
        #expect(elements(of: copy) == [
            RecordedElement(.moveToPoint, [CGPoint(x: 1 * 2 + 10, y: 0)]),
            RecordedElement(.addQuadCurveToPoint, [CGPoint(x: 1 * 2 + 10, y: 1 * 3), CGPoint(x: 10, y: 1 * 3)]),
            RecordedElement(.closeSubpath),
        ])
        // The original is untouched.
        #expect(elements(of: path).first?.points == [CGPoint(x: 1, y: 0)])
    }

    @Test("copy(using: nil) and copy() give an equal but separate path")
    func copyUnchanged() throws {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        let plain = try #require(path.copy())
        let untransformed = try #require(path.copy(using: nil))
        #expect(plain == path)
        #expect(untransformed == path)
        #expect(plain !== path)
    }

    @Test("mutableCopy can be extended without changing the original")
    func mutableCopyIndependent() throws {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 0))
        let copy = try #require(path.mutableCopy())
        copy.addLine(to: CGPoint(x: 1, y: 1))
        #expect(elements(of: path).count == 2)
        #expect(elements(of: copy).count == 3)
        #expect(copy != path)
    }

    @Test("mutableCopy(using:) maps the points through the transform")
    func mutableCopyUsing() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        var transform = CGAffineTransform(scaleX: -1, y: 10)
        let copy = try #require(path.mutableCopy(using: &transform))
        #expect(copy.currentPoint == CGPoint(x: -1, y: 2 * 10))
        #expect(path.mutableCopy(using: nil) == path)
    }

    // MARK: Equality

    @Test("paths with the same elements are equal and hash alike; different paths are not equal")
    func equality() {
        func triangle(_ apex: CGFloat) -> CGMutablePath {
            let path = CGMutablePath()
            path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 2, y: apex)])
            path.closeSubpath()
            return path
        }
        #expect(triangle(3) == triangle(3))
        #expect(triangle(3).hashValue == triangle(3).hashValue)
        #expect(triangle(3) != triangle(5))
        // Same points, but one closes and the other does not.
        let open = CGMutablePath()
        open.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 2, y: 3)])
        #expect(open != triangle(3))
    }
}
