import Testing
import TestSupport
import UIKit
import UIKitTesting

@MainActor
@Suite("UIView.animate: values on screen")
struct UIViewAnimateTests {
    /// A 100×100 view centered at (100, 100) in a host's window.
    private func makeStage() -> (UITestHost, UIView) {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = .red
        let host = makeHost(showing: [view])
        return (host, view)
    }

    @Test("the model value changes at once; the presentation follows ease-in-out and is exactly halfway at half the duration")
    func defaultCurveIsEaseInOut() {
        let (host, view) = makeStage()
        UIView.animate(withDuration: 1) {
            view.center = CGPoint(x: 200, y: 100)
        }
        #expect(view.center == CGPoint(x: 200, y: 100))
        // The animation starts at the media time of the turn that adds it: nothing has moved yet.
        #expect(isClose(view.presentationLayer.position.x, 100, tolerance: animationTolerance))

        host.advance(by: 0.25)
        // 100 → 200 along (0.42, 0)(0.58, 1) at time fraction 0.25.
        let quarter = interpolated(100, 200, ReferenceTimingCurve.easeInEaseOut.progress(at: 0.25))
        #expect(isClose(view.presentationLayer.position.x, quarter, tolerance: animationTolerance))
        #expect(view.presentationLayer.position.x < 125)  // ease-in: behind the linear 125

        host.advance(by: 0.25)
        // The curve is symmetric about (0.5, 0.5): halfway in time is halfway in value.
        #expect(isClose(view.presentationLayer.position.x, 150, tolerance: animationTolerance))

        host.advance(by: 0.5)
        #expect(view.presentationLayer.position == CGPoint(x: 200, y: 100))
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("each curve option moves the presentation along its Bézier curve", arguments: CurveOption.allCases)
    func curveOptionsFollowTheirCurves(curve: CurveOption) {
        let (host, view) = makeStage()
        UIView.animate(withDuration: 1, delay: 0, options: curve.option, animations: {
            view.center = CGPoint(x: 200, y: 100)
        })
        for step in 1...3 {
            host.advance(by: 0.25)
            let time = CGFloat(step) * 0.25
            let expected = interpolated(100, 200, curve.reference.progress(at: time))
            #expect(isClose(view.presentationLayer.position.x, expected, tolerance: animationTolerance), "t = \(time)")
        }
    }

    @Test("center, transform, alpha, backgroundColor and layer.cornerRadius are halfway at half the duration")
    func animatablePropertiesAnimate() {
        let centered = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        let turned = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        let faded = UIView(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
        let colored = UIView(frame: CGRect(x: 0, y: 500, width: 100, height: 100))
        colored.backgroundColor = .red
        let rounded = UIView(frame: CGRect(x: 0, y: 600, width: 100, height: 100))
        let host = makeHost(showing: [centered, turned, faded, colored, rounded])

        UIView.animate(withDuration: 1) {
            centered.center = CGPoint(x: 250, y: 350)
            turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
            faded.alpha = 0
            colored.backgroundColor = .blue
            rounded.layer.cornerRadius = 20
        }
        host.advance(by: 0.5)

        // Ease-in-out at half the duration is progress 0.5: every value is the midpoint.
        // Center (50, 250) → (250, 350): midpoint (150, 300).
        #expect(isClose(centered.presentationLayer.position, CGPoint(x: 150, y: 300), tolerance: animationTolerance))
        // A rotation by π/2 is a rotation by π/4 halfway.
        let transform = turned.presentationLayer.affineTransform()
        #expect(isClose(transform.a, cos(.pi / 4), tolerance: animationTolerance) && isClose(transform.b, sin(.pi / 4), tolerance: animationTolerance))
        #expect(isClose(transform.c, -sin(.pi / 4), tolerance: animationTolerance) && isClose(transform.d, cos(.pi / 4), tolerance: animationTolerance))
        // Alpha 1 → 0.
        #expect(isClose(CGFloat(faded.presentationLayer.opacity), 0.5, tolerance: animationTolerance))
        // Red (1, 0, 0) → blue (0, 0, 1), opaque throughout.
        let color = UIColor(cgColor: colored.presentationLayer.backgroundColor!)
        #expect(isClose(rgbaComponents(of: color), [0.5, 0, 0.5, 1], tolerance: animationTolerance))
        // Corner radius 0 → 20.
        #expect(isClose(rounded.presentationLayer.cornerRadius, 10, tolerance: animationTolerance))
    }

    @Test("a shrinking frame and bounds are halfway at half the duration")
    func shrinkingFrameAndBoundsAnimate() {
        let framed = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let bounded = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 200))
        let host = makeHost(showing: [framed, bounded])
        UIView.animate(withDuration: 1) {
            framed.frame = CGRect(x: 100, y: 200, width: 100, height: 50)
            bounded.bounds = CGRect(x: 20, y: 40, width: 100, height: 150)
        }
        host.advance(by: 0.5)
        // Frame (0, 0, 200, 200) → (100, 200, 100, 50): midpoint (50, 100, 150, 125).
        #expect(isClose(framed.presentationLayer.frame, CGRect(x: 50, y: 100, width: 150, height: 125), tolerance: animationTolerance))
        // Bounds (0, 0, 200, 200) → (20, 40, 100, 150): midpoint (10, 20, 150, 175).
        #expect(isClose(bounded.presentationLayer.bounds, CGRect(x: 10, y: 20, width: 150, height: 175), tolerance: animationTolerance))
    }

