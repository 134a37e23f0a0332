/// Value arithmetic for UIKit's additive animations, on the `Any` values
/// animations hold.
package enum AnimationValueArithmetic {
    /// `a − b` for numbers, points, sizes, rects and transforms; nil for others.
    package static func difference(_ a: Any?, _ b: Any?) -> Any? {
        guard let x = AnimatableValue(a), let y = AnimatableValue(b) else { return nil }
        switch (x, y) {
        case (.scalar, .scalar), (.point, .point), (.size, .size), (.rect, .rect), (.transform, .transform):
            return AnimatableValue.subtract(x, y).anyValue
        default:
            return nil
        }
    }

    /// The additive identity of `value`'s kind.
    package static func zero(like value: Any?) -> Any? {
        AnimatableValue(value)?.zero.anyValue
    }
}

extension AnimationValueArithmetic {
    /// `to + (to − from)`: one more span past `to` (colors and images stay at `to`).
    package static func extrapolate(from: Any?, to: Any?) -> Any? {
        guard let a = AnimatableValue(from), let b = AnimatableValue(to) else { return to }
        switch (a, b) {
        case (.scalar, .scalar), (.point, .point), (.size, .size), (.rect, .rect):
            return AnimatableValue.add(b, AnimatableValue.subtract(b, a)).anyValue
        default:
            return to
        }
    }
}
