import UIKit

/// A square that counts the touches it receives and shows them: blue until it
/// is touched, green afterwards, with one white dot per touch (up to ten).
public final class TouchTargetView: UIView {
    public private(set) var touchCount = 0
    private var dots: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        layer.cornerRadius = 12
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchCount += 1
        backgroundColor = .systemGreen
        guard dots.count < 10 else { return }
        let dot = UIView(frame: CGRect(x: 8 + CGFloat(dots.count % 5) * 12, y: 8 + CGFloat(dots.count / 5) * 12,
                                       width: 8, height: 8))
        dot.backgroundColor = .white
        dot.layer.cornerRadius = 4
        dot.isUserInteractionEnabled = false
        addSubview(dot)
        dots.append(dot)
    }
}
