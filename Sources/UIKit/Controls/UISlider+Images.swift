import Foundation

/// Thumb and track images per control state, and the colors of the
/// default look. An image for a state falls back to the `.normal` one, as
/// UIKit's do; the thumb shows the `.highlighted` image while dragged.
extension UISlider {
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        updateAppearance()
    }

    open func thumbImage(for state: UIControl.State) -> UIImage? {
        thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue]
    }

    /// The track before the thumb, stretched along it (make it resizable for caps).
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
        updateAppearance()
    }

    open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
        minimumTrackImages[state.rawValue] ?? minimumTrackImages[UIControl.State.normal.rawValue]
    }

    /// The track after the thumb, stretched along it (make it resizable for caps).
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
        updateAppearance()
    }

    open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
        maximumTrackImages[state.rawValue] ?? maximumTrackImages[UIControl.State.normal.rawValue]
    }

    /// The thumb image for the current state; nil draws the default thumb.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

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
