import UIKit

/// Drag and drop between views, as iOS apps wire it: a palette of color
/// swatches, each a drag source (`UIDragInteraction`, enabled by hand as on
/// iPhone), two boxes that take copies (`UIDropInteraction` proposing
/// `.copy`), and a trash can that fades in while a drag is under way and
/// takes a swatch away for good (`.move`, honored because the drag started
/// in this app).
public enum DragDropScreen: ShowcaseScreen {
    public static let name = "drag"
    public static let title = "Drag and Drop"
    public static let summary = "Long-press a color, drop copies in the boxes, or drag it to the trash"

    public static func makeViewController() -> UIViewController {
        DragDropViewController()
    }

    public enum Identifier {
        public static func swatch(_ index: Int) -> String { "drag.swatch.\(index)" }
        public static func box(_ index: Int) -> String { "drag.box.\(index)" }
        public static func count(_ index: Int) -> String { "drag.count.\(index)" }
        public static let trash = "drag.trash"
    }

    /// The palette, left to right.
    public static let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue,
                                           .systemPurple]

    /// What a box says after `count` drops.
    public static func countText(_ count: Int) -> String {
        count == 1 ? "1 color" : "\(count) colors"
    }

    final class DragDropViewController: UIViewController, UIDragInteractionDelegate {
        var swatches: [UIView] = []
        let boxes = [DropBox(index: 0), DropBox(index: 1)]
        let trash = TrashCan()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGray6
            let width = view.bounds.width
            let side = (width - 32 - 5 * 10) / 6
            for (index, color) in DragDropScreen.colors.enumerated() {
                let swatch = UIView(frame: CGRect(x: 16 + CGFloat(index) * (side + 10), y: 20, width: side, height: side))
                swatch.backgroundColor = color
                swatch.layer.cornerRadius = 12
                swatch.accessibilityIdentifier = Identifier.swatch(index)
                let drag = UIDragInteraction(delegate: self)
                drag.isEnabled = true
                swatch.addInteraction(drag)
                view.addSubview(swatch)
                swatches.append(swatch)
            }
            let boxWidth = (width - 16 * 3) / 2
            for (index, box) in boxes.enumerated() {
                box.frame = CGRect(x: 16 + CGFloat(index) * (boxWidth + 16), y: 40 + side, width: boxWidth, height: 230)
                view.addSubview(box)
            }
            trash.frame = CGRect(x: (width - 120) / 2, y: 300 + side, width: 120, height: 120)
            trash.alpha = 0
            view.addSubview(trash)
        }

        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
            guard let swatch = interaction.view, let color = swatch.backgroundColor else { return [] }
            let item = UIDragItem(itemProvider: NSItemProvider(object: color))
            item.localObject = swatch
            return [item]
        }

        func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
            UIView.animate(withDuration: 0.2) { self.trash.alpha = 1 }
        }

        func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                             didEndWith operation: UIDropOperation) {
            UIView.animate(withDuration: 0.2) { self.trash.alpha = 0 }
        }
    }

    /// A box that keeps a copy of every color dropped on it, as a row of chips.
    final class DropBox: UIView, UIDropInteractionDelegate {
        let countLabel = UILabel()
        private var chips: [UIView] = []

        init(index: Int) {
            super.init(frame: .zero)
            backgroundColor = .white
            layer.cornerRadius = 16
            layer.borderWidth = 2
            layer.borderColor = UIColor.systemGray4.cgColor
            accessibilityIdentifier = Identifier.box(index)
            countLabel.text = DragDropScreen.countText(0)
            countLabel.font = .systemFont(ofSize: 15, weight: .semibold)
            countLabel.textColor = .secondaryLabel
            countLabel.textAlignment = .center
            countLabel.accessibilityIdentifier = Identifier.count(index)
            addSubview(countLabel)
            addInteraction(UIDropInteraction(delegate: self))
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            countLabel.frame = CGRect(x: 8, y: bounds.height - 36, width: bounds.width - 16, height: 24)
        }

        func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
            session.canLoadObjects(ofClass: UIColor.self)
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
            layer.borderColor = UIColor.systemBlue.cgColor
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
            UIDropProposal(dropOperation: .copy)
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
            layer.borderColor = UIColor.systemGray4.cgColor
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
            layer.borderColor = UIColor.systemGray4.cgColor
        }

        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
            session.loadObjects(ofClass: UIColor.self) { [weak self] objects in
                for case let color as UIColor in objects { self?.addChip(color) }
            }
        }

        /// A chip of `color`, five to a row.
        private func addChip(_ color: UIColor) {
            let index = chips.count
            let chip = UIView(frame: CGRect(x: 12 + CGFloat(index % 5) * 28, y: 12 + CGFloat(index / 5) * 28,
                                            width: 22, height: 22))
            chip.backgroundColor = color
            chip.layer.cornerRadius = 11
            addSubview(chip)
            chips.append(chip)
            countLabel.text = DragDropScreen.countText(chips.count)
        }
    }

    /// The trash: a drop on it moves the swatch out of the palette.
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
            // Only the palette's own swatches can be thrown away.
            session.localDragSession == nil ? UIDropProposal(dropOperation: .forbidden) : UIDropProposal(dropOperation: .move)
        }

        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
            for item in session.items {
                (item.localObject as? UIView)?.removeFromSuperview()
            }
        }
    }
}
