import UIKit

/// A screen whose controller allows only portrait: turning the device (Ctrl+R
/// in the window) leaves it upright, and its button asks the scene for
/// landscape with `requestGeometryUpdate(_:errorHandler:)`, showing the error
/// UIKit answers with. Every other screen turns with the device.
public enum PortraitOnlyScreen: ShowcaseScreen {
    public static let name = "portrait"
    public static let summary = "A portrait-only controller: the device turns, the interface stays upright"

    public static func makeViewController() -> UIViewController {
        PortraitOnlyViewController()
    }

    public enum Identifier {
        public static let orientation = "portrait-orientation"
        public static let request = "portrait-request-landscape"
        public static let error = "portrait-error"
    }

    final class PortraitOnlyViewController: UIViewController {
        let orientationLabel = UILabel()
        let errorLabel = UILabel()
        let requestButton = UIButton(type: .system)

        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let title = UILabel(frame: CGRect(x: 24, y: 26, width: view.bounds.width - 48, height: 34))
            title.text = "Portrait only"
            title.font = .systemFont(ofSize: 28, weight: .bold)
            title.autoresizingMask = [.flexibleWidth]
            view.addSubview(title)

            orientationLabel.frame = CGRect(x: 24, y: 76, width: view.bounds.width - 48, height: 24)
            orientationLabel.autoresizingMask = [.flexibleWidth]
            orientationLabel.accessibilityIdentifier = Identifier.orientation
            view.addSubview(orientationLabel)

            requestButton.frame = CGRect(x: 24, y: 120, width: view.bounds.width - 48, height: 50)
            requestButton.autoresizingMask = [.flexibleWidth]
            requestButton.setTitle("Request landscape", for: .normal)
            requestButton.backgroundColor = .secondarySystemGroupedBackground
            requestButton.layer.cornerRadius = 12
            requestButton.accessibilityIdentifier = Identifier.request
            requestButton.addAction(UIAction { [weak self] _ in self?.requestLandscape() }, for: .touchUpInside)
            view.addSubview(requestButton)

            errorLabel.frame = CGRect(x: 24, y: 186, width: view.bounds.width - 48, height: 120)
            errorLabel.autoresizingMask = [.flexibleWidth]
            errorLabel.numberOfLines = 0
            errorLabel.font = .systemFont(ofSize: 15)
            errorLabel.textColor = .systemRed
            errorLabel.accessibilityIdentifier = Identifier.error
            view.addSubview(errorLabel)
            // The interface does not turn here, so no layout pass follows the
            // device: its notification updates the label.
            NotificationCenter.default.addObserver(self, selector: PortraitOnlyViewController.deviceDidTurn,
                                                   name: UIDevice.orientationDidChangeNotification, object: nil)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            updateOrientationLabel()
        }

        func deviceDidTurn() {
            updateOrientationLabel()
        }

        private func updateOrientationLabel() {
            let device = UIDevice.current.orientation
            orientationLabel.text = "Device: \(device.isLandscape ? "landscape" : "portrait"), interface: "
                + (view.window?.windowScene?.interfaceOrientation.isLandscape == true ? "landscape" : "portrait")
        }

        func requestLandscape() {
            view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { [weak self] error in
                self?.errorLabel.text = error.localizedDescription
            }
        }
    }
}
