import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// Misuse stops the app with UIKit's own messages.
@Suite("UICollectionView: misuse")
struct UICollectionViewMisuseTests {
    @Test("dequeuing an identifier nothing is registered under")
    func unregisteredIdentifier() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UITestHost(device: gridStageDevice).activate()
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0))
            }
        }
        #expect(standardError(of: result).contains(
            "uncaught exception 'NSInternalInconsistencyException', reason: 'could not dequeue a view of kind: "
            + "UICollectionElementKindCell with identifier Photo - must register a nib or a class for the identifier "
            + "or connect a prototype cell in a storyboard'"))
    }

    @Test("an insertion the data source does not account for")
    func inconsistentUpdate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost(device: gridStageDevice)
                let source = NumbersSource(count: 3)
                let collectionView = host.makeCollectionView(source: source)
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
        #expect(standardError(of: result).contains(
            "reason: 'Invalid update: invalid number of items in section 0. The number of items contained in an "
            + "existing section after the update (3) must be equal to the number of items contained in that section "
            + "before the update (3), plus or minus the number of items inserted or deleted from that section "
            + "(1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
            + "(0 moved in, 0 moved out).'"))
    }

    @Test("deleting an item that was not there")
    func deleteOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost(device: gridStageDevice)
                let source = NumbersSource(count: 3)
                let collectionView = host.makeCollectionView(source: source)
                source.sections[0].removeLast()
                collectionView.deleteItems(at: [IndexPath(item: 5, section: 0)])
            }
        }
        #expect(standardError(of: result).contains(
            "reason: 'attempt to delete item 5 from section 0 which only contains 3 items before the update'"))
    }

    @Test("scrolling to an item that does not exist")
    func scrollOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost(device: gridStageDevice)
                let source = NumbersSource(count: 3)
                let collectionView = host.makeCollectionView(source: source)
                collectionView.scrollToItem(at: IndexPath(item: 9, section: 0), at: .top, animated: false)
            }
        }
        #expect(standardError(of: result).contains(
            "reason: 'Attempted to scroll the collection view to an out-of-bounds item (9) when there are only 3 "
            + "items in section 0.'"))
    }

    @Test("a cell made without dequeuing")
    func cellNotDequeued() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Careless: NumbersSource {
                    override func collectionView(_ collectionView: UICollectionView,
                                                 cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        UICollectionViewCell(frame: .zero)
                    }
                }
                let host = UITestHost(device: gridStageDevice)
                let source = Careless(count: 3)
                _ = host.makeCollectionView(source: source)
            }
        }
        #expect(standardError(of: result).contains(
            "reason: 'the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - "
            + "cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:'"))
    }

    @Test("asking for the items of a section that does not exist")
    func sectionOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost(device: gridStageDevice)
                let source = NumbersSource(count: 3)
                let collectionView = host.makeCollectionView(source: source)
                _ = collectionView.numberOfItems(inSection: 4)
            }
        }
        #expect(standardError(of: result).contains(
            "reason: 'request for number of items in section 4 when there are only 1 sections in the collection view'"))
    }

    @Test("a supplementary view made without dequeuing")
    func supplementaryNotDequeued() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Careless: NumbersSource {
                    override func collectionView(_ collectionView: UICollectionView,
                                                 viewForSupplementaryElementOfKind kind: String,
                                                 at indexPath: IndexPath) -> UICollectionReusableView {
                        UICollectionReusableView(frame: .zero)
                    }
                }
                let host = UITestHost(device: gridStageDevice)
                _ = host.makeCollectionView(source: Careless(count: 3), configure: { layout in
                    layout.headerReferenceSize = CGSize(width: 300, height: 40)
                })
            }
        }
        #expect(standardError(of: result).contains(
            "reason: 'the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: "
            + "(UICollectionElementKindSectionHeader,<NSIndexPath> {length = 2, path = 0 - 0}) was not retrieved by "
            + "calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:'"))
    }

    @Test("a supplementary view asked of a data source without the method")
    func supplementaryWithoutMethod() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class CellsOnly: UICollectionViewDataSource {
                    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                        1
                    }
                    func collectionView(_ collectionView: UICollectionView,
                                        cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        collectionView.dequeueReusableCell(withReuseIdentifier: NumberCell.identifier, for: indexPath)
                    }
                }
                let host = UITestHost(device: gridStageDevice)
                host.activate()
                let layout = UICollectionViewFlowLayout()
                layout.headerReferenceSize = CGSize(width: 300, height: 40)
                let collectionView = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
                collectionView.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.identifier)
                let source = CellsOnly()
                collectionView.dataSource = source
                host.window.addSubview(collectionView)
                host.window.makeKeyAndVisible()
                withExtendedLifetime(source) { host.runFrame() }
            }
        }
        #expect(standardError(of: result).contains(
            "uncaught exception 'NSInternalInconsistencyException', reason: 'the collectionView's data source did "
            + "not return a valid view from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: for "
            + "element of kind 'UICollectionElementKindSectionHeader''"))
    }

    @Test("a cell identifier registered with a class that is not a cell")
    func registeredClassIsNotACell() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UITestHost(device: gridStageDevice).activate()
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                collectionView.register(UICollectionReusableView.self, forCellWithReuseIdentifier: "Plain")
                _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Plain", for: IndexPath(item: 0, section: 0))
            }
        }
        #expect(standardError(of: result).contains(
            "uncaught exception 'NSInternalInconsistencyException', reason: 'the cell returned from "
            + "-collectionView:cellForItemAtIndexPath: is not a UICollectionViewCell (UICollectionReusableView)'"))
    }

    @Test("a layout that places an item the data source does not have")
    func layoutAttributesForMissingItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class OneTooMany: UICollectionViewLayout {
                    override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 400) }
                    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                        (0..<4).map { item in
                            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 50, width: 300, height: 50)
                            return attributes
                        }
                    }
                }
                let host = UITestHost(device: gridStageDevice)
                host.activate()
                let collectionView = UICollectionView(frame: host.window.bounds, collectionViewLayout: OneTooMany())
                collectionView.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.identifier)
                let source = NumbersSource(count: 3)
                collectionView.dataSource = source
                host.window.addSubview(collectionView)
                host.window.makeKeyAndVisible()
                withExtendedLifetime(source) { host.runFrame() }
            }
        }
        #expect(standardError(of: result).contains(
            "reason: 'UICollectionView received layout attributes for a cell with an index path that does not exist: "
            + "<NSIndexPath> {length = 2, path = 0 - 3}'"))
    }

    @Test("a collection view controller that reports items but does not make cells")
    func controllerWithoutCells() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Grid: UICollectionViewController {
                    override func collectionView(_ collectionView: UICollectionView,
                                                 numberOfItemsInSection section: Int) -> Int { 2 }
                }
                let host = UITestHost(device: gridStageDevice)
                host.rootViewController = Grid(collectionViewLayout: UICollectionViewFlowLayout())
                host.runFrame()
            }
        }
        let text = standardError(of: result)
        #expect(text.contains("uncaught exception 'NSInvalidArgumentException', reason: '-["))
        #expect(text.contains(".Grid collectionView:cellForItemAtIndexPath:]: unrecognized selector sent to instance 0x"))
    }

    @Test("a collection view controller asked for a supplementary view it does not make")
    func controllerWithoutSupplementaryViews() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Grid: UICollectionViewController {
                    override func collectionView(_ collectionView: UICollectionView,
                                                 numberOfItemsInSection section: Int) -> Int { 0 }
                }
                let layout = UICollectionViewFlowLayout()
                layout.headerReferenceSize = CGSize(width: 300, height: 40)
                let host = UITestHost(device: gridStageDevice)
                host.rootViewController = Grid(collectionViewLayout: layout)
                host.runFrame()
            }
        }
        #expect(standardError(of: result).contains(
            "uncaught exception 'NSInternalInconsistencyException', reason: 'the collectionView's data source did "
            + "not return a valid view from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: for "
            + "element of kind 'UICollectionElementKindSectionHeader''"))
    }
}
