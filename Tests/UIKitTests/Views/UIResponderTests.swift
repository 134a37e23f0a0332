import Testing
import UIKit
import UIKitTesting

/// Records the touch callbacks that reach it as "<name> began/moved/ended/cancelled".
private final class ChainTouchRecordingView: UIView {
    let name: String
    let log: ViewCallbackLog

    init(_ name: String, log: ViewCallbackLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.record("\(name) began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.record("\(name) moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.record("\(name) ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.record("\(name) cancelled") }
}

/// A controller that records the touches its view forwards to it.
private final class ChainTouchRecordingController: UIViewController {
    let log: ViewCallbackLog

    init(log: ViewCallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.record("controller began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.record("controller ended") }
}

/// A view that may become first responder, and records its resignations.
private final class FirstResponderCandidateView: UIView {
    var allowsResigning = true
    var resignCount = 0

    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { allowsResigning }

    override func resignFirstResponder() -> Bool {
        resignCount += 1
        return super.resignFirstResponder()
    }
}

@MainActor
@Suite("UIResponder chain and first responder")
struct UIResponderTests {
    // MARK: The next responder

    @Test("a view's next responder is its superview, and nil without one")
    func viewNextIsSuperview() {
        let parent = UIView(), child = UIView()
        #expect(child.next == nil)
        parent.addSubview(child)
        #expect(child.next === parent)
    }

    @Test("the chain runs view → superview → controller's root view → controller → window → application")
    func chainThroughControllerAndWindow() {
        let host = UITestHost(device: .iPhone15Pro)
        let controller = UIViewController()
        let button = UIView()
        controller.view.addSubview(button)
        host.rootViewController = controller

        #expect(button.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === host.window)
        #expect(host.window.next === UIApplication.shared)
        #expect(UIApplication.shared.next == nil)
    }

    @Test("a controller whose view is in no superview has no next responder")
    func controllerWithoutSuperviewHasNoNext() {
        let controller = UIViewController()
        _ = controller.view
        #expect(controller.next == nil)
    }

    // MARK: Forwarding touches

    @Test("touch methods forward to the next responder by default")
    func touchesForwardToNext() {
        let log = ViewCallbackLog()
        let parent = ChainTouchRecordingView("parent", log: log)
        let middle = UIView(), child = UIView()
        parent.addSubview(middle)
        middle.addSubview(child)

        child.touchesBegan([], with: nil)
        child.touchesMoved([], with: nil)
        child.touchesEnded([], with: nil)
        child.touchesCancelled([], with: nil)
        #expect(log.entries == ["parent began", "parent moved", "parent ended", "parent cancelled"])
    }

    @Test("a tap on a plain view reaches the controller of the root view through the chain")
    func tapReachesController() {
        let host = UITestHost(device: .iPhone15Pro)
        let log = ViewCallbackLog()
        let controller = ChainTouchRecordingController(log: log)
        let plain = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        controller.view.addSubview(plain)
        host.rootViewController = controller

        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(log.entries == ["controller began", "controller ended"])
    }

    @Test("a view that handles touches stops the forwarding")
    func handlingStopsForwarding() {
        let log = ViewCallbackLog()
        let outer = ChainTouchRecordingView("outer", log: log)
        let inner = ChainTouchRecordingView("inner", log: log)
        outer.addSubview(inner)
        inner.touchesBegan([], with: nil)
        #expect(log.entries == ["inner began"])
    }

    // MARK: First responder

    @Test("a view that cannot become first responder refuses")
    func plainViewRefusesFirstResponder() {
        let host = UITestHost(device: .iPhone15Pro)
        let view = UIView()
        host.window.addSubview(view)
        #expect(!view.canBecomeFirstResponder)
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test("a view outside a window refuses to become first responder")
    func viewOutsideWindowRefuses() {
        let view = FirstResponderCandidateView()
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test("a view in a window that can become first responder does")
    func viewInWindowBecomesFirstResponder() {
        let host = UITestHost(device: .iPhone15Pro)
        let view = FirstResponderCandidateView()
        host.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        #expect(view.isFirstResponder)
        // Asking again succeeds without resigning first.
        #expect(view.becomeFirstResponder())
        #expect(view.resignCount == 0)
    }

    @Test("becoming first responder resigns the previous first responder")
    func becomingResignsPrevious() {
        let host = UITestHost(device: .iPhone15Pro)
        let first = FirstResponderCandidateView(), second = FirstResponderCandidateView()
        host.window.addSubview(first)
        host.window.addSubview(second)
        first.becomeFirstResponder()
        #expect(second.becomeFirstResponder())
        #expect(first.resignCount == 1)
        #expect(!first.isFirstResponder)
        #expect(second.isFirstResponder)
    }

    @Test("resignFirstResponder gives up the status")
    func resignGivesUpStatus() {
        let host = UITestHost(device: .iPhone15Pro)
        let view = FirstResponderCandidateView()
        host.window.addSubview(view)
        view.becomeFirstResponder()
        #expect(view.resignFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test("a first responder whose canResignFirstResponder is false keeps the status, and others cannot take it")
    func refusingToResign() {
        let host = UITestHost(device: .iPhone15Pro)
        let stubborn = FirstResponderCandidateView(), other = FirstResponderCandidateView()
        host.window.addSubview(stubborn)
        host.window.addSubview(other)
        stubborn.becomeFirstResponder()
        stubborn.allowsResigning = false

        #expect(!stubborn.resignFirstResponder())
        #expect(stubborn.isFirstResponder)
        #expect(!other.becomeFirstResponder())
        #expect(stubborn.isFirstResponder)
        #expect(!other.isFirstResponder)
    }

    @Test("removing the first responder from its window resigns it")
    func removingResigns() {
        let host = UITestHost(device: .iPhone15Pro)
        let view = FirstResponderCandidateView()
        host.window.addSubview(view)
        view.becomeFirstResponder()
        view.removeFromSuperview()
        #expect(!view.isFirstResponder)
        #expect(view.resignCount == 1)
    }

    @Test("removing an ancestor of the first responder from the window resigns it")
    func removingAncestorResigns() {
        let host = UITestHost(device: .iPhone15Pro)
        let container = UIView(), view = FirstResponderCandidateView()
        host.window.addSubview(container)
        container.addSubview(view)
        view.becomeFirstResponder()
        container.removeFromSuperview()
        #expect(!view.isFirstResponder)
    }

    @Test("moving the first responder into a view outside any window resigns it")
    func movingOutOfWindowResigns() {
        let host = UITestHost(device: .iPhone15Pro)
        let view = FirstResponderCandidateView()
        host.window.addSubview(view)
        view.becomeFirstResponder()
        let detached = UIView()
        detached.addSubview(view)
        #expect(view.window == nil)
        #expect(!view.isFirstResponder)
    }

    @Test("moving the first responder to another superview in the same window keeps the status")
    func movingWithinWindowKeepsStatus() {
        let host = UITestHost(device: .iPhone15Pro)
        let a = UIView(), b = UIView(), view = FirstResponderCandidateView()
        host.window.addSubview(a)
        host.window.addSubview(b)
        a.addSubview(view)
        view.becomeFirstResponder()
        b.addSubview(view)
        #expect(view.isFirstResponder)
        #expect(view.resignCount == 0)
    }
}
