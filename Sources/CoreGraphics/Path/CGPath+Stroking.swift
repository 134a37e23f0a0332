import Foundation

/// Stroke outlines and dashes as paths, as Core Graphics' `copy(strokingWithWidth:…)`
/// and `copy(dashingWithPhase:…)` make them.
extension CGPath {
    /// The outline of the stroke `lineWidth` wide (path units) that `CGContext.strokePath()`
    /// would paint, as a path to fill with the nonzero (winding) rule; `transform` maps
    /// the outline afterwards (the stroke is built in the path's own space, so a scale
    /// in `transform` scales the width too).
    ///
    /// Curves are first flattened into chords that stay within 0.1 units of the curve
    /// in the output's space (after `transform`), Cairo's default tolerance. The outline
    /// is a union of closed pieces, all wound the same way: a quadrilateral per chord,
    /// a join piece at each inner vertex (a miter kite, a bevel triangle, or a full
    /// circle for a round join) and a cap piece at each open end (nothing for butt, a
    /// half-square for square, a circle for round). A miter whose length exceeds
    /// `miterLimit` × `lineWidth` — that is, where 1 / sin(θ/2) > `miterLimit` for the
    /// angle θ between the segments — falls back to a bevel, as in Core Graphics.
    /// A closed subpath also joins at its start and gets no caps. A subpath of zero
    /// length becomes a circle (round cap) or an axis-aligned square (square cap) of
    /// diameter `lineWidth` around its point, and nothing with butt caps.
    ///
    /// Deviation: Core Graphics returns one merged outline (with the overlaps removed);
    /// Kumiki returns the overlapping pieces, which fill to the same pixels under the
    /// nonzero rule but not under even-odd. A `lineWidth` of zero or less gives an
    /// empty path.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        guard lineWidth > 0, lineWidth.isFinite else { return CGPath(segments: []) }
        // Scale of the output space relative to path space, to flatten to 0.1 output units.
        let scale = max(hypot(transform.a, transform.b), hypot(transform.c, transform.d), 1e-9)
        let tolerance = 0.1 / scale
        var stroker = StrokeOutliner(halfWidth: lineWidth / 2, cap: lineCap, join: lineJoin,
                                     miterLimit: miterLimit, tolerance: tolerance)
        for subpath in FlattenedSubpath.subpaths(of: segments, tolerance: tolerance) {
            stroker.outline(subpath)
        }
        return CGPath(segments: stroker.output.map { $0.applying(transform) })
    }

    /// The path cut into dashes: alternating painted and unpainted `lengths` (path units),
    /// starting `phase` units into the pattern, the way `CGContext.setLineDash(phase:lengths:)`
    /// dashes a stroke. Each painted length becomes an open subpath; curves are cut exactly
    /// (de Casteljau) where their arc length, measured over 64 chords per curve, reaches
    /// the dash boundary. The pattern starts over at every subpath, as Core Graphics does.
    /// A zero painted length becomes a zero-length subpath (a dot under a round or square
    /// cap). A closed subpath that one dash covers entirely stays closed. `transform` maps
    /// the result.
    ///
    /// A pattern that is empty, has a negative length or only zeros leaves the path
    /// undashed (a copy through `transform`), as the context does. A negative phase
    /// counts backwards from the pattern's start. Where a closed subpath's last dash runs
    /// on into its first, Kumiki leaves two subpaths that meet at the start point (their
    /// ends abut; a stroker that joins them draws a join there instead of two caps).
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        guard !lengths.contains(where: { $0 < 0 || !$0.isFinite }), lengths.contains(where: { $0 > 0 }) else {
            return CGPath(segments: segments.map { $0.applying(transform) })
        }
        var dasher = Dasher(lengths: lengths, phase: phase.isFinite ? phase : 0)
        var subpath: [PathPiece] = []
        for piece in PathPiece.pieces(of: segments) {
            if let last = subpath.last, last.subpath != piece.subpath {
                dasher.dash(subpath)
                subpath = []
            }
            subpath.append(piece)
        }
        dasher.dash(subpath)
        return CGPath(segments: dasher.output.map { $0.applying(transform) })
    }
}

