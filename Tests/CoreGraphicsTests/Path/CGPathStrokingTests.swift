import CoreGraphics
import Foundation
import Testing
import TestSupport

/// Stroke outlines (`copy(strokingWithWidth:…)`) and dashes (`copy(dashingWithPhase:…)`).
@Suite("CGPath stroking and dashing copies")
struct CGPathStrokingTests {
    /// A horizontal line from (10, 50) to (90, 50).
    var line: CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 50))
        path.addLine(to: CGPoint(x: 90, y: 50))
        return path
    }

    /// Right along y = 10 to (50, 10), then up to (50, 50): a left turn of 90° whose
    /// outer corner, for a width of 10, is at (55, 5).
    var corner: CGPath {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10), CGPoint(x: 50, y: 50)])
        return path
    }

    func outline(_ path: CGPath, width: CGFloat = 10, cap: CGLineCap = .butt, join: CGLineJoin = .miter,
                 miterLimit: CGFloat = 10) -> CGPath {
        path.copy(strokingWithWidth: width, lineCap: cap, lineJoin: join, miterLimit: miterLimit)
    }

    // MARK: Caps

    @Test func aButtCappedLineOutlineEndsAtTheLineEnds() {
        // Half the width (5) on either side, nothing past the ends.
        #expect(isClose(outline(line, cap: .butt).boundingBox, CGRect(x: 10, y: 45, width: 80, height: 10),
                        tolerance: 1e-9))
    }

    @Test func squareAndRoundCapsReachHalfTheWidthPastTheEnds() {
        let expected = CGRect(x: 5, y: 45, width: 90, height: 10)
        #expect(isClose(outline(line, cap: .square).boundingBox, expected, tolerance: 1e-9))
        // Round caps are circles of radius 5 (cubic quarter arcs: exact at their extremes).
        #expect(isClose(outline(line, cap: .round).boundingBox, expected, tolerance: 1e-9))
        #expect(outline(line, cap: .round).contains(CGPoint(x: 6, y: 50)))
        // The corner of the square cap is outside the round cap.
        #expect(outline(line, cap: .square).contains(CGPoint(x: 6, y: 46)))
        #expect(!outline(line, cap: .round).contains(CGPoint(x: 6, y: 46)))
    }

    @Test func theTransformMapsTheOutlineIncludingItsWidth() {
        let scaled = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                               transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(isClose(scaled.boundingBox, CGRect(x: 20, y: 90, width: 160, height: 20), tolerance: 1e-9))
    }

    @Test func aZeroLengthSubpathIsADotWithRoundCapsASquareWithSquareCapsAndNothingWithButt() {
        let dot = CGMutablePath()
        dot.move(to: CGPoint(x: 20, y: 20))
        dot.addLine(to: CGPoint(x: 20, y: 20))
        #expect(isClose(outline(dot, cap: .round).boundingBox, CGRect(x: 15, y: 15, width: 10, height: 10),
                        tolerance: 1e-9))
        #expect(isClose(outline(dot, cap: .square).boundingBox, CGRect(x: 15, y: 15, width: 10, height: 10),
                        tolerance: 1e-9))
        #expect(outline(dot, cap: .butt).isEmpty)
        // A lone move is not a subpath that paints.
        let move = CGMutablePath()
        move.move(to: CGPoint(x: 20, y: 20))
        #expect(outline(move, cap: .round).isEmpty)
    }

    @Test func aWidthOfZeroGivesAnEmptyOutline() {
        #expect(outline(line, width: 0).isEmpty)
    }

    // MARK: Joins

    @Test func aMiterJoinFillsTheOuterCorner() {
        let path = outline(corner, join: .miter)
        #expect(path.contains(CGPoint(x: 54.5, y: 5.5)))
        #expect(path.contains(CGPoint(x: 53, y: 7)))
        #expect(!path.contains(CGPoint(x: 55.5, y: 4.5)))
    }

    @Test func aBevelJoinCutsTheCornerAlongTheLineBetweenTheOffsetEnds() {
        // The bevel runs from (50, 5) to (55, 10): x − y = 45; the corner side has x − y > 45.
        let path = outline(corner, join: .bevel)
        #expect(path.contains(CGPoint(x: 51, y: 8)))
        #expect(!path.contains(CGPoint(x: 53, y: 7)))
        #expect(!path.contains(CGPoint(x: 54.5, y: 5.5)))
    }

    @Test func aRoundJoinIsACircleOfHalfTheWidthAroundTheVertex() {
        let path = outline(corner, join: .round)
        // (53, 7) is 4.24 from the vertex (50, 10); (54, 6) is 5.66 from it.
        #expect(path.contains(CGPoint(x: 53, y: 7)))
        #expect(!path.contains(CGPoint(x: 54, y: 6)))
    }

    @Test func aMiterLongerThanTheLimitFallsBackToABevel() {
        // A right angle's miter is 1 / sin(45°) = √2 ≈ 1.414 line widths long.
        #expect(!outline(corner, join: .miter, miterLimit: 1.4).contains(CGPoint(x: 54.5, y: 5.5)))
        #expect(outline(corner, join: .miter, miterLimit: 1.5).contains(CGPoint(x: 54.5, y: 5.5)))
    }

    @Test func aSharpTurnsMiterReachesOneOverSineOfHalfTheAngle() {
        // 60° between the segments: the miter is 1 / sin(30°) = 2 widths, so its tip is
        // 2 × 5 = 10 from the vertex (0, 0), on the bisector pointing away from both segments.
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 40, y: 0))
        path.addLine(to: .zero)
        path.addLine(to: CGPoint(x: 40 * cos(CGFloat.pi / 3), y: 40 * sin(CGFloat.pi / 3)))
        let stroked = outline(path, join: .miter, miterLimit: 2.01)
        let bisector = CGPoint(x: -cos(CGFloat.pi / 6), y: -sin(CGFloat.pi / 6))
        #expect(stroked.contains(CGPoint(x: bisector.x * 9.8, y: bisector.y * 9.8)))
        #expect(!stroked.contains(CGPoint(x: bisector.x * 10.2, y: bisector.y * 10.2)))
        #expect(!outline(path, join: .miter, miterLimit: 1.99).contains(CGPoint(x: bisector.x * 9, y: bisector.y * 9)))
    }

    @Test func aClosedSubpathJoinsAtItsStartAndHasNoCaps() {
        let square = CGPath(rect: CGRect(x: 20, y: 20, width: 40, height: 40), transform: nil)
        let stroked = outline(square, cap: .round, join: .miter)
        // The start corner (20, 20) is mitered like the others.
        #expect(stroked.contains(CGPoint(x: 15.5, y: 15.5)))
        #expect(isClose(stroked.boundingBox, CGRect(x: 15, y: 15, width: 50, height: 50), tolerance: 1e-9))
        // The inside of the square is not part of the stroke.
        #expect(!stroked.contains(CGPoint(x: 40, y: 40)))
    }

    // MARK: Against Cairo's stroke

    /// Alpha of every pixel of a 120 × 120 context after `draw`.
    func alphas(_ draw: (CGContext) -> Void) -> [Int] {
        let context = makeContext(width: 120, height: 120)
        draw(context)
        let image = context.image
        return (0..<120).flatMap { y in (0..<120).map { x in Int(image.pixel(atX: x, y: y).alpha) } }
    }

    @Test(arguments: [(CGLineCap.butt, CGLineJoin.miter), (.round, .round), (.square, .bevel)])
    func fillingTheOutlinePaintsWhatStrokingThePathPaints(cap: CGLineCap, join: CGLineJoin) {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 20))
        path.addLine(to: CGPoint(x: 60, y: 30))
        path.addCurve(to: CGPoint(x: 100, y: 100), control1: CGPoint(x: 110, y: 30), control2: CGPoint(x: 30, y: 90))
        path.addLine(to: CGPoint(x: 70, y: 60))
        path.addRect(CGRect(x: 15, y: 60, width: 30, height: 40))
        if cap == .round {
            // A dot (Cairo draws no square for a zero-length subpath, Core Graphics does).
            path.move(to: CGPoint(x: 100, y: 15))
            path.addLine(to: CGPoint(x: 100, y: 15))
        }
        let stroked = alphas { context in
            context.setLineWidth(7)
            context.setLineCap(cap)
            context.setLineJoin(join)
            context.setMiterLimit(4)
            context.addPath(path)
            context.strokePath()
        }
        let filled = alphas { context in
            context.addPath(path.copy(strokingWithWidth: 7, lineCap: cap, lineJoin: join, miterLimit: 4))
            context.fillPath(using: .winding)
        }
        let covered = stroked.reduce(0, +)
        let difference = zip(stroked, filled).map { abs($0 - $1) }
        // The same area within half a percent, and no pixel off by more than about a sixth:
        // the two differ only in antialiased edge pixels, where the curve's chords (and
        // so a sharp miter's tip) fall slightly differently.
        #expect(abs(covered - filled.reduce(0, +)) < covered / 200)
        #expect(difference.max()! < 40, "largest difference \(difference.max()!)")
        #expect(covered > 255 * 1000)
    }

    // MARK: Dashes

    /// (start, end) of every subpath of `path`, and the element types after each move.
    func dashes(of path: CGPath) -> [(start: CGPoint, end: CGPoint, types: [CGPathElementType])] {
        var result: [(start: CGPoint, end: CGPoint, types: [CGPathElementType])] = []
        for element in elements(of: path) {
            if element.type == .moveToPoint {
                result.append((element.points[0], element.points[0], []))
            } else {
                result[result.count - 1].types.append(element.type)
                if let end = element.end { result[result.count - 1].end = end }
            }
        }
        return result
    }

    /// A 100-point line along the x axis.
    var hundred: CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        return path
    }

    @Test func a100PointLineDashed10On5OffHasSevenDashes() {
        let cut = dashes(of: hundred.copy(dashingWithPhase: 0, lengths: [10, 5]))
        // Dashes start every 15 points: 0, 15, …, 90; the last one ends exactly at 100.
        #expect(isClose(cut.map(\.start.x), [0, 15, 30, 45, 60, 75, 90], tolerance: 1e-9))
        #expect(isClose(cut.map(\.end.x), [10, 25, 40, 55, 70, 85, 100], tolerance: 1e-9))
        #expect(cut.allSatisfy { $0.start.y == 0 && $0.end.y == 0 && $0.types == [.addLineToPoint] })
    }

    @Test func thePhaseShiftsThePatternBackwards() {
        // 5 into the pattern: 5 of the first dash are left, then the 5 gap, then whole periods.
        let five = dashes(of: hundred.copy(dashingWithPhase: 5, lengths: [10, 5]))
        #expect(isClose(five.map(\.start.x), [0, 10, 25, 40, 55, 70, 85], tolerance: 1e-9))
        #expect(isClose(five.map(\.end.x), [5, 20, 35, 50, 65, 80, 95], tolerance: 1e-9))
        // 12 into it: 2 into the gap, so the first dash starts at 3; the last one is cut at 100.
        let twelve = dashes(of: hundred.copy(dashingWithPhase: 12, lengths: [10, 5]))
        #expect(isClose(twelve.map(\.start.x), [3, 18, 33, 48, 63, 78, 93], tolerance: 1e-9))
        #expect(isClose(twelve.map(\.end.x), [13, 28, 43, 58, 73, 88, 100], tolerance: 1e-9))
        // A whole period of phase changes nothing; a negative phase counts back from the start.
        #expect(hundred.copy(dashingWithPhase: 15, lengths: [10, 5]) == hundred.copy(dashingWithPhase: 0, lengths: [10, 5]))
        #expect(hundred.copy(dashingWithPhase: -3, lengths: [10, 5]) == hundred.copy(dashingWithPhase: 12, lengths: [10, 5]))
    }

    @Test func dashingACurveFollowsItsArcLength() {
        // A half circle of radius 50 around the origin, 50π ≈ 157.08 long, from (50, 0).
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 50, startAngle: 0, endAngle: .pi, clockwise: false)
        let cut = dashes(of: arc.copy(dashingWithPhase: 0, lengths: [10, 10]))
        // Dashes start every 20 points of arc (0 … 140) and are curves that stay on the circle.
        #expect(cut.count == 8)
        for (index, dash) in cut.enumerated() {
            let startAngle = atan2(dash.start.y, dash.start.x)
            let endAngle = atan2(dash.end.y, dash.end.x)
            // An arc of length s spans s / 50 radians; 0.001 rad is 0.05 points of arc.
            #expect(isClose(abs(startAngle), CGFloat(index * 20) / 50, tolerance: 0.001), "dash \(index) start")
            #expect(isClose(abs(endAngle), CGFloat(index * 20 + 10) / 50, tolerance: 0.001), "dash \(index) end")
            #expect(isClose(hypot(dash.end.x, dash.end.y), 50, tolerance: 0.02))
            #expect(dash.types.allSatisfy { $0 == .addCurveToPoint })
        }
    }

    @Test func thePatternStartsOverAtEverySubpath() {
        let two = CGMutablePath()
        two.move(to: .zero)
        two.addLine(to: CGPoint(x: 12, y: 0))
        two.move(to: CGPoint(x: 0, y: 10))
        two.addLine(to: CGPoint(x: 12, y: 10))
        let cut = dashes(of: two.copy(dashingWithPhase: 0, lengths: [10, 5]))
        #expect(cut.map(\.start) == [.zero, CGPoint(x: 0, y: 10)])
        #expect(cut.map(\.end) == [CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
    }

    @Test func aDashRunsAroundCornersAsOneSubpath() {
        // An L 30 right then 30 up, dashed [40, 10]: the first dash turns the corner and
        // ends 10 up; the second runs from 50 to 60 along the L.
        let ell = CGMutablePath()
        ell.addLines(between: [.zero, CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 30)])
        let cut = elements(of: ell.copy(dashingWithPhase: 0, lengths: [40, 10]))
        #expect(cut.map(\.type) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .moveToPoint, .addLineToPoint])
        #expect(cut.map(\.points) == [[.zero], [CGPoint(x: 30, y: 0)], [CGPoint(x: 30, y: 10)],
                                      [CGPoint(x: 30, y: 20)], [CGPoint(x: 30, y: 30)]])
    }

    @Test func aClosedSubpathThatOneDashCoversStaysClosed() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(square.copy(dashingWithPhase: 0, lengths: [100, 10]) == square)
    }

    @Test func aZeroLengthDashIsAZeroLengthSubpath() {
        let cut = dashes(of: hundred.copy(dashingWithPhase: 0, lengths: [0, 25]))
        // Dots at 0, 25, 50, 75 and 100.
        #expect(isClose(cut.map(\.start.x), [0, 25, 50, 75, 100], tolerance: 1e-9))
        #expect(cut.allSatisfy { $0.start == $0.end && $0.types == [.addLineToPoint] })
    }

    @Test func anUnusablePatternLeavesThePathWhole() {
        #expect(hundred.copy(dashingWithPhase: 0, lengths: []) == hundred)
        #expect(hundred.copy(dashingWithPhase: 0, lengths: [0, 0]) == hundred)
        #expect(hundred.copy(dashingWithPhase: 0, lengths: [10, -5]) == hundred)
    }

    @Test func theDashTransformMapsTheDashes() {
        let cut = dashes(of: hundred.copy(dashingWithPhase: 0, lengths: [10, 5],
                                          transform: CGAffineTransform(scaleX: 2, y: 1)))
        #expect(isClose(cut.map(\.start.x), [0, 30, 60, 90, 120, 150, 180], tolerance: 1e-9))
    }
}
