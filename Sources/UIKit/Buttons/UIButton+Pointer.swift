/// A button's own pointer interaction: on when `isPointerInteractionEnabled`,
/// with the automatic effect over the whole button unless
/// `pointerStyleProvider` picks another style.
extension UIButton {
    /// Given the button, the effect and the shape UIKit proposes, the style to
    /// show; nil shows the system pointer.
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    func updatePointerInteraction() {
        if isPointerInteractionEnabled, pointerInteraction == nil {
            let interaction = UIPointerInteraction(delegate: ButtonPointerDelegate.shared)
            pointerInteraction = interaction
            addInteraction(interaction)
        } else if !isPointerInteractionEnabled, let interaction = pointerInteraction {
            removeInteraction(interaction)
            pointerInteraction = nil
        }
    }

    /// The style the button proposes: the automatic effect on itself, shaped
    /// as its frame with the default corner radius, passed through the
    /// provider when there is one.
    func proposedPointerStyle() -> UIPointerStyle? {
        let effect = UIPointerEffect.automatic(UITargetedPreview(view: self))
        let shape = UIPointerShape.roundedRect(bounds)
        guard let pointerStyleProvider else { return UIPointerStyle(effect: effect, shape: shape) }
        return pointerStyleProvider(self, effect, shape)
    }
}

/// Answers for every button's interaction: the style comes from the button.
private final class ButtonPointerDelegate: UIPointerInteractionDelegate {
    static let shared = ButtonPointerDelegate()

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        (interaction.view as? UIButton)?.proposedPointerStyle()
    }
}
