import Testing
import TestSupport
import UIKit
import UIKitTesting

/// Misusing a snapshot stops the app with UIKit's own exception and reason,
/// as on iOS; each case runs in a child process.
@Suite("Diffable snapshots: misuse")
struct DiffableMisuseTests {
    /// The console line UIKit's exception leaves, for a reason.
    private static func uncaught(_ reason: String) -> String {
        "uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
    }

    @Test("an item twice in one append stops with the duplicates listed as a set")
    func duplicateItems() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b", "a", "c", "b"])
        }
        #expect(standardError(of: result).contains(Self.uncaught(
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a,\n    b\n)}")))
    }

    @Test("a section twice in one append stops with the section wording")
    func duplicateSections() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["main", "main"])
        }
        #expect(standardError(of: result).contains(Self.uncaught(
            "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    main\n)}")))
    }

    @Test("items appended with no section stop, asking for a section first")
    func noSections() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendItems([1])
        }
        #expect(standardError(of: result).contains(Self.uncaught(
            "There are currently no sections in the data source. Please add a section first.")))
    }

    @Test("items appended to a section that is not there stop")
    func unknownSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1], toSection: 7)
        }
        #expect(standardError(of: result).contains(Self.uncaught("Invalid parameter not satisfying: section != NSNotFound")))
    }

    @Test("items inserted before an item that is not there stop")
    func unknownInsertionDestination() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.insertItems([1], beforeItem: 99)
        }
        #expect(standardError(of: result).contains(Self.uncaught("Invalid parameter not satisfying: section != NSNotFound")))
    }

    @Test("inserting items next to one of themselves stops, describing the update")
    func destinationAmongInsertedItems() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["b"])
            snapshot.insertItems(["a", "b"], afterItem: "b")
        }
        #expect(standardError(of: result).contains(
            "reason: 'Invalid update: destination for insertion operation [b] is in the insertion identifier list for "
                + "update: <_UIDiffableDataSourceUpdate - action: INS; destinationIdentifier:b; destIsSection: 0; "
                + "identifiers: [a,b]>.'"))
    }

    @Test("moving an item that is not there, or next to an item that is not there, stops")
    func unknownMove() async {
        let from = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            snapshot.moveItem(5, beforeItem: 1)
        }
        #expect(standardError(of: from).contains(Self.uncaught("Invalid parameter not satisfying: fromIndex != NSNotFound")))
        let to = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            snapshot.moveItem(1, afterItem: 5)
        }
        #expect(standardError(of: to).contains(Self.uncaught("Invalid parameter not satisfying: toIndex != NSNotFound")))
    }

    @Test("moving an item next to itself stops")
    func moveOntoItself() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            snapshot.moveItem(1, beforeItem: 1)
        }
        #expect(standardError(of: result).contains(
            "reason: 'Invalid update: destination for item move is the same as the source [1] for update: "
                + "<_UIDiffableDataSourceUpdate - action: MOV; destinationIdentifier:1; destIsSection: 0; identifiers: [1]>.'"))
    }

    @Test("reloading or reconfiguring an item that is not there stops, naming it")
    func reloadMissingItem() async {
        let reload = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a"])
            snapshot.reloadItems(["a", "ghost"])
        }
        #expect(standardError(of: reload).contains(Self.uncaught(
            "Attempted to reload item identifier that does not exist in the snapshot: ghost")))
        let reconfigure = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.reconfigureItems(["ghost"])
        }
        #expect(standardError(of: reconfigure).contains(Self.uncaught(
            "Attempted to reconfigure item identifier that does not exist in the snapshot: ghost")))
    }

    @Test("appending a section that is already there stops (singular and plural wording)")
    func existingSections() async {
        let one = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendSections(["A"])
        }
        #expect(standardError(of: one).contains(Self.uncaught(
            "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in "
                + "the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: A")))
        let two = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A", "B", "C"])
            snapshot.insertSections(["A", "X", "B"], afterSection: "C")
        }
        #expect(standardError(of: two).contains(Self.uncaught(
            "Diffable data source detected an attempt to insert or append 2 section identifiers that already exist in "
                + "the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: "
                + "(\n    A,\n    B\n)")))
    }

    @Test("sections inserted next to a section that is not there stop")
    func unknownSectionDestination() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.insertSections([1], beforeSection: 0)
        }
        #expect(standardError(of: result).contains(Self.uncaught("Invalid parameter not satisfying: insertIndex != NSNotFound")))
    }

    @Test("moving a section that is not there, or onto itself, stops")
    func badSectionMoves() async {
        let unknown = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.moveSection(3, afterSection: 0)
        }
        #expect(standardError(of: unknown).contains(Self.uncaught("Invalid parameter not satisfying: fromSection != NSNotFound")))
        let itself = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.moveSection(0, afterSection: 0)
        }
        #expect(standardError(of: itself).contains(
            "reason: 'Invalid update: destination for section move is the same as the source [0] for update: "))
    }

    @Test("reloading a section that is not there stops, naming it")
    func reloadMissingSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.reloadSections([10])
        }
        #expect(standardError(of: result).contains(Self.uncaught(
            "Attempted to reload section identifier that does not exist in the snapshot: 10")))
    }

    @Test("counting the items of a section that is not there stops")
    func countingUnknownSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            _ = snapshot.numberOfItems(inSection: 4)
        }
        #expect(standardError(of: result).contains(Self.uncaught(
            "Section identifier was not found. You can verify the section exists by calling the "
                + "indexOfSectionIdentifier API (which has O(1) performance)")))
    }

    @Test("appending an item that is already there moves it, with UIKit's console warning, and goes on")
    func existingItemWarns() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A", "B"])
            snapshot.appendItems(["a1", "a2"], toSection: "A")
            snapshot.appendItems(["a1"], toSection: "B")
            guard snapshot.itemIdentifiers(inSection: "B") == ["a1"], snapshot.indexOfItem("a2") == 0 else {
                fatalError("not moved")
            }
        }
        #expect(standardError(of: result).contains(
            "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the "
                + "snapshot. The existing item identifier will be moved into place instead, but this operation will be "
                + "more expensive."))
        #expect(standardError(of: result).contains("Item identifier that already exists: a1"))
    }

    // MARK: Section snapshots

    @Test("a section snapshot refuses an item it already holds")
    func sectionSnapshotDuplicate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            snapshot.append(["a", "b"])
            snapshot.append(["c", "a"], to: "b")
        }
        #expect(standardError(of: result).contains(Self.uncaught(
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    a\n)}")))
    }

    @Test("a section snapshot stops for a parent or destination that is not there")
    func sectionSnapshotMissingDestination() async {
        let parent = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            snapshot.append(["x"], to: "ghost")
        }
        #expect(standardError(of: parent).contains(Self.uncaught(
            "Parent item identifier does not exist in section snapshot: ghost")))
        let before = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            snapshot.insert(["x"], before: "ghost")
        }
        #expect(standardError(of: before).contains(Self.uncaught(
            "Item identifier to insert before does not exist in section snapshot: ghost")))
    }

    @Test("a section snapshot stops when deleting or asking about an item that is not there")
    func sectionSnapshotMissingItem() async {
        let delete = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            snapshot.append(["a"])
            snapshot.delete(["a", "zz"])
        }
        #expect(standardError(of: delete).contains(Self.uncaught("Failed to find index of item zz")))
        let level = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            _ = snapshot.level(of: "zz")
        }
        #expect(standardError(of: level).contains(Self.uncaught("Item identifier does not exist in section snapshot: zz")))
        let parent = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            _ = snapshot.parent(of: "zz")
        }
        #expect(standardError(of: parent).contains(Self.uncaught(
            "Child item identifier does not exist in section snapshot: zz")))
    }

    // MARK: Data sources

    @Test("a snapshot with an item twice stops before it reaches the data source")
    func duplicateItemsForDataSource() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let grid = DiffableGrid<String, String>(host: UITestHost(device: gridStageDevice))
                var snapshot = grid.dataSource.snapshot()
                snapshot.appendSections(["main"])
                snapshot.appendItems(["x", "y", "x"])
                grid.dataSource.apply(snapshot)
            }
        }
        #expect(standardError(of: result).contains(Self.uncaught(
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x\n)}")))
    }

    @Test("a cell provider that returns nil stops with UIKit's message")
    func nilCell() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost(device: gridStageDevice)
                host.activate()
                let collectionView = UICollectionView(frame: host.window.bounds,
                                                      collectionViewLayout: UICollectionViewFlowLayout())
                let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { _, _, _ in
                    nil
                }
                host.window.addSubview(collectionView)
                host.window.makeKeyAndVisible()
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["a"])
                dataSource.apply(snapshot)
                host.runFrame()
            }
        }
        #expect(standardError(of: result).contains(
            "reason: 'UICollectionViewDiffableDataSource cell provider returned nil for index path {length = 2, "
                + "path = 0 - 0} with item identifier 'a', which is not allowed. You must always return a cell to the "
                + "collection view: "))
    }

    @Test("a layout asking for a header with no supplementary view provider stops with UIKit's message")
    func missingSupplementaryProvider() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost(device: gridStageDevice)
                let grid = DiffableGrid<Int, String>(host: host)
                grid.layout.headerReferenceSize = CGSize(width: 300, height: 20)
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["a"])
                grid.dataSource.apply(snapshot)
                host.runFrame()
            }
        }
        #expect(standardError(of: result).contains("requested a supplementary view, but a supplementaryViewProvider was "
            + "not specified on the diffable data source. Please configure the diffable data source accordingly and add "
            + "the supplementary provider'"))
    }
}
