import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

// Arbitration harness: two or three recognizers on one view or on nested views,
// a script of touches through `UITestHost`, and the expected actions
// ("<recognizer>.<state>") and view callbacks ("<view> touches<Phase>") after
// each step. The host runs at 120 Hz: every touch step is one frame of 1/120 s.

/// A recognizer that decides nothing and records the touches it is given.
private final class TouchWatchingRecognizer: UIGestureRecognizer {
    var log: GestureEventLog?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.append("\(name ?? "?") sees touchesBegan")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.append("\(name ?? "?") sees touchesMoved")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.append("\(name ?? "?") sees touchesEnded")
    }
}

/// A single tap that, as a subclass, asks to wait for any double tap.
private final class TapWaitingForDoubleTaps: UITapGestureRecognizer {
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
    }
}

/// A double tap that, as a subclass, makes single taps wait for it.
private final class DoubleTapBlockingSingleTaps: UITapGestureRecognizer {
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 1
    }
}

/// A pan that, recognizing, does not make others fail.
private final class NonPreventingPan: UIPanGestureRecognizer {
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A pan that no other recognizer can make fail.
private final class UnpreventablePan: UIPanGestureRecognizer {
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// One way of making a single tap wait for a double tap on the same view.
struct FailureRequirementCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// Makes the single and double taps, related as the case says; returns them
    /// and the objects (delegates) that must stay alive.
    let make: @MainActor @Sendable () -> (single: UITapGestureRecognizer, double: UITapGestureRecognizer,
                                          keepAlive: [AnyObject])

    var testDescription: String { name }
}

/// Which of two nested pans carries the setting under test.
enum NestedSide: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case inner, outer
    var testDescription: String { "on the \(rawValue) pan" }
}

@MainActor
@Suite("GestureArbiter: exclusive recognition, failure requirements, delegates, touch delivery to views")
struct GestureArbiterTests {
    /// A view covering most of the screen: window (0, 100)–(393, 700).
    static let bigFrame = CGRect(x: 0, y: 100, width: 393, height: 600)
    static let start = CGPoint(x: 100, y: 300)

    /// An outer view with an inner view at window (50, 200)–(250, 400); touches at
    /// `start` land on the inner one.
    private func nestedViews(_ stage: GestureStage) -> (outer: GestureLoggingView, inner: GestureLoggingView) {
        let outer = stage.addView("outer", frame: Self.bigFrame)
        let inner = stage.addView("inner", frame: CGRect(x: 50, y: 100, width: 200, height: 200), to: outer)
        return (outer, inner)
    }

    private func point(_ dx: CGFloat, _ dy: CGFloat = 0) -> CGPoint {
        CGPoint(x: Self.start.x + dx, y: Self.start.y + dy)
    }

    // MARK: Delivery order

