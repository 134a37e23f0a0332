import Testing
import TestSupport
import UIKit
import UIKitTesting

@MainActor
@Suite("UIViewPropertyAnimator")
struct UIViewPropertyAnimatorTests {
    /// A 100×100 view centered at x = 100, in a host.
    private func makeStage() -> (UITestHost, UIView) {
        let view = UIView(frame: CGRect(x: 50, y: 150, width: 100, height: 100))
        let host = makeHost(showing: [view])
        return (host, view)
    }

    /// A 1 s animator with `curve` moving `view`'s center.x from 100 to 200.
    private func makeAnimator(_ view: UIView, curve: UIView.AnimationCurve = .linear) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: 1, curve: curve) {
            view.center.x = 200
        }
    }

    // MARK: Running to the end

    @Test("an animator is inactive until started, active while running, and inactive again once it has run to the end")
    func stateMachine() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        let animator = makeAnimator(view)
        animator.addCompletion(log.position("animator"))
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        // The animations block runs when the animator starts.
        #expect(view.center.x == 100)

        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(view.center.x == 200)
        #expect(view.presentationLayer.position.x == 100)

        host.advance(by: 0.5)
        // Linear: half the time, half the way.
        #expect(isClose(view.presentationLayer.position.x, 150, tolerance: animationTolerance))
        #expect(isClose(animator.fractionComplete, 0.5, tolerance: animationTolerance))
        #expect(log.entries.isEmpty)

        host.advance(by: 0.5)
        #expect(log.entries == ["animator end"])
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(view.presentationLayer.position.x == 200)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("a running animator moves the presentation along its timing curve", arguments: CurveOption.allCases)
    func runningFollowsTheCurve(curve: CurveOption) {
        let (host, view) = makeStage()
        let animator = makeAnimator(view, curve: curve.animationCurve)
        animator.startAnimation()
        for step in 1...3 {
            host.advance(by: 0.25)
            let time = CGFloat(step) * 0.25
            let expected = interpolated(100, 200, curve.reference.progress(at: time))
            #expect(isClose(view.presentationLayer.position.x, expected, tolerance: animationTolerance), "t = \(time)")
        }
        host.advance(by: 0.25)
    }

    @Test("completions run in the order they were added")
    func completionOrder() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        let animator = makeAnimator(view)
        animator.addCompletion(log.position("first"))
        animator.addCompletion(log.position("second"))
        animator.startAnimation()
        animator.addCompletion(log.position("third"))
        host.advance(by: 1)
        #expect(log.entries == ["first end", "second end", "third end"])
    }

    @Test("startAnimation(afterDelay:) activates the animator at once and starts moving after the delay")
    func startAfterDelay() {
        let (host, view) = makeStage()
        let animator = makeAnimator(view)
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.state == .active)
        host.advance(by: 0.5)
        #expect(isClose(view.presentationLayer.position.x, 100, tolerance: animationTolerance))
        host.advance(by: 0.5)
        #expect(isClose(view.presentationLayer.position.x, 150, tolerance: animationTolerance))
        host.advance(by: 0.5)
        #expect(animator.state == .inactive)
    }

    // MARK: Pausing and scrubbing

    @Test("pausing a running animator freezes the views where they are")
    func pauseFreezes() {
        let (host, view) = makeStage()
        let animator = makeAnimator(view, curve: .easeIn)
        animator.startAnimation()
        host.advance(by: 0.25)
        let shown = view.presentationLayer.position.x
        #expect(isClose(shown, interpolated(100, 200, ReferenceTimingCurve.easeIn.progress(at: 0.25)), tolerance: animationTolerance))

        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(isClose(view.presentationLayer.position.x, shown, tolerance: animationTolerance))
        host.advance(by: 0.5)
        #expect(isClose(view.presentationLayer.position.x, shown, tolerance: animationTolerance))
        #expect(isClose(animator.fractionComplete, 0.25, tolerance: animationTolerance))
        animator.stopAnimation(true)
    }

    @Test("fractionComplete set while paused moves the presentation linearly and reads back")
    func scrubbingIsLinear() {
        let (host, view) = makeStage()
        let animator = makeAnimator(view, curve: .easeInOut)
        animator.pauseAnimation()
        #expect(animator.state == .active)
        animator.fractionComplete = 0.25
        host.runFrame()
        #expect(animator.fractionComplete == 0.25)
        // scrubsLinearly (true by default): a quarter of the way, not the curve's value.
        #expect(isClose(view.presentationLayer.position.x, 125, tolerance: animationTolerance))

        animator.scrubsLinearly = false
        animator.fractionComplete = 0.25
        host.runFrame()
        let eased = interpolated(100, 200, ReferenceTimingCurve.easeInEaseOut.progress(at: 0.25))
        #expect(isClose(view.presentationLayer.position.x, eased, tolerance: animationTolerance))
        animator.stopAnimation(true)
    }

    @Test("setting fractionComplete on an inactive animator makes it active and paused")
    func scrubbingActivates() {
        let (host, view) = makeStage()
        let animator = makeAnimator(view)
        animator.fractionComplete = 0.5
        host.runFrame()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(view.center.x == 200)
        #expect(isClose(view.presentationLayer.position.x, 150, tolerance: animationTolerance))
        animator.stopAnimation(true)
    }

    @Test("continueAnimation with a duration factor runs the rest in that fraction of the remaining time")
    func continueWithDurationFactor() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        let animator = makeAnimator(view)
        animator.addCompletion(log.position("animator"))
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.pauseAnimation()
        host.advance(by: 0.5)
        #expect(isClose(view.presentationLayer.position.x, 150, tolerance: animationTolerance))

        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        #expect(animator.isRunning)
        // The remaining half of 1 s, times 0.5: 0.25 s. Halfway through it: 3/4 of the way.
        host.advance(by: 0.125)
        #expect(isClose(view.presentationLayer.position.x, 175, tolerance: animationTolerance))
        #expect(log.entries.isEmpty)
        host.advance(by: 0.125)
        #expect(log.entries == ["animator end"])
        #expect(view.presentationLayer.position.x == 200)
    }

    // MARK: Reversing

    @Test("a reversed animator runs back to the start, finishes at .start and puts the model values back")
    func reversedFinishesAtStart() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        let animator = makeAnimator(view)
        animator.addCompletion(log.position("animator"))
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.pauseAnimation()
        animator.isReversed = true
        animator.startAnimation()

        host.advance(by: 0.25)
        // Linear, back from 150 at the same speed: 125 after a quarter second.
        #expect(isClose(view.presentationLayer.position.x, 125, tolerance: animationTolerance))
        host.advance(by: 0.25)
        #expect(log.entries == ["animator start"])
        #expect(view.center.x == 100)
        #expect(view.presentationLayer.position.x == 100)
        #expect(animator.state == .inactive)
    }

    @Test("reversing a running animator turns it around where it is")
    func reversingWhileRunning() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        let animator = makeAnimator(view)
        animator.addCompletion(log.position("animator"))
        animator.startAnimation()
        host.advance(by: 0.75)
        animator.isReversed = true
        host.advance(by: 0.5)
        #expect(isClose(view.presentationLayer.position.x, 125, tolerance: animationTolerance))
        host.advance(by: 0.25)
        #expect(log.entries == ["animator start"])
        #expect(view.center.x == 100)
    }

    // MARK: Stopping and finishing

    @Test("stopAnimation(true) leaves the model at the current presentation value and calls no completion")
    func stopWithoutFinishing() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        let animator = makeAnimator(view)
        animator.addCompletion(log.position("animator"))
        animator.startAnimation()
        host.advance(by: 0.25)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        // Linear, a quarter of the way from 100 to 200.
        #expect(isClose(view.center.x, 125, tolerance: animationTolerance))
        #expect(isClose(view.presentationLayer.position.x, 125, tolerance: animationTolerance))
        #expect(view.layer.animationKeys() == nil)
        host.advance(by: 1)
        #expect(log.entries.isEmpty)
        #expect(isClose(view.presentationLayer.position.x, 125, tolerance: animationTolerance))
    }

    @Test("stopAnimation(false) holds the views; finishAnimation(at:) puts them at the position and calls the completions",
          arguments: [(UIViewAnimatingPosition.current, 125.0, "current"), (.start, 100.0, "start"), (.end, 200.0, "end")])
    func stopThenFinish(position: UIViewAnimatingPosition, expectedX: Double, name: String) {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        let animator = makeAnimator(view)
        animator.addCompletion(log.position("animator"))
        animator.startAnimation()
        host.advance(by: 0.25)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(!animator.isRunning)
        host.advance(by: 0.5)
        // Stopped a quarter of the way (linear): the views stay at 125.
        #expect(isClose(view.presentationLayer.position.x, 125, tolerance: animationTolerance))
        #expect(log.entries.isEmpty)

        animator.finishAnimation(at: position)
        #expect(animator.state == .inactive)
        #expect(log.entries == ["animator \(name)"])
        #expect(isClose(view.center.x, CGFloat(expectedX), tolerance: animationTolerance))
        host.runFrame()
        #expect(isClose(view.presentationLayer.position.x, CGFloat(expectedX), tolerance: animationTolerance))
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("finishAnimation(at:) on an animator that is not stopped stops the process")
    func finishWithoutStopStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.startAnimation()
                animator.finishAnimation(at: .end)
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'NSInternalInconsistencyException', reason: "
            + "'finishAnimationAtPosition: should only be called on a stopped animator!'"))
    }

    @Test("finishAnimation(at:) on an inactive animator does nothing, as in UIKit")
    func finishInactiveIsIgnored() {
        let (_, view) = makeStage()
        let log = CompletionRecorder()
        let animator = makeAnimator(view)
        animator.addCompletion(log.position("animator"))
        animator.finishAnimation(at: .end)
        #expect(animator.state == .inactive)
        #expect(log.entries.isEmpty)
    }

    @Test("pausesOnCompletion keeps the animator active and paused at the end, without calling completions")
    func pausesOnCompletion() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        let animator = makeAnimator(view)
        animator.pausesOnCompletion = true
        animator.addCompletion(log.position("animator"))
        animator.startAnimation()
        host.advance(by: 1.5)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(log.entries.isEmpty)
        #expect(isClose(view.presentationLayer.position.x, 200, tolerance: animationTolerance))

        // Still active, so it can run back.
        animator.isReversed = true
        animator.startAnimation()
        host.advance(by: 1.5)
        #expect(animator.state == .active)
        #expect(isClose(view.presentationLayer.position.x, 100, tolerance: animationTolerance))
        #expect(log.entries.isEmpty)

        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(log.entries == ["animator start"])
        #expect(view.center.x == 100)
    }

    // MARK: Adding animations

    @Test("animations added while running start from the current values and end with the animator")
    func addAnimationsWhileRunning() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        let animator = makeAnimator(view)
        animator.addCompletion(log.position("animator"))
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.addAnimations {
            view.alpha = 0
        }
        #expect(view.alpha == 0)
        // No jump: the fade starts at the alpha on screen.
        #expect(view.presentationLayer.opacity == 1)
        host.advance(by: 0.25)
        // Linear over the remaining 0.5 s: halfway after 0.25 s.
        #expect(isClose(CGFloat(view.presentationLayer.opacity), 0.5, tolerance: animationTolerance))
        #expect(isClose(view.presentationLayer.position.x, 175, tolerance: animationTolerance))
        host.advance(by: 0.25)
        #expect(log.entries == ["animator end"])
        #expect(view.presentationLayer.opacity == 0)
    }

    @Test("animations added with a delay factor wait that fraction of the duration, then run over the rest")
    func addAnimationsWithDelayFactor() {
        let (host, view) = makeStage()
        let animator = makeAnimator(view)
        animator.addAnimations({
            view.alpha = 0
        }, delayFactor: 0.5)
        animator.startAnimation()
        host.advance(by: 0.25)
        #expect(view.presentationLayer.opacity == 1)
        host.advance(by: 0.25)
        #expect(isClose(CGFloat(view.presentationLayer.opacity), 1, tolerance: animationTolerance))
        host.advance(by: 0.25)
        // Delay 0.5 × 1 s, then linear over the remaining 0.5 s: halfway at 0.75 s.
        #expect(isClose(CGFloat(view.presentationLayer.opacity), 0.5, tolerance: animationTolerance))
        host.advance(by: 0.25)
        #expect(view.presentationLayer.opacity == 0)
    }

    @Test("addAnimations on a stopped animator stops the process")
    func addAnimationsWhileStoppedStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.startAnimation()
                animator.stopAnimation(false)
                animator.addAnimations { view.center.x = 10 }
            }
        }
        let text = standardError(of: result)
        #expect(text.contains("uncaught exception 'NSInternalInconsistencyException', reason: "
            + "'Attempt to add an animation to an animator <"))
        #expect(text.contains("UIViewPropertyAnimator: 0x"))
        #expect(text.contains("> that is in a stopped state'"))
    }

    // MARK: Springs and interaction

    @Test("a spring animator reaches the end exactly at its duration and then calls its completions with .end")
    func springReachesTheEndAtTheDuration() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.3) {
            view.center.x = 200
        }
        animator.addCompletion(log.position("spring"))
        animator.startAnimation()
        var largest: CGFloat = 100
        for _ in 1..<60 {  // 0.5 s at 120 Hz, less one frame
            host.runFrame()
            largest = max(largest, view.presentationLayer.position.x)
        }
        #expect(largest > 200)  // damping 0.3 overshoots
        #expect(log.entries.isEmpty)
        #expect(animator.isRunning)
        host.runFrame()
        #expect(log.entries == ["spring end"])
        #expect(view.presentationLayer.position.x == 200)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("spring timing parameters with an initial velocity reach the end exactly at the duration")
    func springParametersReachTheEnd() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        let parameters = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 2, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
        animator.addAnimations { view.center.x = 200 }
        animator.addCompletion(log.position("spring"))
        animator.startAnimation()
        host.advance(by: 1 - host.frameDuration)
        #expect(log.entries.isEmpty)
        host.runFrame()
        #expect(log.entries == ["spring end"])
        #expect(view.presentationLayer.position.x == 200)
    }

    @Test("views animated by an animator take touches unless isUserInteractionEnabled is false")
    func userInteractionWhileAnimating() {
        let touchable = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let untouchable = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        let host = makeHost(showing: [touchable, untouchable])
        let open = UIViewPropertyAnimator(duration: 1, curve: .linear) { touchable.alpha = 0.5 }
        let closed = UIViewPropertyAnimator(duration: 1, curve: .linear) { untouchable.alpha = 0.5 }
        closed.isUserInteractionEnabled = false
        open.startAnimation()
        closed.startAnimation()
        host.runFrame()
        #expect(host.window.hitTest(CGPoint(x: 50, y: 150), with: nil) === touchable)
        #expect(host.window.hitTest(CGPoint(x: 50, y: 350), with: nil) !== untouchable)
        host.advance(by: 1)
        #expect(host.window.hitTest(CGPoint(x: 50, y: 350), with: nil) === untouchable)
    }

    // MARK: Releasing

    static let releaseMessage = "It is an error to release a paused or stopped property animator. Property animators "
        + "must either finish animating or be explicitly stopped and finished before they can be released."

    @Test("releasing a paused animator stops the process with UIKit's message")
    func releasingPausedAnimatorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                var animator: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator?.pauseAnimation()
                animator = nil
            }
        }
        #expect(standardError(of: result).contains("'NSInternalInconsistencyException', reason: '\(Self.releaseMessage)'"))
    }

    @Test("releasing a stopped animator that was not finished stops the process too")
    func releasingStoppedAnimatorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                var animator: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator?.startAnimation()
                animator?.stopAnimation(false)
                animator = nil
            }
        }
        #expect(standardError(of: result).contains(Self.releaseMessage))
    }

    @Test("an animator that never started, or was stopped and finished, is released quietly")
    func releasingInactiveAnimatorsIsFine() {
        let view = UIView()
        weak var unused: UIViewPropertyAnimator?
        weak var finished: UIViewPropertyAnimator?
        do {
            let never = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            unused = never
            let done = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
            done.startAnimation()
            done.stopAnimation(false)
            done.finishAnimation(at: .current)
            finished = done
        }
        #expect(unused == nil)
        #expect(finished == nil)
    }
}
