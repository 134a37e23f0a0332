import Testing
@testable import UIKit
import UIKitTesting

extension ConfigurationTests {
    /// The looks of the list content styles and how they change with state.
    @MainActor
    @Suite("UIListContentConfiguration")
    struct UIListContentConfigurationTests {
        @Test("a cell is 17-pt body text in the label color, 11 pt from the top and bottom, sides from the cell")
        func cellLook() {
            let cell = UIListContentConfiguration.cell()
            #expect(cell.textProperties.font == UIFont.preferredFont(forTextStyle: .body))
            #expect(cell.textProperties.font.pointSize == CGFloat(17))
            #expect(cell.textProperties.color == .label)
            #expect(cell.textProperties.numberOfLines == 0)
            #expect(cell.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 0, bottom: 11, trailing: 0))
            #expect(cell.axesPreservingSuperviewLayoutMargins == .horizontal)
            #expect(cell.prefersSideBySideTextAndSecondaryText == false)
            #expect(cell.imageToTextPadding == TableCellMetrics.imageToText)
        }

        @Test("a value cell puts body text in the secondary label color beside the text")
        func valueCellLook() {
            let value = UIListContentConfiguration.valueCell()
            #expect(value.secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .body))
            #expect(value.secondaryTextProperties.color == .secondaryLabel)
            #expect(value.prefersSideBySideTextAndSecondaryText)
            #expect(value.textToSecondaryTextHorizontalPadding == CGFloat(8))
        }

        @Test("a subtitle cell puts 15-pt subheadline text below the text")
        func subtitleCellLook() {
            let subtitle = UIListContentConfiguration.subtitleCell()
            #expect(subtitle.secondaryTextProperties.font.pointSize == CGFloat(15))
            #expect(subtitle.secondaryTextProperties.color == .secondaryLabel)
            #expect(subtitle.prefersSideBySideTextAndSecondaryText == false)
            #expect(subtitle.textToSecondaryTextVerticalPadding == CGFloat(3))
        }

        @Test("headers and footers take the table view's standard looks")
        func headerFooterLooks() {
            let grouped = UIListContentConfiguration.groupedHeader()
            #expect(grouped.textProperties.font == TableHeaderFooterRole.groupedHeader.font)
            #expect(grouped.textProperties.font.pointSize == CGFloat(13))
            #expect(grouped.textProperties.color == .secondaryLabel)
            #expect(grouped.textProperties.transform == .uppercase)
            let plain = UIListContentConfiguration.plainHeader()
            #expect(plain.textProperties.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
            #expect(plain.textProperties.color == .label)
            #expect(plain.textProperties.transform == .none)
            #expect(UIListContentConfiguration.groupedFooter().textProperties.transform == .none)
            #expect(UIListContentConfiguration.plainFooter().textProperties.color == .secondaryLabel)
        }

        @Test("the text transform changes the case of plain text only")
        func transforms() {
            var properties = UIListContentConfiguration.cell().textProperties
            properties.transform = .uppercase
            #expect(properties.transformed("Mixed case") == "MIXED CASE")
            properties.transform = .lowercase
            #expect(properties.transformed("Mixed Case") == "mixed case")
            properties.transform = .capitalized
            #expect(properties.transformed("two words") == "Two Words")
            var header = UIListContentConfiguration.groupedHeader()
            header.text = "Recent"
            #expect(header.shownText == .plain("RECENT"))
            header.attributedText = NSAttributedString(string: "Kept")
            #expect(header.shownText == .attributed(NSAttributedString(string: "Kept")))
        }

        @Test("the resolved color goes through the color transformer")
        func colorTransformer() {
            var properties = UIListContentConfiguration.cell().textProperties
            properties.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            #expect(properties.resolvedColor() == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            properties.colorTransformer = .grayscale
            // Rec. 601 luminance of pure red.
            #expect(properties.resolvedColor() == UIColor(white: 0.299, alpha: 1))
            properties.colorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
            var alpha: CGFloat = 0
            _ = properties.resolvedColor().getRed(nil, green: nil, blue: nil, alpha: &alpha)
            #expect(alpha == CGFloat(0.5))
        }

        @Test("the image tint resolves against the inherited tint when not set")
        func imageTint() {
            var image = UIListContentConfiguration.cell().imageProperties
            #expect(image.resolvedTintColor(for: .systemRed) == .systemRed)
            image.tintColor = .systemGreen
            #expect(image.resolvedTintColor(for: .systemRed) == .systemGreen)
            image.tintColorTransformer = .grayscale
            #expect(image.resolvedTintColor(for: .systemRed) == UIConfigurationColorTransformer.grayscale(.systemGreen))
        }

        @Test("copies are equal; a transformer equals only its copies")
        func equality() {
            var a = UIListContentConfiguration.cell()
            a.text = "Title"
            var b = a
            #expect(a == b)
            b.textProperties.colorTransformer = UIConfigurationColorTransformer { $0 }
            #expect(a != b)
            a.textProperties.colorTransformer = b.textProperties.colorTransformer
            #expect(a == b)
            a.textProperties.colorTransformer = UIConfigurationColorTransformer { $0 }
            #expect(a != b)
            #expect(UIListContentConfiguration.cell() != UIListContentConfiguration.valueCell())
        }

        @Test("a row looks the same in every state")
        func cellIgnoresState() {
            var content = UIListContentConfiguration.cell()
            content.text = "Row"
            var state = UICellConfigurationState()
            state.isSelected = true
            state.isHighlighted = true
            #expect(content.updated(for: state) == content)
        }

        @Test("a sidebar row turns white while selected, unless the app chose its colors")
        func sidebarSelection() {
            var content = UIListContentConfiguration.sidebarCell()
            var state = UICellConfigurationState()
            state.isSelected = true
            let selected = content.updated(for: state)
            #expect(selected.textProperties.color == .white)
            #expect(selected.imageProperties.tintColor == .white)
            state.isSelected = false
            let deselected = selected.updated(for: state)
            #expect(deselected.textProperties.color == .label)
            #expect(deselected.imageProperties.tintColor == nil)
            content.textProperties.color = .systemPurple
            state.isSelected = true
            #expect(content.updated(for: state).textProperties.color == .systemPurple)
            #expect(content.updated(for: state).imageProperties.tintColor == .white)
        }

        @Test("restyling keeps the text and what the app changed, and takes the new look for the rest")
        func restyle() {
            var content = UIListContentConfiguration.plainHeader()
            content.text = "Section"
            content.secondaryTextProperties.color = .systemOrange
            let grouped = content.restyled(as: .groupedHeader)
            #expect(grouped.text == "Section")
            #expect(grouped.textProperties == UIListContentConfiguration.groupedHeader().textProperties)
            #expect(grouped.secondaryTextProperties.color == .systemOrange)
            #expect(grouped.directionalLayoutMargins == UIListContentConfiguration.groupedHeader().directionalLayoutMargins)
        }

        @Test("the configuration makes a list content view showing it")
        func makesContentView() {
            var content = UIListContentConfiguration.valueCell()
            content.text = "Wi-Fi"
            let view = content.makeContentView()
            #expect(view is UIListContentView)
            #expect(view.configuration as? UIListContentConfiguration == content)
        }

        @Test("custom states travel in the state by key")
        func customStates() {
            var state = UICellConfigurationState()
            let archived = UIConfigurationStateCustomKey("archived")
            #expect(state[archived] == nil)
            state[archived] = true
            #expect(state[archived] == AnyHashable(true))
            #expect(state != UICellConfigurationState())
            #expect(UIConfigurationStateCustomKey(rawValue: "archived") == archived)
        }
    }
}
