/// The kind of a path element; raw values match CoreGraphics.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element handed to `CGPath.applyWithBlock(_:)`. `points` holds 1 point for a
/// move or line, 2 for a quad curve (control, end), 3 for a cubic curve
/// (control 1, control 2, end) and none for a close; it is valid only inside the block.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// Kumiki's stored form of a path element (points in path space).
enum PathSegment: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(control: CGPoint, end: CGPoint)
    case cubic(control1: CGPoint, control2: CGPoint, end: CGPoint)
    case close

    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let e): [c, e]
        case .cubic(let c1, let c2, let e): [c1, c2, e]
        case .close: []
        }
    }

    var type: CGPathElementType {
        switch self {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quad: .addQuadCurveToPoint
        case .cubic: .addCurveToPoint
        case .close: .closeSubpath
        }
    }

    func applying(_ t: CGAffineTransform) -> PathSegment {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let c, let e): .quad(control: c.applying(t), end: e.applying(t))
        case .cubic(let c1, let c2, let e): .cubic(control1: c1.applying(t), control2: c2.applying(t), end: e.applying(t))
        case .close: .close
        }
    }
}
