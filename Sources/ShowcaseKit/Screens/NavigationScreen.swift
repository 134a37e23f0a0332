import UIKit

/// A navigation stack as Mail builds one: a list of mailboxes under a large
/// title that collapses as the list scrolls, each row pushing its messages
/// with iOS's slide, an add button on the right, a back button titled with
/// the previous screen, and the swipe back from the left edge.
public enum NavigationScreen: ShowcaseScreen {
    public static let name = "navigation"
    public static let title = "Mailboxes"
    public static let summary = "A navigation stack: large titles, push and pop, swipe back from the edge"

    public static let extendsUnderNavigationBar = true

    /// The mailboxes; the showcase pushes them onto its own navigation stack
    /// (shown alone, they need a navigation controller around them).
    public static func makeViewController() -> UIViewController {
        MailboxesViewController()
    }

    public enum Identifier {
        public static func mailbox(_ name: String) -> String { "navigation.mailbox.\(name)" }
        public static let messages = "navigation.messages"
        public static let count = "navigation.count"
    }

    /// The mailboxes, top to bottom.
    public static let mailboxes = ["Inbox", "Drafts", "Sent", "Junk", "Trash", "Archive", "Receipts", "Travel",
                                   "Family", "Work", "Newsletters", "Later"]

    /// A scrolling list of mailbox rows.
    final class MailboxesViewController: UIViewController {
        let scrollView = UIScrollView()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = NavigationScreen.title
            navigationItem.largeTitleDisplayMode = .always
            view.backgroundColor = .systemGroupedBackground
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.alwaysBounceVertical = true
            view.addSubview(scrollView)
            for (index, name) in NavigationScreen.mailboxes.enumerated() {
                let row = UIButton(type: .system)
                row.setTitle(name, for: .normal)
                row.contentHorizontalAlignment = .leading
                row.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
                row.backgroundColor = .secondarySystemGroupedBackground
                row.layer.cornerRadius = 10
                row.accessibilityIdentifier = Identifier.mailbox(name)
                row.frame = CGRect(x: 16, y: 20 + CGFloat(index) * 60, width: view.bounds.width - 32, height: 50)
                row.autoresizingMask = [.flexibleWidth]
                row.addAction(UIAction { [weak self] _ in
                    self?.navigationController?.pushViewController(MessagesViewController(mailbox: name), animated: true)
                }, for: .touchUpInside)
                scrollView.addSubview(row)
            }
            scrollView.contentSize = CGSize(width: view.bounds.width, height: 20 + CGFloat(NavigationScreen.mailboxes.count) * 60)
        }
    }

    /// A mailbox: a count the add button raises, under a small title.
    final class MessagesViewController: UIViewController {
        let mailbox: String
        let countLabel = UILabel()
        var count = 0

        init(mailbox: String) {
            self.mailbox = mailbox
            super.init(nibName: nil, bundle: nil)
            title = mailbox
            navigationItem.largeTitleDisplayMode = .never
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
                                                                action: MessagesViewController.add)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            view.accessibilityIdentifier = Identifier.messages
            countLabel.font = .systemFont(ofSize: 22, weight: .semibold)
            countLabel.textAlignment = .center
            countLabel.accessibilityIdentifier = Identifier.count
            countLabel.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(countLabel)
            NSLayoutConstraint.activate([
                countLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
                countLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            ])
            update()
        }

        func add() {
            count += 1
            update()
        }

        private func update() {
            countLabel.text = count == 1 ? "1 new message" : "\(count) new messages"
        }
    }
}
