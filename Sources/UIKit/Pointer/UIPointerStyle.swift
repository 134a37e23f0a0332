/// How the pointer looks over a region: an effect on the view under it, a
/// shape, or hidden.
///
/// Kumiki runs on desktops, where the pointer is the window system's: an
/// effect (highlight, lift, hover, automatic) shows the hand pointer, a beam
/// the text pointer, a rounded rectangle or custom path the arrow; `hidden()`
/// hides it. The iPad's morphing pointer and its platter and lift drawing are
/// not drawn (docs/PORTING.md).
@preconcurrency @MainActor
public final class UIPointerStyle: NSObject {
    /// What the window system shows for a style.
    package enum Cursor: Equatable, Sendable {
        case arrow
        case hand
        case textBeam
        case hidden
    }

    /// The effect on the view, if the style has one.
    public let effect: UIPointerEffect?
    /// The pointer's shape, if the style sets one.
    public let shape: UIPointerShape?
    /// Axes along which the pointer is held while the style is in effect.
    public let constrainedAxes: UIAxis
    private let isHidden: Bool

    private init(effect: UIPointerEffect?, shape: UIPointerShape?, constrainedAxes: UIAxis, isHidden: Bool) {
        self.effect = effect
        self.shape = shape
        self.constrainedAxes = constrainedAxes
        self.isHidden = isHidden
        super.init()
    }

    /// An effect on the view under the pointer, optionally with a shape.
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(effect: effect, shape: shape, constrainedAxes: [], isHidden: false)
    }

    /// A pointer of `shape`, held along `axes`.
    public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        self.init(effect: nil, shape: shape, constrainedAxes: axes, isHidden: false)
    }

    /// No pointer over the region.
    public static func hidden() -> UIPointerStyle {
        UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], isHidden: true)
    }

    /// The system's own pointer (iOS 15).
    public static func system() -> UIPointerStyle {
        UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], isHidden: false)
    }

    /// The desktop pointer standing for this style.
    package var cursor: Cursor {
        if isHidden { return .hidden }
        switch shape {
        case .verticalBeam, .horizontalBeam: return .textBeam
        case .roundedRect, .path: return effect == nil ? .arrow : .hand
        case nil: return effect == nil ? .arrow : .hand
        }
    }
}

/// What the pointer does to the view under it.
public enum UIPointerEffect {
    /// The system picks highlight or lift for the view.
    case automatic(UITargetedPreview)
    /// A platter behind the view, the pointer becoming it.
    case highlight(UITargetedPreview)
    /// The view rises, with a shadow, under a pointer that fades into it.
    case lift(UITargetedPreview)
    /// The view changes as described while the pointer stays visible.
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
               prefersScaledContent: Bool = true)

    /// How a hover effect tints the view.
    public enum TintMode: Int, Sendable {
        case none = 0
        case overlay = 1
        case underlay = 2
    }

    /// The preview the effect applies to.
    @MainActor public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview), .hover(let preview, _, _, _):
            preview
        }
    }
}

/// The pointer's shape. (`.path` with a `UIBezierPath` is absent: Kumiki has
/// no `UIBezierPath` yet.)
public enum UIPointerShape {
    /// A rounded rectangle in the region's view's coordinates.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A text beam of `length` points, upright.
    case verticalBeam(length: CGFloat)
    /// A text beam of `length` points, lying down (vertical text).
    case horizontalBeam(length: CGFloat)
    /// Any shape, in the region's view's coordinates.
    case path(UIBezierPath)

    /// The corner radius a rounded-rectangle shape gets by default, in points.
    /// Apple does not document its value; Kumiki uses 8 pt (nothing draws the
    /// shape on a desktop, so only code that reads it sees the number).
    public static let defaultCornerRadius: CGFloat = 8
}
