import Testing
@testable import UIKit
import UIKitTesting

extension ConfigurationTests {
    /// List layouts: the table view's styles made of compositional sections.
    @MainActor
    @Suite("UICollectionLayoutListConfiguration and list sections")
    struct UICollectionLayoutListConfigurationTests {
        let host = UITestHost(device: tableStageDevice)

        func list(_ appearance: UICollectionLayoutListConfiguration.Appearance,
                  sections: [[String]] = [["One", "Two", "Three"], ["Four", "Five"]],
                  headers: [String] = [], footers: [String] = [],
                  adjust: (inout UICollectionLayoutListConfiguration) -> Void = { _ in },
                  prepare: (UICollectionView) -> Void = { _ in }) -> UICollectionView {
            let source = ListTitlesSource(sections: sections)
            source.headers = headers
            source.footers = footers
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            adjust(&configuration)
            return host.makeListView(configuration, source: source, prepare: prepare)
        }

        func frameOf(_ view: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
            view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }

        @Test("the configuration's defaults: separators except in sidebars, no headers or footers")
        func defaults() {
            let plain = UICollectionLayoutListConfiguration(appearance: .plain)
            #expect(plain.appearance == .plain)
            #expect(plain.showsSeparators)
            #expect(plain.headerMode == .none)
            #expect(plain.footerMode == .none)
            #expect(plain.backgroundColor == nil)
            #expect(!UICollectionLayoutListConfiguration(appearance: .sidebar).showsSeparators)
            #expect(!UICollectionLayoutListConfiguration(appearance: .sidebarPlain).showsSeparators)
        }

        @Test("a plain list stacks full-width 44-pt rows with a separator under each, from the text")
        func plain() {
            let view = list(.plain)
            #expect(frameOf(view, 0) == CGRect(x: 0, y: 0, width: 320, height: 44))
            #expect(frameOf(view, 2) == CGRect(x: 0, y: 88, width: 320, height: 44))
            #expect(frameOf(view, 0, section: 1) == CGRect(x: 0, y: 132, width: 320, height: 44))
            let last = listCell(view, 2)!
            #expect(last.listDecorations.bottomSeparator?.frame == CGRect(x: 16, y: 43, width: 304, height: 1))
            #expect(last.listDecorations.bottomSeparator?.backgroundColor == .separator)
            #expect(last.layer.cornerRadius == CGFloat(0))
            #expect(view.backgroundColor == .systemBackground)
        }

        @Test("a grouped list leaves 35 pt above the first section and between sections, closed by hairlines")
        func grouped() {
            let view = list(.grouped)
            #expect(frameOf(view, 0) == CGRect(x: 0, y: 35, width: 320, height: 44))
            // 3 rows, 17.5 pt under the section and above the next.
            #expect(frameOf(view, 0, section: 1)?.minY == CGFloat(35 + 3 * 44 + 35))
            let first = listCell(view, 0)!, last = listCell(view, 2)!
            #expect(first.listDecorations.topEdgeSeparator?.frame == CGRect(x: 0, y: 0, width: 320, height: 1))
            #expect(first.listDecorations.bottomSeparator?.frame.minX == CGFloat(16))
            #expect(last.listDecorations.bottomSeparator == nil)
            #expect(last.listDecorations.bottomEdgeSeparator?.frame == CGRect(x: 0, y: 43, width: 320, height: 1))
            #expect(view.backgroundColor == .systemGroupedBackground)
            #expect(first.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
        }

