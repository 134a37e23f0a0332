import UIKit

/// A text field that shows every delegate call with its `NSRange`: type or
/// delete an emoji and watch the range cover all of its UTF-16 units (👍🏽 is
/// 4, 🇯🇵 4, 👨‍👩‍👧 8, ❤️ 2) — the ranges ported code must convert with
/// `Range(_:in:)`.
public enum TextFieldScreen: ShowcaseScreen {
    public static let name = "text"
    public static let title = "Text Field"
    public static let summary = "Every delegate call with its UTF-16 NSRange, emoji included"

    public static func makeViewController() -> UIViewController {
        TextFieldViewController()
    }

    public enum Identifier {
        public static let field = "text.field"
        public static let log = "text.log"
    }

    /// How many calls the log keeps (the newest last).
    public static let logLength = 14

    final class TextFieldViewController: UIViewController, UITextFieldDelegate {
        let field = UITextField()
        let logLabel = UILabel()
        private(set) var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            field.borderStyle = .roundedRect
            field.placeholder = "Type, or try 👍🏽 🇯🇵 👨‍👩‍👧 ❤️"
            field.clearButtonMode = .whileEditing
            field.returnKeyType = .done
            field.delegate = self
            field.accessibilityIdentifier = Identifier.field
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)

            logLabel.numberOfLines = 0
            logLabel.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
            logLabel.textColor = .secondaryLabel
            logLabel.accessibilityIdentifier = Identifier.log
            logLabel.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(logLabel)

            let margins = view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                logLabel.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 16),
                logLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                logLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            ])
            record("Tap the field to begin")
        }

        private func record(_ line: String) {
            log.append(line)
            if log.count > TextFieldScreen.logLength { log.removeFirst(log.count - TextFieldScreen.logLength) }
            logLabel.text = log.joined(separator: "\n")
        }

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            record("shouldBeginEditing")
            return true
        }

        func textFieldDidBeginEditing(_ textField: UITextField) {
            record("didBeginEditing")
        }

        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                       replacementString string: String) -> Bool {
            record("shouldChange {\(range.location), \(range.length)} \"\(string)\"")
            return true
        }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            if let selected = textField.selectedTextRange {
                let start = textField.offset(from: textField.beginningOfDocument, to: selected.start)
                let length = textField.offset(from: selected.start, to: selected.end)
                record("didChangeSelection {\(start), \(length)}")
            }
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            record("shouldReturn")
            textField.resignFirstResponder()
            return true
        }

        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            record("didEndEditing(reason: .committed)")
        }
    }
}
