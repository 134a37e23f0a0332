import Testing
@testable import UIKit
import UIKitTesting

/// A cell that counts its reuses and shows its item's number.
final class NumberCell: UICollectionViewCell {
    static let identifier = "number"
    let label = UILabel()
    var reuseCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = contentView.bounds.insetBy(dx: 4, dy: 4)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 24)
        label.textColor = .white
        label.backgroundColor = .systemIndigo
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A header that shows its section's number.
final class SectionHeader: UICollectionReusableView {
    static let identifier = "header"
    let label = UILabel()
}

/// Items as numbers per section; logs every data source and delegate call.
@MainActor
class NumbersSource: UICollectionViewDataSource, UICollectionViewDelegate {
    var sections: [[Int]]
    var calls: [String] = []
    var logsDisplay = false
    var allowsHighlight = true
    var allowsSelect = true
    var retarget: ((IndexPath, IndexPath) -> IndexPath)?
    var movable = true

    init(sections: [[Int]]) { self.sections = sections }
    convenience init(count: Int) { self.init(sections: [Array(0..<count)]) }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: NumberCell.identifier, for: indexPath)
        (cell as? NumberCell)?.label.text = "\(sections[indexPath.section][indexPath.item])"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: SectionHeader.identifier,
                                                        for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {
        calls.append("moveItemAt(\(Self.text(sourceIndexPath)), to: \(Self.text(destinationIndexPath)))")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(Self.text(indexPath))")
        return allowsHighlight
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(Self.text(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(Self.text(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(Self.text(indexPath))")
        return allowsSelect
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldDeselect \(Self.text(indexPath))")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(Self.text(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(Self.text(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        if logsDisplay { calls.append("willDisplay \(Self.text(indexPath))") }
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        if logsDisplay { calls.append("didEndDisplaying \(Self.text(indexPath))") }
    }
    func collectionView(_ collectionView: UICollectionView,
                        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        calls.append("target \(Self.text(originalIndexPath)) \(Self.text(currentIndexPath)) → \(Self.text(proposedIndexPath))")
        return retarget?(originalIndexPath, proposedIndexPath) ?? proposedIndexPath
    }

    static func text(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.item)" }
}

extension UITestHost {
    /// A full-screen collection view with a flow layout of `itemSize` items
    /// (no spacing unless given), shown and laid out.
    func makeCollectionView(source: NumbersSource, itemSize: CGSize = CGSize(width: 100, height: 100),
                            spacing: CGFloat = 0, configure: (UICollectionViewFlowLayout) -> Void = { _ in },
                            registering: (UICollectionView) -> Void = { _ in })
        -> UICollectionView {
        activate()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = itemSize
        layout.minimumLineSpacing = spacing
        layout.minimumInteritemSpacing = spacing
        configure(layout)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.identifier)
        for kind in [UICollectionElementKindSectionHeader, UICollectionElementKindSectionFooter] {
            collectionView.register(SectionHeader.self, forSupplementaryViewOfKind: kind,
                                    withReuseIdentifier: SectionHeader.identifier)
        }
        registering(collectionView)
        collectionView.dataSource = source
        collectionView.delegate = source
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        runFrame()
        return collectionView
    }
}

/// A 300 × 400 pt, 1× device with no safe area: three 100-pt columns, four rows.
let gridStageDevice = UITestDevice(name: "Grid stage", screenSize: CGSize(width: 300, height: 400), scale: 1,
                                   safeAreaInsets: .zero, framesPerSecond: 60)

/// The numbers shown by the visible cells, in index path order.
@MainActor
func shownNumbers(_ collectionView: UICollectionView) -> [String] {
    collectionView.visibleCells.compactMap { ($0 as? NumberCell)?.label.text }
}
