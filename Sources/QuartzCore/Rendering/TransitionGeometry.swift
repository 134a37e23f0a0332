import CoreGraphics

/// Offsets and opacities of the old and new pictures of a transition at progress p.
package enum TransitionGeometry {
    typealias Frame = (new: CGPoint, old: CGPoint, newAlpha: Double, oldAlpha: Double,
                       squeeze: (new: CGSize, old: CGSize))

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
        let none = (new: CGSize(width: 1, height: 1), old: CGSize(width: 1, height: 1))
        switch type {
        case .moveIn:
            return (CGPoint(x: span.x * (1 - f), y: span.y * (1 - f)), .zero, 1, 1, none)
        case .push:
            return (CGPoint(x: span.x * (1 - f), y: span.y * (1 - f)), CGPoint(x: -span.x * f, y: -span.y * f), 1, 1, none)
        case .reveal:
            return (.zero, CGPoint(x: -span.x * f, y: -span.y * f), 1, 1, none)
        case TransitionGeometry.flipHorizontal, TransitionGeometry.flipVertical:
            // A flip seen flat: the old side narrows to nothing about the center,
            // then the new side widens back (cos of the turn angle).
            let turn = cos(Double.pi * p)
            let width = CGFloat(abs(turn))
            let horizontal = type == TransitionGeometry.flipHorizontal
            let scale = horizontal ? CGSize(width: width, height: 1) : CGSize(width: 1, height: width)
            return (.zero, .zero, p >= 0.5 ? 1 : 0, p < 0.5 ? 1 : 0, (new: scale, old: scale))
        default:
            return (.zero, .zero, p, 1 - p, none)
        }
    }

    /// Kumiki's transition types for UIKit's flip options.
    package static let flipHorizontal = CATransitionType(rawValue: "kumiki.flipHorizontal")
    package static let flipVertical = CATransitionType(rawValue: "kumiki.flipVertical")
}
