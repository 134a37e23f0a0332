import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

extension ConfigurationTests {
    /// The list content view's layout and sizing.
    @MainActor
    @Suite("UIListContentView")
    struct UIListContentViewTests {
        let host = UITestHost(device: tableStageDevice)

        /// A content view in a 320-pt container with 16-pt side margins (a
        /// cell's content view), laid out at its fitting height.
        func shown(_ configuration: UIListContentConfiguration, width: CGFloat = 320) -> UIListContentView {
            host.activate()
            let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 200))
            container.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            let view = UIListContentView(configuration: configuration)
            container.addSubview(view)
            let height = view.sizeThatFits(CGSize(width: width, height: 0)).height
            view.frame = CGRect(x: 0, y: 0, width: width, height: height)
            view.layoutIfNeeded()
            return view
        }

        func text(_ text: String, style: UIListContentConfiguration = .cell()) -> UIListContentConfiguration {
            var content = style
            content.text = text
            return content
        }

        @Test("the text starts at the superview's margin and sits 11 pt from the top and bottom")
        func cellText() {
            let view = shown(text("Airplane Mode"))
            let lineHeight = ceil(view.textLabel.sizeThatFits(CGSize(width: 288, height: 1000)).height)
            #expect(view.textLabel.frame == CGRect(x: 16, y: 11, width: 288, height: lineHeight))
            #expect(view.bounds.height == 11 + lineHeight + 11)
            #expect(view.secondaryTextLabel.isHidden)
            #expect(view.imageView.isHidden)
        }

        @Test("without preserved axes the configuration's own margins apply")
        func ownMargins() {
            var content = text("Row")
            content.axesPreservingSuperviewLayoutMargins = []
            content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 10)
            let view = shown(content)
            #expect(view.textLabel.frame.minX == CGFloat(30))
            #expect(view.textLabel.frame.minY == CGFloat(4))
            #expect(view.textLabel.frame.width == CGFloat(320 - 30 - 10))
        }

        @Test("a value cell puts its secondary text against the trailing margin on the text's line")
        func valueSideBySide() {
            var content = text("Wi-Fi", style: .valueCell())
            content.secondaryText = "Home"
            let view = shown(content)
            let secondary = view.secondaryTextLabel.frame
            #expect(secondary.maxX == CGFloat(320 - 16))
            #expect(secondary.width == ceil(view.secondaryTextLabel.intrinsicContentSize.width))
            #expect(view.textLabel.frame.minX == CGFloat(16))
            #expect(view.textLabel.frame.width == ceil(view.textLabel.intrinsicContentSize.width))
            #expect(secondary.midY == view.textLabel.frame.midY)
        }

        @Test("a value cell stacks its texts when they do not fit side by side")
        func valueStacks() {
            var content = text("A setting with a rather long name", style: .valueCell())
            content.secondaryText = "and a long value too"
            let view = shown(content, width: 240)
            let text = view.textLabel.frame, secondary = view.secondaryTextLabel.frame
            #expect(secondary.minX == CGFloat(16))
            #expect(secondary.minY == text.maxY + 3)
            #expect(view.bounds.height == 11 + text.height + 3 + secondary.height + 11)
        }

        @Test("a subtitle cell stacks its secondary text 3 pt below the text")
        func subtitle() {
            var content = text("Title", style: .subtitleCell())
            content.secondaryText = "Detail"
            let view = shown(content)
            #expect(view.secondaryTextLabel.frame.minY == view.textLabel.frame.maxY + 3)
            #expect(view.secondaryTextLabel.font.pointSize == CGFloat(15))
            #expect(view.secondaryTextLabel.textColor == .secondaryLabel)
        }

        @Test("a symbol gets the standard 28-pt room and the text follows 16 pt after it")
        func symbolRoom() {
            var content = text("Favorites")
            content.image = UIImage(systemName: "star")
            let view = shown(content)
            let image = view.imageView.frame
            #expect(view.textLabel.frame.minX == CGFloat(16 + 28 + 16))
            // Centered in the room, on whole points.
            #expect(abs(image.midX - CGFloat(16 + 14)) <= 0.5)
            #expect(abs(image.midY - view.textLabel.frame.midY) <= 0.5)
            #expect(!view.imageView.isHidden)
        }

        @Test("a large image is scaled into its maximum size, keeping its aspect ratio")
        func maximumSize() {
            var content = text("Photo")
            content.image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 40)).image { _ in }
            content.imageProperties.maximumSize = CGSize(width: 40, height: 40)
            let view = shown(content)
            #expect(view.imageView.frame.size == CGSize(width: 40, height: 20))
            #expect(view.textLabel.frame.minX == CGFloat(16 + 40 + 16))
        }

        @Test("a reserved width keeps room for the image and centers it there")
        func reservedWidth() {
            var content = text("Small")
            content.image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
            content.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 0)
            content.imageToTextPadding = 10
            let view = shown(content)
            #expect(view.imageView.frame.minX == CGFloat(16 + 15))
            #expect(view.textLabel.frame.minX == CGFloat(16 + 40 + 10))
        }

        @Test("a tall image makes the content taller")
        func tallImage() {
            var content = text("Tall")
            content.image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 60)).image { _ in }
            let view = shown(content)
            #expect(view.bounds.height == CGFloat(11 + 60 + 11))
            #expect(view.imageView.frame.minY == CGFloat(11))
        }

        @Test("image properties reach the image view")
        func imageProperties() {
            var content = text("Tinted")
            content.image = UIImage(systemName: "heart")
            content.imageProperties.tintColor = .systemPink
            content.imageProperties.cornerRadius = 4
            let view = shown(content)
            #expect(view.imageView.tintColor == .systemPink)
            #expect(view.imageView.layer.cornerRadius == CGFloat(4))
            #expect(view.imageView.clipsToBounds)
        }

        @Test("text properties reach the label")
        func textProperties() {
            var content = text("Centered")
            content.textProperties.alignment = .center
            content.textProperties.numberOfLines = 1
            content.textProperties.lineBreakMode = .byTruncatingMiddle
            content.textProperties.color = .systemBlue
            content.textProperties.font = .systemFont(ofSize: 20)
            let view = shown(content)
            #expect(view.textLabel.textAlignment == .center)
            #expect(view.textLabel.numberOfLines == 1)
            #expect(view.textLabel.lineBreakMode == .byTruncatingMiddle)
            #expect(view.textLabel.textColor == .systemBlue)
            #expect(view.textLabel.font.pointSize == CGFloat(20))
        }

        @Test("wrapping text makes the content taller at a narrower width")
        func wrapping() {
            let content = text("A long title that needs more than one line in a narrow cell")
            let wide = shown(content, width: 800).bounds.height
            let narrow = shown(content, width: 200).bounds.height
            #expect(narrow > wide)
        }

        @Test("under Auto Layout its height follows the width it is given")
        func autoLayoutHeight() {
            host.activate()
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            let view = UIListContentView(configuration: text("A long title that needs more than one line in a narrow cell"))
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                view.topAnchor.constraint(equalTo: container.topAnchor),
            ])
            container.layoutIfNeeded()
            #expect(view.frame.width == CGFloat(200))
            #expect(view.frame.height == view.sizeThatFits(CGSize(width: 200, height: 0)).height)
            #expect(view.frame.height > CGFloat(11 + 11 + 21))
        }

        @Test("a grouped header is at least 38 pt tall, its text 7 pt above the bottom")
        func groupedHeader() {
            let view = shown(text("Network", style: .groupedHeader()))
            #expect(view.bounds.height == TableHeaderFooterRole.groupedTitleHeaderHeight)
            #expect(view.textLabel.frame.maxY == view.bounds.height - 7)
            #expect(view.textLabel.text == "NETWORK")
        }

        @Test("a plain header is at least 28 pt tall, its text centered")
        func plainHeader() {
            let view = shown(text("A", style: .plainHeader()))
            #expect(view.bounds.height == TableHeaderFooterRole.plainTitleHeight)
            #expect(abs(view.textLabel.frame.midY - 14) <= 0.5)
        }

        @Test("setting a configuration updates the same view; it supports list configurations only")
        func setConfiguration() {
            let view = shown(text("Before"))
            view.configuration = text("After")
            #expect(view.textLabel.text == "After")
            #expect((view.configuration as? UIListContentConfiguration)?.text == "After")
            #expect(view.supports(UIListContentConfiguration.valueCell()))
            #expect(!view.supports(OtherConfiguration()))
        }

        @Test("showing another kind of configuration stops the app")
        func wrongConfiguration() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    UITestHost(device: tableStageDevice).activate()
                    let view = UIListContentView(configuration: .cell())
                    view.configuration = OtherConfiguration()
                }
            }
            #expect(standardError(of: result).contains(
                "uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid configuration of type "
                + "OtherConfiguration for UIListContentView"))
        }
    }
}

/// A content configuration of the app's: a colored view.
struct OtherConfiguration: UIContentConfiguration, Equatable {
    var color = UIColor.systemTeal

    func makeContentView() -> any UIView & UIContentView { OtherContentView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> OtherConfiguration {
        guard let state = state as? UICellConfigurationState, state.isSelected else { return self }
        var selected = self
        selected.color = .systemIndigo
        return selected
    }
}

final class OtherContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration {
        didSet { backgroundColor = (configuration as? OtherConfiguration)?.color }
    }

    init(configuration: OtherConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        backgroundColor = configuration.color
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 60) }
}
