import Testing
import UIKit
import UIKitTesting

/// Weak references to everything one test's app made.
@MainActor
private struct AppObjects {
    weak var host: UITestHost?
    weak var window: UIWindow?
    weak var view: UIView?
    weak var recognizer: UIGestureRecognizer?
    weak var controller: UIViewController?

    var survivors: [String] {
        [("host", host as AnyObject?), ("window", window), ("view", view), ("recognizer", recognizer),
         ("controller", controller)].compactMap { $0.1 == nil ? nil : $0.0 }
    }
}

@MainActor
private final class Handler {
    var count = 0
    func handle(_ recognizer: UIGestureRecognizer) { count += 1 }
}

/// A host and everything in it are freed once the test lets go of the host:
/// touches, recognizers, timers, animations and controls keep nothing alive.
@MainActor
@Suite("UITestHost: what a host made is freed with it")
struct UITestHostLifetimeTests {
    /// Builds an app in a host of its own, lets `use` drive it, and returns weak
    /// references once the host is out of scope.
    private func appObjects(_ make: () -> UIGestureRecognizer,
                            _ use: (UITestHost, UIView) -> Void) -> AppObjects {
        var objects = AppObjects()
        do {
            let host = UITestHost()
            let controller = UIViewController()
            let view = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
            view.backgroundColor = .systemBlue
            let recognizer = make()
            view.addGestureRecognizer(recognizer)
            controller.view.addSubview(view)
            host.rootViewController = controller
            use(host, view)
            objects = AppObjects(host: host, window: host.window, view: view, recognizer: recognizer,
                                 controller: controller)
        }
        // Another app takes over, as the next test's host would.
        let next = UITestHost()
        next.runFrame()
        return objects
    }

    @Test("a tap recognizer that saw a touch does not keep its window alive")
    func tapRecognizerLetsGo() {
        let handler = Handler()
        let objects = appObjects({ UITapGestureRecognizer(target: handler, action: Handler.handle) }) { host, view in
            host.tap(view)
        }
        #expect(handler.count == 1)
        #expect(objects.survivors.isEmpty)
    }

    @Test("a long press with a pending timer and a pan in flight are freed with their host")
    func timersAndGesturesInFlightLetGo() {
        let handler = Handler()
        let press = appObjects({ UILongPressGestureRecognizer(target: handler, action: Handler.handle) }) { host, view in
            _ = host.touchDown(at: CGPoint(x: 150, y: 200))  // the finger stays down: a timer is pending
        }
        #expect(press.survivors.isEmpty)
        let pan = appObjects({ UIPanGestureRecognizer(target: handler, action: Handler.handle) }) { host, view in
            let touch = host.touchDown(at: CGPoint(x: 150, y: 200))
            touch.move(to: CGPoint(x: 150, y: 260), duration: 0.1)  // began, not ended
        }
        #expect(pan.survivors.isEmpty)
    }

    @Test("an animation still running is freed with its host")
    func runningAnimationLetsGo() {
        let objects = appObjects({ UITapGestureRecognizer() }) { host, view in
            UIView.animate(withDuration: 5) { view.alpha = 0.2 }
            host.advance(by: 0.5)
        }
        #expect(objects.survivors.isEmpty)
    }
}
