import UIKit

/// UIKit's modal presentations side by side: a page sheet, a sheet with a
/// medium and a large detent, a form sheet, full-screen covers with each
/// transition style, and a modal presented over full screen that the user
/// swipes away past a quarter of the screen — the seeds' hand-made
/// dismissal, now on a real presentation.
public enum ModalsScreen: ShowcaseScreen {
    public static let name = "modals"
    public static let summary = "Sheets with detents, full-screen covers and swipe to dismiss"

    public static func makeViewController() -> UIViewController {
        ModalsViewController()
    }

    public enum Identifier {
        public static func button(_ title: String) -> String { "modals.\(title)" }
        public static let close = "modals.close"
        public static let lastEvent = "modals.lastEvent"
        public static let grabber = "modals.grabber"
    }

    /// The buttons, top to bottom.
    public static let choices = ["Page sheet", "Sheet with detents", "Form sheet", "Full screen", "Cross dissolve",
                                 "Flip", "Swipe to dismiss"]

    public final class ModalsViewController: UIViewController, UISheetPresentationControllerDelegate {
        let lastEvent = UILabel()

        public override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            for choice in ModalsScreen.choices {
                let button = UIButton(type: .system)
                button.setTitle(choice, for: .normal)
                button.backgroundColor = .secondarySystemGroupedBackground
                button.layer.cornerRadius = 10
                button.accessibilityIdentifier = Identifier.button(choice)
                button.heightAnchor.constraint(equalToConstant: 50).isActive = true
                button.addAction(UIAction { [weak self] _ in self?.present(choice: choice) }, for: .touchUpInside)
                stack.addArrangedSubview(button)
            }
            lastEvent.text = "Nothing presented yet"
            lastEvent.textColor = .secondaryLabel
            lastEvent.textAlignment = .center
            lastEvent.accessibilityIdentifier = Identifier.lastEvent
            stack.addArrangedSubview(lastEvent)
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 26),
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }

        func present(choice: String) {
            let content = ModalContentController(title: choice, translucent: choice == "Cross dissolve")
            switch choice {
            case "Sheet with detents":
                content.modalPresentationStyle = .pageSheet
                if let sheet = content.sheetPresentationController {
                    sheet.detents = [.medium(), .large()]
                    sheet.prefersGrabberVisible = true
                    sheet.delegate = self
                }
            case "Form sheet":
                content.modalPresentationStyle = .formSheet
            case "Full screen":
                content.modalPresentationStyle = .fullScreen
            case "Cross dissolve":
                content.modalPresentationStyle = .overFullScreen
                content.modalTransitionStyle = .crossDissolve
            case "Flip":
                content.modalPresentationStyle = .fullScreen
                content.modalTransitionStyle = .flipHorizontal
            case "Swipe to dismiss":
                let modal = SwipeToDismissController()
                modal.modalPresentationStyle = .overFullScreen
                modal.onDismiss = { [weak self] in self?.lastEvent.text = "Swiped away" }
                present(modal, animated: true)
                return
            default:
                content.presentationController?.delegate = self
            }
            content.onClose = { [weak self] in self?.lastEvent.text = "Closed \(choice)" }
            present(content, animated: true)
        }

        public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            lastEvent.text = "Swiped down \(presentationController.presentedViewController.title ?? "")"
        }

        public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController) {
            let detent = sheetPresentationController.selectedDetentIdentifier == .large ? "large" : "medium"
            lastEvent.text = "Sheet moved to \(detent)"
        }
    }

    /// A presented screen with a title and a Close button; a translucent
    /// one lets what is under it show through.
    final class ModalContentController: UIViewController {
        var onClose: (() -> Void)?
        let translucent: Bool

        init(title: String, translucent: Bool) {
            self.translucent = translucent
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = translucent ? UIColor.black.withAlphaComponent(0.6) : .systemBackground
            let label = UILabel()
            label.text = title
            label.font = .boldSystemFont(ofSize: 28)
            label.textColor = translucent ? .white : .label
            let close = UIButton(type: .system)
            close.setTitle("Close", for: .normal)
            close.accessibilityIdentifier = Identifier.close
            close.addAction(UIAction { [weak self] _ in
                self?.onClose?()
                self?.dismiss(animated: true)
            }, for: .touchUpInside)
            let stack = UIStackView(arrangedSubviews: [label, close])
            stack.axis = .vertical
            stack.alignment = .center
            stack.spacing = 16
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
                stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            ])
        }
    }

    /// A card presented over full screen whose grabber drags the whole view
    /// down (never up); released past a quarter of the screen it dismisses,
    /// otherwise it springs back.
    final class SwipeToDismissController: UIViewController {
        var onDismiss: (() -> Void)?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .clear
            let card = UIView()
            card.backgroundColor = .systemBackground
            card.layer.cornerRadius = 16
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            let grabber = UIView()
            grabber.backgroundColor = .systemGray3
            grabber.layer.cornerRadius = 3
            grabber.accessibilityIdentifier = Identifier.grabber
            grabber.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(grabber)
            let label = UILabel()
            label.text = "Drag me down"
            label.font = .boldSystemFont(ofSize: 22)
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: view.topAnchor, constant: 200),
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                card.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                grabber.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
                grabber.centerXAnchor.constraint(equalTo: card.centerXAnchor),
                grabber.widthAnchor.constraint(equalToConstant: 60),
                grabber.heightAnchor.constraint(equalToConstant: 6),
                label.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 30),
                label.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            ])
            card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SwipeToDismissController.pan(_:)))
        }

        func pan(_ recognizer: UIPanGestureRecognizer) {
            let translation = max(0, recognizer.translation(in: view).y)
            switch recognizer.state {
            case .changed:
                view.transform = CGAffineTransform(translationX: 0, y: translation)
            case .ended, .cancelled:
                if translation > view.bounds.height / 4 {
                    onDismiss?()
                    dismiss(animated: true)
                } else {
                    UIView.animate(withDuration: 0.3) { self.view.transform = .identity }
                }
            default:
                break
            }
        }
    }
}
