import UIKit

/// Drag and drop as iOS apps wire it: two color grids (collection views)
/// whose colors reorder inside each grid and copy into the other, and a
/// trash can that fades in while a drag is under way and takes a color away
/// for good (`.move`, honored because the drag started in this app).
public enum DragDropScreen: ShowcaseScreen {
    public static let name = "drag"
    public static let title = "Drag and Drop"
    public static let summary = "Two color grids: reorder by dragging, copy across, or drop on the trash"

    public static func makeViewController() -> UIViewController {
        DragDropViewController()
    }

    public enum Identifier {
        public static func grid(_ index: Int) -> String { "drag.grid.\(index)" }
        public static let trash = "drag.trash"
    }

    /// The grids' first colors.
    public static let firstColors: [[UIColor]] = [
        [.systemRed, .systemOrange, .systemYellow, .systemPink, .systemBrown],
        [.systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple],
    ]

    final class DragDropViewController: UIViewController {
        let grids = DragDropScreen.firstColors.enumerated().map { index, colors in
            ColorGridView(colors: colors, identifier: Identifier.grid(index))
        }
        let trash = TrashCan()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let width = view.bounds.width
            for (index, grid) in grids.enumerated() {
                grid.frame = CGRect(x: 16, y: 20 + CGFloat(index) * 160, width: width - 32, height: 144)
                grid.autoresizingMask = [.flexibleWidth]
                grid.onDrag = { [weak self] dragging in self?.showTrash(dragging) }
                view.addSubview(grid)
            }
            trash.frame = CGRect(x: (width - 120) / 2, y: 360, width: 120, height: 120)
            trash.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
            trash.alpha = 0
            view.addSubview(trash)
        }

        func showTrash(_ shown: Bool) {
            UIView.animate(withDuration: 0.2) { self.trash.alpha = shown ? 1 : 0 }
        }
    }

    /// The trash: a drop on it moves the color out of its grid.
    final class TrashCan: UIView, UIDropInteractionDelegate {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemRed
            layer.cornerRadius = 24
            accessibilityIdentifier = Identifier.trash
            let symbol = UIImageView(image: UIImage(systemName: "trash"))
            symbol.tintColor = .white
            symbol.frame = CGRect(x: 36, y: 36, width: 48, height: 48)
            symbol.contentMode = .scaleAspectFit
            addSubview(symbol)
            addInteraction(UIDropInteraction(delegate: self))
        }

        required init?(coder: NSCoder) {
            return nil
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
            // Only the grids' own colors can be thrown away.
            session.localDragSession == nil ? UIDropProposal(dropOperation: .forbidden) : UIDropProposal(dropOperation: .move)
        }

        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
            let sources = session.items.compactMap { $0.localObject as? ColorGridView.Source }
            if let grid = sources.first?.grid { grid.removeColors(at: sources.map(\.indexPath)) }
        }
    }
}