    @Test("a growing frame and bounds are halfway at half the duration")
    func growingFrameAndBoundsAnimate() {
        let framed = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bounded = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        let host = makeHost(showing: [framed, bounded])
        UIView.animate(withDuration: 1) {
            framed.frame = CGRect(x: 100, y: 200, width: 200, height: 150)
            bounded.bounds = CGRect(x: 20, y: 40, width: 100, height: 200)
        }
        host.advance(by: 0.5)
        // Frame (0, 0, 100, 100) → (100, 200, 200, 150): midpoint (50, 100, 150, 125).
        #expect(isClose(framed.presentationLayer.frame, CGRect(x: 50, y: 100, width: 150, height: 125), tolerance: animationTolerance))
        // Bounds (0, 0, 100, 100) → (20, 40, 100, 200): midpoint (10, 20, 100, 150).
        #expect(isClose(bounded.presentationLayer.bounds, CGRect(x: 10, y: 20, width: 100, height: 150), tolerance: animationTolerance))
        host.advance(by: 0.5)
        #expect(framed.presentationLayer.frame == CGRect(x: 100, y: 200, width: 200, height: 150))
    }

    @Test("tag and isHidden change at once inside a block, and nothing is animated")
    func nonAnimatablePropertiesChangeAtOnce() {
        let (host, view) = makeStage()
        UIView.animate(withDuration: 1) {
            view.tag = 7
            view.isHidden = true
        }
        #expect(view.tag == 7)
        #expect(view.isHidden)
        #expect(view.presentationLayer.isHidden)
        #expect(view.layer.animationKeys() == nil)
        host.advance(by: 0.5)
        #expect(view.presentationLayer.isHidden)
    }

    @Test("a view's layer does not animate a change made outside an animation block")
    func noAnimationOutsideABlock() {
        let (host, view) = makeStage()
        view.center = CGPoint(x: 200, y: 100)
        view.alpha = 0.5
        #expect(view.layer.animationKeys() == nil)
        #expect(view.presentationLayer.position == CGPoint(x: 200, y: 100))
        host.runFrame()
        #expect(view.presentationLayer.position == CGPoint(x: 200, y: 100))
        #expect(view.presentationLayer.opacity == 0.5)
    }

    @Test("performWithoutAnimation inside a block applies its changes at once while the rest animates")
    func performWithoutAnimationInsideABlock() {
        let (host, view) = makeStage()
        UIView.animate(withDuration: 1) {
            view.alpha = 0
            UIView.performWithoutAnimation {
                view.center = CGPoint(x: 200, y: 100)
            }
        }
        #expect(view.layer.animationKeys() == ["opacity"])
        host.advance(by: 0.5)
        #expect(view.presentationLayer.position == CGPoint(x: 200, y: 100))
        // Alpha 1 → 0, halfway.
        #expect(isClose(CGFloat(view.presentationLayer.opacity), 0.5, tolerance: animationTolerance))
    }

    @Test("with animations disabled a block applies its changes at once and completes on the next turn with true")
    func animationsDisabled() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        #expect(!UIView.areAnimationsEnabled)

