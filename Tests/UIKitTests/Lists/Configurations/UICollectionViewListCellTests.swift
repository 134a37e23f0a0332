import Testing
@testable import UIKit
import UIKitTesting

extension ConfigurationTests {
    /// List cells: the look of their place, self-sizing, accessories.
    @MainActor
    @Suite("UICollectionViewListCell")
    struct UICollectionViewListCellTests {
        let host = UITestHost(device: tableStageDevice)

        func list(_ appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped,
                  sections: [[String]] = [["One", "Two", "Three"]],
                  configure: ((UICollectionViewListCell, IndexPath) -> Void)? = nil,
                  adjust: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) -> (UICollectionView, ListTitlesSource) {
            let source = ListTitlesSource(sections: sections)
            source.configure = configure
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            adjust(&configuration)
            return (host.makeListView(configuration, source: source), source)
        }

        @Test("a row's default content and background take the list's look")
        func rowDefaults() {
            let (grouped, _) = list(.insetGrouped)
            let cell = listCell(grouped, 0)!
            #expect(cell.defaultContentConfiguration().style == .cell)
            #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
            let (plain, _) = list(.plain)
            #expect(listCell(plain, 0)?.backgroundConfiguration?.backgroundColor == .systemBackground)
            let (sidebar, _) = list(.sidebar)
            #expect((listCell(sidebar, 0)?.contentConfiguration as? UIListContentConfiguration)?.style == .sidebarCell)
            #expect(listCell(sidebar, 0)?.backgroundConfiguration?.cornerRadius == CGFloat(10))
        }

        @Test("a cell outside a list looks like a plain row")
        func outsideList() {
            host.activate()
            let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            #expect(cell.defaultContentConfiguration().style == .cell)
            #expect(cell.backgroundConfiguration == .listPlainCell())
            #expect(cell.defaultBackgroundConfiguration() == .listPlainCell())
        }

        @Test("selection turns the row's default background gray; the app's background stays its own")
        func selection() {
            let (view, _) = list(.insetGrouped, configure: { cell, indexPath in
                guard indexPath.item == 1 else { return }
                var background = UIBackgroundConfiguration.listGroupedCell()
                background.backgroundColor = .systemYellow
                cell.backgroundConfiguration = background
            })
            view.allowsMultipleSelection = true
            view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
            host.runFrame()
            #expect(listCell(view, 0)?.backgroundConfiguration?.backgroundColor == .systemGray4)
            #expect(listCell(view, 1)?.backgroundConfiguration?.backgroundColor == .systemYellow)
            view.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
            host.runFrame()
            #expect(listCell(view, 0)?.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
        }

        @Test("rows measure themselves: 44 pt for a line, taller for wrapped text")
        func selfSizing() {
            let long = "A long title that wraps onto a second line and then a third one in a narrow list row"
            let (view, _) = list(.plain, sections: [["Short", long, "After"]])
            #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == CGFloat(44))
            let tall = listCell(view, 1)!
            let text = listContentView(in: tall)!.textLabel.frame.height
            #expect(tall.frame.height == 11 + text + 11)
            #expect(listCell(view, 2)?.frame.minY == tall.frame.maxY)
        }

        @Test("a disclosure indicator stands at the trailing margin; the text stops 8 pt before it")
        func disclosure() {
            let (view, _) = list(.plain, configure: { cell, _ in cell.accessories = [.disclosureIndicator()] })
            let cell = listCell(view, 0)!
            let chevron = cell.subviews.compactMap { $0 as? ListAccessoryView }.first!
            #expect(chevron.frame.maxX == CGFloat(320 - 16))
            #expect(chevron.frame.width == TableCellMetrics.chevronSize.width)
            #expect(chevron.content.tintColor == .tertiaryLabel)
            #expect(cell.contentView.frame.maxX == chevron.frame.minX)
            #expect(cell.contentView.layoutMargins.right == TableCellMetrics.contentToAccessory)
            let text = listContentView(in: cell)!.textLabel
            #expect(frame(of: text, in: cell).maxX == chevron.frame.minX - 8)
        }

        @Test("a hidden checkmark keeps its room, so the text does not move when it comes")
        func hiddenCheckmark() {
            let (view, _) = list(.plain, configure: { cell, indexPath in
                cell.accessories = [.checkmark(options: .init(isHidden: indexPath.item != 0))]
            })
            let checked = listCell(view, 0)!, unchecked = listCell(view, 1)!
            #expect(checked.contentView.frame == unchecked.contentView.frame)
            let mark = unchecked.subviews.compactMap { $0 as? ListAccessoryView }.first
            #expect(mark?.isHidden == true)
            #expect(checked.subviews.compactMap { $0 as? ListAccessoryView }.first?.isHidden == false)
        }

        @Test("editing accessories come and go with the collection view's editing")
        func editingAccessories() {
            var deleted: [Int] = []
            let (view, _) = list(.insetGrouped, configure: { cell, indexPath in
                cell.accessories = [.delete(actionHandler: { deleted.append(indexPath.item) }), .disclosureIndicator(displayed: .whenNotEditing)]
            })
            let cell = listCell(view, 1)!
            let accessories = cell.subviews.compactMap { $0 as? ListAccessoryView }
            #expect(accessories[0].isHidden)
            #expect(!accessories[1].isHidden)
            view.isEditing = true
            host.runFrame()
            #expect(!accessories[0].isHidden)
            #expect(accessories[1].isHidden)
            // The delete control at the margin, the text a margin after it (as the table's editing rows).
            #expect(accessories[0].frame.minX == CGFloat(16))
            #expect(cell.contentView.frame.minX == CGFloat(16 + 22))
            #expect(frame(of: listContentView(in: cell)!.textLabel, in: cell).minX == CGFloat(16 + 22 + 16))
            host.tap(accessories[0].content)
            #expect(deleted == [1])
        }

