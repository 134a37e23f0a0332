import UIKit

/// Text and icons: the Dynamic Type styles, alignment, wrapping and
/// truncation, attributed runs, Japanese and emoji, tinted symbols, buttons of
/// every kind, and a picker-like column of large numbers stepped by chevron
/// buttons above and below it.
public enum TypographyScreen: ShowcaseScreen {
    public static let name = "typography"
    public static let summary = "Fonts, attributed text, Japanese and emoji, symbols, buttons, a number picker"

    public static func makeViewController() -> UIViewController {
        TypographyViewController()
    }

    public enum Identifier {
        public static let number = "picker-number"
        public static let up = "picker-up"
        public static let down = "picker-down"
    }

    final class TypographyViewController: UIViewController {
        let numberLabel = UILabel()
        private(set) var value = 7

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let width = view.bounds.width
            var y: CGFloat = 16

            func add(_ label: UILabel, height: CGFloat, x: CGFloat = 20, labelWidth: CGFloat? = nil) {
                label.frame = CGRect(x: x, y: y, width: labelWidth ?? width - 40 - (x - 20), height: height)
                view.addSubview(label)
                y += height + 4
            }

            let styles: [(String, UIFont.TextStyle)] = [
                ("Large Title", .largeTitle), ("Title 2", .title2), ("Headline", .headline),
                ("Body text", .body), ("Footnote", .footnote), ("Caption 2", .caption2),
            ]
            for (text, style) in styles {
                let label = UILabel()
                label.text = text
                label.font = .preferredFont(forTextStyle: style)
                add(label, height: label.font.lineHeight.rounded(.up))
            }

            let wrapping = UILabel()
            wrapping.numberOfLines = 2
            wrapping.font = .systemFont(ofSize: 15)
            wrapping.textColor = .secondaryLabel
            wrapping.text = "A long paragraph wraps onto a second line and is then cut short with an ellipsis at the end of it."
            add(wrapping, height: 40)

            let attributed = NSMutableAttributedString(string: "Bold, ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
            attributed.append(NSAttributedString(string: "colored, ", attributes: [.foregroundColor: UIColor.systemRed]))
            attributed.append(NSAttributedString(string: "underlined", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue]))
            attributed.append(NSAttributedString(string: " and struck", attributes: [.strikethroughStyle: 1]))
            let rich = UILabel()
            rich.attributedText = attributed
            add(rich, height: 24)

            let centered = UILabel()
            centered.text = "Centered こんにちは世界 👋🎉"
            centered.textAlignment = .center
            centered.font = .systemFont(ofSize: 20, weight: .medium)
            add(centered, height: 30)

            // Symbols, tinted.
            let names = ["trash", "star.fill", "heart.fill", "magnifyingglass", "gear", "square.and.arrow.up", "play.fill", "map"]
            let colors: [UIColor] = [.systemRed, .systemOrange, .systemPink, .label, .systemGray, .systemBlue, .systemGreen, .systemIndigo]
            for (index, name) in names.enumerated() {
                let symbol = UIImageView(image: UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 24)))
                symbol.tintColor = colors[index]
                symbol.contentMode = .center
                symbol.frame = CGRect(x: 20 + CGFloat(index) * 44, y: y, width: 40, height: 40)
                view.addSubview(symbol)
            }
            y += 48

            // Buttons.
            let system = UIButton(type: .system)
            system.setTitle("System", for: .normal)
            system.frame = CGRect(x: 20, y: y, width: 80, height: 36)
            view.addSubview(system)
            let filled = UIButton(configuration: .filled())
            filled.configuration?.title = "Filled"
            filled.configuration?.image = UIImage(systemName: "plus")
            filled.configuration?.imagePadding = 6
            filled.frame = CGRect(x: 110, y: y, width: 110, height: 36)
            view.addSubview(filled)
            let tinted = UIButton(configuration: .tinted())
            tinted.configuration?.title = "Tinted"
            tinted.frame = CGRect(x: 230, y: y, width: 80, height: 36)
            view.addSubview(tinted)
            let close = UIButton(type: .close)
            close.frame = CGRect(x: 320, y: y, width: 36, height: 36)
            view.addSubview(close)
            y += 48

            // A number picker: chevrons above and below a large number.
            let up = UIButton(type: .system)
            up.setImage(UIImage(systemName: "chevron.up", withConfiguration: UIImage.SymbolConfiguration(pointSize: 28)), for: .normal)
            up.accessibilityIdentifier = Identifier.up
            up.frame = CGRect(x: width / 2 - 40, y: y, width: 80, height: 44)
            up.addTarget(self, action: TypographyViewController.stepUp, for: .touchUpInside)
            view.addSubview(up)
            numberLabel.font = .monospacedDigitSystemFont(ofSize: 64, weight: .bold)
            numberLabel.textAlignment = .center
            numberLabel.accessibilityIdentifier = Identifier.number
            numberLabel.frame = CGRect(x: width / 2 - 80, y: y + 44, width: 160, height: 80)
            view.addSubview(numberLabel)
            let down = UIButton(type: .system)
            down.setImage(UIImage(systemName: "chevron.down", withConfiguration: UIImage.SymbolConfiguration(pointSize: 28)), for: .normal)
            down.accessibilityIdentifier = Identifier.down
            down.frame = CGRect(x: width / 2 - 40, y: y + 124, width: 80, height: 44)
            down.addTarget(self, action: TypographyViewController.stepDown, for: .touchUpInside)
            view.addSubview(down)
            showValue()
        }

        func stepUp() {
            value = (value + 1) % 10
            showValue()
        }

        func stepDown() {
            value = (value + 9) % 10
            showValue()
        }

        private func showValue() {
            numberLabel.text = "\(value)"
        }
    }
}
