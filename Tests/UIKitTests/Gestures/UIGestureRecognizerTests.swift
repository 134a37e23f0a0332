import Testing
import UIKit
import UIKitTesting

/// A target with methods of the shapes UIKit actions take; it writes into a
/// log it does not own, so calls can be checked after it is gone.
@MainActor
private final class ActionTarget {
    let name: String
    let log: GestureEventLog

    init(_ name: String, log: GestureEventLog) {
        self.name = name
        self.log = log
    }

    func handle(_ recognizer: UIGestureRecognizer) {
        log.append("\(name).handle(\(recognizer.state))")
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        log.append("\(name).handlePan(\(pan.state))")
    }

    func fire() {
        log.append("\(name).fire")
    }
}

/// A recognizer written the way an iOS app writes one: it overrides the touch
/// methods, sets `state` and resets itself. A downward stroke: begins once the
/// finger has gone 20 pt down, changes with it, ends when it lifts; fails if
/// the finger goes up, or lifts before it began.
private final class DownStrokeGestureRecognizer: UIGestureRecognizer {
    private var start: CGPoint?
    private(set) var calls: [String] = []
    private(set) var resetCount = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        calls.append("touchesBegan")
        guard numberOfTouches == 1 else {
            state = .failed
            return
        }
        start = location(in: view)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        calls.append("touchesMoved")
        guard let start else { return }
        let down = location(in: view).y - start.y
        switch state {
        case .possible:
            if down < 0 {
                state = .failed
            } else if down >= 20 {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        calls.append("touchesEnded")
        state = (state == .began || state == .changed) ? .ended : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .cancelled
    }

    override func reset() {
        super.reset()
        start = nil
        resetCount += 1
    }
}

/// A tap that counts its resets.
private final class ResetCountingTap: UITapGestureRecognizer {
    private(set) var resetCount = 0

    override func reset() {
        super.reset()
        resetCount += 1
    }
}

/// A recognizer that keeps only the first finger of a gesture and ignores the others.
private final class FirstFingerOnlyRecognizer: UIGestureRecognizer {
    private(set) var calls: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("touchesBegan \(touches.count)")
        if numberOfTouches > 1 {
            for touch in touches { ignore(touch, for: event) }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("touchesMoved \(touches.count)")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("touchesEnded \(touches.count)")
    }
}

@MainActor
@Suite("UIGestureRecognizer: states, targets, locations, subclassing")
struct UIGestureRecognizerTests {
    // MARK: States and defaults

    @Test("state raw values are UIKit's: possible 0 … failed 5, recognized is ended")
    func stateRawValues() {
        let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        #expect(states.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(UIGestureRecognizer.State.recognized.rawValue == 3)
    }

    @Test("a new recognizer cancels touches in its view, delays only ends, and is enabled")
    func defaults() {
        let recognizer = UIGestureRecognizer()
        #expect(recognizer.cancelsTouchesInView)
        #expect(!recognizer.delaysTouchesBegan)
        #expect(recognizer.delaysTouchesEnded)
        #expect(recognizer.isEnabled)
        #expect(recognizer.state == .possible)
        #expect(recognizer.view == nil)
        #expect(recognizer.delegate == nil)
        #expect(recognizer.numberOfTouches == 0)
    }

    // MARK: Targets and actions

    @Test("a method reference taking the sender is called with the recognizer")
    func methodWithSender() {
        let log = GestureEventLog()
        let target = ActionTarget("target", log: log)
        var senders: [UIGestureRecognizer] = []
        let recognizer = UIGestureRecognizer(target: target, action: ActionTarget.handle(_:))
        recognizer.addAction { senders.append($0) }
        recognizer.state = .began
        #expect(log.entries == ["target.handle(began)"])
        #expect(senders.count == 1)
        #expect(senders.first === recognizer)
    }

    @Test("an action may take the recognizer's own class as its sender")
    func methodWithSubclassSender() {
        let log = GestureEventLog()
        let target = ActionTarget("target", log: log)
        let pan = UIPanGestureRecognizer(target: target, action: ActionTarget.handlePan(_:))
        pan.state = .began
        pan.state = .ended
        #expect(log.entries == ["target.handlePan(began)", "target.handlePan(ended)"])
    }

    @Test("a method reference without the sender is called without arguments")
    func methodWithoutSender() {
        let log = GestureEventLog()
        let target = ActionTarget("target", log: log)
        let recognizer = UIGestureRecognizer(target: target, action: ActionTarget.fire)
        recognizer.state = .began
        recognizer.state = .changed
        #expect(log.entries == ["target.fire", "target.fire"])
    }

