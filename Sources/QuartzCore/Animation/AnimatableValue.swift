import CoreGraphics

/// A value an animation can interpolate, converted from the `Any` that
/// `fromValue`/`toValue`/`values` hold (numbers, points, sizes, rects,
/// transforms, colors, images, Booleans).
enum AnimatableValue {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    case image(CGImage?)
    case flag(Bool)
    case path(CGPath?)
    /// A gradient's colors.
    case colors([CGColor]?)
    /// A gradient's locations.
    case numbers([Double]?)

    init?(_ any: Any?) {
        switch any {
        case let value as Double: self = .scalar(value)
        case let value as CGFloat: self = .scalar(Double(value))
        case let value as Float: self = .scalar(Double(value))
        case let value as Int: self = .scalar(Double(value))
        case let value as NSNumber: self = .scalar(value.doubleValue)
        case let value as CGPoint: self = .point(value)
        case let value as CGSize: self = .size(value)
        case let value as CGRect: self = .rect(value)
        case let value as CATransform3D: self = .transform(value)
        case let value as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(value))
        case let value as CGColor: self = .color(value)
        case let value as CGImage: self = .image(value)
        case let value as Bool: self = .flag(value)
        case let value as CGPath: self = .path(value)
        case let value as [NSNumber]: self = .numbers(value.map(\.doubleValue))
        case let value as [Double]: self = .numbers(value)
        case let value as [Any] where value.allSatisfy({ $0 is CGColor }):
            self = .colors(value.map { $0 as! CGColor })
        default: return nil
        }
    }

    /// `a + (b − a)·t`. Transforms interpolate their decomposed parts (so a
    /// rotation turns instead of shearing); images and flags switch halfway
    /// (images crossfade when drawn, see `ContentsCrossfade`).
    static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ t: Double) -> AnimatableValue {
        let f = CGFloat(t)
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return .scalar(x + (y - x) * t)
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f))
        case let (.size(p), .size(q)):
            return .size(CGSize(width: p.width + (q.width - p.width) * f, height: p.height + (q.height - p.height) * f))
        case let (.rect(p), .rect(q)):
            // Raw origin and size: a difference of rects may have negative sizes,
            // which minX/width would standardize away.
            return .rect(CGRect(x: p.origin.x + (q.origin.x - p.origin.x) * f, y: p.origin.y + (q.origin.y - p.origin.y) * f,
                                width: p.size.width + (q.size.width - p.size.width) * f,
                                height: p.size.height + (q.size.height - p.size.height) * f))
        case let (.transform(p), .transform(q)): return .transform(TransformInterpolation.interpolate(p, q, t))
        case let (.color(p), .color(q)): return .color(Self.mix(p, q, f))
        case let (.colors(p?), .colors(q?)) where p.count == q.count:
            return .colors(zip(p, q).map { Self.mix($0, $1, f) })
        case let (.numbers(p?), .numbers(q?)) where p.count == q.count:
            return .numbers(zip(p, q).map { $0 + ($1 - $0) * t })
        case let (.path(p?), .path(q?)):
            return p.interpolated(to: q, fraction: f).map { .path($0) } ?? (t < 0.5 ? a : b)
        default: return t < 0.5 ? a : b
        }
    }

    static func add(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return .scalar(x + y)
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case let (.size(p), .size(q)): return .size(CGSize(width: p.width + q.width, height: p.height + q.height))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: p.origin.x + q.origin.x, y: p.origin.y + q.origin.y,
                                width: p.size.width + q.size.width, height: p.size.height + q.size.height))
        case let (.transform(p), .transform(q)): return .transform(CATransform3DConcat(p, q))
        case let (.color(p), .color(q)):
            let x = p?.sRGBComponents ?? (red: 0, green: 0, blue: 0, alpha: 0)
            let y = q?.sRGBComponents ?? (red: 0, green: 0, blue: 0, alpha: 0)
            return .color(CGColor(red: x.red + y.red, green: x.green + y.green, blue: x.blue + y.blue,
                                  alpha: x.alpha + y.alpha))
        default: return b
        }
    }

    /// `a − b` (for additive animations built from model changes).
    static func subtract(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return .scalar(x - y)
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x - q.x, y: p.y - q.y))
        case let (.size(p), .size(q)): return .size(CGSize(width: p.width - q.width, height: p.height - q.height))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: p.origin.x - q.origin.x, y: p.origin.y - q.origin.y,
                                width: p.size.width - q.size.width, height: p.size.height - q.size.height))
        // b · (b⁻¹ · a) = a, so that `add(b, subtract(a, b))` gives back a.
        case let (.transform(p), .transform(q)): return .transform(CATransform3DConcat(CATransform3DInvert(q), p))
        default: return a
        }
    }

    /// The additive identity of the same kind.
    var zero: AnimatableValue {
        switch self {
        case .scalar: .scalar(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .transform: .transform(CATransform3DIdentity)
        case .color: .color(CGColor(red: 0, green: 0, blue: 0, alpha: 0))
        case .image: .image(nil)
        case .flag: .flag(false)
        case .path: .path(nil)
        case .colors: .colors(nil)
        case .numbers: .numbers(nil)
        }
    }

    private static func mix(_ a: CGColor?, _ b: CGColor?, _ t: CGFloat) -> CGColor {
        func channels(_ color: CGColor?) -> [CGFloat]? {
            guard let c = color?.sRGBComponents else { return nil }
            return [c.red, c.green, c.blue, c.alpha]
        }
        // A missing color is the other color made transparent, so fades do not go through black.
        let x = channels(a) ?? (channels(b).map { [$0[0], $0[1], $0[2], 0] } ?? [0, 0, 0, 0])
        let y = channels(b) ?? [x[0], x[1], x[2], 0]
        let m = (0..<4).map { x[$0] + (y[$0] - x[$0]) * t }
        return CGColor(red: m[0], green: m[1], blue: m[2], alpha: m[3])
    }

    /// Back to the `Any` form (what `presentation()`'s properties expect).
    var scalarValue: Double? { if case .scalar(let v) = self { v } else { nil } }
}

extension AnimatableValue {
    /// The value as the `Any` an animation's `fromValue` holds.
    var anyValue: Any? {
        switch self {
        case .scalar(let v): v
        case .point(let v): v
        case .size(let v): v
        case .rect(let v): v
        case .transform(let v): v
        case .color(let v): v
        case .image(let v): v
        case .flag(let v): v
        case .path(let v): v
        case .colors(let v): v
        case .numbers(let v): v?.map { NSNumber(value: $0) }
        }
    }
}
