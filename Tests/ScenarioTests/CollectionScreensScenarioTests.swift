import Foundation
import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The collection view screens: a photo grid with multiple selection, a
/// million-item grid, and a grid reordered by long press whose order
/// survives the screen being made again.
@MainActor
@Suite struct CollectionScreensScenarioTests {
    let host = UITestHost(device: .iPhone15ProAt1x)

    func show(_ screen: any ShowcaseScreen.Type) {
        // The screen's views are sized from the running app's screen: this host's.
        host.activate()
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: screen)
        host.runFrame()
    }

    func collectionView(_ identifier: String) throws -> UICollectionView {
        try #require(host.view(withAccessibilityIdentifier: identifier) as? UICollectionView)
    }

    func label(_ identifier: String) -> String? {
        (host.view(withAccessibilityIdentifier: identifier) as? UILabel)?.text
    }

    /// The center of an item's cell in window coordinates.
    func center(of item: Int, in grid: UICollectionView) throws -> CGPoint {
        let cell = try #require(grid.cellForItem(at: IndexPath(item: item, section: 0)))
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
    }

    @Test func tappingPhotosSelectsSeveralAndTappingAgainDeselects() throws {
        show(PhotoGridScreen.self)
        let grid = try collectionView(PhotoGridScreen.Identifier.grid)
        #expect(label(PhotoGridScreen.Identifier.count) == "Tap photos to select them")
        host.tap(at: try center(of: 0, in: grid))
        host.tap(at: try center(of: 4, in: grid))
        host.runFrame()
        #expect(label(PhotoGridScreen.Identifier.count) == "2 selected")
        assertSnapshot(of: host, named: "photo-grid-two-selected")
        host.tap(at: try center(of: 0, in: grid))
        #expect(label(PhotoGridScreen.Identifier.count) == "1 selected")
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    @Test func aSelectedPhotoScrolledAwayAndBackIsStillChecked() throws {
        show(PhotoGridScreen.self)
        let grid = try collectionView(PhotoGridScreen.Identifier.grid)
        host.tap(at: try center(of: 1, in: grid))
        host.swipe(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), duration: 0.1)
        host.runUntilIdle()
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0)) == nil)
        host.swipe(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 800), duration: 0.1)
        host.runUntilIdle()
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(grid.visibleCells.filter(\.isSelected).count == 1)
    }

    @Test func aMillionItemsScrollWithAScreenfulOfCells() throws {
        show(MillionGridScreen.self)
        let grid = try collectionView(MillionGridScreen.Identifier.grid)
        #expect(grid.numberOfItems(inSection: 0) == 1_000_000)
        for _ in 0..<5 {
            host.swipe(from: CGPoint(x: 200, y: 800), to: CGPoint(x: 200, y: 150), duration: 0.08)
            host.runUntilIdle()
        }
        let cells = grid.subviews.filter { $0 is UICollectionViewCell }
        #expect(cells.count < 40)
        let first = try #require(grid.indexPathsForVisibleItems.first)
        #expect(first.item > 300)
        host.tap(at: try center(of: first.item + 3, in: grid))
        #expect(label(MillionGridScreen.Identifier.status) == MillionGridScreen.statusText(tapped: first.item + 3))
        grid.scrollToItem(at: IndexPath(item: 999_999, section: 0), at: .bottom, animated: false)
        host.runFrame()
        #expect(grid.indexPathsForVisibleItems.last == IndexPath(item: 999_999, section: 0))
        assertSnapshot(of: host, named: "million-grid-at-its-end")
    }

    @Test func aLongPressDragReordersAndTheOrderIsThereAfterARelaunch() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("kumiki-reorder-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        setenv("KUMIKI_REORDER_DEFAULTS", directory.path, 1)
        // The first launch, in a process of its own: a long press and drag
        // moves Mail after Notes, and the app quits.
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let path = ProcessInfo.processInfo.environment["KUMIKI_REORDER_DEFAULTS"] ?? ""
                let host = UITestHost(device: .iPhone15ProAt1x, defaultsDirectory: URL(fileURLWithPath: path))
                host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: ReorderGridScreen.self)
                host.runFrame()
                guard let grid = host.view(withAccessibilityIdentifier: ReorderGridScreen.Identifier.grid)
                    as? UICollectionView,
                    let mail = grid.cellForItem(at: IndexPath(item: 0, section: 0)),
                    let notes = grid.cellForItem(at: IndexPath(item: 2, section: 0)) else { exit(1) }
                host.longPressAndDrag(from: mail.convert(CGPoint(x: 40, y: 40), to: nil),
                                      to: notes.convert(CGPoint(x: 40, y: 40), to: nil),
                                      pressDuration: 0.6, dragDuration: 0.6)
                host.runUntilIdle()
                exit(ReorderGridScreen.savedOrder().prefix(3) == ["Maps", "Notes", "Mail"] ? 0 : 2)
            }
        }
        // The next launch finds the order on disk.
        let relaunched = UITestHost(device: .iPhone15ProAt1x, defaultsDirectory: directory)
        relaunched.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: ReorderGridScreen.self)
        relaunched.runFrame()
        let grid = try #require(relaunched.view(withAccessibilityIdentifier: ReorderGridScreen.Identifier.grid)
            as? UICollectionView)
        #expect(grid.visibleCells.prefix(3).map(\.accessibilityLabel) == ["Maps", "Notes", "Mail"])
        #expect(ReorderGridScreen.savedOrder() == ["Maps", "Notes", "Mail"] + ReorderGridScreen.tileNames.dropFirst(3))
    }

    @Test func whileDraggingTheTileFloatsUnderTheFinger() throws {
        // The first order, whatever another test saved.
        host.activate()
        UserDefaults.standard.removeObject(forKey: ReorderGridScreen.orderKey)
        show(ReorderGridScreen.self)
        let grid = try collectionView(ReorderGridScreen.Identifier.grid)
        let start = try center(of: 0, in: grid)
        let name = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.accessibilityLabel)
        let finger = host.touchDown(at: start)
        host.advance(by: 0.6)
        finger.move(to: CGPoint(x: start.x + 150, y: start.y + 60), duration: 0.4)
        host.advance(by: 0.3)
        let lifted = try #require(grid.visibleCells.first { $0.accessibilityLabel == name })
        #expect(lifted.convert(CGPoint(x: lifted.bounds.midX, y: lifted.bounds.midY), to: nil)
                == CGPoint(x: start.x + 150, y: start.y + 60))
        assertSnapshot(of: host, named: "reorder-grid-dragging")
        finger.up()
        host.runUntilIdle()
    }

    @Test func theCarouselPagesSidewaysWhileTheGridStaysPut() throws {
        show(CompositionalScreen.self)
        let collection = try collectionView(CompositionalScreen.Identifier.collection)
        #expect(collection.contentOffset == .zero)
        let first = try center(of: 0, in: collection)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.accessibilityLabel == "Card 1")
        // The header (36 pt) and the section's top inset (8 pt) above the
        // card, below the navigation bar (59 + 44): 103 + 36 + 8 + 100 = the
        // card's middle; 85 % of the 361 pt
        // between the section's insets wide, from the 16 pt leading inset.
        #expect(abs(first.x - (16 + 361 * 0.85 / 2)) < 0.001)
        #expect(first.y == 247)
        host.swipe(from: CGPoint(x: 340, y: first.y), to: CGPoint(x: 140, y: first.y), duration: 0.1)
        host.runUntilIdle()
        #expect(collection.contentOffset.y == -collection.adjustedContentInset.top)
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        // The page's offset (306.85 pt) goes on the 1× screen's pixel grid: 307.
        let secondX = second.convert(CGPoint.zero, to: nil).x
        #expect(abs(secondX - (16 - 0.15)) < 1e-6)
        // The grid below did not move.
        let firstTile = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 1)))
        // Below the carousel (bottom inset 16), the grid's header (36) and
        // top inset (4), and the tile's own inset (3).
        #expect(abs(firstTile.convert(CGPoint.zero, to: nil).y - CGFloat(103 + 36 + 8 + 200 + 16 + 36 + 4 + 3)) < 0.001)
    }

    @Test func shufflingAppliesAReorderedSnapshotWithAnimation() throws {
        show(CompositionalScreen.self)
        let collection = try collectionView(CompositionalScreen.Identifier.collection)
        let tile = IndexPath(item: 0, section: 1)
        #expect(collection.cellForItem(at: tile)?.accessibilityLabel == "100")
        let shuffle = try #require(host.view(withAccessibilityIdentifier: CompositionalScreen.Identifier.shuffle))
        host.tap(shuffle)
        host.advance(by: 0.1)
        #expect(collection.cellForItem(at: tile)?.layer.animationKeys()?.isEmpty == false)
        host.runUntilIdle()
        #expect(collection.cellForItem(at: tile)?.accessibilityLabel == "107")
    }
}