        @Test("the multiselect circle fills while the cell is selected")
        func multiselect() {
            let (view, _) = list(.plain, configure: { cell, _ in cell.accessories = [.multiselect()] })
            view.allowsSelectionDuringEditing = true
            view.allowsMultipleSelectionDuringEditing = true
            view.isEditing = true
            host.runFrame()
            let circle = listCell(view, 0)!.subviews.compactMap { $0 as? ListAccessoryView }.first!
            #expect(!circle.isHidden)
            #expect(circle.content.tintColor == .systemGray3)
            view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            host.runFrame()
            #expect(circle.content.tintColor == listCell(view, 0)?.tintColor)
        }

        @Test("dragging the reorder handle moves the item, reordering the cell meanwhile")
        func reorder() {
            var states: [Bool] = []
            let (view, source) = list(.plain, sections: [["A", "B", "C", "D"]], configure: { cell, _ in
                cell.accessories = [.reorder()]
                cell.configurationUpdateHandler = { _, state in states.append(state.isReordering) }
            })
            view.isEditing = true
            host.runFrame()
            let handle = listCell(view, 0)!.subviews.compactMap { $0 as? ListAccessoryView }.first!
            #expect(handle.frame.maxX == CGFloat(320))
            #expect(handle.frame.width == TableCellMetrics.reorderControlWidth)
            let start = handle.convert(CGPoint(x: handle.bounds.midX, y: handle.bounds.midY), to: nil)
            let touch = host.touchDown(at: start)
            host.runFrame()
            touch.move(to: CGPoint(x: start.x, y: start.y + 50))
            touch.move(to: CGPoint(x: start.x, y: start.y + 100))
            host.runFrame()
            #expect(states.contains(true))
            touch.up()
            host.runUntilIdle()
            #expect(source.calls == ["move 0-0 → 0-2"])
            #expect(source.sections == [["B", "C", "A", "D"]])
            #expect(states.last == false)
        }

        @Test("a label accessory shows its text in the secondary label color")
        func labelAccessory() {
            let (view, _) = list(.plain, configure: { cell, _ in cell.accessories = [.label(text: "12")] })
            let accessory = listCell(view, 0)!.subviews.compactMap { $0 as? ListAccessoryView }.first!
            let label = accessory.content as? UILabel
            #expect(label?.text == "12")
            #expect(label?.textColor == .secondaryLabel)
            #expect(label?.font.pointSize == CGFloat(17))
            #expect(accessory.frame.maxX == CGFloat(320 - 16))
        }

        @Test("a custom view stands where its placement says among the accessories")
        func customViewPlacement() {
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let (view, _) = list(.plain, sections: [["Only"]], configure: { cell, _ in
                let first = UICellAccessory.disclosureIndicator()
                cell.accessories = [
                    .label(text: "3"), first,
                    .customView(configuration: .init(customView: badge, placement: .trailing(at: { _ in 0 }),
                                                     maintainsFixedSize: true)),
                ]
            })
            let cell = listCell(view, 0)!
            let views = cell.subviews.compactMap { $0 as? ListAccessoryView }.sorted { $0.frame.minX < $1.frame.minX }
            #expect(views.first?.content === badge)
            #expect(badge.frame.size == CGSize(width: 20, height: 20))
            #expect(views.last?.content is UIImageView)
            #expect(cell.contentView.frame.maxX == views.first?.frame.minX)
        }

        @Test("indentation moves the content and the leading accessories")
        func indentation() {
            let (view, _) = list(.plain, configure: { cell, indexPath in
                cell.indentationLevel = indexPath.item
                cell.accessories = [.delete(displayed: .always)]
                cell.indentsAccessories = indexPath.item != 2
            })
            let cells = (0..<3).map { listCell(view, $0)! }
            let deletes = cells.map { $0.subviews.compactMap { $0 as? ListAccessoryView }.first!.frame.minX }
            #expect(deletes == [16, 26, 16])
            let texts = cells.map { frame(of: listContentView(in: $0)!.textLabel, in: $0).minX }
            #expect(texts == [54, 64, 74])
        }
    }
}

extension ConfigurationTests.UICollectionViewListCellTests {
    @Test("the separator layout guide follows the text until the app constrains it to its own content")
    func separatorLayoutGuide() {
        let (view, _) = list(.plain, configure: { cell, indexPath in
            guard indexPath.item == 1 else { return }
            cell.contentConfiguration = nil
            let label = UILabel()
            label.text = "Own label"
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 40),
                label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            ])
        })
        let plain = listCell(view, 0)!, own = listCell(view, 1)!
        _ = plain.separatorLayoutGuide
        host.runFrame()
        #expect(plain.separatorLayoutGuide.layoutFrame.minX == CGFloat(16))
        #expect(plain.listDecorations.bottomSeparator?.frame.minX == CGFloat(16))
        #expect(own.separatorLayoutGuide.identifier == "UICollectionViewListCellSeparatorLayoutGuide")
        #expect(own.listDecorations.bottomSeparator?.frame.minX == CGFloat(40))
    }
}
