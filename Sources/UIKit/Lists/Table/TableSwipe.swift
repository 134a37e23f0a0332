import Foundation

/// A row swiped open (or being swiped): which edge's actions it reveals,
/// how far its content is slid, and the view of buttons behind it.
struct TableSwipe {
    enum Edge { case leading, trailing }

    var indexPath: IndexPath
    var edge: Edge
    var configuration: UISwipeActionsConfiguration
    var cell: UITableViewCell
    var actionsView: TableSwipeActionsView
    /// The content's offset when the finger went down (points).
    var startOffset: CGFloat = 0
    /// Open and resting (no finger on it).
    var isOpen = false

    /// How far the row slides to show every button (points, positive).
    var openWidth: CGFloat { actionsView.naturalWidth }

    /// The offset the content rests at when open: negative for trailing.
    var openOffset: CGFloat { edge == .trailing ? -openWidth : openWidth }
}

/// Where a released swipe goes, from how far the row is slid and how fast
/// the finger moved: a full swipe past `fullSwipeFraction` of the row's
/// width performs the first action (when allowed), past half of the
/// buttons' width — or flung toward opening — it opens, otherwise it closes.
/// Fractions are Kumiki's reading of iOS's feel (uncertain).
enum TableSwipeResolution: Equatable {
    case close, open, performFirstAction

    static let fullSwipeFraction: CGFloat = 0.6
    /// Points per second toward opening or closing that decide by themselves.
    static let flingVelocity: CGFloat = 300

    static func resolve(distance: CGFloat, velocity: CGFloat, openWidth: CGFloat, rowWidth: CGFloat,
                        allowsFullSwipe: Bool) -> TableSwipeResolution {
        if allowsFullSwipe && distance > rowWidth * fullSwipeFraction { return .performFirstAction }
        if velocity > flingVelocity { return .open }
        if velocity < -flingVelocity { return .close }
        return distance > openWidth / 2 ? .open : .close
    }
}

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