        @Test("an inset-grouped list insets its sections by the margin and rounds their ends by 10 pt")
        func insetGrouped() {
            let view = list(.insetGrouped, sections: [["One", "Two", "Three"], ["Alone"]])
            #expect(frameOf(view, 0) == CGRect(x: 16, y: 35, width: 288, height: 44))
            let first = listCell(view, 0)!, middle = listCell(view, 1)!, last = listCell(view, 2)!
            #expect(first.layer.cornerRadius == CGFloat(10))
            #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            #expect(first.layer.masksToBounds)
            #expect(middle.layer.cornerRadius == CGFloat(0))
            #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
            #expect(last.listDecorations.bottomSeparator == nil)
            #expect(middle.listDecorations.bottomSeparator?.frame.minX == CGFloat(16))
            let alone = listCell(view, 0, section: 1)!
            #expect(alone.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                                  .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        }

        @Test("on a wide screen the inset and the text margin are 20 pt")
        func wideMargins() {
            let wide = UITestHost(device: .iPadPro11)
            let source = ListTitlesSource(sections: [["One"]])
            let view = wide.makeListView(.init(appearance: .insetGrouped), source: source)
            #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == CGFloat(20))
            let cell = listCell(view, 0)!
            #expect(frame(of: listContentView(in: cell)!.textLabel, in: cell).minX == CGFloat(20))
        }

        @Test("a sidebar keeps its rows 10 pt from the sides, without separators")
        func sidebar() {
            let view = list(.sidebar)
            #expect(frameOf(view, 0)?.minX == CGFloat(10))
            #expect(frameOf(view, 0)?.width == CGFloat(300))
            #expect(listCell(view, 0)?.listDecorations.bottomSeparator == nil)
            let cell = listCell(view, 0)!
            #expect(frame(of: listContentView(in: cell)!.textLabel, in: cell).minX == CGFloat(10))
        }

        @Test("without separators no row draws one")
        func noSeparators() {
            let view = list(.plain, adjust: { $0.showsSeparators = false })
            #expect((0..<3).allSatisfy { listCell(view, $0)?.listDecorations.bottomSeparator == nil })
        }

        @Test("grouped headers are 38 pt of capitals in the grouped header look")
        func groupedHeaders() {
            let view = list(.insetGrouped, headers: ["First", "Second"], adjust: { $0.headerMode = .supplementary })
            let kind = UICollectionView.elementKindSectionHeader
            let header = view.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))
            #expect(header?.frame == CGRect(x: 16, y: 0, width: 288, height: 38))
            #expect(frameOf(view, 0)?.minY == CGFloat(38))
            let headerView = view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
                as? UICollectionViewListCell
            let content = headerView?.contentConfiguration as? UIListContentConfiguration
            #expect(content?.style == .groupedHeader)
            #expect(listContentView(in: headerView!)?.textLabel.text == "FIRST")
            #expect(headerView?.backgroundConfiguration?.backgroundColor == .clear)
            #expect(headerView?.listDecorations.bottomSeparator == nil)
            #expect(headerView?.layer.cornerRadius == CGFloat(0))
            // The second header follows the first section's 17.5-pt gap.
            let second = view.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 1))
            #expect(second?.frame.minY == CGFloat(38 + 3 * 44 + 17.5))
        }

        @Test("plain headers are 28 pt, gray, and stay pinned while their section scrolls")
        func plainPinnedHeaders() {
            let many = (0..<20).map { "Row \($0)" }
            let view = list(.plain, sections: [many, many], headers: ["A", "B"], adjust: { $0.headerMode = .supplementary })
            let kind = UICollectionView.elementKindSectionHeader
            let header = view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
                as? UICollectionViewListCell
            #expect(header?.frame.height == CGFloat(28))
            #expect(header?.backgroundConfiguration?.backgroundColor == .secondarySystemBackground)
            #expect((header?.contentConfiguration as? UIListContentConfiguration)?.style == .plainHeader)
            view.contentOffset = CGPoint(x: 0, y: 200)
            host.runFrame()
            #expect(view.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))?
                .frame.minY == CGFloat(200))
        }

        @Test("the first item can be the section's header: no background, no separator, the header look")
        func firstItemHeader() {
            let view = list(.insetGrouped, sections: [["Header", "One", "Two"]], adjust: { $0.headerMode = .firstItemInSection })
            let header = listCell(view, 0)!, first = listCell(view, 1)!
            #expect((header.contentConfiguration as? UIListContentConfiguration)?.style == .groupedHeader)
            #expect(header.backgroundConfiguration?.backgroundColor == .clear)
            #expect(header.listDecorations.bottomSeparator == nil)
            #expect(header.frame.height == TableHeaderFooterRole.groupedTitleHeaderHeight)
            #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        }

        @Test("footers hang below their sections in the grouped footer look")
        func footers() {
            let view = list(.grouped, footers: ["About the first section."], adjust: { $0.footerMode = .supplementary })
            let kind = UICollectionView.elementKindSectionFooter
            let footer = view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
                as? UICollectionViewListCell
            #expect((footer?.contentConfiguration as? UIListContentConfiguration)?.style == .groupedFooter)
            #expect(footer?.frame.minY == CGFloat(35 + 3 * 44))
            let text = listContentView(in: footer!)!.textLabel.frame
            // Self-sizing rounds up to whole pixels (1× here).
            #expect(footer?.frame.height == ceil(7 + text.height + 17.5))
        }

        @Test("the list's background goes to the collection view unless the app chose one")
        func backgroundColor() {
            let custom = list(.insetGrouped, adjust: { $0.backgroundColor = .systemTeal })
            #expect(custom.backgroundColor == .systemTeal)
            let chosen = list(.insetGrouped, prepare: { $0.backgroundColor = .systemPink })
            #expect(chosen.backgroundColor == .systemPink)
        }

        @Test("list sections mix with other sections in a section provider")
        func sectionProvider() {
            host.activate()
            let layout = UICollectionViewCompositionalLayout { index, environment in
                if index == 0 {
                    return NSCollectionLayoutSection.list(using: .init(appearance: .insetGrouped), layoutEnvironment: environment)
                }
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100),
                                                                                   heightDimension: .absolute(100)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
            let source = ListTitlesSource(sections: [["List"], ["Grid", "Grid"]])
            let view = SourceKeepingCollectionView(frame: host.window.bounds, collectionViewLayout: layout)
            view.keptSource = source
            source.register(in: view)
            view.dataSource = source
            host.window.addSubview(view)
            host.window.makeKeyAndVisible()
            host.runFrame()
            // The list section alone leaves 17.5 pt above itself (35 comes with `list(using:)` layouts).
            #expect(frameOf(view, 0) == CGRect(x: 16, y: 17.5, width: 288, height: 44))
            #expect(listCell(view, 0)?.layer.cornerRadius == CGFloat(10))
            let grid = listCell(view, 0, section: 1)!
            #expect(grid.frame.size == CGSize(width: 100, height: 100))
            #expect(grid.listPlacement == nil)
            #expect(grid.listDecorations.bottomSeparator == nil)
        }

        @Test("a layout copy keeps the list section's look")
        func copiedSection() {
            host.activate()
            let environment = CompositionalLayoutEnvironment(container: CompositionalLayoutContainer(
                contentSize: CGSize(width: 320, height: 480), contentInsets: .zero))
            let section = NSCollectionLayoutSection.list(using: .init(appearance: .insetGrouped), layoutEnvironment: environment)
            let copy = section.copy() as? NSCollectionLayoutSection
            #expect(copy?.list?.configuration.appearance == .insetGrouped)
            #expect(copy?.contentInsets == NSDirectionalEdgeInsets(top: 17.5, leading: 16, bottom: 17.5, trailing: 16))
        }
    }
}