    @Test("targets are held weakly: a released target is not called and nothing crashes")
    func targetsAreWeak() {
        let log = GestureEventLog()
        let recognizer = UIGestureRecognizer()
        var released: ActionTarget? = ActionTarget("released", log: log)
        weak let weakReleased = released
        let kept = ActionTarget("kept", log: log)
        recognizer.addTarget(released!, action: ActionTarget.handle(_:))
        recognizer.addTarget(kept, action: ActionTarget.handle(_:))
        released = nil
        #expect(weakReleased == nil)
        recognizer.state = .began
        #expect(log.entries == ["kept.handle(began)"])
    }

    @Test("addAction's closure is called like an action, with the recognizer")
    func closureAction() {
        let recognizer = UITapGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        recognizer.addAction { states.append($0.state) }
        recognizer.state = .ended
        #expect(states == [.ended])
    }

    @Test("actions are called in the order they were added")
    func actionOrder() {
        let log = GestureEventLog()
        let first = ActionTarget("first", log: log)
        let second = ActionTarget("second", log: log)
        let recognizer = UIGestureRecognizer(target: first, action: ActionTarget.fire)
        recognizer.addAction { _ in log.append("closure") }
        recognizer.addTarget(second, action: ActionTarget.fire)
        recognizer.state = .began
        #expect(log.entries == ["first.fire", "closure", "second.fire"])
    }

    @Test("removeTarget(t, action: nil) removes every action of t and only t's")
    func removeOneTarget() {
        let log = GestureEventLog()
        let removed = ActionTarget("removed", log: log)
        let kept = ActionTarget("kept", log: log)
        let recognizer = UIGestureRecognizer()
        recognizer.addTarget(removed, action: ActionTarget.handle(_:))
        recognizer.addTarget(removed, action: ActionTarget.fire)
        recognizer.addTarget(kept, action: ActionTarget.fire)
        recognizer.removeTarget(removed, action: nil)
        recognizer.state = .began
        #expect(log.entries == ["kept.fire"])
    }

    @Test("removeTarget(nil, action: nil) removes every target")
    func removeAllTargets() {
        let log = GestureEventLog()
        let a = ActionTarget("a", log: log)
        let b = ActionTarget("b", log: log)
        let recognizer = UIGestureRecognizer(target: a, action: ActionTarget.fire)
        recognizer.addTarget(b, action: ActionTarget.handle(_:))
        recognizer.removeTarget(nil, action: nil)
        recognizer.state = .began
        #expect(log.entries.isEmpty)
    }

    @Test("removing targets leaves addAction closures in place (they have no target)")
    func removeTargetsKeepsClosures() {
        let log = GestureEventLog()
        let a = ActionTarget("a", log: log)
        let recognizer = UIGestureRecognizer(target: a, action: ActionTarget.fire)
        recognizer.addAction { _ in log.append("closure") }
        recognizer.removeTarget(nil, action: nil)
        recognizer.state = .began
        #expect(log.entries == ["closure"])
    }

