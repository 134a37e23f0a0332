/// A transition's look.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The new content fades in as the old fades out.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides out, uncovering the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// Where a directional transition comes from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Animates a layer's change of appearance as a whole: added to a layer, it
/// captures how the layer looks at that moment, and for its duration the
/// compositor blends or slides that picture against the layer's current
/// drawing. Add it before changing the layer (see docs/PORTING.md).
open class CATransition: CAAnimation {
    public var type = CATransitionType.fade
    /// `nil` means `.fromLeft` for directional types.
    public var subtype: CATransitionSubtype?
    public var startProgress: Float = 0
    public var endProgress: Float = 1

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
    }

    /// Transition progress at an eased cycle fraction, between start and end progress.
    func progress(at fraction: Double) -> Double {
        let start = Double(startProgress)
        return start + (Double(endProgress) - start) * eased(fraction)
    }
}

/// A transition in flight on one layer, for the compositor.
struct TransitionFrame {
    var type: CATransitionType
    var subtype: CATransitionSubtype
    /// The layer as it looked when the transition was added, in its bounds.
    var before: CGImage?
    var progress: Double
}

/// The key UIKit and Core Animation use for a layer's transition
/// (`layer.add(transition, forKey: kCATransition)`).
public let kCATransition = "transition"
