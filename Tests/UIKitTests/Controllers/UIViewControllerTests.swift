import Foundation
import Testing
import UIKit
import UIKitTesting

/// A controller whose `loadView()` builds its own view.
@MainActor
private final class CustomViewController: UIViewController {
    var viewSeenByViewDidLoad: UIView?

    override func loadView() {
        let custom = CustomRootView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        custom.accessibilityIdentifier = "custom"
        view = custom
    }

    override func viewDidLoad() {
        viewSeenByViewDidLoad = viewIfLoaded
    }
}

private final class CustomRootView: UIView {}

@MainActor
@Suite("UIViewController")
struct UIViewControllerTests {
    @Test("the view loads lazily: loadView, then viewDidLoad, once")
    func lazyLoading() {
        let controller = CallbackRecordingController()
        #expect(!controller.isViewLoaded)
        #expect(controller.callbacks.isEmpty)
        let view: UIView = controller.view
        #expect(controller.callbacks == ["loadView", "viewDidLoad"])
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        #expect(controller.callbacks == ["loadView", "viewDidLoad"])
    }

    @Test("viewIfLoaded answers nil without loading, then the loaded view")
    func viewIfLoaded() {
        let controller = CallbackRecordingController()
        #expect(controller.viewIfLoaded == nil)
        #expect(!controller.isViewLoaded)
        #expect(controller.callbacks.isEmpty)
        controller.loadViewIfNeeded()
        #expect(controller.viewIfLoaded != nil)
        #expect(controller.viewIfLoaded === controller.view)
    }

    @Test("loadViewIfNeeded loads once")
    func loadViewIfNeededOnce() {
        let controller = CallbackRecordingController()
        controller.loadViewIfNeeded()
        controller.loadViewIfNeeded()
        #expect(controller.callbacks == ["loadView", "viewDidLoad"])
    }

    @Test("the default view is a plain view the size of the screen",
          arguments: [UITestDevice.iPhoneSE, .iPadPro11])
    func defaultViewIsScreenSized(_ device: UITestDevice) {
        let host = UITestHost(device: device)
        defer { withExtendedLifetime(host) {} }
        let view: UIView = UIViewController().view
        #expect(type(of: view) == UIView.self)
        #expect(view.frame == CGRect(origin: .zero, size: device.screenSize))
    }

    @Test("a custom loadView provides the view, and viewDidLoad already sees it")
    func customLoadView() {
        let controller = CustomViewController()
        let view: UIView = controller.view
        #expect(view is CustomRootView)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(controller.viewSeenByViewDidLoad === view)
    }

    @Test("assigning the view marks it loaded without loadView or viewDidLoad")
    func assigningView() {
        let controller = CallbackRecordingController()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view = view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        #expect(controller.callbacks.isEmpty)
    }

    @Test("init?(coder:) returns nil: Kumiki decodes no storyboards")
    func initWithCoder() {
        #expect(UIViewController(coder: NSCoder()) == nil)
    }

    @Test("init(nibName:bundle:) makes a controller that loads its view in code")
    func initWithNib() {
        let controller = UIViewController(nibName: nil, bundle: nil)
        #expect(controller.view != nil)
    }

    @Test("the root view's next responder is the controller; the controller's is the view's superview")
    func responderChain() {
        let controller = UIViewController()
        #expect(controller.next == nil)  // not loaded yet
        let container = UIView()
        container.addSubview(controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === container)
        controller.view.removeFromSuperview()
        #expect(controller.next == nil)
    }

    @Test("a replaced view no longer leads to the controller")
    func replacedViewLeavesChain() {
        let controller = UIViewController()
        let container = UIView()
        let old: UIView = controller.view
        container.addSubview(old)
        controller.view = UIView()
        #expect(old.next === container)
        #expect(controller.view.next === controller)
    }
}
