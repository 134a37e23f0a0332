import Foundation

/// What the slider shows for its state: its images, or the default look.
extension UISlider {
    /// Shows the images for the current state, or the default look: the
    /// tinted and `.systemFill` track parts and the white thumb with iOS's
    /// soft shadow (black at 15 %, 3 pt down, σ 4 pt, as `UISwitch`'s). A
    /// disabled slider's tracks are drawn at half opacity (Kumiki's choice).
    func updateAppearance() {
        let minimumImage = currentMinimumTrackImage
        let maximumImage = currentMaximumTrackImage
        minimumTrackView.image = minimumImage
        maximumTrackView.image = maximumImage
        minimumTrackView.backgroundColor = minimumImage == nil ? (minimumTrackTintColor ?? tintColor) : nil
        maximumTrackView.backgroundColor = maximumImage == nil ? (maximumTrackTintColor ?? .systemFill) : nil
        let trackAlpha: CGFloat = isEnabled ? 1 : 0.5
        minimumTrackView.alpha = trackAlpha
        maximumTrackView.alpha = trackAlpha
        if let thumbImage = currentThumbImage {
            thumbView.image = thumbImage
            thumbView.backgroundColor = nil
            thumbView.layer.cornerRadius = 0
            thumbView.layer.shadowOpacity = 0
            thumbView.layer.shadowPath = nil
        } else {
            thumbView.image = nil
            thumbView.backgroundColor = thumbTintColor ?? .white
            thumbView.layer.shadowOpacity = 0.15
            thumbView.layer.shadowRadius = 4
            thumbView.layer.shadowOffset = CGSize(width: 0, height: 3)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
