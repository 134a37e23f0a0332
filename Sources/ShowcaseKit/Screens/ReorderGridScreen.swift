import Foundation
import UIKit

/// A grid of app-like tiles reordered by long press and drag — a
/// `UICollectionViewController`'s standard reordering gesture — whose order
/// is saved to `UserDefaults` and read back when the screen is made again
/// (on the next launch).
public enum ReorderGridScreen: ShowcaseScreen {
    public static let name = "reorder"
    public static let summary = "Long press and drag to reorder; the order is saved"

    public static func makeViewController() -> UIViewController {
        ReorderGridContainer()
    }

    /// The screen: the grid controller's view filling the container's (which
    /// the showcase stops at the navigation bar). The container holds the
    /// grid's controller itself rather than as a child, as some apps do.
    final class ReorderGridContainer: UIViewController {
        let grid: ReorderGridViewController = {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 80, height: 80)
            layout.minimumInteritemSpacing = 12
            layout.minimumLineSpacing = 16
            layout.sectionInset = UIEdgeInsets(top: 20, left: 24, bottom: 24, right: 24)
            return ReorderGridViewController(collectionViewLayout: layout)
        }()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let gridView: UIView = grid.view
            gridView.frame = view.bounds
            gridView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(gridView)
        }
    }

    public enum Identifier {
        public static let grid = "reorder-grid"
    }

    /// The `UserDefaults` key of the saved order.
    public static let orderKey = "ReorderGridScreen.order"
    public static let tileNames = ["Mail", "Maps", "Notes", "Music", "Photos", "Clock", "Books", "Home",
                                   "Files", "Health", "Wallet", "Weather", "News", "Stocks", "Camera", "Radio"]

    /// The saved order, or the names in their first order.
    public static func savedOrder(in defaults: UserDefaults = .standard) -> [String] {
        let saved = defaults.stringArray(forKey: orderKey) ?? []
        return Set(saved) == Set(tileNames) && saved.count == tileNames.count ? saved : tileNames
    }

    final class ReorderGridViewController: UICollectionViewController {
        var names = ReorderGridScreen.savedOrder()

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.backgroundColor = .systemGroupedBackground
            collectionView.accessibilityIdentifier = Identifier.grid
            collectionView.register(GridTileCell.self, forCellWithReuseIdentifier: GridTileCell.identifier)
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            names.count
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: GridTileCell.identifier, for: indexPath)
            let name = names[indexPath.item]
            (cell as? GridTileCell)?.show(ReorderGridScreen.tileNames.firstIndex(of: name) ?? 0, text: name)
            cell.contentView.layer.cornerRadius = 18
            return cell
        }

        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                     to destinationIndexPath: IndexPath) {
            names.insert(names.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
            UserDefaults.standard.set(names, forKey: ReorderGridScreen.orderKey)
        }
    }
}
