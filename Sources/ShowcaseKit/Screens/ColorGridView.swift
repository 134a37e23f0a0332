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
        backgroundColor = .secondarySystemGroupedBackground
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

    /// Takes the colors at `indexPaths` out (a drop on the trash).
    func removeColors(at indexPaths: [IndexPath]) {
        performBatchUpdates {
            for indexPath in indexPaths.sorted(by: >) { self.colors.remove(at: indexPath.item) }
            self.deleteItems(at: indexPaths)
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

    /// Another finger's tap adds a color of the same grid that is not in the
    /// drag yet: a drag carries colors of one grid.
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
                        at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        let carried = session.items.compactMap { $0.localObject as? Source }
        guard carried.allSatisfy({ $0.grid === self }), !carried.contains(where: { $0.indexPath == indexPath }) else {
            return []
        }
        return self.collectionView(collectionView, itemsForBeginning: session, at: indexPath)
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

    /// A reorder takes the dragged colors out and puts them back, in drag
    /// order, where the finger lifted; a copy puts them there too.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        let items = coordinator.items.filter { $0.dragItem.localObject is Source }
        let sources = items.compactMap(\.sourceIndexPath)
        let dropped = items.compactMap { ($0.dragItem.localObject as? Source)?.color }
        let remaining = colors.count - sources.count
        let start = min(coordinator.destinationIndexPath?.item ?? remaining, remaining)
        let landing = dropped.indices.map { IndexPath(item: start + $0, section: 0) }
        performBatchUpdates {
            for source in sources.sorted(by: >) { self.colors.remove(at: source.item) }
            self.colors.insert(contentsOf: dropped, at: start)
            if sources.count == 1 {
                self.moveItem(at: sources[0], to: landing[0])
            } else {
                self.deleteItems(at: sources)
                self.insertItems(at: landing)
            }
        }
        for (item, indexPath) in zip(items, landing) {
            coordinator.drop(item.dragItem, toItemAt: indexPath)
        }
    }
}
