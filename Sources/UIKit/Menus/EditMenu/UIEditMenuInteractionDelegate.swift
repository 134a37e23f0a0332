import CoreGraphics

/// What an edit menu interaction asks and tells. Every method is optional,
/// as in UIKit.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu to show for `configuration`. The default shows
    /// `suggestedActions`; answering nil presents no menu.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The rectangle (in the interaction's view) the menu points at. The
    /// default is an empty rectangle at the configuration's source point.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             targetRectFor configuration: UIEditMenuConfiguration) -> CGRect
    /// The menu is about to appear.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating)
    /// The menu is about to disappear.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? {
        UIMenu(children: suggestedActions)
    }

    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        CGRect(origin: configuration.sourcePoint, size: .zero)
    }

    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    willPresentMenuFor configuration: UIEditMenuConfiguration,
                                    animator: UIEditMenuInteractionAnimating) {}

    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    willDismissMenuFor configuration: UIEditMenuConfiguration,
                                    animator: UIEditMenuInteractionAnimating) {}
}