        UIView.animate(withDuration: 1, animations: {
            view.center = CGPoint(x: 200, y: 100)
        }, completion: log.finished("block"))
        #expect(view.layer.animationKeys() == nil)
        #expect(view.presentationLayer.position == CGPoint(x: 200, y: 100))
        #expect(log.entries.isEmpty)
        host.runFrame()
        #expect(log.entries == ["block true"])
    }

    @Test("inheritedAnimationDuration is the block's duration inside it and 0 outside or without animation")
    func inheritedAnimationDuration() {
        let (host, view) = makeStage()
        var inside: TimeInterval = -1
        var nested: TimeInterval = -1
        var withoutAnimation: TimeInterval = -1
        #expect(UIView.inheritedAnimationDuration == 0)
        UIView.animate(withDuration: 0.75) {
            inside = UIView.inheritedAnimationDuration
            UIView.animate(withDuration: 3) {
                nested = UIView.inheritedAnimationDuration
            }
            UIView.performWithoutAnimation {
                withoutAnimation = UIView.inheritedAnimationDuration
            }
            view.alpha = 0.5
        }
        #expect(inside == 0.75)
        #expect(nested == 0.75)  // the nested block inherits the outer duration
        #expect(withoutAnimation == 0)
        #expect(UIView.inheritedAnimationDuration == 0)
        host.advance(by: 0.75)
    }

    @Test("a nested block inherits the outer duration and curve")
    func nestedBlockInheritsDurationAndCurve() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.alpha = 0
            UIView.animate(withDuration: 3, animations: {
                view.center = CGPoint(x: 200, y: 100)
            }, completion: log.finished("inner"))
        }, completion: log.finished("outer"))

        host.advance(by: 0.25)
        // The outer block's 1 s and linear curve: 100 → 200 at 0.25.
        #expect(isClose(view.presentationLayer.position.x, 125, tolerance: animationTolerance))
        host.advance(by: 0.75)
        #expect(view.presentationLayer.position.x == 200)
        // Both end on the same frame (their order is not specified).
        #expect(log.entries.sorted() == ["inner true", "outer true"])
    }

    @Test("a nested block with overrideInheritedDuration keeps its own duration (but inherits the curve)")
    func nestedBlockOverridesInheritedDuration() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.alpha = 0
            UIView.animate(withDuration: 2, delay: 0, options: .overrideInheritedDuration, animations: {
                view.center = CGPoint(x: 200, y: 100)
            }, completion: log.finished("inner"))
        }, completion: log.finished("outer"))

        host.advance(by: 1)
        #expect(log.entries == ["outer true"])
        // Its own 2 s, the outer linear curve: 100 → 200 at 1/2.
        #expect(isClose(view.presentationLayer.position.x, 150, tolerance: animationTolerance))
        host.advance(by: 0.5)
        // At 1.5/2.
        #expect(isClose(view.presentationLayer.position.x, 175, tolerance: animationTolerance))
        host.advance(by: 0.5)
        #expect(log.entries == ["outer true", "inner true"])
    }

    @Test("a nested block with overrideInheritedCurve keeps its own curve")
    func nestedBlockOverridesInheritedCurve() {
        let (host, view) = makeStage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.alpha = 0
            UIView.animate(withDuration: 1, delay: 0, options: [.overrideInheritedCurve, .curveEaseIn], animations: {
                view.center = CGPoint(x: 200, y: 100)
            })
        })
        host.advance(by: 0.5)
        #expect(isClose(CGFloat(view.presentationLayer.opacity), 0.5, tolerance: animationTolerance))  // linear
        let expected = interpolated(100, 200, ReferenceTimingCurve.easeIn.progress(at: 0.5))
        #expect(isClose(view.presentationLayer.position.x, expected, tolerance: animationTolerance))
    }
}

@MainActor
@Suite("UIView.animate: completion, overlap, delay and repetition")
struct UIViewAnimateCompletionTests {
    private func makeStage() -> (UITestHost, UIView) {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let host = makeHost(showing: [view])
        return (host, view)
    }

