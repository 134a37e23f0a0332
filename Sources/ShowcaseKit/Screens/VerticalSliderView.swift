import UIKit

/// A vertical slider made the classic way, by overriding the touch methods: a
/// bar anchored at its bottom edge (`anchorPoint` (0.5, 1)) is scaled vertically
/// to where the finger is. `value` runs from 0 (empty) to 1 (full).
public final class VerticalSliderView: UIView {
    /// Called with the new value whenever a touch changes it.
    public var onValueChange: ((CGFloat) -> Void)?
    public private(set) var value: CGFloat = 0
    /// The filled part.
    public let bar = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        layer.cornerRadius = 20
        clipsToBounds = true
        bar.backgroundColor = .systemBlue
        bar.isUserInteractionEnabled = false
        bar.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        bar.frame = bounds
        bar.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(bar)
        setValue(0)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the value (clamped to 0…1) without calling `onValueChange`.
    public func setValue(_ newValue: CGFloat) {
        value = min(1, max(0, newValue))
        bar.transform = CGAffineTransform(scaleX: 1, y: value)
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        track(touches)
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        track(touches)
    }

    /// The finger's height above the bottom edge, clamped to 0…height, as a fraction.
    private func track(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        let y = touch.location(in: self).y
        let height = bounds.height
        let fraction = (height - min(max(y, 0), height)) / height
        setValue(fraction)
        onValueChange?(value)
    }
}
