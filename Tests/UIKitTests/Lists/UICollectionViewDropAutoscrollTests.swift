import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A drag hovering near a collection view's edge scrolls it (at
/// `EdgeAutoscroll`'s speed: 800 pt/s × depth / 60 pt), and the drop
/// delegate hears the index paths the content brings under the finger.
@Suite("UICollectionView: autoscroll while a drag hovers")
@MainActor
struct UICollectionViewDropAutoscrollTests {
    /// A 320 × 600 pt grid at (20, 100) on an iPhone 15 Pro, 60 items of
    /// 100 × 100 pt, three to a row, 10 pt apart: 20 rows, 2190 pt of
    /// content, so it scrolls from 0 to 1590.
    @MainActor
    struct Scene {
        let host = UITestHost()
        let collectionView: UICollectionView
        let model = NumbersSource(count: 60)
        let delegate: NumbersDragDrop
        static let maximumOffset: CGFloat = 20 * 100 + 19 * 10 - 600

        init() {
            host.activate()
            delegate = NumbersDragDrop("grid", model: model)
            let root = UIViewController()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumLineSpacing = 10
            layout.minimumInteritemSpacing = 10
            collectionView = UICollectionView(frame: CGRect(x: 20, y: 100, width: 320, height: 600),
                                              collectionViewLayout: layout)
            collectionView.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.identifier)
            collectionView.dataSource = model
            collectionView.dragDelegate = delegate
            collectionView.dropDelegate = delegate
            collectionView.dragInteractionEnabled = true
            root.view.addSubview(collectionView)
            host.rootViewController = root
            host.runUntilIdle()
        }

