import Foundation

/// Custom images for the stepper's parts, per state, as UIKit keeps them: a
/// state without its own image uses the `.normal` one; nil restores the
/// default look of that part.
///
/// Each half is drawn in its own state (`.highlighted` while pressed,
/// `.disabled` where it cannot step): the background image stretched over
/// the half, the glyph centered in it at its own size (tinted with the
/// stepper's tint, faded to 30 % in a half that cannot step, unless it is
/// `.alwaysOriginal`), the divider centered
/// between the halves at its own size.
extension UIStepper {
    /// The pair of half states a divider image is kept for.
    struct DividerKey: Hashable {
        let left: UIControl.State.RawValue
        let right: UIControl.State.RawValue
    }

    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state] = image
        setNeedsDisplay()
    }

    public func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state]
    }

    public func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                                rightSegmentState rightState: UIControl.State) {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue)] = image
        setNeedsDisplay()
    }

    /// The image for exactly this pair of states, else the one for two normal halves.
    public func dividerImage(forLeftSegmentState state: UIControl.State,
                             rightSegmentState state2: UIControl.State) -> UIImage? {
        dividerImages[DividerKey(left: state.rawValue, right: state2.rawValue)]
            ?? dividerImages[DividerKey(left: UIControl.State.normal.rawValue, right: UIControl.State.normal.rawValue)]
    }

    public func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state] = image
        setNeedsDisplay()
    }

    public func incrementImage(for state: UIControl.State) -> UIImage? {
        incrementImages[state]
    }

    public func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state] = image
        setNeedsDisplay()
    }

    public func decrementImage(for state: UIControl.State) -> UIImage? {
        decrementImages[state]
    }

    // MARK: Drawing

    /// Draws each half's background image; false when there are none.
    func drawBackgroundImages(in context: CGContext) -> Bool {
        let images = [-1, 1].map { backgroundImage(for: segmentState($0)) }
        guard images.contains(where: { $0 != nil }) else { return false }
        let half = bounds.width / 2
        for (index, image) in images.enumerated() {
            image?.draw(in: CGRect(x: CGFloat(index) * half, y: 0, width: half, height: bounds.height),
                        context: context, tint: nil)
        }
        return true
    }

    /// Draws the divider image for the halves' states; false when there is none.
    func drawDividerImage(in context: CGContext) -> Bool {
        guard let image = dividerImage(forLeftSegmentState: segmentState(-1), rightSegmentState: segmentState(1))
        else { return false }
        let size = image.size
        image.draw(in: CGRect(x: bounds.midX - size.width / 2, y: (bounds.height - size.height) / 2,
                              width: size.width, height: size.height), context: context, tint: nil)
        return true
    }

    /// Draws the decrement (−1) or increment (+1) glyph image; false when there is none.
    func drawGlyphImage(_ direction: Int, centeredAt center: CGPoint, in context: CGContext) -> Bool {
        let state = segmentState(direction)
        guard let image = direction < 0 ? decrementImage(for: state) : incrementImage(for: state) else { return false }
        let size = image.size
        image.draw(in: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                              width: size.width, height: size.height),
                   context: context, tint: image.effectiveTint(viewTint: state == .disabled
                                                                    ? tintColor.withAlphaComponent(0.3) : tintColor,
                                                                automaticIsTemplate: true))
        return true
    }
}