    @Test("recognizers of the hit view, then of its ancestors, see each touch before the view")
    func recognizersSeeTouchesFirst() {
        let stage = GestureStage()
        let (outer, inner) = nestedViews(stage)
        let outerWatcher = TouchWatchingRecognizer()
        outerWatcher.log = stage.log
        let innerWatcher = TouchWatchingRecognizer()
        innerWatcher.log = stage.log
        stage.attach(outerWatcher, named: "outerWatcher", to: outer)
        stage.attach(innerWatcher, named: "innerWatcher", to: inner)
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(5))
        touch.up()
        let lift = CACurrentMediaTime()
        #expect(stage.log.entries == [
            "innerWatcher sees touchesBegan", "outerWatcher sees touchesBegan", "inner touchesBegan",
            "innerWatcher sees touchesMoved", "outerWatcher sees touchesMoved", "inner touchesMoved",
            "innerWatcher sees touchesEnded", "outerWatcher sees touchesEnded", "inner touchesEnded",
        ])
        // The watchers never decide; once the touch is over they are done with it, and
        // the end they held back (delaysTouchesEnded) reaches the view in the lift's frame.
        #expect(stage.log.time(of: "inner touchesEnded") == lift)
    }

    // MARK: Exclusive recognition

    @Test("a pan that begins makes a tap on the same view fail")
    func panBeatsTap() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: Self.bigFrame)
        let tap = stage.attach(UITapGestureRecognizer(), named: "tap", to: view)
        let pan = stage.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        let touch = stage.host.touchDown(at: Self.start)
        // 10 pt: the pan's threshold; a tap alone would still allow it (it fails beyond 10 pt).
        touch.move(to: point(10))
        #expect(pan.state == .began)
        #expect(tap.state == .failed)
        touch.up()
        #expect(stage.log.actions == ["pan.began", "pan.ended"])
    }

    @Test("a pan on the superview fails when the pan on the touched view begins")
    func innerPanBeatsOuterPan() {
        let stage = GestureStage()
        let (outer, inner) = nestedViews(stage)
        let outerPan = stage.attach(UIPanGestureRecognizer(), named: "outerPan", to: outer)
        stage.attach(UIPanGestureRecognizer(), named: "innerPan", to: inner)
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(20))
        #expect(outerPan.state == .failed)
        touch.move(to: point(40))
        touch.up()
        #expect(stage.log.actions == ["innerPan.began", "innerPan.changed", "innerPan.ended"])
    }

    // MARK: Failure requirements

    nonisolated static let failureRequirements: [FailureRequirementCase] = [
        FailureRequirementCase(name: "require(toFail:)") {
            let single = UITapGestureRecognizer()
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            return (single, double, [])
        },
        FailureRequirementCase(name: "the single tap's delegate: shouldRequireFailureOf") {
            let single = UITapGestureRecognizer()
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            let delegate = ConfigurableGestureDelegate()
            delegate.requiresFailureOf = [double]
            single.delegate = delegate
            return (single, double, [delegate])
        },
        FailureRequirementCase(name: "the double tap's delegate: shouldBeRequiredToFailBy") {
            let single = UITapGestureRecognizer()
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            let delegate = ConfigurableGestureDelegate()
            delegate.requiredToFailBy = [single]
            double.delegate = delegate
            return (single, double, [delegate])
        },
        FailureRequirementCase(name: "the single tap's subclass: shouldRequireFailure(of:)") {
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            return (TapWaitingForDoubleTaps(), double, [])
        },
        FailureRequirementCase(name: "the double tap's subclass: shouldBeRequiredToFail(by:)") {
            let double = DoubleTapBlockingSingleTaps()
            double.numberOfTapsRequired = 2
            return (UITapGestureRecognizer(), double, [])
        },
    ]

    @Test("a single tap waiting for a double tap fires when the double tap fails, 0.35 s after the lift",
          arguments: failureRequirements)
    func singleTapWaitsForDoubleTap(_ relation: FailureRequirementCase) {
        let stage = GestureStage()
        let view = stage.addView("view", frame: Self.bigFrame)
        let (single, double, keepAlive) = relation.make()
        stage.attach(single, named: "single", to: view)
        stage.attach(double, named: "double", to: view)
        stage.host.tap(at: Self.start)
        let lift = CACurrentMediaTime()
        #expect(stage.log.actions.isEmpty)
        #expect(single.state == .possible)
        // The double tap waits `multiTapInterval` (0.35 s) for a second tap.
        stage.host.advance(by: 0.34)
        #expect(stage.log.actions.isEmpty)
        stage.host.advance(by: 0.01)
        #expect(stage.log.actions == ["single.ended"])
        let fired = stage.log.time(of: "single.ended") ?? 0
        #expect(isClose(fired - lift, GestureThresholds.multiTapInterval, tolerance: gestureTolerance))
        withExtendedLifetime(keepAlive) {}
    }

    @Test("a single tap waiting for a double tap fails when the double tap recognizes",
          arguments: failureRequirements)
    func singleTapFailsWhenDoubleTapRecognizes(_ relation: FailureRequirementCase) {
        let stage = GestureStage()
        let view = stage.addView("view", frame: Self.bigFrame)
        let (single, double, keepAlive) = relation.make()
        stage.attach(single, named: "single", to: view)
        stage.attach(double, named: "double", to: view)
        stage.host.tap(at: Self.start)
        stage.host.advance(by: 0.1)
        stage.host.tap(at: Self.start)
        #expect(stage.log.actions == ["double.ended"])
        stage.host.advance(by: 1)
        #expect(stage.log.actions == ["double.ended"])
        #expect(single.state == .possible)
        withExtendedLifetime(keepAlive) {}
    }

    @Test("without a failure requirement a single and a double tap recognize independently")
    func noRequirementNoWaiting() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: Self.bigFrame)
        stage.attach(UITapGestureRecognizer(), named: "single", to: view)
        let double = stage.attach(UITapGestureRecognizer(), named: "double", to: view)
        double.numberOfTapsRequired = 2
        stage.host.tap(at: Self.start)
        // The single tap recognizes at once; recognizing, it fails the double tap that shares its touch.
        #expect(stage.log.actions == ["single.ended"])
        stage.host.advance(by: 0.1)
        stage.host.tap(at: Self.start)
        // The second tap starts over: the double tap was reset after the first.
        #expect(stage.log.actions == ["single.ended", "single.ended"])
    }

    // MARK: Simultaneous recognition

    @Test("shouldRecognizeSimultaneouslyWith true from either side's delegate lets both pans run",
          arguments: NestedSide.allCases)
    func simultaneousFromEitherSide(_ side: NestedSide) {
        let stage = GestureStage()
        let (outer, inner) = nestedViews(stage)
        let outerPan = stage.attach(UIPanGestureRecognizer(), named: "outerPan", to: outer)
        let innerPan = stage.attach(UIPanGestureRecognizer(), named: "innerPan", to: inner)
        let delegate = ConfigurableGestureDelegate()
        switch side {
        case .inner:
            delegate.simultaneousWith = [outerPan]
            innerPan.delegate = delegate
        case .outer:
            delegate.simultaneousWith = [innerPan]
            outerPan.delegate = delegate
        }
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(20))
        touch.move(to: point(40))
        touch.up()
        #expect(stage.log.actions == [
            "innerPan.began", "outerPan.began",
            "innerPan.changed", "outerPan.changed",
            "innerPan.ended", "outerPan.ended",
        ])
    }

    // MARK: Should begin

    @Test("gestureRecognizerShouldBegin false from the delegate fails the pan; the view keeps its touch")
    func delegateRefusesBegin() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: Self.bigFrame)
        let pan = stage.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        let delegate = ConfigurableGestureDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(5))
        #expect(delegate.shouldBeginCount == 0)  // asked only when the pan tries to begin
        touch.move(to: point(20))
        #expect(pan.state == .failed)
        touch.move(to: point(40))
        touch.up()
        #expect(delegate.shouldBeginCount == 1)
        #expect(stage.log.actions.isEmpty)
        #expect(stage.log.touches(of: "view") == [
            "touchesBegan", "touchesMoved", "touchesMoved", "touchesMoved", "touchesEnded",
        ])
    }

    @Test("gestureRecognizerShouldBegin false from the recognizer's view fails it")
    func viewRefusesBegin() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: Self.bigFrame)
        view.shouldBeginAnswer = false
        let pan = stage.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(20))
        #expect(pan.state == .failed)
        touch.up()
        #expect(stage.log.actions.isEmpty)
        #expect(stage.log.touches(of: "view").last == "touchesEnded")
    }

    @Test("the touched subview is asked too: it can refuse a pan of its superview (as UISlider does)")
    func touchedSubviewRefusesBegin() {
        let stage = GestureStage()
        let (outer, inner) = nestedViews(stage)
        inner.shouldBeginAnswer = false
        let pan = stage.attach(UIPanGestureRecognizer(), named: "pan", to: outer)
        stage.host.drag(from: Self.start, to: point(60))
        #expect(pan.state == .possible)
        #expect(stage.log.actions.isEmpty)
        #expect(stage.log.touches(of: "inner").last == "touchesEnded")
    }

    // MARK: Should receive

    @Test("shouldReceive false keeps the touch from the recognizer entirely")
    func delegateRefusesTouch() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: Self.bigFrame)
        let watcher = TouchWatchingRecognizer()
        watcher.log = stage.log
        stage.attach(watcher, named: "watcher", to: view)
        let pan = stage.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        let delegate = ConfigurableGestureDelegate()
        delegate.shouldReceive = false
        watcher.delegate = delegate
        pan.delegate = delegate
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(40))
        #expect(watcher.numberOfTouches == 0)
        #expect(pan.numberOfTouches == 0)
        touch.up()
        // Asked once per recognizer, when the touch began.
        #expect(delegate.shouldReceiveCount == 2)
        #expect(stage.log.entries == ["view touchesBegan", "view touchesMoved", "view touchesEnded"])
    }

    // MARK: Preventing

    @Test("a pan that cannot prevent, or cannot be prevented, lets the other pan begin too",
          arguments: NestedSide.allCases)
    func preventionOverrides(_ side: NestedSide) {
        let stage = GestureStage()
        let (outer, inner) = nestedViews(stage)
        switch side {
        case .inner:
            // The inner pan begins first and cannot prevent the outer one.
            stage.attach(NonPreventingPan(), named: "innerPan", to: inner)
            stage.attach(UIPanGestureRecognizer(), named: "outerPan", to: outer)
        case .outer:
            // The outer pan cannot be prevented by the inner one.
            stage.attach(UIPanGestureRecognizer(), named: "innerPan", to: inner)
            stage.attach(UnpreventablePan(), named: "outerPan", to: outer)
        }
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(20))
        touch.up()
        #expect(stage.log.actions == ["innerPan.began", "outerPan.began", "innerPan.ended", "outerPan.ended"])
    }

    // MARK: Touches in the view

    @Test("cancelsTouchesInView true: the view gets touchesCancelled in the frame the pan begins, then nothing")
    func cancelsTouchesInView() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: Self.bigFrame)
        stage.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        let touch = stage.host.touchDown(at: Self.start)
        #expect(stage.log.touches(of: "view") == ["touchesBegan"])
        touch.move(to: point(5))
        #expect(stage.log.touches(of: "view") == ["touchesBegan", "touchesMoved"])
        #expect(stage.log.actions.isEmpty)
        touch.move(to: point(15))
        #expect(stage.log.touches(of: "view") == ["touchesBegan", "touchesMoved", "touchesCancelled"])
        #expect(stage.log.actions == ["pan.began"])
        touch.move(to: point(25))
        touch.up()
        #expect(stage.log.touches(of: "view") == ["touchesBegan", "touchesMoved", "touchesCancelled"])
        #expect(stage.log.actions == ["pan.began", "pan.changed", "pan.ended"])
    }

    @Test("cancelsTouchesInView false: the view keeps getting moves and its touchesEnded")
    func keepsTouchesInView() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: Self.bigFrame)
        let pan = stage.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        pan.cancelsTouchesInView = false
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(5))
        touch.move(to: point(15))
        touch.move(to: point(25))
        touch.up()
        #expect(stage.log.touches(of: "view") == [
            "touchesBegan", "touchesMoved", "touchesMoved", "touchesMoved", "touchesEnded",
        ])
        #expect(stage.log.actions == ["pan.began", "pan.changed", "pan.ended"])
    }

    @Test("delaysTouchesBegan: the view gets began and the held moves late, in the frame the tap fails")
    func delaysTouchesBeganUntilFailure() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: Self.bigFrame)
        let tap = stage.attach(UITapGestureRecognizer(), named: "tap", to: view)
        tap.delaysTouchesBegan = true
        let touch = stage.host.touchDown(at: Self.start)
        touch.move(to: point(5))
        #expect(stage.log.entries.isEmpty)
        // 20 pt is beyond the tap's 10 pt: it fails and the view hears everything so far.
        touch.move(to: point(20))
        let failedAt = CACurrentMediaTime()
        #expect(stage.log.touches(of: "view") == ["touchesBegan", "touchesMoved", "touchesMoved"])
        #expect(stage.log.times.allSatisfy { $0 == failedAt })
        touch.up()
        #expect(stage.log.touches(of: "view") == ["touchesBegan", "touchesMoved", "touchesMoved", "touchesEnded"])
    }

    @Test("delaysTouchesBegan: when the recognizer recognizes, the view never hears of the touch")
    func delaysTouchesBeganThenRecognizes() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: Self.bigFrame)
        let press = stage.attach(UILongPressGestureRecognizer(), named: "press", to: view)
        press.delaysTouchesBegan = true
        let touch = stage.host.touchDown(at: Self.start)
        stage.host.advance(by: 0.6)
        touch.move(to: point(30))
        touch.up()
        #expect(stage.log.touches(of: "view").isEmpty)
        #expect(stage.log.actions == ["press.began", "press.changed", "press.ended"])
    }

    @Test("delaysTouchesEnded: a view under a double tap gets touchesEnded only when the double tap fails")
    func delaysTouchesEndedUntilFailure() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: Self.bigFrame)
        let double = stage.attach(UITapGestureRecognizer(), named: "double", to: view)
        double.numberOfTapsRequired = 2
        stage.host.tap(at: Self.start)
        let lift = CACurrentMediaTime()
        #expect(stage.log.touches(of: "view") == ["touchesBegan"])
        stage.host.advance(by: 0.34)
        #expect(stage.log.touches(of: "view") == ["touchesBegan"])
        stage.host.advance(by: 0.01)
        #expect(stage.log.touches(of: "view") == ["touchesBegan", "touchesEnded"])
        let ended = stage.log.time(of: "view touchesEnded") ?? 0
        #expect(isClose(ended - lift, GestureThresholds.multiTapInterval, tolerance: gestureTolerance))
    }

    @Test("delaysTouchesEnded false: the view gets touchesEnded at the lift")
    func endsNotDelayed() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: Self.bigFrame)
        let double = stage.attach(UITapGestureRecognizer(), named: "double", to: view)
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        stage.host.tap(at: Self.start)
        #expect(stage.log.touches(of: "view") == ["touchesBegan", "touchesEnded"])
    }

    @Test("delaysTouchesEnded: when the double tap recognizes, the held end of the first tap is cancelled")
    func delayedEndIsCancelledOnRecognition() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: Self.bigFrame)
        let double = stage.attach(UITapGestureRecognizer(), named: "double", to: view)
        double.numberOfTapsRequired = 2
        stage.host.tap(at: Self.start)
        stage.host.advance(by: 0.1)
        stage.host.tap(at: Self.start)
        // Both touches are cancelled in one call when the double tap recognizes.
        #expect(stage.log.touches(of: "view") == ["touchesBegan", "touchesBegan", "touchesCancelled"])
        #expect(stage.log.actions == ["double.ended"])
        stage.host.advance(by: 1)
        #expect(stage.log.touches(of: "view") == ["touchesBegan", "touchesBegan", "touchesCancelled"])
    }

    @Test("a tap recognizer that recognizes cancels the touch in its view")
    func tapCancelsTouchInView() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: Self.bigFrame)
        stage.attach(UITapGestureRecognizer(), named: "tap", to: view)
        stage.host.tap(at: Self.start)
        #expect(stage.log.touches(of: "view") == ["touchesBegan", "touchesCancelled"])
        #expect(stage.log.actions == ["tap.ended"])
    }

    // MARK: Controls

    @Test("a control under a parent's single tap keeps the tap: the tap fails, touchUpInside fires")
    func controlKeepsSingleTap() {
        let stage = GestureStage()
        let parent = stage.addView("parent", frame: Self.bigFrame)
        let control = UIControl(frame: CGRect(x: 50, y: 100, width: 100, height: 50))
        parent.addSubview(control)
        let recorder = ControlEventRecorder(observing: control)
        let tap = stage.attach(UITapGestureRecognizer(), named: "tap", to: parent)
        // The control's center: window (50 + 50, 100 + 100 + 25).
        stage.host.tap(at: CGPoint(x: 100, y: 225))
        #expect(recorder.events == ["down", "upInside"])
        #expect(stage.log.actions.isEmpty)
        #expect(tap.state == .possible)
        // Outside the control the parent's tap works.
        stage.host.advance(by: 0.5)
        stage.host.tap(at: CGPoint(x: 300, y: 500))
        #expect(stage.log.actions == ["tap.ended"])
    }

    @Test("a control under a parent's double tap does not block it")
    func controlDoesNotBlockDoubleTap() {
        let stage = GestureStage()
        let parent = stage.addView("parent", frame: Self.bigFrame)
        let control = UIControl(frame: CGRect(x: 50, y: 100, width: 100, height: 50))
        parent.addSubview(control)
        let recorder = ControlEventRecorder(observing: control)
        let double = stage.attach(UITapGestureRecognizer(), named: "double", to: parent)
        double.numberOfTapsRequired = 2
        stage.host.tap(at: CGPoint(x: 100, y: 225))
        stage.host.advance(by: 0.1)
        stage.host.tap(at: CGPoint(x: 100, y: 225))
        #expect(stage.log.actions == ["double.ended"])
        // The control's first touch up was held (delaysTouchesEnded) and then cancelled.
        #expect(recorder.events.first == "down")
        #expect(recorder.events.last == "cancel")
        #expect(!recorder.events.contains("upInside"))
    }

    // MARK: Timers

    @Test("gesture timers run on the media clock: turns at a frozen media time fire nothing")
    func timersUseTheMediaClock() throws {
        let stage = GestureStage()
        let view = stage.addView("view", frame: Self.bigFrame)
        let single = stage.attach(UITapGestureRecognizer(), named: "single", to: view)
        let double = stage.attach(UITapGestureRecognizer(), named: "double", to: view)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let press = stage.attach(UILongPressGestureRecognizer(), named: "press", to: stage.root)
        stage.host.tap(at: Self.start)
        let loop = try #require(UIApplication.shared.mainLoop)
        for _ in 0..<100 { loop.runTurn(frameDuration: stage.frame) }
        #expect(stage.log.actions.isEmpty)
        stage.host.advance(by: GestureThresholds.multiTapInterval)
        #expect(stage.log.actions == ["single.ended"])

        // A long press elsewhere: the press timer waits for media time too.
        stage.log.removeAll()
        let touch = stage.host.touchDown(at: CGPoint(x: 200, y: 750))
        for _ in 0..<100 { loop.runTurn(frameDuration: stage.frame) }
        #expect(press.state == .possible)
        stage.host.advance(by: press.minimumPressDuration)
        #expect(stage.log.actions == ["press.began"])
        touch.up()
    }

    @Test("KUMIKI_GESTURE_DEBUG is unset in tests, so the arbiter does not log")
    func loggingIsOff() {
        #expect(GestureArbiter.isLogging == false)
    }

    // MARK: Failure requirements that form a cycle

    @Test("two taps that require each other to fail both fail, and the app becomes idle")
    func mutualFailureRequirementsFailBoth() {
        let stage = GestureStage()
        let view = stage.addView("view", frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        let a = stage.attach(UITapGestureRecognizer(), named: "a", to: view)
        let b = stage.attach(UITapGestureRecognizer(), named: "b", to: view)
        a.require(toFail: b)
        b.require(toFail: a)
        stage.host.tap(at: CGPoint(x: 100, y: 300))
        #expect(stage.log.actions.isEmpty)
        #expect(stage.host.runUntilIdle(limit: 1))
        // The next tap meets the same cycle: nothing is stuck from the last one.
        stage.host.tap(at: CGPoint(x: 100, y: 300))
        #expect(stage.host.runUntilIdle(limit: 1))
        #expect(a.state == .possible && b.state == .possible)
    }

    @Test("a cycle of failure requirements is reported on standard error")
    func mutualFailureRequirementsAreReported() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stage = GestureStage()
                let view = stage.addView("view", frame: CGRect(x: 0, y: 100, width: 393, height: 600))
                let a = stage.attach(UILongPressGestureRecognizer(), named: "a", to: view)
                let b = stage.attach(UILongPressGestureRecognizer(), named: "b", to: view)
                a.require(toFail: b)
                b.require(toFail: a)
                stage.host.longPress(at: CGPoint(x: 100, y: 300))
            }
        }
        #expect(standardError(of: result).contains(
            "require each other to fail, so none of them can recognize; failing them: "
                + "UILongPressGestureRecognizer(a), UILongPressGestureRecognizer(b)"))
    }
}
