import UIKit

/// One of the drag-and-drop screen's color grids: a collection view whose
/// colors reorder by drag and drop inside it (`.move`, the gap opening where
/// the color will land), take copies of colors dragged from the other grid
/// (`.copy`), and lose a color dropped on the trash.
final class ColorGridView: UICollectionView, UICollectionViewDataSource, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate {
    /// The grid's colors, in order.
    private(set) var colors: [UIColor]
    /// Tells the screen when a drag from this grid begins (true) and ends.
    var onDrag: ((Bool) -> Void)?

    /// What a dragged item carries inside the app: the grid it left and where.
    struct Source {
        let grid: ColorGridView
        let indexPath: IndexPath
        let color: UIColor
    }

    init(colors: [UIColor], identifier: String) {
        self.colors = colors
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 52, height: 52)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        super.init(frame: .zero, collectionViewLayout: layout)
        backgroundColor = .white
        layer.cornerRadius = 16
        accessibilityIdentifier = identifier
        register(UICollectionViewCell.self, forCellWithReuseIdentifier: "color")
        dataSource = self
        dragDelegate = self
        dropDelegate = self
        // Off by default on iPhone, as on iOS.
        dragInteractionEnabled = true
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Takes the color at `indexPath` out (a drop on the trash).
    func removeColor(at indexPath: IndexPath) {
        performBatchUpdates {
            self.colors.remove(at: indexPath.item)
            self.deleteItems(at: [indexPath])
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        colors.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = dequeueReusableCell(withReuseIdentifier: "color", for: indexPath)
        cell.contentView.backgroundColor = colors[indexPath.item]
        cell.contentView.layer.cornerRadius = 12
        return cell
    }

    // MARK: Dragging out

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        let color = colors[indexPath.item]
        let item = UIDragItem(itemProvider: NSItemProvider(object: color))
        item.localObject = Source(grid: self, indexPath: indexPath, color: color)
        return [item]
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {
        onDrag?(true)
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {
        onDrag?(false)
    }

    // MARK: Dropping in

    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: UIColor.self)
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        // From this grid: a reorder. From elsewhere: a copy.
        UICollectionViewDropProposal(operation: hasActiveDrag ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: colors.count, section: 0)
        for item in coordinator.items {
            if let source = item.sourceIndexPath {
                performBatchUpdates {
                    self.colors.insert(self.colors.remove(at: source.item), at: destination.item)
                    self.moveItem(at: source, to: destination)
                }
            } else if let color = (item.dragItem.localObject as? Source)?.color {
                performBatchUpdates {
                    self.colors.insert(color, at: destination.item)
                    self.insertItems(at: [destination])
                }
            } else {
                continue
            }
            coordinator.drop(item.dragItem, toItemAt: destination)
        }
    }
}
