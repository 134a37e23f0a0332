import Foundation

extension CGPath {
    /// The part of the path from fraction `start` to fraction `end` of its
    /// length (each in 0…1, measured along every subpath in order, closing
    /// lines included), as Core Animation strokes a shape layer between
    /// `strokeStart` and `strokeEnd`. Curves are cut exactly (de Casteljau)
    /// at parameters found from their arc length, measured over 64 chords
    /// each. Empty when `end` ≤ `start`.
    package func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        let start = min(max(start, 0), 1)
        let end = min(max(end, 0), 1)
        guard end > start else { return CGPath(segments: []) }
        let pieces = PathPiece.pieces(of: segments)
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0 else { return start == 0 && end == 1 ? CGPath(segments: segments) : CGPath(segments: []) }
        let from = start * total
        let to = end * total
        var result: [PathSegment] = []
        var walked: CGFloat = 0
        var lastEnd: (point: CGPoint, subpath: Int)?
        /// The first piece of the current output run, and whether it began at its subpath's start.
        var runStartsSubpath = false
        for piece in pieces {
            let pieceStart = walked
            walked += piece.length
            guard walked > from, pieceStart < to else { continue }
            let t0 = pieceStart >= from ? 0 : piece.parameter(atLength: from - pieceStart)
            let t1 = walked <= to ? 1 : piece.parameter(atLength: to - pieceStart)
            let part = piece.segment(from: t0, to: t1)
            let partStart = piece.point(at: t0)
            let continues = lastEnd.map { $0.subpath == piece.subpath && $0.point == partStart } ?? false
            if !continues {
                result.append(.move(partStart))
                runStartsSubpath = piece.isFirstInSubpath && t0 == 0
            }
            if piece.isClosing, t1 == 1, continues, runStartsSubpath {
                result.append(.close)
            } else {
                result.append(part)
            }
            lastEnd = (piece.point(at: t1), piece.subpath)
        }
        return CGPath(segments: result)
    }
}

/// One drawn piece of a path — a line (closing lines too), a quadratic or a
/// cubic curve — with its length, for cutting the path by length.
struct PathPiece {
    enum Kind {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)
    }

    let kind: Kind
    let subpath: Int
    let isFirstInSubpath: Bool
    let isClosing: Bool
    /// Arc lengths at parameters 0, 1/n, …, 1 (lines: just 0 and the length).
    let lengths: [CGFloat]

    static let chords = 64

    var length: CGFloat { lengths.last ?? 0 }

    init(kind: Kind, subpath: Int, isFirstInSubpath: Bool, isClosing: Bool) {
        self.kind = kind
        self.subpath = subpath
        self.isFirstInSubpath = isFirstInSubpath
        self.isClosing = isClosing
        if case let .line(a, b) = kind {
            lengths = [0, hypot(b.x - a.x, b.y - a.y)]
        } else {
            var running: CGFloat = 0
            var previous = Self.point(of: kind, at: 0)
            var table: [CGFloat] = [0]
            for step in 1...Self.chords {
                let point = Self.point(of: kind, at: CGFloat(step) / CGFloat(Self.chords))
                running += hypot(point.x - previous.x, point.y - previous.y)
                table.append(running)
                previous = point
            }
            lengths = table
        }
    }

    /// The drawn pieces of `segments`, in order; moves start subpaths.
    static func pieces(of segments: [PathSegment]) -> [PathPiece] {
        var pieces: [PathPiece] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        var subpath = -1
        var first = true
        func add(_ kind: Kind, closing: Bool = false) {
            if subpath < 0 { subpath = 0 }
            pieces.append(PathPiece(kind: kind, subpath: subpath, isFirstInSubpath: first, isClosing: closing))
            first = false
        }
        for segment in segments {
            switch segment {
            case .move(let p):
                subpath += 1
                first = true
                current = p
                subpathStart = p
            case .line(let p):
                add(.line(current, p))
                current = p
            case .quad(let c, let e):
                add(.quad(current, c, e))
                current = e
            case .cubic(let c1, let c2, let e):
                add(.cubic(current, c1, c2, e))
                current = e
            case .close:
                add(.line(current, subpathStart), closing: true)
                current = subpathStart
                subpath += 1
                first = true
            }
        }
        return pieces
    }

    func point(at t: CGFloat) -> CGPoint {
        Self.point(of: kind, at: t)
    }

    static func point(of kind: Kind, at t: CGFloat) -> CGPoint {
        switch kind {
        case let .line(a, b): return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        case let .quad(a, b, c): return BezierExtrema.quad(a, b, c, t)
        case let .cubic(a, b, c, d): return BezierExtrema.cubic(a, b, c, d, t)
        }
    }

    /// The parameter at which the piece has run `length` (0 … its length):
    /// exact for lines, linear between the measured chords for curves.
    func parameter(atLength length: CGFloat) -> CGFloat {
        guard self.length > 0 else { return 0 }
        if case .line = kind { return min(max(length / self.length, 0), 1) }
        var low = 0
        var high = lengths.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if lengths[middle] < length { low = middle } else { high = middle }
        }
        let span = lengths[high] - lengths[low]
        let within = span > 0 ? (length - lengths[low]) / span : 0
        return (CGFloat(low) + min(max(within, 0), 1)) / CGFloat(lengths.count - 1)
    }

    /// The piece between parameters `t0` and `t1`, as a segment (its start is
    /// `point(at: t0)`).
    func segment(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        switch kind {
        case .line:
            return .line(point(at: t1))
        case let .quad(a, b, c):
            let (_, p1, p2) = Self.splitQuad(a, b, c, t0, t1)
            return .quad(control: p1, end: p2)
        case let .cubic(a, b, c, d):
            let (_, p1, p2, p3) = Self.splitCubic(a, b, c, d, t0, t1)
            return .cubic(control1: p1, control2: p2, end: p3)
        }
    }

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// The quadratic between t0 and t1: cut at t1, then the first part at t0 / t1.
    static func splitQuad(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ t0: CGFloat, _ t1: CGFloat)
        -> (CGPoint, CGPoint, CGPoint) {
        // Left part of the cut at t1: a, lerp(a, b, t1), point(t1).
        let ab = lerp(a, b, t1)
        let end = lerp(ab, lerp(b, c, t1), t1)
        guard t0 > 0, t1 > 0 else { return (a, ab, end) }
        // Right part of that at s = t0 / t1.
        let s = t0 / t1
        let q0 = lerp(a, ab, s)
        let q1 = lerp(ab, end, s)
        return (lerp(q0, q1, s), q1, end)
    }

    /// The cubic between t0 and t1, likewise.
    static func splitCubic(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, _ t0: CGFloat, _ t1: CGFloat)
        -> (CGPoint, CGPoint, CGPoint, CGPoint) {
        let ab = lerp(a, b, t1), bc = lerp(b, c, t1), cd = lerp(c, d, t1)
        let abc = lerp(ab, bc, t1), bcd = lerp(bc, cd, t1)
        let end = lerp(abc, bcd, t1)
        // Left part: a, ab, abc, end.
        guard t0 > 0, t1 > 0 else { return (a, ab, abc, end) }
        let s = t0 / t1
        let p01 = lerp(a, ab, s), p12 = lerp(ab, abc, s), p23 = lerp(abc, end, s)
        let p012 = lerp(p01, p12, s), p123 = lerp(p12, p23, s)
        return (lerp(p012, p123, s), p123, p23, end)
    }
}
