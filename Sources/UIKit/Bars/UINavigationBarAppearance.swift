import Foundation

/// How a navigation bar looks: the background and shadow of
/// `UIBarAppearance`, and the attributes of its title and large title.
/// Bars copy an appearance when it is assigned, as iOS does (`@NSCopying`):
/// changing it afterwards changes nothing until it is assigned again.
///
/// Absent: `buttonAppearance`, `doneButtonAppearance`,
/// `backButtonAppearance`, `setBackIndicatorImage(_:transitionMaskImage:)`,
/// `titlePositionAdjustment` (docs/COVERAGE.md).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the title (`.font`, `.foregroundColor`); empty by default.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title; empty by default.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    public override init() {
        super.init()
    }

    /// A copy of `barAppearance`'s background and shadow (and, from another
    /// navigation bar appearance, its text attributes).
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
        }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// What a bar keeps when it is given this appearance.
    func copied() -> UINavigationBarAppearance {
        UINavigationBarAppearance(barAppearance: self)
    }

    /// The color this appearance draws over its `backgroundEffect`: the
    /// `backgroundColor`, or `.systemBackground` for an opaque look without one.
    var fillColor: UIColor? {
        switch background {
        case .material: backgroundColor
        case .opaque: backgroundColor ?? .systemBackground
        case .transparent: backgroundColor
        }
    }
}