    @Test("the completion runs with true when the animations end, not before")
    func completionAtTheEnd() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        UIView.animate(withDuration: 1, animations: {
            view.center = CGPoint(x: 200, y: 100)
        }, completion: log.finished("block"))
        host.advance(by: 1 - host.frameDuration)
        #expect(log.entries.isEmpty)
        host.runFrame()
        #expect(log.entries == ["block true"])
    }

    @Test("a second animation of the same property started midway adds to the first; both complete with true in order of ending")
    func overlappingAnimationsAreAdditive() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        let curve = ReferenceTimingCurve.easeInEaseOut
        UIView.animate(withDuration: 1, animations: {
            view.center.x = 200
        }, completion: log.finished("first"))
        host.advance(by: 0.5)
        #expect(isClose(view.presentationLayer.position.x, 150, tolerance: animationTolerance))

        UIView.animate(withDuration: 1, animations: {
            view.center.x = 300
        }, completion: log.finished("second"))
        #expect(view.center.x == 300)
        // Each animation adds (its old model − its new model)·(1 − progress) to the model 300:
        // the first −100·(1 − 0.5), the second −100·(1 − 0): no jump from 150.
        #expect(isClose(view.presentationLayer.position.x, 150, tolerance: animationTolerance))
        #expect(log.entries.isEmpty)  // the first was not cut

        host.advance(by: 0.25)
        let mixed = 300 - 100 * (1 - curve.progress(at: 0.75)) - 100 * (1 - curve.progress(at: 0.25))
        #expect(isClose(view.presentationLayer.position.x, mixed, tolerance: animationTolerance))

        host.advance(by: 0.25)
        #expect(log.entries == ["first true"])
        // Only the second remains, halfway: 300 − 100·(1 − 0.5).
        #expect(isClose(view.presentationLayer.position.x, 250, tolerance: animationTolerance))

        host.advance(by: 0.5)
        #expect(log.entries == ["first true", "second true"])
        #expect(view.presentationLayer.position.x == 300)
    }

    @Test("an animation removed early completes with false and the model value shows")
    func removedAnimationCompletesWithFalse() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        UIView.animate(withDuration: 1, animations: {
            view.center = CGPoint(x: 200, y: 100)
        }, completion: log.finished("block"))
        host.advance(by: 0.5)
        view.layer.removeAllAnimations()
        host.runFrame()
        #expect(log.entries == ["block false"])
        #expect(view.presentationLayer.position == CGPoint(x: 200, y: 100))
    }

    @Test("beginFromCurrentState starts from the presentation value and replaces the running animation, which completes with false")
    func beginFromCurrentState() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        UIView.animate(withDuration: 1, animations: {
            view.center.x = 200
        }, completion: log.finished("first"))
        host.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .beginFromCurrentState, animations: {
            view.center.x = 300
        }, completion: log.finished("second"))
        host.runFrame()
        #expect(log.entries == ["first false"])
        #expect(view.layer.animationKeys() == ["position"])

        host.advance(by: 0.5 - host.frameDuration)
        // From the 150 shown when it started, to 300, halfway.
        #expect(isClose(view.presentationLayer.position.x, 225, tolerance: animationTolerance))
        host.advance(by: 0.5)
        #expect(view.presentationLayer.position.x == 300)
        #expect(log.entries == ["first false", "second true"])
    }

    @Test("a block that changes nothing completes on the next turn with true")
    func emptyBlockCompletesOnTheNextTurn() {
        let (host, _) = makeStage()
        let log = CompletionRecorder()
        UIView.animate(withDuration: 1, animations: {}, completion: log.finished("empty"))
        #expect(log.entries.isEmpty)
        host.runFrame()
        #expect(log.entries == ["empty true"])
    }

    @Test("a duration of 0 applies the changes at once and completes on the next turn with true")
    func zeroDurationCompletesOnTheNextTurn() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        UIView.animate(withDuration: 0, animations: {
            view.center = CGPoint(x: 200, y: 100)
        }, completion: log.finished("instant"))
        #expect(view.layer.animationKeys() == nil)
        #expect(view.presentationLayer.position == CGPoint(x: 200, y: 100))
        #expect(log.entries.isEmpty)
        host.runFrame()
        #expect(log.entries == ["instant true"])
    }

    @Test("during the delay the presentation keeps the old value; then the animation runs its full duration")
    func delayHoldsTheOldValue() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
            view.center.x = 200
        }, completion: log.finished("delayed"))
        #expect(view.center.x == 200)
        host.advance(by: 0.25)
        #expect(view.presentationLayer.position.x == 100)
        host.advance(by: 0.25)
        #expect(isClose(view.presentationLayer.position.x, 100, tolerance: animationTolerance))
        host.advance(by: 0.5)
        // 0.5 s into 1 s, linear: 100 → 200.
        #expect(isClose(view.presentationLayer.position.x, 150, tolerance: animationTolerance))
        #expect(log.entries.isEmpty)
        host.advance(by: 0.5)
        #expect(view.presentationLayer.position.x == 200)
        #expect(log.entries == ["delayed true"])
    }

    @Test("repeat with autoreverse goes there and back every two durations and never completes until removed")
    func repeatAndAutoreverse() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: {
            view.center.x = 200
        }, completion: log.finished("forever"))
        // Linear 100 → 200 in each forward second, 200 → 100 in each backward one.
        let expected: [CGFloat] = [150, 200, 150, 100, 150, 200]
        for (index, value) in expected.enumerated() {
            host.advance(by: 0.5)
            #expect(isClose(view.presentationLayer.position.x, value, tolerance: animationTolerance), "t = \(Double(index + 1) * 0.5)")
        }
        #expect(log.entries.isEmpty)
        view.layer.removeAllAnimations()
        host.runFrame()
        #expect(log.entries == ["forever false"])
        #expect(view.presentationLayer.position.x == 200)
    }
}

