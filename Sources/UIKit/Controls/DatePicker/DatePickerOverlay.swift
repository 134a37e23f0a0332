import Foundation

/// The compact style's editor on screen: a view over the whole window (clear:
/// iOS does not dim the app behind it) holding a rounded card with a soft
/// shadow, the calendar or the time wheels in it, below the pill that
/// opened it (above when it does not fit). A touch outside the card closes
/// it and goes no further, as on iOS. It fades in and out.
@MainActor
final class DatePickerOverlay: UIView {
    /// Seconds to appear and to disappear, and points: the card's corner
    /// radius, its gap to the pill and to the safe area's edges, and its
    /// shadow (uncertain, read off iOS 17 screenshots).
    static let appearDuration: TimeInterval = 0.25
    static let disappearDuration: TimeInterval = 0.2
    static let cornerRadius: CGFloat = 13
    static let gap: CGFloat = 8
    static let margin: CGFloat = 8
    static let shadowRadius: CGFloat = 20
    static let shadowOpacity: Float = 0.18

    let card = DatePickerOverlayCard()
    let content: UIView & DatePickerContent
    /// Called once when the overlay begins to close.
    var onDismiss: (() -> Void)?
    private(set) var isDismissing = false

    init(content: UIView & DatePickerContent) {
        self.content = content
        super.init(frame: .zero)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = Self.cornerRadius
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = Self.shadowOpacity
        card.layer.shadowRadius = Self.shadowRadius
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        // The content is clipped to the card's corners (the card itself
        // cannot clip: that would clip its shadow).
        content.layer.cornerRadius = Self.cornerRadius
        content.clipsToBounds = true
        card.addSubview(content)
        addSubview(card)
        accessibilityViewIsModal = true
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the card beside `source` (a rectangle in `window`'s
    /// coordinates) and fades it in.
    func present(in window: UIWindow, beside source: CGRect) {
        frame = window.bounds
        window.addSubview(self)
        let size = content.naturalSize
        let area = window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: Self.margin, dy: Self.margin)
        let x = min(max(source.midX - size.width / 2, area.minX), max(area.minX, area.maxX - size.width))
        let below = source.maxY + Self.gap
        let above = source.minY - Self.gap - size.height
        let y = below + size.height <= area.maxY || above < area.minY ? below : above
        card.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        card.layer.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: Self.cornerRadius,
                                       cornerHeight: Self.cornerRadius, transform: nil)
        content.frame = card.bounds
        content.refresh(animated: false)
        alpha = 0
        UIView.animate(withDuration: Self.appearDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
                       animations: { self.alpha = 1 }, completion: nil)
    }

    /// Fades the overlay out and removes it; does nothing the second time.
    func dismiss() {
        guard !isDismissing else { return }
        isDismissing = true
        isUserInteractionEnabled = false
        onDismiss?()
        UIView.animate(withDuration: Self.disappearDuration, delay: 0, options: [.curveEaseIn],
                       animations: { self.alpha = 0 },
                       completion: { _ in self.removeFromSuperview() })
    }

    /// A touch outside the card closes the overlay.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        dismiss()
    }
}

/// The overlay's card: touches on it that no control takes end here, so
/// that they do not reach the overlay and close it.
@MainActor
final class DatePickerOverlayCard: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
