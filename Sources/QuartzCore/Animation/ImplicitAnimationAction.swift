/// Runs a default (implicit) animation: from the value the layer showed when
/// the change was made to the new model value, with the current transaction's
/// duration and timing function (Core Animation's default curve when none).
@MainActor
final class ImplicitAnimationAction: CAAction {
    /// The properties Core Animation animates implicitly.
    static let animatableKeys: Set<String> = [
        "position", "bounds", "anchorPoint", "zPosition", "transform", "sublayerTransform", "opacity",
        "backgroundColor", "borderColor", "borderWidth", "cornerRadius", "contents",
    ]

    private let animation: CABasicAnimation
    private let shownValue: AnimatableValue

    init(animation: CABasicAnimation, shownValue: AnimatableValue) {
        self.animation = animation
        self.shownValue = shownValue
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        animation.fromValue = shownValue.anyValue
        if animation.duration == 0 { animation.duration = CATransaction.animationDuration() }
        if animation.timingFunction == nil {
            animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        }
        layer.add(animation, forKey: event)
    }
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
        }
    }
}

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

extension CALayer {
    /// Sets a model value by key path without running actions (for UIKit's
    /// property animators returning views to where they started).
    package func setModelValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let animatable = AnimatableValue(value) else { return }
        var values = properties
        guard LayerKeyPath.set(keyPath, animatable, in: &values) else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        switch keyPath {
        case "position": position = values.position
        case "bounds": bounds = values.bounds
        case "transform": transform = values.transform
        case "opacity": opacity = values.opacity
        case "backgroundColor": backgroundColor = values.backgroundColor
        case "cornerRadius": cornerRadius = values.cornerRadius
        default:
            properties = values
            CALayer.noteChange()
        }
        CATransaction.commit()
    }
}
