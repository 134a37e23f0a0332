import Testing
@testable import UIKit
import UIKitTesting

/// A screen size change (a rotation) tells root controllers
/// `viewWillTransition(to:with:)` first, then resizes in one animation block
/// that carries the controllers' alongside animations, then runs their completions.
@MainActor
@Suite struct UIViewControllerTransitionCoordinatorTests {
    final class RotatingController: UIViewController {
        var log: [String] = []
        var sizes: [CGSize] = []
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(badge)
        }

        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            sizes.append(size)
            log.append("will transition, view width \(Int(view.bounds.width))")
            coordinator.animate(alongsideTransition: { context in
                self.log.append("alongside, animated \(context.isAnimated)")
                self.badge.center = CGPoint(x: size.width - 20, y: 20)
            }, completion: { _ in
                self.log.append("completion")
            })
        }
    }

    @Test func aRotationNotifiesThenAnimatesAlongsideThenCompletes() {
        let host = UITestHost(device: .iPhone15Pro)
        let controller = RotatingController()
        host.rootViewController = controller
        let landscape = CGSize(width: 852, height: 393)
        UIApplication.shared.transitionScreen(to: landscape, targetTransform: CGAffineTransform(rotationAngle: -.pi / 2)) {
            host.window.frame = CGRect(origin: .zero, size: landscape)
        }
        #expect(controller.sizes == [landscape])
        #expect(controller.log == ["will transition, view width 393", "alongside, animated true"])
        // The model is final at once (the root view follows the window's size)…
        #expect(controller.view.bounds.size == landscape)
        #expect(controller.badge.center == CGPoint(x: 852 - 20, y: 20))
        // …while the screen shows the move in progress.
        host.advance(by: ScreenSizeTransitionCoordinator.rotationDuration / 2)
        let shownX = controller.badge.layer.presentation()?.position.x ?? 0
        #expect(shownX > 20 && shownX < 852 - 20)
        #expect(!controller.log.contains("completion"))
        host.advance(by: ScreenSizeTransitionCoordinator.rotationDuration)
        #expect(controller.log.last == "completion")
    }
}

@MainActor
@Suite("A navigation controller's own transition coordinator")
struct UINavigationControllerCoordinatorTests {
    @Test("right after an animated push the navigation controller's coordinator runs completions once the slide ends")
    func coordinatorAfterPush() throws {
        let host = UITestHost()
        let navigation = UINavigationController(rootViewController: UIViewController())
        host.rootViewController = navigation
        host.runUntilIdle()
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        let coordinator = try #require(navigation.transitionCoordinator)
        var completedWithTop: UIViewController?
        coordinator.animate(alongsideTransition: nil) { _ in completedWithTop = navigation.topViewController }
        #expect(completedWithTop == nil)
        host.runUntilIdle()
        #expect(completedWithTop === pushed)
        #expect(navigation.transitionCoordinator == nil)
    }
}