    @Test("actions are sent for began, changed, ended and cancelled, never for failed or possible")
    func actionsPerState() {
        let log = GestureEventLog()
        let target = ActionTarget("r", log: log)
        let continuous = UIGestureRecognizer(target: target, action: ActionTarget.handle(_:))
        continuous.state = .began
        continuous.state = .changed
        continuous.state = .ended
        let cancelled = UIGestureRecognizer(target: target, action: ActionTarget.handle(_:))
        cancelled.state = .began
        cancelled.state = .cancelled
        let failed = UIGestureRecognizer(target: target, action: ActionTarget.handle(_:))
        failed.state = .failed
        failed.state = .possible
        #expect(log.entries == [
            "r.handle(began)", "r.handle(changed)", "r.handle(ended)",
            "r.handle(began)", "r.handle(cancelled)",
        ])
    }

    @Test("an action expecting another recognizer class stops the process")
    func wrongSenderTypeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Target {
                    func handlePan(_ pan: UIPanGestureRecognizer) {}
                }
                let target = Target()
                let tap = UITapGestureRecognizer()
                tap.addTarget(target, action: Target.handlePan(_:))
                tap.state = .ended
            }
        }
        #expect(exitStandardErrorText(result).contains("UITapGestureRecognizer sent to an action expecting UIPanGestureRecognizer"))
    }

    // MARK: Locations

    @Test("location(in:) is the finger in the given view's coordinates, or the window's for nil")
    func locationOfOneFinger() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: CGRect(x: 50, y: 200, width: 300, height: 300))
        let pan = stage.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        let touch = stage.host.touchDown(at: CGPoint(x: 100, y: 300))
        touch.move(to: CGPoint(x: 130, y: 320))
        #expect(pan.state == .began)
        #expect(pan.location(in: nil) == CGPoint(x: 130, y: 320))
        // The view's origin is at (50, 200) in the window: (130 − 50, 320 − 200).
        #expect(pan.location(in: view) == CGPoint(x: 80, y: 120))
        #expect(pan.location(ofTouch: 0, in: view) == CGPoint(x: 80, y: 120))
        #expect(pan.numberOfTouches == 1)
        touch.up()
    }

    @Test("with two fingers location(in:) is their centroid and location(ofTouch:in:) each finger")
    func locationOfTwoFingers() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        view.isMultipleTouchEnabled = true
        let recognizer = stage.attach(PassiveRecognizer(), named: "two", to: view)
        let first = stage.host.touchDown(at: CGPoint(x: 100, y: 300))
        let second = stage.host.touchDown(at: CGPoint(x: 200, y: 500))
        #expect(recognizer.numberOfTouches == 2)
        // Centroid: ((100 + 200) / 2, (300 + 500) / 2) in the window; the view starts at y = 100.
        #expect(recognizer.location(in: nil) == CGPoint(x: 150, y: 400))
        #expect(recognizer.location(in: view) == CGPoint(x: 150, y: 300))
        #expect(recognizer.location(ofTouch: 0, in: view) == CGPoint(x: 100, y: 200))
        #expect(recognizer.location(ofTouch: 1, in: nil) == CGPoint(x: 200, y: 500))
        first.up()
        second.up()
    }

    @Test("in the final action the location is where the finger lifted")
    func locationAtTheEnd() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: CGRect(x: 50, y: 200, width: 300, height: 300))
        let tap = stage.attach(UITapGestureRecognizer(), named: "tap", to: view)
        var locations: [CGPoint] = []
        tap.addAction { locations.append($0.location(in: view)) }
        stage.host.tap(at: CGPoint(x: 200, y: 260))
        // (200 − 50, 260 − 200).
        #expect(locations == [CGPoint(x: 150, y: 60)])
    }

    @Test("location(ofTouch:in:) with an index beyond the touches stops with UIKit's message")
    func locationOfTouchOutOfRangeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost()
                let controller = UIViewController()
                host.rootViewController = controller
                let pan = UIPanGestureRecognizer()
                controller.view.addGestureRecognizer(pan)
                let touch = host.touchDown(at: CGPoint(x: 100, y: 100))
                touch.move(to: CGPoint(x: 150, y: 100))
                _ = pan.location(ofTouch: 1, in: nil)
            }
        }
        let message = exitStandardErrorText(result)
        #expect(message.contains("uncaught exception 'NSRangeException', reason: "
            + "'-[UIPanGestureRecognizer locationOfTouch:inView:]: index (1) beyond bounds (1).'"))
    }

    // MARK: Enabling

    @Test("disabling a recognizer mid-gesture cancels it; the rest of the gesture is ignored")
    func disablingCancels() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        let pan = stage.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        let touch = stage.host.touchDown(at: CGPoint(x: 100, y: 300))
        touch.move(to: CGPoint(x: 130, y: 300))
        touch.move(to: CGPoint(x: 150, y: 300))
        pan.isEnabled = false
        #expect(stage.log.actions == ["pan.began", "pan.changed", "pan.cancelled"])
        #expect(pan.state == .cancelled)
        touch.move(to: CGPoint(x: 200, y: 300))
        touch.up()
        #expect(stage.log.actions == ["pan.began", "pan.changed", "pan.cancelled"])
        #expect(pan.state == .possible)
    }

    @Test("a disabled recognizer ignores touches until it is enabled again")
    func disabledIgnoresTouches() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        let pan = stage.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        pan.isEnabled = false
        stage.host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300))
        #expect(stage.log.actions.isEmpty)
        // The view got the whole touch: nothing cancelled it.
        #expect(stage.log.touches(of: "view").last == "touchesEnded")
        pan.isEnabled = true
        stage.host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300))
        #expect(stage.log.actions.first == "pan.began")
        #expect(stage.log.actions.last == "pan.ended")
    }

    @Test("disabling a recognizer that is still possible fails it: a tap held down never taps")
    func disablingPossibleFails() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        let tap = stage.attach(UITapGestureRecognizer(), named: "tap", to: view)
        let touch = stage.host.touchDown(at: CGPoint(x: 100, y: 300))
        tap.isEnabled = false
        #expect(tap.state == .failed)
        touch.up()
        #expect(stage.log.actions.isEmpty)
    }

    // MARK: Subclassing

    @Test("a subclass written as on iOS recognizes, moving through began, changed and ended")
    func customSubclassRecognizes() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        let stroke = stage.attach(DownStrokeGestureRecognizer(), named: "stroke", to: view)
        let touch = stage.host.touchDown(at: CGPoint(x: 200, y: 200))
        touch.move(to: CGPoint(x: 200, y: 210))  // 10 pt down: not yet
        touch.move(to: CGPoint(x: 200, y: 220))  // 20 pt down: begins
        touch.move(to: CGPoint(x: 200, y: 260))
        touch.up()
        #expect(stage.log.actions == ["stroke.began", "stroke.changed", "stroke.ended"])
        #expect(stroke.calls == ["touchesBegan", "touchesMoved", "touchesMoved", "touchesMoved", "touchesEnded"])
        #expect(stroke.resetCount == 1)
        #expect(stroke.state == .possible)
    }

    @Test("a subclass that sets failed sends no action and is reset for the next gesture")
    func customSubclassFails() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        let stroke = stage.attach(DownStrokeGestureRecognizer(), named: "stroke", to: view)
        stage.host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 250))
        #expect(stage.log.actions.isEmpty)
        #expect(stroke.resetCount == 1)
        stage.host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 350))
        #expect(stage.log.actions.first == "stroke.began")
        #expect(stage.log.actions.last == "stroke.ended")
        #expect(stroke.resetCount == 2)
    }

    @Test("reset() runs once after the final action, and the state is possible again")
    func resetAfterTheGesture() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        let tap = stage.attach(ResetCountingTap(), named: "tap", to: view)
        var resetsDuringAction: [Int] = []
        tap.addAction { _ in resetsDuringAction.append(tap.resetCount) }
        stage.host.tap(at: CGPoint(x: 100, y: 300))
        #expect(resetsDuringAction == [0])
        #expect(tap.resetCount == 1)
        #expect(tap.state == .possible)
    }

    @Test("ignore(_:for:) stops delivering that touch to the recognizer")
    func ignoreTouch() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        view.isMultipleTouchEnabled = true
        let recognizer = stage.attach(FirstFingerOnlyRecognizer(), named: "first", to: view)
        let first = stage.host.touchDown(at: CGPoint(x: 100, y: 300))
        let second = stage.host.touchDown(at: CGPoint(x: 200, y: 300))
        #expect(recognizer.numberOfTouches == 1)
        second.move(to: CGPoint(x: 220, y: 300))
        first.move(to: CGPoint(x: 120, y: 300))
        second.up()
        first.up()
        #expect(recognizer.calls == ["touchesBegan 1", "touchesBegan 1", "touchesMoved 1", "touchesEnded 1"])
    }

    // MARK: Attachment (UIView+Gestures)

    @Test("addGestureRecognizer sets view; gestureRecognizers is nil when there are none")
    func attachment() {
        let view = UIView()
        #expect(view.gestureRecognizers == nil)
        let tap = UITapGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        #expect(tap.view === view)
        #expect(view.gestureRecognizers?.count == 2)
        #expect(view.gestureRecognizers?.first === tap)
        view.removeGestureRecognizer(tap)
        #expect(tap.view == nil)
        #expect(view.gestureRecognizers?.count == 1)
        view.removeGestureRecognizer(pan)
        #expect(view.gestureRecognizers == nil)
    }

    @Test("adding a recognizer to another view moves it there")
    func attachmentMoves() {
        let a = UIView(), b = UIView()
        let tap = UITapGestureRecognizer()
        a.addGestureRecognizer(tap)
        b.addGestureRecognizer(tap)
        #expect(tap.view === b)
        #expect(a.gestureRecognizers == nil)
        #expect(b.gestureRecognizers?.count == 1)
    }

    @Test("setting gestureRecognizers replaces them all")
    func settingGestureRecognizers() {
        let view = UIView()
        let old = UITapGestureRecognizer()
        view.addGestureRecognizer(old)
        let pan = UIPanGestureRecognizer()
        view.gestureRecognizers = [pan]
        #expect(old.view == nil)
        #expect(pan.view === view)
        #expect(view.gestureRecognizers?.count == 1)
        view.gestureRecognizers = nil
        #expect(pan.view == nil)
        #expect(view.gestureRecognizers == nil)
    }

    @Test("removing a recognizer mid-gesture cancels it and resets it")
    func removingMidGestureCancels() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        let pan = stage.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        let touch = stage.host.touchDown(at: CGPoint(x: 100, y: 300))
        touch.move(to: CGPoint(x: 130, y: 300))
        view.removeGestureRecognizer(pan)
        #expect(stage.log.actions == ["pan.began", "pan.cancelled"])
        #expect(pan.state == .possible)
        touch.move(to: CGPoint(x: 160, y: 300))
        touch.up()
        #expect(stage.log.actions == ["pan.began", "pan.cancelled"])
    }
}

/// A recognizer that takes every finger and decides nothing (for location checks).
private final class PassiveRecognizer: UIGestureRecognizer {}
