import Testing
@testable import UIKit
import UIKitTesting

/// Custom layouts, snapping, decoration views, layout changes and
/// self-sizing cells.
@MainActor
@Suite("UICollectionViewLayout: subclassing")
struct UICollectionViewLayoutTests {
    let host = UITestHost(device: gridStageDevice)

    /// A single column of 100-pt rows with a stripe decoration behind each
    /// even row; flings snap to whole rows.
    final class RowsLayout: UICollectionViewLayout {
        static let stripe = "stripe"
        var prepared = 0
        var rows: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

        override func prepare() { prepared += 1 }
        override var collectionViewContentSize: CGSize { CGSize(width: 300, height: CGFloat(rows) * 100) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let first = max(0, Int(rect.minY / 100)), last = min(rows - 1, Int(rect.maxY / 100))
            guard first <= last else { return [] }
            return (first...last).flatMap { row -> [UICollectionViewLayoutAttributes] in
                var result = [layoutAttributesForItem(at: IndexPath(item: row, section: 0))!]
                if row % 2 == 0 {
                    result.append(layoutAttributesForDecorationView(ofKind: Self.stripe, at: IndexPath(item: row, section: 0))!)
                }
                return result
            }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: 300, height: 100)
            return attributes
        }
        override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
            attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: 300, height: 100)
            attributes.zIndex = -1
            return attributes
        }
        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                          withScrollingVelocity velocity: CGPoint) -> CGPoint {
            CGPoint(x: 0, y: (proposedContentOffset.y / 100).rounded() * 100)
        }
    }

    final class Stripe: UICollectionReusableView {}

    func makeRows(_ source: NumbersSource) -> (UICollectionView, RowsLayout) {
        host.activate()
        let layout = RowsLayout()
        layout.register(Stripe.self, forDecorationViewOfKind: RowsLayout.stripe)
        let collectionView = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.identifier)
        collectionView.dataSource = source
        collectionView.delegate = source
        host.window.addSubview(collectionView)
        host.window.makeKeyAndVisible()
        host.runFrame()
        return (collectionView, layout)
    }

    @Test("a custom layout places cells and decoration views; decorations sit below the cells")
    func customLayout() {
        let source = NumbersSource(count: 50)
        let (collectionView, layout) = makeRows(source)
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
        let stripes = collectionView.subviews.compactMap { $0 as? Stripe }.filter { !$0.isHidden }
        #expect(stripes.map(\.frame.minY) .sorted() == [0, 200])
        #expect(stripes.allSatisfy { $0.layer.zPosition == -1 })
        #expect(layout.prepared == 1)
        collectionView.contentOffset = CGPoint(x: 0, y: 250)
        host.runFrame()
        #expect(layout.prepared == 1)
    }

    @Test("a fling rests where the layout's target content offset says")
    func flingSnaps() {
        let source = NumbersSource(count: 50)
        let (collectionView, _) = makeRows(source)
        host.swipe(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 250), duration: 0.1)
        #expect(host.runUntilIdle())
        let resting = collectionView.contentOffset.y
        #expect(resting > 100)
        #expect(resting.truncatingRemainder(dividingBy: 100) == 0)
    }

    @Test("a new layout takes over, animated from the old frames")
    func changeLayout() {
        let source = NumbersSource(count: 12)
        let collectionView = host.makeCollectionView(source: source)
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        let column = UICollectionViewFlowLayout()
        column.itemSize = CGSize(width: 300, height: 50)
        column.minimumLineSpacing = 0
        var finished: Bool?
        collectionView.setCollectionViewLayout(column, animated: true) { finished = $0 }
        #expect(cell?.frame == CGRect(x: 0, y: 50, width: 300, height: 50))
        host.advance(by: 0.15)
        let midway = cell?.layer.presentation()?.frame.minX ?? 0
        #expect(midway > 0 && midway < 100)
        host.advance(by: 0.3)
        #expect(finished == true)
        #expect(collectionView.indexPathsForVisibleItems.count == 8)
        #expect(collectionView.collectionViewLayout === column)
    }

    @Test("cells with estimated sizes take the size their constraints need")
    func selfSizing() {
        final class TextCell: UICollectionViewCell {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.numberOfLines = 0
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                    label.widthAnchor.constraint(equalToConstant: 280),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Texts: NumbersSource {
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
                (cell as? TextCell)?.label.text = String(repeating: "word ", count: 1 + indexPath.item * 20)
                return cell
            }
        }
        let source = Texts(count: 3)
        let collectionView = host.makeCollectionView(source: source, configure: {
            $0.estimatedItemSize = CGSize(width: 280, height: 40)
        }, registering: { $0.register(TextCell.self, forCellWithReuseIdentifier: "text") })
        let heights = (0..<3).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.height }
        #expect(heights.count == 3)
        #expect(heights[0] < heights[1] && heights[1] < heights[2])
        let label = (collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? TextCell)?.label
        let wrapped = label?.sizeThatFits(CGSize(width: 280, height: CGFloat.greatestFiniteMagnitude)).height ?? 0
        #expect(heights[2] == wrapped + 16)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == heights[0])
    }
}
