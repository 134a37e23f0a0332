import UIKit

/// A grid of photo tiles with multiple selection: a flow layout of three
/// columns; tapping a tile selects it (a check mark) or deselects it, and the
/// count above follows the delegate's calls.
public enum PhotoGridScreen: ShowcaseScreen {
    public static let name = "grid"
    public static let summary = "A collection view of photos; tap to select several"

    public static func makeViewController() -> UIViewController {
        PhotoGridViewController()
    }

    public enum Identifier {
        public static let grid = "photo-grid"
        public static let count = "photo-grid-count"
    }

    public static let photoCount = 60
    /// The grid starts below the count.
    static let top: CGFloat = 44

    /// The count's text for `selected` photos.
    public static func countText(_ selected: Int) -> String {
        selected == 0 ? "Tap photos to select them" : "\(selected) selected"
    }

    final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        var countLabel: UILabel!
        var grid: UICollectionView!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            countLabel = GridScreenParts.addStatusLabel(to: view, identifier: Identifier.count)
            grid = GridScreenParts.addGrid(to: view, top: PhotoGridScreen.top, spacing: 2,
                                           inset: UIEdgeInsets(top: 0, left: 2, bottom: 2, right: 2),
                                           identifier: Identifier.grid, source: self)
            grid.allowsMultipleSelection = true
            sizeTiles()
            updateCount()
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            sizeTiles()
        }

        /// Three square tiles a row, 2 pt apart.
        private func sizeTiles() {
            guard let layout = grid.collectionViewLayout as? UICollectionViewFlowLayout else { return }
            let side = ((grid.bounds.width - 8) / 3).rounded(.down)
            if layout.itemSize.width != side { layout.itemSize = CGSize(width: side, height: side) }
        }

        private func updateCount() {
            countLabel.text = PhotoGridScreen.countText(grid.indexPathsForSelectedItems?.count ?? 0)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            PhotoGridScreen.photoCount
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: GridTileCell.identifier, for: indexPath)
            (cell as? GridTileCell)?.show(indexPath.item + 1)
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            updateCount()
        }

        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            updateCount()
        }
    }
}
