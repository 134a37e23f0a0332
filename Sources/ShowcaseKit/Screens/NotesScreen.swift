import UIKit

/// A note: a text view filling the screen down to the keyboard, its
/// characters and words counted as they are typed. Double-tap a word to
/// select it (the edit menu offers Cut, Copy, Paste and the note's own
/// Uppercase), triple-tap a paragraph, tap the caret for Select and Paste;
/// in the window, ⌘Z undoes a run of typing and ⌥-arrows move by word.
public enum NotesScreen: ShowcaseScreen {
    public static let name = "notes"
    public static let title = "Notes"
    public static let summary = "A text view that scrolls, grows to the keyboard and undoes typing"

    public static func makeViewController() -> UIViewController {
        NotesViewController()
    }

    public enum Identifier {
        public static let textView = "notes.text"
        public static let count = "notes.count"
    }

    public static let initialText = """
        Shopping
        Bread, eggs, 🍓 strawberries and green tea (抹茶).

        Ideas
        A bottom sheet that snaps to thirds. Reorderable lists that remember their order. \
        Dark mode everywhere 🌙.
        """

    /// "12 characters · 3 words": characters as a person counts them
    /// (grapheme clusters), words as runs of letters and digits.
    public static func countText(for text: String) -> String {
        let words = text.split { !$0.isLetter && !$0.isNumber && $0 != "'" }.count
        return "\(text.count) characters · \(words) words"
    }

    final class NotesViewController: UIViewController, UITextViewDelegate {
        let textView = UITextView()
        let countLabel = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            countLabel.font = .preferredFont(forTextStyle: .footnote)
            countLabel.textColor = .secondaryLabel
            countLabel.accessibilityIdentifier = Identifier.count
            countLabel.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(countLabel)

            textView.font = .preferredFont(forTextStyle: .body)
            textView.adjustsFontForContentSizeCategory = true
            textView.text = NotesScreen.initialText
            textView.textContainerInset = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
            textView.keyboardDismissMode = .interactive
            textView.delegate = self
            textView.accessibilityIdentifier = Identifier.textView
            textView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(textView)

            NSLayoutConstraint.activate([
                countLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
                countLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                countLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                textView.topAnchor.constraint(equalTo: countLabel.bottomAnchor, constant: 4),
                textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                textView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
            updateCount()
        }

        private func updateCount() {
            countLabel.text = NotesScreen.countText(for: textView.text)
        }

        func textViewDidChange(_ textView: UITextView) {
            updateCount()
        }

        /// Adds Uppercase to the standard actions when there is a selection.
        func textView(_ textView: UITextView, editMenuForTextIn range: NSRange,
                      suggestedActions: [UIMenuElement]) -> UIMenu? {
            guard range.length > 0 else { return nil }
            let uppercase = UIAction(title: "Uppercase") { [weak textView] _ in
                guard let textView, let selected = textView.selectedTextRange,
                      let text = textView.text(in: selected) else { return }
                textView.replace(selected, withText: text.uppercased())
            }
            return UIMenu(children: suggestedActions + [uppercase])
        }
    }
}