/// One subpath flattened into a polyline: consecutive duplicate points removed, and,
/// for a closed subpath, the closing point not repeated.
struct FlattenedSubpath {
    var points: [CGPoint]
    var isClosed: Bool
    /// False for a lone move, which paints nothing (a zero-length line or a close paints a dot).
    var hasSegments: Bool

    /// The subpaths of `segments`, curves replaced by chords within `tolerance`.
    static func subpaths(of segments: [PathSegment], tolerance: CGFloat) -> [FlattenedSubpath] {
        var result: [FlattenedSubpath] = []
        var points: [CGPoint] = []
        var current = CGPoint.zero
        func finish(closed: Bool) {
            guard !points.isEmpty else { return }
            let hasSegments = closed || points.count > 1
            var unique: [CGPoint] = [points[0]]
            for point in points.dropFirst() where point != unique[unique.count - 1] {
                unique.append(point)
            }
            if closed, unique.count > 1, unique[unique.count - 1] == unique[0] { unique.removeLast() }
            result.append(FlattenedSubpath(points: unique, isClosed: closed, hasSegments: hasSegments))
            points = []
        }
        for segment in segments {
            switch segment {
            case .move(let p):
                finish(closed: false)
                points = [p]
                current = p
            case .line(let p):
                if points.isEmpty { points = [current] }
                points.append(p)
                current = p
            case .quad(let c, let e):
                if points.isEmpty { points = [current] }
                // |B''| = 2|p0 − 2p1 + p2|; chords of a curve with |B''| ≤ M over n equal
                // parameter steps stray at most M / (8n²) from it.
                let bend = hypot(current.x - 2 * c.x + e.x, current.y - 2 * c.y + e.y)
                let steps = chordCount(secondDerivative: 2 * bend, tolerance: tolerance)
                for t in parameters(steps: steps) { points.append(BezierExtrema.quad(current, c, e, t)) }
                current = e
            case .cubic(let c1, let c2, let e):
                if points.isEmpty { points = [current] }
                // |B''| ≤ 6 max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|).
                let bend = max(hypot(current.x - 2 * c1.x + c2.x, current.y - 2 * c1.y + c2.y),
                               hypot(c1.x - 2 * c2.x + e.x, c1.y - 2 * c2.y + e.y))
                let steps = chordCount(secondDerivative: 6 * bend, tolerance: tolerance)
                for t in parameters(steps: steps) { points.append(BezierExtrema.cubic(current, c1, c2, e, t)) }
                current = e
            case .close:
                finish(closed: true)
                current = result.last?.points.first ?? current
            }
        }
        finish(closed: false)
        return result
    }

    /// The parameters after 0 at which a curve flattened in `steps` chords is sampled:
    /// k / steps, plus one short chord at either end, so that the first and last chords
    /// run along the curve's end tangents, which joins and caps are built from (as Core
    /// Graphics and Cairo build them).
    static func parameters(steps: Int) -> [CGFloat] {
        let end = min(1e-3, 0.25 / CGFloat(steps))
        let inner = (1..<steps).map { CGFloat($0) / CGFloat(steps) }
        return [end] + inner + [1 - end, 1]
    }

    /// Equal parameter steps n with M / (8n²) ≤ tolerance (at least 1, at most 10 000).
    static func chordCount(secondDerivative: CGFloat, tolerance: CGFloat) -> Int {
        let n = (secondDerivative / (8 * tolerance)).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        return Int(min(max(n, 1), 10_000))
    }
}

/// Builds a stroke outline from flattened subpaths (see `CGPath.copy(strokingWithWidth:…)`).
/// Every piece is wound counter-clockwise in a y-up space (positive signed area), so
/// overlapping pieces add up under the nonzero rule instead of cancelling.
struct StrokeOutliner {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    let tolerance: CGFloat
    private(set) var output: [PathSegment] = []

    init(halfWidth: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat, tolerance: CGFloat) {
        self.halfWidth = halfWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.tolerance = tolerance
    }

