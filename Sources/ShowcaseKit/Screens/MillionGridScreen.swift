import UIKit

/// A million numbered tiles in a three-column grid: the collection view keeps
/// a screenful of cells whatever the count, and the flow layout answers from
/// arithmetic. Tapping a tile shows its number above.
public enum MillionGridScreen: ShowcaseScreen {
    public static let name = "million"
    public static let summary = "1,000,000 items in a collection view, scrolled at full speed"

    public static func makeViewController() -> UIViewController {
        MillionGridViewController()
    }

    public enum Identifier {
        public static let grid = "million-grid"
        public static let status = "million-status"
    }

    public static let itemCount = 1_000_000
    static let top: CGFloat = 44

    /// The status text after tapping item `index` (from 0).
    public static func statusText(tapped index: Int?) -> String {
        index.map { "Item \(($0 + 1).formatted()) of 1,000,000" } ?? "1,000,000 items"
    }

    final class MillionGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        var status: UILabel!
        var grid: UICollectionView!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            status = GridScreenParts.addStatusLabel(to: view, identifier: Identifier.status)
            status.text = MillionGridScreen.statusText(tapped: nil)
            grid = GridScreenParts.addGrid(to: view, top: MillionGridScreen.top, spacing: 4,
                                           inset: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4),
                                           identifier: Identifier.grid, source: self)
            sizeTiles()
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            sizeTiles()
        }

        private func sizeTiles() {
            guard let layout = grid.collectionViewLayout as? UICollectionViewFlowLayout else { return }
            let width = ((grid.bounds.width - 16) / 3).rounded(.down)
            if layout.itemSize.width != width { layout.itemSize = CGSize(width: width, height: 72) }
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            MillionGridScreen.itemCount
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: GridTileCell.identifier, for: indexPath)
            (cell as? GridTileCell)?.show(indexPath.item, text: (indexPath.item + 1).formatted())
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            status.text = MillionGridScreen.statusText(tapped: indexPath.item)
        }
    }
}
