import CoreGraphics

/// Offsets and opacities of the old and new pictures of a transition at progress p.
package enum TransitionGeometry {
    typealias Frame = (new: CGPoint, old: CGPoint, newAlpha: Double, oldAlpha: Double)

    static func frame(type: CATransitionType, subtype: CATransitionSubtype, progress p: Double, size: CGSize) -> Frame {
        let f = CGFloat(p)
        // Unit direction the new content comes from.
        let from: CGPoint = switch subtype {
        case .fromRight: CGPoint(x: 1, y: 0)
        case .fromTop: CGPoint(x: 0, y: -1)
        case .fromBottom: CGPoint(x: 0, y: 1)
        default: CGPoint(x: -1, y: 0)
        }
        let span = CGPoint(x: from.x * size.width, y: from.y * size.height)
        switch type {
        case .moveIn:
            return (CGPoint(x: span.x * (1 - f), y: span.y * (1 - f)), .zero, 1, 1)
        case .push:
            return (CGPoint(x: span.x * (1 - f), y: span.y * (1 - f)), CGPoint(x: -span.x * f, y: -span.y * f), 1, 1)
        case .reveal:
            return (.zero, CGPoint(x: -span.x * f, y: -span.y * f), 1, 1)
        default:
            return (.zero, .zero, p, 1 - p)
        }
    }

    /// How far the viewer's eye is from a flipping picture, in multiples of
    /// the side it turns about (its width for a horizontal flip). Apple does
    /// not publish UIKit's; 2 is Kumiki's choice, the perspective of common
    /// card-flip code (m34 = −1/500 on a 250-point card): the near edge grows
    /// by at most a third (w = 1 − sin θ / 4 there).
    static let flipEyeDistance: CGFloat = 2

    /// A flip at progress p: the side showing (the old one until halfway, then
    /// the new one) and its turn about the picture's center, seen in
    /// perspective; nil for other types. The edge the flip comes from swings
    /// toward the viewer.
    static func flip(type: CATransitionType, subtype: CATransitionSubtype, progress p: Double,
                     size: CGSize) -> (showsNew: Bool, turn: CATransform3D)? {
        guard type == flipHorizontal || type == flipVertical else { return nil }
        let horizontal = type == flipHorizontal
        let showsNew = p >= 0.5
        // 0 → π over the flip; the new side is the far side of the card, at
        // angle − π.
        let angle = CGFloat.pi * CGFloat(p) - (showsNew ? .pi : 0)
        let side = horizontal ? size.width : size.height
        var perspective = CATransform3DIdentity
        perspective.m34 = side > 0 ? -1 / (flipEyeDistance * side) : 0
        let sign: CGFloat = switch subtype {
        case .fromRight, .fromTop: -1
        default: 1
        }
        let turn = horizontal
            ? CATransform3DMakeRotation(sign * angle, 0, 1, 0)
            : CATransform3DMakeRotation(-sign * angle, 1, 0, 0)
        let center = CATransform3DMakeTranslation(size.width / 2, size.height / 2, 0)
        return (showsNew, CATransform3DMakeTranslation(-size.width / 2, -size.height / 2, 0)
            .concatenating(turn).concatenating(perspective).concatenating(center))
    }

    /// Kumiki's transition types for UIKit's flip options.
    package static let flipHorizontal = CATransitionType(rawValue: "kumiki.flipHorizontal")
    package static let flipVertical = CATransitionType(rawValue: "kumiki.flipVertical")
}