    mutating func outline(_ subpath: FlattenedSubpath) {
        let points = subpath.points
        guard points.count > 1 else {
            if let point = points.first, subpath.hasSegments { addDot(at: point) }
            return
        }
        let edgeCount = subpath.isClosed ? points.count : points.count - 1
        for index in 0..<edgeCount {
            let a = points[index], b = points[(index + 1) % points.count]
            let n = normal(from: a, to: b)
            addPolygon([a.offset(n), b.offset(n), b.offset(-n), a.offset(-n)])
        }
        let joined = subpath.isClosed ? 0..<points.count : 1..<points.count - 1
        for index in joined {
            let previous = points[(index + points.count - 1) % points.count]
            let next = points[(index + 1) % points.count]
            addJoin(at: points[index], from: previous, to: next)
        }
        if !subpath.isClosed {
            addCap(at: points[0], awayFrom: points[1])
            addCap(at: points[points.count - 1], awayFrom: points[points.count - 2])
        }
    }

    /// The left normal of the direction a → b, `halfWidth` long (a ≠ b).
    private func normal(from a: CGPoint, to b: CGPoint) -> CGVector {
        let length = hypot(b.x - a.x, b.y - a.y)
        return CGVector(dx: -(b.y - a.y) / length * halfWidth, dy: (b.x - a.x) / length * halfWidth)
    }

    private mutating func addDot(at point: CGPoint) {
        switch cap {
        case .butt: break
        case .round: addCircle(at: point)
        case .square:
            let h = halfWidth
            addPolygon([CGPoint(x: point.x - h, y: point.y - h), CGPoint(x: point.x + h, y: point.y - h),
                        CGPoint(x: point.x + h, y: point.y + h), CGPoint(x: point.x - h, y: point.y + h)])
        }
    }

    /// The cap at `end`, whose segment comes from `inner`.
    private mutating func addCap(at end: CGPoint, awayFrom inner: CGPoint) {
        switch cap {
        case .butt: break
        case .round: addCircle(at: end)
        case .square:
            let n = normal(from: inner, to: end)
            // The direction inner → end, halfWidth long, is the normal turned clockwise.
            let out = CGVector(dx: n.dy, dy: -n.dx)
            let tip = end.offset(out)
            addPolygon([end.offset(n), tip.offset(n), tip.offset(-n), end.offset(-n)])
        }
    }

    /// The join at `vertex` between the segments previous → vertex and vertex → next.
    private mutating func addJoin(at vertex: CGPoint, from previous: CGPoint, to next: CGPoint) {
        let n1 = normal(from: previous, to: vertex), n2 = normal(from: vertex, to: next)
        let d1 = CGVector(dx: n1.dy / halfWidth, dy: -n1.dx / halfWidth)
        let d2 = CGVector(dx: n2.dy / halfWidth, dy: -n2.dx / halfWidth)
        let cross = d1.dx * d2.dy - d1.dy * d2.dx
        let dot = d1.dx * d2.dx + d1.dy * d2.dy
        // Straight on: the segments' quadrilaterals already meet edge to edge.
        if abs(cross) < 1e-12, dot > 0 { return }
        // cos(turn / 2): the outer corner lies halfWidth · (1 − this) beyond a bevel.
        let halfTurnCosine = ((1 + dot) / 2).squareRoot()
        // A round join is a circle, unless it bulges past the bevel by no more than the
        // flattening tolerance (the many small turns of a flattened curve).
        if join == .round, halfWidth * (1 - halfTurnCosine) > tolerance { return addCircle(at: vertex) }
        // A left turn bends the right-hand (−normal) side outwards, and vice versa.
        let side: CGFloat = cross > 0 ? -1 : 1
        let outer1 = vertex.offset(n1 * side), outer2 = vertex.offset(n2 * side)
        // miter length / line width = 1 / sin(θ/2) = 1 / cos(turn / 2); beyond the limit, a bevel.
        if join == .miter, halfTurnCosine > 1e-9, miterLimit * halfTurnCosine >= 1 {
            let tip = vertex.offset((n1 + n2) * (side / (1 + dot)))
            addPolygon([vertex, outer1, tip, outer2])
        } else {
            addPolygon([vertex, outer1, outer2])
        }
    }

    /// A closed polygon, reversed if needed so that its signed area is positive.
    private mutating func addPolygon(_ polygon: [CGPoint]) {
        var area: CGFloat = 0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area != 0 else { return }
        let ordered = area > 0 ? polygon : polygon.reversed()
        output.append(.move(ordered[0]))
        for point in ordered.dropFirst() { output.append(.line(point)) }
        output.append(.close)
    }

