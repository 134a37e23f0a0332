import Testing
@testable import UIKit
import UIKitTesting

/// A collection view cell that records the states its updates see.
final class StateRecordingCollectionCell: UICollectionViewCell {
    var states: [UICellConfigurationState] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        states.append(state)
        var content = UIListContentConfiguration.cell()
        content.text = state.isSelected ? "Selected" : "Item"
        contentConfiguration = content
    }
}

/// Cells of one class per item, configured by `configure`.
@MainActor
final class ConfiguredCellsSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var configure: ((UICollectionViewCell, IndexPath) -> Void)?
    static let identifier = "configured"

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.identifier, for: indexPath)
        configure?(cell, indexPath)
        return cell
    }
}

extension ConfigurationTests {
    /// Configurations on collection view cells, in any layout.
    @MainActor
    @Suite("UICollectionViewCell: configurations")
    struct UICollectionViewCellConfigurationTests {
        let host = UITestHost(device: gridStageDevice)

        func collectionView(_ source: ConfiguredCellsSource, cellClass: UICollectionViewCell.Type,
                            layout: UICollectionViewLayout? = nil) -> UICollectionView {
            host.activate()
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 300, height: 60)
            flow.minimumLineSpacing = 0
            let collectionView = SourceKeepingCollectionView(frame: host.window.bounds,
                                                             collectionViewLayout: layout ?? flow)
            collectionView.keptSource = source
            collectionView.register(cellClass, forCellWithReuseIdentifier: ConfiguredCellsSource.identifier)
            collectionView.dataSource = source
            collectionView.delegate = source
            host.window.addSubview(collectionView)
            host.window.makeKeyAndVisible()
            host.runFrame()
            return collectionView
        }

        @Test("a subclass configures itself in updateConfiguration(using:), before it is first shown")
        func updateBeforeDisplay() {
            let view = collectionView(ConfiguredCellsSource(counts: [3]), cellClass: StateRecordingCollectionCell.self)
            let cell = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? StateRecordingCollectionCell
            #expect(cell?.states.count == 1)
            #expect(listContentView(in: cell!)?.textLabel.text == "Item")
            #expect(listContentView(in: cell!)?.frame == cell?.contentView.bounds)
        }

        @Test("selection, highlight and the collection view's editing reach the state")
        func stateChanges() {
            let view = collectionView(ConfiguredCellsSource(counts: [3]), cellClass: StateRecordingCollectionCell.self)
            let cell = view.cellForItem(at: IndexPath(item: 1, section: 0)) as? StateRecordingCollectionCell
            view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
            host.runFrame()
            #expect(cell?.states.last?.isSelected == true)
            #expect(listContentView(in: cell!)?.textLabel.text == "Selected")
            let touch = host.touchDown(at: CGPoint(x: 150, y: 150))
            // The scroll view delays content touches a moment.
            host.advance(by: 0.2)
            let third = view.cellForItem(at: IndexPath(item: 2, section: 0)) as? StateRecordingCollectionCell
            #expect(third?.states.last?.isHighlighted == true)
            touch.cancel()
            host.runFrame()
            #expect(third?.states.last?.isHighlighted == false)
            view.isEditing = true
            host.runFrame()
            #expect(cell?.states.last?.isEditing == true)
            #expect(third?.states.last?.isEditing == true)
        }

        @Test("the handler runs after updateConfiguration(using:) and may replace the content")
        func handler() {
            let source = ConfiguredCellsSource(counts: [1])
            var order: [String] = []
            source.configure = { cell, _ in
                cell.configurationUpdateHandler = { cell, state in
                    order.append("handler")
                    cell.contentConfiguration = OtherConfiguration(color: state.isSelected ? .systemRed : .systemTeal)
                }
            }
            let view = collectionView(source, cellClass: StateRecordingCollectionCell.self)
            let cell = view.cellForItem(at: IndexPath(item: 0, section: 0))
            #expect(cell?.contentView.subviews.first is OtherContentView)
            view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            host.runFrame()
            #expect(cell?.contentView.subviews.first?.backgroundColor == .systemRed)
            #expect(order.count == 2)
        }

        @Test("the content configuration updates itself for the state")
        func automaticContentUpdate() {
            let source = ConfiguredCellsSource(counts: [1])
            source.configure = { cell, _ in cell.contentConfiguration = OtherConfiguration() }
            let view = collectionView(source, cellClass: UICollectionViewCell.self)
            let cell = view.cellForItem(at: IndexPath(item: 0, section: 0))
            view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            host.runFrame()
            #expect((cell?.contentConfiguration as? OtherConfiguration)?.color == .systemIndigo)
            cell?.automaticallyUpdatesContentConfiguration = false
            view.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
            host.runFrame()
            #expect((cell?.contentConfiguration as? OtherConfiguration)?.color == .systemIndigo)
        }

        @Test("a background configuration replaces the background views and shows selection")
        func background() {
            let source = ConfiguredCellsSource(counts: [1])
            source.configure = { cell, _ in
                cell.selectedBackgroundView = UIView()
                cell.backgroundConfiguration = .listGroupedCell()
            }
            let view = collectionView(source, cellClass: UICollectionViewCell.self)
            let cell = view.cellForItem(at: IndexPath(item: 0, section: 0))
            #expect(cell?.selectedBackgroundView == nil)
            #expect(cell?.subviews.first is ConfigurationBackgroundView)
            view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            host.runFrame()
            #expect(cell?.backgroundConfiguration?.backgroundColor == .systemGray4)
        }

        @Test("a cell that stops taking touches is disabled in its state")
        func disabled() {
            let view = collectionView(ConfiguredCellsSource(counts: [1]), cellClass: StateRecordingCollectionCell.self)
            let cell = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? StateRecordingCollectionCell
            cell?.isUserInteractionEnabled = false
            host.runFrame()
            #expect(cell?.states.last?.isDisabled == true)
        }

        @Test("a plain cell in a list section gets the separators, margins and corners of its place")
        func plainCellInList() {
            let source = ConfiguredCellsSource(counts: [2])
            source.configure = { cell, indexPath in
                var content = UIListContentConfiguration.cell()
                content.text = "Row \(indexPath.item)"
                cell.contentConfiguration = content
            }
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
            let view = collectionView(source, cellClass: UICollectionViewCell.self, layout: layout)
            let first = view.cellForItem(at: IndexPath(item: 0, section: 0))!
            let last = view.cellForItem(at: IndexPath(item: 1, section: 0))!
            #expect(first.layer.cornerRadius == CGFloat(10))
            #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            #expect(first.listDecorations.bottomSeparator?.frame.minX == CGFloat(16))
            #expect(last.listDecorations.bottomSeparator == nil)
            #expect(first.contentView.layoutMargins.left == CGFloat(16))
            #expect(first.backgroundConfiguration == nil)
        }
    }
}
