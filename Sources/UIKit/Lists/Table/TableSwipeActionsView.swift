import Foundation

/// The buttons behind a swiped row: each action's color and title, sharing
/// the revealed width in proportion to their natural widths.
final class TableSwipeActionsView: UIView {
    let actions: [UIContextualAction]
    private(set) var buttons: [UIView] = []
    let edge: TableSwipe.Edge

    /// A button is at least this wide, and its title this far from its
    /// sides (points; iOS's Delete button is about 74 pt wide: "Delete" in
    /// 17-pt text and 12 pt on each side).
    static let minimumButtonWidth: CGFloat = 74
    static let titlePadding: CGFloat = 12

    init(actions: [UIContextualAction], edge: TableSwipe.Edge) {
        self.actions = actions
        self.edge = edge
        super.init(frame: .zero)
        clipsToBounds = true
        for action in actions {
            let button = UIView()
            button.backgroundColor = action.backgroundColor
            let label = UILabel()
            label.text = action.title
            label.textColor = .white
            label.font = .systemFont(ofSize: 17)
            label.textAlignment = .center
            button.addSubview(label)
            if let image = action.image {
                let imageView = UIImageView(image: image)
                imageView.tintColor = .white
                button.addSubview(imageView)
            }
            addSubview(button)
            buttons.append(button)
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private func naturalWidth(of index: Int) -> CGFloat {
        let label = buttons[index].subviews.first as? UILabel
        let text = label?.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width ?? 0
        return max(Self.minimumButtonWidth, ceil(text) + 2 * Self.titlePadding)
    }

    var naturalWidth: CGFloat {
        buttons.indices.reduce(0) { $0 + naturalWidth(of: $1) }
    }

    /// The action whose button contains the point (own coordinates).
    func action(at point: CGPoint) -> UIContextualAction? {
        guard bounds.contains(point) else { return nil }
        return zip(actions, buttons).first { $0.1.frame.contains(point) }?.0
    }

    func button(for action: UIContextualAction) -> UIView? {
        zip(actions, buttons).first { $0.0 === action }?.1
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let natural = buttons.indices.map(naturalWidth(of:))
        let total = natural.reduce(0, +)
        guard total > 0 else { return }
        let scale = bounds.width / total
        // The first action sits nearest the swiped edge; when the row is
        // swiped past its buttons, the first one stretches.
        var order = Array(buttons.indices)
        if edge == .trailing { order.reverse() }
        var x: CGFloat = 0
        for index in order {
            var width = natural[index] * min(scale, 1)
            if scale > 1 { width = index == 0 ? natural[index] + bounds.width - total : natural[index] }
            let button = buttons[index]
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            for subview in button.subviews {
                if let label = subview as? UILabel {
                    let hasImage = button.subviews.count > 1
                    label.frame = CGRect(x: 0, y: hasImage ? bounds.height / 2 : 0, width: width,
                                         height: hasImage ? bounds.height / 2 - 4 : bounds.height)
                } else {
                    let size = CGSize(width: 22, height: 22)
                    subview.frame = CGRect(x: (width - size.width) / 2, y: bounds.height / 2 - size.height - 2,
                                           width: size.width, height: size.height)
                }
            }
            x += width
        }
    }
}