    /// A counter-clockwise circle of radius `halfWidth` as four cubic quarter arcs.
    private mutating func addCircle(at center: CGPoint) {
        // Control points k·r along the tangents: k = 4/3 · tan(π/8) draws a quarter circle.
        let r = halfWidth
        let k = 4.0 / 3.0 * tan(CGFloat.pi / 8) * r
        let (x, y) = (center.x, center.y)
        output.append(.move(CGPoint(x: x + r, y: y)))
        output.append(.cubic(control1: CGPoint(x: x + r, y: y + k), control2: CGPoint(x: x + k, y: y + r),
                             end: CGPoint(x: x, y: y + r)))
        output.append(.cubic(control1: CGPoint(x: x - k, y: y + r), control2: CGPoint(x: x - r, y: y + k),
                             end: CGPoint(x: x - r, y: y)))
        output.append(.cubic(control1: CGPoint(x: x - r, y: y - k), control2: CGPoint(x: x - k, y: y - r),
                             end: CGPoint(x: x, y: y - r)))
        output.append(.cubic(control1: CGPoint(x: x + k, y: y - r), control2: CGPoint(x: x + r, y: y - k),
                             end: CGPoint(x: x + r, y: y)))
        output.append(.close)
    }
}

/// Walks subpaths through a dash pattern (see `CGPath.copy(dashingWithPhase:…)`).
struct Dasher {
    let lengths: [CGFloat]
    /// The dash index and how much of it is left where every subpath starts.
    let startIndex: Int
    let startRemaining: CGFloat
    private(set) var output: [PathSegment] = []

    init(lengths: [CGFloat], phase: CGFloat) {
        self.lengths = lengths
        let period = lengths.reduce(0, +)
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        var index = 0
        // Skip whole dashes; a dash that the phase ends inside keeps its remainder.
        while offset >= lengths[index], offset > 0 {
            offset -= lengths[index]
            index = (index + 1) % lengths.count
        }
        startIndex = index
        startRemaining = lengths[index] - offset
    }

    /// Even entries are painted, odd ones are gaps.
    private func isPainted(_ index: Int) -> Bool { index % 2 == 0 }

    mutating func dash(_ pieces: [PathPiece]) {
        guard !pieces.isEmpty else { return }
        var index = startIndex
        var remaining = startRemaining
        var inDash = false
        var broken = false
        let firstOutput = output.count
        // Lengths this close to a boundary count as reaching it (rounding in sums).
        let epsilon: CGFloat = 1e-9
        for piece in pieces where piece.length > 0 {
            let total = piece.length
            var walked: CGFloat = 0
            while true {
                if remaining <= epsilon {
                    // A zero painted length (at a subpath's start or where a gap ends) is
                    // still a dash: a dot.
                    if remaining <= 0, lengths[index] == 0, isPainted(index) {
                        let p = piece.point(at: piece.parameter(atLength: walked))
                        output.append(.move(p))
                        output.append(.line(p))
                    }
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                    if inDash { broken = true }
                    inDash = false
                    if !isPainted(index) { broken = true }
                    continue
                }
                if total - walked <= epsilon { break }
                let step = min(remaining, total - walked)
                if isPainted(index) {
                    let t0 = piece.parameter(atLength: walked)
                    let t1 = piece.parameter(atLength: walked + step)
                    if !inDash {
                        output.append(.move(piece.point(at: t0)))
                        inDash = true
                    }
                    output.append(piece.segment(from: t0, to: t1))
                } else {
                    broken = true
                }
                walked += step
                remaining -= step
            }
        }
        // One dash that covers a whole closed subpath stays closed.
        if !broken, inDash, pieces.last?.isClosing == true, output.count > firstOutput + 1,
           startRemaining > 0, isPainted(startIndex) {
            output[output.count - 1] = .close
        }
    }
}

private extension CGPoint {
    func offset(_ v: CGVector) -> CGPoint { CGPoint(x: x + v.dx, y: y + v.dy) }
}

private extension CGVector {
    static func + (a: CGVector, b: CGVector) -> CGVector { CGVector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    static func * (v: CGVector, s: CGFloat) -> CGVector { CGVector(dx: v.dx * s, dy: v.dy * s) }
    static prefix func - (v: CGVector) -> CGVector { CGVector(dx: -v.dx, dy: -v.dy) }
}
