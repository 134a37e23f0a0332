/// An immutable graphics path: subpaths of lines and quadratic/cubic Bézier
/// curves. Build one with `CGMutablePath`. Coordinates are in the path's own space
/// (points, in UIKit use).
public class CGPath: Equatable, Hashable, @unchecked Sendable {
    var segments: [PathSegment]

    init(segments: [PathSegment]) {
        self.segments = segments
    }

    /// A closed rectangle: a move to (minX, minY), lines to (maxX, minY),
    /// (maxX, maxY), (minX, maxY), then a close — counter-clockwise in y-up space.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// Stops, as CoreGraphics does, when a corner size is negative or more than
    /// half the rectangle's side.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    public var isEmpty: Bool { segments.isEmpty }

    /// The end point of the last element; after a close, the start of that subpath;
    /// `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var subpathStart = CGPoint.zero
        var current = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                subpathStart = p
                current = p
            case .close:
                current = subpathStart
            default:
                current = segment.points.last ?? current
            }
        }
        return current
    }

    /// The smallest rectangle containing every point on the path (curve extremes
    /// included, control points that the curve does not reach excluded). `.null`
    /// for an empty path.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                points.append(p)
                current = p
                subpathStart = p
            case .line(let p):
                points.append(p)
                current = p
            case .quad(let c, let e):
                points.append(contentsOf: BezierExtrema.quadPoints(current, c, e))
                current = e
            case .cubic(let c1, let c2, let e):
                points.append(contentsOf: BezierExtrema.cubicPoints(current, c1, c2, e))
                current = e
            case .close:
                current = subpathStart
            }
        }
        return CGRect.boundingBox(of: points)
    }

    /// The smallest rectangle containing every point of the path, control points
    /// included. `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        CGRect.boundingBox(of: segments.flatMap(\.points))
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let storage = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { storage.deallocate() }
        for segment in segments {
            for (index, point) in segment.points.enumerated() {
                storage[index] = point
            }
            var element = CGPathElement(type: segment.type, points: storage)
            withUnsafePointer(to: &element) { block($0) }
        }
    }

    /// A copy with every point mapped through `transform` (nil: an unchanged copy).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return CGPath(segments: segments) }
        return CGPath(segments: segments.map { $0.applying(t) })
    }

    public func copy() -> CGPath? {
        CGPath(segments: segments)
    }

    public func mutableCopy() -> CGMutablePath? {
        let path = CGMutablePath()
        path.segments = segments
        return path
    }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let path = CGMutablePath()
        let t = transform?.pointee ?? .identity
        path.segments = segments.map { $0.applying(t) }
        return path
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.segments == rhs.segments
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(segments.count)
        for point in segments.flatMap(\.points) {
            hasher.combine(point.x)
            hasher.combine(point.y)
        }
    }
}
