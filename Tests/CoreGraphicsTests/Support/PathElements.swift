import CoreGraphics
import TestSupport

/// One element as `CGPath.applyWithBlock(_:)` reports it, copied out of the
/// block (the element's points are only valid inside it).
struct RecordedElement: Equatable, CustomStringConvertible {
    var type: CGPathElementType
    var points: [CGPoint]

    init(_ type: CGPathElementType, _ points: [CGPoint] = []) {
        self.type = type
        self.points = points
    }

    var description: String { "\(type) \(points)" }

    /// The point where the element ends (nil for a close).
    var end: CGPoint? { points.last }
}

/// Number of points CoreGraphics hands over for each element type.
func pointCount(of type: CGPathElementType) -> Int {
    switch type {
    case .moveToPoint, .addLineToPoint: 1
    case .addQuadCurveToPoint: 2
    case .addCurveToPoint: 3
    case .closeSubpath: 0
    }
}

/// The elements of `path`, read through its public `applyWithBlock(_:)`.
func elements(of path: CGPath) -> [RecordedElement] {
    var result: [RecordedElement] = []
    path.applyWithBlock { element in
        let type = element.pointee.type
        let points = (0..<pointCount(of: type)).map { element.pointee.points[$0] }
        result.append(RecordedElement(type, points))
    }
    return result
}

/// Whether two element lists have the same types and points within `tolerance`.
func isClose(_ a: [RecordedElement], _ b: [RecordedElement], tolerance: CGFloat = defaultTolerance) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy {
        $0.type == $1.type && isClose($0.points, $1.points, tolerance: tolerance)
    }
}

/// Points along every cubic curve of `path`, at `samples` evenly spaced
/// parameters per curve (end points included), evaluated from the Bernstein form.
func pointsOnCurves(of path: CGPath, samples: Int = 16) -> [CGPoint] {
    var result: [CGPoint] = []
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    for element in elements(of: path) {
        if element.type == .moveToPoint { subpathStart = element.points[0] }
        if element.type == .closeSubpath { current = subpathStart }
        if element.type == .addCurveToPoint {
            let (p0, p1, p2, p3) = (current, element.points[0], element.points[1], element.points[2])
            for step in 0...samples {
                let t = CGFloat(step) / CGFloat(samples)
                let u = 1 - t
                let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                result.append(CGPoint(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                                      y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y))
            }
        }
        if let end = element.end { current = end }
    }
    return result
}