@MainActor
@Suite("UIView.animate: layout and touches")
struct UIViewAnimateLayoutAndTouchTests {
    @Test("layoutIfNeeded inside a block animates the frames set in layoutSubviews")
    func layoutIfNeededInsideABlockAnimatesLayout() {
        let container = SelfLayingOutView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let host = makeHost(showing: [container])
        #expect(container.child.frame == CGRect(x: 10, y: 10, width: 280, height: 280))

        container.childFrame = CGRect(x: 100, y: 100, width: 100, height: 100)
        UIView.animate(withDuration: 1) {
            container.layoutIfNeeded()
        }
        #expect(container.child.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
        host.advance(by: 0.5)
        // (10, 10, 280, 280) → (100, 100, 100, 100), halfway: (55, 55, 190, 190).
        #expect(isClose(container.child.presentationLayer.frame, CGRect(x: 55, y: 55, width: 190, height: 190), tolerance: animationTolerance))
    }

    @Test("with the layoutSubviews option, the layout a size change causes animates with it")
    func layoutSubviewsOptionAnimatesLayout() {
        let container = SelfLayingOutView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let host = makeHost(showing: [container])
        UIView.animate(withDuration: 1, delay: 0, options: .layoutSubviews, animations: {
            container.frame.size = CGSize(width: 100, height: 100)
        })
        host.advance(by: 0.5)
        // The child fills the container inset by 10: 280 → 80 wide, halfway 180.
        #expect(isClose(container.child.presentationLayer.bounds.size.width, 180, tolerance: animationTolerance))
        #expect(isClose(container.presentationLayer.bounds.size.width, 200, tolerance: animationTolerance))
    }

    @Test("without the layoutSubviews option, the layout a size change causes happens at once on the next turn")
    func withoutLayoutSubviewsOptionLayoutJumps() {
        let container = SelfLayingOutView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let host = makeHost(showing: [container])
        UIView.animate(withDuration: 1) {
            container.frame.size = CGSize(width: 100, height: 100)
        }
        host.runFrame()
        #expect(container.child.presentationLayer.bounds.size.width == 80)
        #expect(container.child.layer.animationKeys() == nil)
    }

    @Test("a view being animated ignores touches; it takes them again once the animation ends")
    func animatingViewIgnoresTouches() {
        let view = TouchRecordingView("animated", frame: CGRect(x: 50, y: 150, width: 100, height: 100))
        let host = makeHost(showing: [view])
        let backdrop = view.superview!
        UIView.animate(withDuration: 1) {
            view.alpha = 0.5
        }
        #expect(host.window.hitTest(CGPoint(x: 100, y: 200), with: nil) === backdrop)
        host.tap(at: CGPoint(x: 100, y: 200))
        #expect(view.methods.isEmpty)

        host.advance(by: 1)
        #expect(host.window.hitTest(CGPoint(x: 100, y: 200), with: nil) === view)
        host.tap(at: CGPoint(x: 100, y: 200))
        #expect(view.methods == ["began", "ended"])
    }

    @Test("with allowUserInteraction an animating view takes touches, hit-tested at its model position")
    func allowUserInteractionKeepsTouches() {
        let view = TouchRecordingView("animated", frame: CGRect(x: 0, y: 150, width: 100, height: 100))
        let host = makeHost(showing: [view])
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: {
            view.center.x = 250
        })
        // On screen the view is still near x = 50; its model is at 200…300.
        #expect(host.window.hitTest(CGPoint(x: 250, y: 200), with: nil) === view)
        #expect(host.window.hitTest(CGPoint(x: 50, y: 200), with: nil) !== view)
        host.tap(at: CGPoint(x: 250, y: 200))
        #expect(view.methods == ["began", "ended"])
    }
}
