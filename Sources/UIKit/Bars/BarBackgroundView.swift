/// What a bar draws behind its items: the appearance's blur over what lies
/// behind the bar, then its color over that — the order iOS composes
/// `backgroundEffect` and `backgroundColor` in. Shows nothing (alpha 0) when
/// there is neither, so a transparent bar costs no backdrop.
@MainActor
final class BarBackgroundView: UIVisualEffectView {
    init() {
        super.init(effect: nil)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `effect` (nil for none) with `color` (nil for none) over it.
    func show(effect: UIBlurEffect?, color: UIColor?) {
        if self.effect !== effect { self.effect = effect }
        contentView.backgroundColor = color
        alpha = effect == nil && color == nil ? 0 : 1
    }
}
