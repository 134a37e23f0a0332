import Foundation

/// A round editing control (delete, insert): a filled circle with a white
/// sign, calling its handler when tapped.
final class ListAccessoryControl: UIControl {
    private let circle = UIView()
    private let glyph: UIImageView
    private let handler: UICellAccessory.ActionHandler?

    init(symbol: String, circle color: UIColor, glyph glyphColor: UIColor, handler: UICellAccessory.ActionHandler?) {
        self.handler = handler
        glyph = UIImageView(image: ListAccessoryView.symbol(symbol, size: 11, weight: .bold))
        super.init(frame: .zero)
        circle.backgroundColor = color
        circle.isUserInteractionEnabled = false
        glyph.tintColor = glyphColor
        glyph.contentMode = .scaleAspectFit
        glyph.isUserInteractionEnabled = false
        addSubview(circle)
        addSubview(glyph)
        addAction(UIAction { [weak self] _ in self?.handler?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        circle.frame = bounds
        circle.layer.cornerRadius = bounds.width / 2
        let size = glyph.sizeThatFits(.zero)
        glyph.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                             width: size.width, height: size.height)
    }
}
