import Testing
@testable import UIKit
import UIKitTesting

extension ConfigurationTests {
    /// Background configurations: the list looks per state, and how a cell
    /// shows them.
    @MainActor
    @Suite("UIBackgroundConfiguration")
    struct UIBackgroundConfigurationTests {
        let host = UITestHost(device: tableStageDevice)

        func state(selected: Bool = false, highlighted: Bool = false) -> UICellConfigurationState {
            var state = UICellConfigurationState()
            state.isSelected = selected
            state.isHighlighted = highlighted
            return state
        }

        @Test("list rows are white, and gray 4 (the table's selected background) while selected or highlighted")
        func listCellStates() {
            let plain = UIBackgroundConfiguration.listPlainCell()
            #expect(plain.backgroundColor == .systemBackground)
            #expect(plain.updated(for: state(selected: true)).backgroundColor == .systemGray4)
            #expect(plain.updated(for: state(highlighted: true)).backgroundColor == .systemGray4)
            #expect(plain.updated(for: state(selected: true)).updated(for: state()).backgroundColor == .systemBackground)
            let grouped = UIBackgroundConfiguration.listGroupedCell()
            #expect(grouped.backgroundColor == .secondarySystemGroupedBackground)
            #expect(grouped.updated(for: state(selected: true)).backgroundColor == .systemGray4)
        }

        @Test("headers and footers: gray in plain lists, clear in grouped ones, in every state")
        func headerFooterLooks() {
            #expect(UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor == .secondarySystemBackground)
            #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().backgroundColor == .clear)
            #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().updated(for: state(selected: true)).backgroundColor
                    == .clear)
            #expect(UIBackgroundConfiguration.clear().updated(for: state(highlighted: true)).backgroundColor == .clear)
        }

        @Test("a sidebar row fills with the tint color on 10-pt corners while selected")
        func sidebar() {
            let sidebar = UIBackgroundConfiguration.listSidebarCell()
            #expect(sidebar.backgroundColor == .clear)
            #expect(sidebar.cornerRadius == CGFloat(10))
            let selected = sidebar.updated(for: state(selected: true))
            #expect(selected.backgroundColor == nil)
            #expect(selected.resolvedBackgroundColor(for: .systemOrange) == .systemOrange)
        }

        @Test("a color the app set stays in every state")
        func customizedColor() {
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = .systemYellow
            #expect(background.updated(for: state(selected: true)).backgroundColor == .systemYellow)
        }

        @Test("colors resolve through the tint when nil and through the transformers")
        func resolvedColors() {
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = nil
            #expect(background.resolvedBackgroundColor(for: .systemRed) == .systemRed)
            background.backgroundColorTransformer = UIConfigurationColorTransformer { _ in .systemBlue }
            #expect(background.resolvedBackgroundColor(for: .systemRed) == .systemBlue)
            #expect(background.resolvedStrokeColor(for: .systemGreen) == .systemGreen)
            background.strokeColor = .black
            #expect(background.resolvedStrokeColor(for: .systemGreen) == .black)
            background.strokeColorTransformer = .grayscale
            #expect(background.resolvedStrokeColor(for: .systemGreen) == UIColor(white: 0, alpha: 1))
        }

        @Test("a cell shows the background inset, rounded and stroked, with the custom view inside")
        func shownOnCell() throws {
            host.activate()
            let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            let custom = UIView()
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = .systemMint
            background.cornerRadius = 12
            background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 20)
            background.strokeWidth = 2
            background.strokeColor = .systemBrown
            background.customView = custom
            cell.backgroundConfiguration = background
            cell.layoutIfNeeded()
            let view = try #require(cell.subviews.first as? ConfigurationBackgroundView)
            #expect(view.frame == cell.bounds)
            let fill = custom.superview
            #expect(fill?.frame == CGRect(x: 10, y: 4, width: 170, height: 50))
            #expect(fill?.backgroundColor == .systemMint)
            #expect(fill?.layer.cornerRadius == CGFloat(12))
            #expect(fill?.layer.borderWidth == CGFloat(2))
            // A layer holds the stroke color resolved for the current traits.
            #expect(fill?.layer.borderColor == UIColor.systemBrown.cgColor)
            #expect(custom.frame == CGRect(x: 0, y: 0, width: 170, height: 50))
        }

        @Test("the host's margins add to the insets on the edges that ask for them")
        func marginsAddToInsets() {
            host.activate()
            let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            cell.contentView.layoutMargins = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 14)
            var background = UIBackgroundConfiguration.listSidebarCell()
            background.backgroundColor = .systemGray5
            background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
            background.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
            cell.backgroundConfiguration = background
            cell.layoutIfNeeded()
            let view = cell.subviews.first as? ConfigurationBackgroundView
            #expect(view?.fillFrame == CGRect(x: 14, y: 0, width: 200 - 14 - 16, height: 60))
        }

        @Test("equal configurations compare equal; a different custom view does not")
        func equality() {
            #expect(UIBackgroundConfiguration.listPlainCell() == UIBackgroundConfiguration.listPlainCell())
            #expect(UIBackgroundConfiguration.listPlainCell() != UIBackgroundConfiguration.listGroupedCell())
            var a = UIBackgroundConfiguration.clear()
            a.customView = UIView()
            var b = a
            #expect(a == b)
            b.customView = UIView()
            #expect(a != b)
        }
    }
}