        /// Lifts the item at `start` (window coordinates; item 0 until
        /// scrolled) and brings it to the middle of the grid, away from both
        /// edge zones (window y 160…640).
        func liftToMiddle(from start: CGPoint = CGPoint(x: 70, y: 150)) -> UITestTouch {
            let finger = host.touchDown(at: start)
            host.advance(by: 0.6)
            finger.move(to: CGPoint(x: 180, y: 500), duration: 0.3)
            host.advance(by: 0.2)
            return finger
        }
    }

    @Test("a drag resting 30 pt into the bottom zone scrolls 400 pt/s (800 × 30 / 60), and the destination follows")
    func scrollsNearTheBottom() throws {
        let scene = Scene()
        let collectionView = scene.collectionView
        #expect(collectionView.adjustedContentInset == .zero)
        let finger = scene.liftToMiddle()
        #expect(collectionView.contentOffset.y == 0)
        // Content point (160, 400): row 3, column 1.
        #expect(scene.delegate.lastDestination == IndexPath(item: 10, section: 0))
        // 30 pt above the grid's bottom edge (window y 700).
        finger.move(to: CGPoint(x: 180, y: 670))
        #expect(collectionView.contentOffset.y == 0)
        scene.host.advance(by: 1)
        #expect(abs(collectionView.contentOffset.y - 400) < 1e-6)
        // The finger is now over content y 570 + 400 = 970: row 8, column 1.
        #expect(scene.delegate.lastDestination == IndexPath(item: 25, section: 0))
        #expect(collectionView.dropGap?.destination == IndexPath(item: 25, section: 0))
        finger.up()
        scene.host.runUntilIdle()
        #expect(collectionView.contentOffset.y == 400)
        #expect(scene.model.sections[0][25] == 0)
        #expect(scene.model.sections[0].prefix(3) == [1, 2, 3])
    }

    @Test("scrolling stops at the end of the content; the link stops with it")
    func stopsAtTheEnd() throws {
        let scene = Scene()
        let collectionView = scene.collectionView
        let finger = scene.liftToMiddle()
        // Past the bottom edge (inside the grid): full speed, 800 pt/s.
        finger.move(to: CGPoint(x: 180, y: 699))
        scene.host.advance(by: 1)
        #expect(abs(collectionView.contentOffset.y - 800 * 59.0 / 60) < 1e-6)
        scene.host.advance(by: 2)
        #expect(collectionView.contentOffset.y == Scene.maximumOffset)
        let target = try #require(collectionView.dropTarget)
        #expect(!target.autoscroll.isScrolling)
        // The last row: items 57–59; the finger over column 1 of it.
        #expect(scene.delegate.lastDestination == IndexPath(item: 58, section: 0))
        finger.up()
        scene.host.runUntilIdle()
        #expect(collectionView.contentOffset.y == Scene.maximumOffset)
    }

    @Test("near the top edge the content scrolls back; leaving the zone stops it")
    func scrollsBackAndStops() throws {
        let scene = Scene()
        let collectionView = scene.collectionView
        collectionView.contentOffset = CGPoint(x: 0, y: 500)
        scene.host.runUntilIdle()
        let finger = scene.liftToMiddle(from: CGPoint(x: 70, y: 400))
        #expect(collectionView.contentOffset.y == 500)
        // 15 pt below the top edge, 45 pt into its zone (window 100…160):
        // −800 × 45 / 60 = −600 pt/s.
        finger.move(to: CGPoint(x: 180, y: 115))
        scene.host.advance(by: 0.5)
        #expect(abs(collectionView.contentOffset.y - 200) < 1e-6)
        finger.move(to: CGPoint(x: 180, y: 400))
        let resting = collectionView.contentOffset.y
        scene.host.advance(by: 0.5)
        #expect(collectionView.contentOffset.y == resting)
        #expect(!(collectionView.dropTarget?.autoscroll.isScrolling ?? true))
        finger.up()
        scene.host.runUntilIdle()
    }

    @Test("a horizontal grid scrolls along x only: 30 pt into the trailing zone, 400 pt/s")
    func horizontal() {
        let host = UITestHost()
        host.activate()
        // 30 items of 100 × 100 pt, three to a column, ten columns: 1090 pt wide.
        let model = NumbersSource(count: 30)
        let delegate = NumbersDragDrop("row", model: model)
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        let collectionView = UICollectionView(frame: CGRect(x: 20, y: 100, width: 320, height: 320),
                                              collectionViewLayout: layout)
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.identifier)
        collectionView.dataSource = model
        collectionView.dragDelegate = delegate
        collectionView.dropDelegate = delegate
        collectionView.dragInteractionEnabled = true
        let root = UIViewController()
        root.view.addSubview(collectionView)
        host.rootViewController = root
        host.runUntilIdle()
        let finger = host.touchDown(at: CGPoint(x: 70, y: 150))
        host.advance(by: 0.6)
        finger.move(to: CGPoint(x: 180, y: 200), duration: 0.3)
        // The grid's trailing edge is at window x 340: 30 pt into its zone.
        finger.move(to: CGPoint(x: 310, y: 200))
        host.advance(by: 1)
        #expect(abs(collectionView.contentOffset.x - 400) < 1e-6)
        #expect(collectionView.contentOffset.y == 0)
        finger.up()
        host.runUntilIdle()
    }

    @Test("a drag that leaves the collection view stops its scrolling")
    func leavingStops() throws {
        let scene = Scene()
        let collectionView = scene.collectionView
        let finger = scene.liftToMiddle()
        finger.move(to: CGPoint(x: 180, y: 690))
        scene.host.advance(by: 0.25)
        #expect(collectionView.dropTarget?.autoscroll.isScrolling == true)
        finger.move(to: CGPoint(x: 180, y: 780))
        let left = collectionView.contentOffset.y
        #expect(!collectionView.hasActiveDrop)
        #expect(collectionView.dropTarget?.autoscroll.isScrolling == false)
        scene.host.advance(by: 0.5)
        #expect(collectionView.contentOffset.y == left)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.model.sections[0] == Array(0..<60))
    }
}

/// The gap's cadence: the proposal follows the finger at once, the gap
/// after the finger rests for `gapDelay` (0.15 s `.fast`, 0.5 s `.slow`).
extension UICollectionViewDropAutoscrollTests {
    typealias Grids = UICollectionViewDragAndDropTests.Scene

    /// Item 1's cell in `grids.top`: at x 110 while the gap is in item 0's
    /// own place, at x 0 once the gap moved past it.
    private func itemOneX(_ grids: Grids) -> CGFloat? {
        grids.top.visibleCells.first { ($0 as? NumberCell)?.label.text == "1" }?.frame.minX
    }

