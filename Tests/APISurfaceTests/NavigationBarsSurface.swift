import Foundation
import UIKit

// Navigation bars as apps write them: a screen with a bar of its own that is
// the bar's delegate (refusing pops, attaching the bar to the status bar),
// prompts, compact appearances, bars hidden in landscape, and a navigation
// controller delegate that decides the orientations.

final class StandaloneBarViewController: UIViewController, UINavigationBarDelegate {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
    var hasUnsavedChanges = false

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.delegate = self
        let item = UINavigationItem(title: "Edit")
        item.prompt = "Choose the photos to share"
        bar.pushItem(item, animated: false)
        bar.setItems([item], animated: true)
        _ = bar.popItem(animated: true)
        let compact = UINavigationBarAppearance()
        compact.configureWithOpaqueBackground()
        bar.compactAppearance = compact
        bar.compactScrollEdgeAppearance = nil
        item.compactAppearance = compact
        item.compactScrollEdgeAppearance = compact
        let position: UIBarPosition = bar.barPosition
        _ = position == .topAttached
        view.addSubview(bar)
    }

    func position(for bar: UIBarPositioning) -> UIBarPosition {
        .topAttached
    }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        !hasUnsavedChanges
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
}

final class OrientationDecider: NSObject, UINavigationControllerDelegate {
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask {
        .portrait
    }

    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation {
        .portrait
    }
}

@MainActor func makeReader() -> UINavigationController {
    let navigation = UINavigationController(rootViewController: StandaloneBarViewController())
    navigation.hidesBarsWhenVerticallyCompact = true
    let decider = OrientationDecider()
    navigation.delegate = decider
    _ = navigation.supportedInterfaceOrientations
    return navigation
}
