import CoreGraphics

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Through a list of values (or along a path, for point properties).
///
/// - `keyTimes` (0…1, one per value) place the values in time; without them the
///   values are evenly spaced. `.discrete` holds each value until the next key
///   time (with one more key time than values, the last interval holds the last value).
/// - `timingFunctions` (one per segment) ease each segment.
/// - `.paced` spaces values by distance so the speed is constant (key times and
///   timing functions are ignored, as in Core Animation); `.cubic` runs a
///   Catmull-Rom spline through the values (points and numbers).
/// - `path` replaces `values` with points along a `CGPath`: evenly in time per
///   path element, or at constant speed with `.paced`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    public var values: [Any]?
    public var keyTimes: [NSNumber]?
    public var timingFunctions: [CAMediaTimingFunction]?
    public var calculationMode = CAAnimationCalculationMode.linear
    public var path: CGPath?

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        path = other.path
    }

    override func apply(fraction: Double, iteration: Int, localTime: Double, to properties: inout CALayerProperties) {
        guard let keyPath, let base = LayerKeyPath.value(keyPath, in: properties) else { return }
        let frames = keyframeValues()
        guard let first = frames.first, let last = frames.last else { return }
        // Paced modes ignore the timing functions (Apple's documentation of `paced`).
        let value = interpolate(frames, at: isPaced ? fraction : eased(fraction))
        write(value, base: base, iteration: iteration, cycleDelta: AnimatableValue.subtract(last, first), to: &properties)
    }

    private var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }

    private func keyframeValues() -> [AnimatableValue] {
        if let path { return PathSampler.points(along: path).map { .point($0) } }
        return (values ?? []).compactMap { AnimatableValue($0) }
    }

    /// Key times for `count` values: given, paced by distance, or even.
    private func times(for frames: [AnimatableValue]) -> [Double] {
        let count = frames.count
        if calculationMode == .paced || calculationMode == .cubicPaced || (path != nil && calculationMode == .paced) {
            var lengths = [0.0]
            for index in 1..<count { lengths.append(lengths[index - 1] + Self.distance(frames[index - 1], frames[index])) }
            let total = lengths.last ?? 0
            if total > 0 { return lengths.map { $0 / total } }
        }
        if let keyTimes, keyTimes.count >= count, path == nil {
            return keyTimes.map(\.doubleValue)
        }
        if path != nil, let path {
            return PathSampler.elementTimes(along: path)
        }
        return count > 1 ? (0..<count).map { Double($0) / Double(count - 1) } : [0]
    }

    private func interpolate(_ frames: [AnimatableValue], at progress: Double) -> AnimatableValue {
        guard frames.count > 1 else { return frames[0] }
        let times = times(for: frames)
        if calculationMode == .discrete {
            var index = 0
            while index + 1 < min(frames.count, times.count) && times[index + 1] <= progress { index += 1 }
            return frames[index]
        }
        var segment = 0
        while segment + 2 < frames.count && times[segment + 1] <= progress { segment += 1 }
        let start = times[segment]
        let end = times[min(segment + 1, times.count - 1)]
        var local = end > start ? (progress - start) / (end - start) : 1
        local = min(1, max(0, local))
        if !isPaced, let functions = timingFunctions, segment < functions.count {
            local = functions[segment].progress(at: local)
        }
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            let p0 = frames[max(0, segment - 1)]
            let p3 = frames[min(frames.count - 1, segment + 2)]
            return Self.catmullRom(p0, frames[segment], frames[segment + 1], p3, local) ?? AnimatableValue.interpolate(frames[segment], frames[segment + 1], local)
        }
        return AnimatableValue.interpolate(frames[segment], frames[segment + 1], local)
    }

    static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): abs(y - x)
        case let (.point(p), .point(q)): Double(hypot(q.x - p.x, q.y - p.y))
        case let (.size(p), .size(q)): Double(hypot(q.width - p.width, q.height - p.height))
        default: 1
        }
    }

    /// Catmull-Rom through p1 → p2 with neighbours p0 and p3 (uniform, tension ½).
    static func catmullRom(_ p0: AnimatableValue, _ p1: AnimatableValue, _ p2: AnimatableValue, _ p3: AnimatableValue,
                           _ t: Double) -> AnimatableValue? {
        func blend(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            let t2 = t * t, t3 = t2 * t
            return 0.5 * ((2 * b) + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3)
        }
        switch (p0, p1, p2, p3) {
        case let (.scalar(a), .scalar(b), .scalar(c), .scalar(d)): return .scalar(blend(a, b, c, d))
        case let (.point(a), .point(b), .point(c), .point(d)):
            return .point(CGPoint(x: blend(Double(a.x), Double(b.x), Double(c.x), Double(d.x)),
                                  y: blend(Double(a.y), Double(b.y), Double(c.y), Double(d.y))))
        default: return nil
        }
    }
}

/// Points along a path for keyframe animations: each element's end point, with
/// curves flattened into 16 straight pieces.
enum PathSampler {
    static let piecesPerCurve = 16

    static func points(along path: CGPath) -> [CGPoint] {
        flatten(path).map(\.point)
    }

    /// For linear (unpaced) path animations: every element gets an equal share
    /// of the time; the flattened pieces of a curve share their element's share.
    static func elementTimes(along path: CGPath) -> [Double] {
        let samples = flatten(path)
        guard let lastElement = samples.last?.element, lastElement > 0 else { return samples.map { _ in 0 } }
        return samples.map { $0.element / Double(lastElement) }
    }

    /// Points with their element position (0 for the first move, n for the end of element n).
    private static func flatten(_ path: CGPath) -> [(point: CGPoint, element: Double)] {
        var result: [(CGPoint, Double)] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        var element = 0.0
        path.applyWithBlock { pointer in
            let e = pointer.pointee
            switch e.type {
            case .moveToPoint:
                current = e.points[0]
                start = current
                if result.isEmpty { result.append((current, 0)) }
            case .addLineToPoint:
                element += 1
                current = e.points[0]
                result.append((current, element))
            case .addQuadCurveToPoint:
                let (c, end) = (e.points[0], e.points[1])
                for i in 1...piecesPerCurve {
                    let t = CGFloat(i) / CGFloat(piecesPerCurve)
                    let u = 1 - t
                    result.append((CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * end.x,
                                           y: u * u * current.y + 2 * u * t * c.y + t * t * end.y),
                                   element + Double(t)))
                }
                element += 1
                current = end
            case .addCurveToPoint:
                let (c1, c2, end) = (e.points[0], e.points[1], e.points[2])
                for i in 1...piecesPerCurve {
                    let t = CGFloat(i) / CGFloat(piecesPerCurve)
                    let u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    result.append((CGPoint(x: w0 * current.x + w1 * c1.x + w2 * c2.x + w3 * end.x,
                                           y: w0 * current.y + w1 * c1.y + w2 * c2.y + w3 * end.y),
                                   element + Double(t)))
                }
                element += 1
                current = end
            case .closeSubpath:
                element += 1
                current = start
                result.append((current, element))
            }
        }
        return result.map { (point: $0.0, element: $0.1) }
    }
}