    @Test(".immediate (the default) moves the gap in the frame the destination changes")
    func immediateCadence() {
        let grids = Grids()
        let finger = grids.lift(0, in: grids.top)
        #expect(grids.top.dropGap?.destination == IndexPath(item: 0, section: 0))
        finger.move(to: grids.center(of: 2, in: grids.top))
        #expect(grids.topDelegate.lastDestination == IndexPath(item: 2, section: 0))
        #expect(grids.top.dropGap?.destination == IndexPath(item: 2, section: 0))
        #expect(itemOneX(grids) == 0)
        finger.up()
        grids.host.runUntilIdle()
        #expect(grids.topModel.sections == [[1, 2, 0, 3, 4, 5]])
    }

    @Test(".slow: the delegate hears the new destination at once; the gap moves after the finger rests 0.5 s")
    func slowCadence() {
        let grids = Grids()
        grids.top.reorderingCadence = .slow
        let finger = grids.lift(0, in: grids.top)
        // The gap opens in the lifted item's own place without waiting.
        #expect(grids.top.dropGap?.destination == IndexPath(item: 0, section: 0))
        finger.move(to: grids.center(of: 2, in: grids.top))
        #expect(grids.topDelegate.lastDestination == IndexPath(item: 2, section: 0))
        #expect(grids.top.dropGap?.destination == IndexPath(item: 0, section: 0))
        grids.host.advance(by: 0.45)
        #expect(grids.top.dropGap?.destination == IndexPath(item: 0, section: 0))
        #expect(itemOneX(grids) == 110)
        grids.host.advance(by: 0.1)
        #expect(grids.top.dropGap?.destination == IndexPath(item: 2, section: 0))
        #expect(itemOneX(grids) == 0)
        finger.up()
        grids.host.runUntilIdle()
        #expect(grids.topModel.sections == [[1, 2, 0, 3, 4, 5]])
    }

    @Test(".fast waits 0.15 s; a finger that moves on before then never moves the gap there")
    func fastCadence() {
        let grids = Grids()
        grids.top.reorderingCadence = .fast
        let finger = grids.lift(0, in: grids.top)
        finger.move(to: grids.center(of: 2, in: grids.top))
        grids.host.advance(by: 0.1)
        #expect(grids.top.dropGap?.destination == IndexPath(item: 0, section: 0))
        // On to item 4 before the wait is over: the wait starts again there.
        finger.move(to: grids.center(of: 4, in: grids.top))
        #expect(grids.topDelegate.lastDestination == IndexPath(item: 4, section: 0))
        grids.host.advance(by: 0.1)
        #expect(grids.top.dropGap?.destination == IndexPath(item: 0, section: 0))
        grids.host.advance(by: 0.1)
        #expect(grids.top.dropGap?.destination == IndexPath(item: 4, section: 0))
        finger.up()
        grids.host.runUntilIdle()
        #expect(grids.topModel.sections == [[1, 2, 3, 4, 0, 5]])
    }

    @Test("hasUncommittedUpdates: true while a hovering drag holds a gap open, false once the drop lands")
    func uncommittedWhileHovering() {
        let grids = Grids()
        #expect(!grids.top.hasUncommittedUpdates)
        let finger = grids.lift(0, in: grids.top)
        finger.move(to: grids.center(of: 2, in: grids.top))
        #expect(grids.top.hasUncommittedUpdates)
        finger.up()
        grids.host.runUntilIdle()
        #expect(!grids.top.hasUncommittedUpdates)
    }

    @Test("hasUncommittedUpdates: true while a drop placeholder is in place, false once it is committed")
    func uncommittedWithPlaceholder() throws {
        let grids = Grids()
        let drop = PlaceholderDrop(model: grids.bottomModel)
        grids.bottom.dropDelegate = drop
        let finger = grids.lift(5, in: grids.top)
        finger.move(to: grids.center(of: 1, in: grids.bottom), duration: 0.4)
        finger.up()
        grids.host.runUntilIdle()
        #expect(grids.bottom.hasUncommittedUpdates)
        #expect(!grids.top.hasUncommittedUpdates)
        let context = try #require(drop.context)
        #expect(context.commitInsertion { indexPath in grids.bottomModel.sections[0].insert(5, at: indexPath.item) })
        #expect(!grids.bottom.hasUncommittedUpdates)
    }
}
