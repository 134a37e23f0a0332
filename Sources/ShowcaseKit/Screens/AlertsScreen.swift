import UIKit

/// Alerts and action sheets: three buttons present a two-action alert, a
/// three-action alert and an action sheet; a label shows the action chosen
/// last (written by the action's handler, which runs once the alert has been
/// dismissed).
public enum AlertsScreen: ShowcaseScreen {
    public static let name = "alerts"
    public static let summary = "UIAlertController: alerts with two and three actions, an action sheet"

    public static func makeViewController() -> UIViewController {
        AlertsViewController()
    }

    /// Accessibility identifiers of the screen's views.
    public enum Identifier {
        public static let twoActions = "alerts.two"
        public static let threeActions = "alerts.three"
        public static let actionSheet = "alerts.sheet"
        public static let lastChoice = "alerts.last"
    }

    /// The label's text before anything was chosen.
    public static let nothingChosen = "Nothing chosen yet"

    public final class AlertsViewController: UIViewController {
        public let lastChoiceLabel = UILabel()

        public override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let buttons = [
                button("Alert with two actions", Identifier.twoActions, AlertsViewController.showTwoActions),
                button("Alert with three actions", Identifier.threeActions, AlertsViewController.showThreeActions),
                button("Action sheet", Identifier.actionSheet, AlertsViewController.showActionSheet),
            ]
            lastChoiceLabel.text = AlertsScreen.nothingChosen
            lastChoiceLabel.textAlignment = .center
            lastChoiceLabel.textColor = .secondaryLabel
            lastChoiceLabel.accessibilityIdentifier = Identifier.lastChoice
            let stack = UIStackView(arrangedSubviews: buttons + [lastChoiceLabel])
            stack.axis = .vertical
            stack.spacing = 20
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }

        private func button(_ title: String, _ identifier: String,
                            _ action: @escaping (AlertsViewController) -> () -> Void) -> UIButton {
            let button = UIButton(configuration: .filled())
            button.configuration?.title = title
            button.accessibilityIdentifier = identifier
            button.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                action(self)()
            }, for: .touchUpInside)
            return button
        }

        /// An action whose handler writes its title into the label.
        private func choice(_ title: String, _ style: UIAlertAction.Style) -> UIAlertAction {
            UIAlertAction(title: title, style: style) { [weak self] action in
                self?.lastChoiceLabel.text = "Chose “\(action.title ?? "")”"
            }
        }

        func showTwoActions() {
            let alert = UIAlertController(title: "Delete Photo?",
                                          message: "This photo will be deleted from all your devices.",
                                          preferredStyle: .alert)
            alert.addAction(choice("Cancel", .cancel))
            alert.addAction(choice("Delete", .destructive))
            present(alert, animated: true)
        }

        func showThreeActions() {
            let alert = UIAlertController(title: "Save Changes?",
                                          message: "Your changes will be lost if you don’t save them.",
                                          preferredStyle: .alert)
            let save = choice("Save", .default)
            alert.addAction(save)
            alert.addAction(choice("Don’t Save", .destructive))
            alert.addAction(choice("Cancel", .cancel))
            alert.preferredAction = save
            present(alert, animated: true)
        }

        func showActionSheet() {
            let sheet = UIAlertController(title: "Photo", message: "Choose what to do with this photo.",
                                          preferredStyle: .actionSheet)
            sheet.addAction(choice("Share", .default))
            sheet.addAction(choice("Duplicate", .default))
            sheet.addAction(choice("Delete", .destructive))
            sheet.addAction(choice("Cancel", .cancel))
            present(sheet, animated: true)
        }
    }
}
