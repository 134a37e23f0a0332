import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// Placeholder misuse stops the app with an inconsistency, as the table
/// view's does.
@Suite("UICollectionView: drag and drop misuse")
struct UICollectionViewDragAndDropMisuseTests {
    /// A placeholder at `indexPath` in a collection of three items, through
    /// the coordinator's own path (`drop(_:to:)` inserts it, the context
    /// commits).
    @MainActor
    static func placeholderContext(at indexPath: IndexPath)
        -> (UITestHost, UICollectionView, NumbersSource, CollectionDropPlaceholderContext) {
        let host = UITestHost(device: gridStageDevice)
        let source = NumbersSource(count: 3)
        let collectionView = host.makeCollectionView(source: source)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Loading")
        let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: indexPath, reuseIdentifier: "Loading")
        let item = UIDragItem(itemProvider: NSItemProvider(object: "New" as NSString))
        let context = CollectionDropPlaceholderContext(collectionView: collectionView, placeholder: placeholder,
                                                       dragItem: item)
        collectionView.insertPlaceholder(placeholder)
        return (host, collectionView, source, context)
    }

    @Test("committing a placeholder whose update does not insert exactly one item")
    func commitWithoutInsertion() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (host, collectionView, source, context) =
                    UICollectionViewDragAndDropMisuseTests.placeholderContext(at: IndexPath(item: 1, section: 0))
                withExtendedLifetime((host, collectionView, source)) { _ = context.commitInsertion { _ in } }
            }
        }
        #expect(standardError(of: result).contains(
            "uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: committing the "
            + "placeholder at <NSIndexPath> {length = 2, path = 0 - 1} must insert exactly one item there; the data "
            + "source reports [3] items per section, [4] expected'"))
    }

    @Test("a placeholder past the end of its section")
    func placeholderOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UICollectionViewDragAndDropMisuseTests.placeholderContext(at: IndexPath(item: 5, section: 0))
            }
        }
        #expect(standardError(of: result).contains(
            "uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid placeholder insertion index "
            + "path <NSIndexPath> {length = 2, path = 0 - 5} (or a placeholder is already in place): a placeholder "
            + "goes at an item index from 0 to the section's count'"))
    }
}
