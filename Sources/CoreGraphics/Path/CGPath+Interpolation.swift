import Foundation

extension CGPath {
    /// The path `fraction` of the way from this one to `other`, point by
    /// point, as Core Animation animates a shape layer's `path`; nil when
    /// the two do not have the same elements in the same order (Core
    /// Animation's result is undefined then; Kumiki's animation switches
    /// halfway).
    package func interpolated(to other: CGPath, fraction: CGFloat) -> CGPath? {
        guard segments.count == other.segments.count else { return nil }
        var result: [PathSegment] = []
        result.reserveCapacity(segments.count)
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
            CGPoint(x: p.x + (q.x - p.x) * fraction, y: p.y + (q.y - p.y) * fraction)
        }
        for (a, b) in zip(segments, other.segments) {
            switch (a, b) {
            case let (.move(p), .move(q)): result.append(.move(mix(p, q)))
            case let (.line(p), .line(q)): result.append(.line(mix(p, q)))
            case let (.quad(c, e), .quad(d, f)): result.append(.quad(control: mix(c, d), end: mix(e, f)))
            case let (.cubic(c1, c2, e), .cubic(d1, d2, f)):
                result.append(.cubic(control1: mix(c1, d1), control2: mix(c2, d2), end: mix(e, f)))
            case (.close, .close): result.append(.close)
            default: return nil
            }
        }
        return CGPath(segments: result)
    }
}
