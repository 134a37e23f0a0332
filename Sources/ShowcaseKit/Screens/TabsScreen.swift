import UIKit

/// A tab bar controller with three tabs — Home, Inbox (with a badge of
/// unread messages) and Settings. Each tab pins a footnote to the bottom of
/// its safe area, which ends at the tab bar; the inbox's button marks
/// everything read and clears the badge; Home counts how often the user chose
/// a tab (the tab bar controller's delegate).
public enum TabsScreen: ShowcaseScreen {
    public static let name = "tabs"
    public static let summary = "UITabBarController: three tabs, a badge, the safe area above the bar"

    public static func makeViewController() -> UIViewController {
        TabsViewController()
    }

    /// Accessibility identifiers of the screen's views.
    public enum Identifier {
        public static let markAllRead = "tabs.markAllRead"
        public static let selections = "tabs.selections"
        /// The footnote of each tab is "tabs.footnote." followed by the tab's title.
        public static func footnote(_ tab: String) -> String { "tabs.footnote.\(tab)" }
    }

    /// The inbox's unread count at the start.
    public static let unreadCount = 3

    public final class TabsViewController: UITabBarController, UITabBarControllerDelegate {
        /// The number of tab choices made by the user.
        public private(set) var selectionCount = 0
        private let home = TabContentViewController(title: "Home", symbol: "house", color: .systemBlue)
        private let inbox = TabContentViewController(title: "Inbox", symbol: "envelope", color: .systemIndigo)
        private let settings = TabContentViewController(title: "Settings", symbol: "gearshape", color: .systemGray)

        public override func viewDidLoad() {
            super.viewDidLoad()
            inbox.tabBarItem.badgeValue = "\(TabsScreen.unreadCount)"
            inbox.addButton("Mark all read", identifier: Identifier.markAllRead) { [weak self] in
                self?.inbox.tabBarItem.badgeValue = nil
            }
            home.addLabel(identifier: Identifier.selections)
            updateSelectionsLabel()
            viewControllers = [home, inbox, settings]
            delegate = self
        }

        public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selectionCount += 1
            updateSelectionsLabel()
        }

        private func updateSelectionsLabel() {
            home.extraLabel?.text = selectionCount == 1 ? "1 tab chosen" : "\(selectionCount) tabs chosen"
        }
    }

    /// One tab: a large glyph and title in the middle, a footnote along the
    /// bottom of the safe area.
    final class TabContentViewController: UIViewController {
        private let symbol: String
        private let color: UIColor
        private let stack = UIStackView()
        private(set) var extraLabel: UILabel?

        init(title: String, symbol: String, color: UIColor) {
            self.symbol = symbol
            self.color = color
            super.init(nibName: nil, bundle: nil)
            self.title = title
            tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: 0)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let glyph = UIImageView(image: UIImage(systemName: symbol,
                                                   withConfiguration: UIImage.SymbolConfiguration(pointSize: 64)))
            glyph.tintColor = color
            glyph.contentMode = .scaleAspectFit
            let heading = UILabel()
            heading.text = title
            heading.font = .systemFont(ofSize: 28, weight: .bold)
            heading.textAlignment = .center
            stack.axis = .vertical
            stack.alignment = .center
            stack.spacing = 16
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.addArrangedSubview(glyph)
            stack.addArrangedSubview(heading)
            view.addSubview(stack)
            let footnote = UILabel()
            footnote.text = "The safe area ends here, above the tab bar"
            footnote.font = .systemFont(ofSize: 13)
            footnote.textColor = .secondaryLabel
            footnote.textAlignment = .center
            footnote.accessibilityIdentifier = Identifier.footnote(title ?? "")
            footnote.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(footnote)
            NSLayoutConstraint.activate([
                stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
                footnote.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                footnote.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                footnote.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
            ])
        }

        func addButton(_ title: String, identifier: String, action: @escaping () -> Void) {
            loadViewIfNeeded()
            let button = UIButton(configuration: .filled())
            button.configuration?.title = title
            button.accessibilityIdentifier = identifier
            button.addAction(UIAction { _ in action() }, for: .touchUpInside)
            stack.addArrangedSubview(button)
        }

        func addLabel(identifier: String) {
            loadViewIfNeeded()
            let label = UILabel()
            label.textColor = .secondaryLabel
            label.accessibilityIdentifier = identifier
            stack.addArrangedSubview(label)
            extraLabel = label
        }
    }
}
