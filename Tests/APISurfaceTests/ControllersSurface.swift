import Foundation
import UIKit

// View controllers: the designated init(nibName:bundle:), an inherited init(),
// the callbacks apps override, the status bar and memory warnings.

final class PlainController: UIViewController {}

final class ConfiguredController: UIViewController {
    let model: [String]

    init(model: [String]) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    init() {
        model = []
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = UIView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Surface"
        view.backgroundColor = .systemBackground
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
    override var childForStatusBarStyle: UIViewController? { nil }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.view.layoutIfNeeded()
        })
        coordinator.animate(alongsideTransition: { context in
            _ = context.transitionDuration
        }, completion: { _ in
            self.setNeedsStatusBarAppearanceUpdate()
        })
    }
}

func controllersInherit() -> [UIViewController] {
    [PlainController(), PlainController(nibName: nil, bundle: nil), ConfiguredController(model: ["a"]),
     UIViewController()]
}
