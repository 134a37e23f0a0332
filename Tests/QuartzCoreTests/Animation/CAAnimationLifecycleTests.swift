import CoreGraphics
import QuartzCore
import Testing

/// Adding, finding, replacing and removing animations; delegate callbacks and
/// transaction completion blocks as frames (engine ticks) pass.
@MainActor
@Suite("CAAnimation lifecycle")
struct CAAnimationLifecycleTests {
    func fade(from: Double = 0, to: Double = 1, duration: CFTimeInterval = 1,
              delegate: CAAnimationDelegate? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.delegate = delegate
        return animation
    }

    // MARK: Adding copies

    @Test("adding copies the animation: changing the original afterwards changes nothing")
    func addCopies() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let animation = fade(from: 0, to: 1, duration: 1)
            layer.add(animation, forKey: "fade")
            animation.toValue = 0.5
            animation.duration = 4
            animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
            let added = layer.animation(forKey: "fade") as? CABasicAnimation
            #expect(added !== animation)
            #expect(added?.toValue as? Double == 1)
            #expect(added?.duration == 1)
            timeline.seek(to: 0.5)
            #expect(layer.presentation()!.opacity == 0.5)
        }
    }

    @Test("an added animation keeps its settings: timing, fill, removal and delegate")
    func copyKeepsSettings() {
        withAnimationTimeline { _ in
            let layer = makeTestLayer()
            let log = EventLog()
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.fromValue = 1.0
            animation.byValue = 2.0
            animation.beginTime = 5
            animation.duration = 3
            animation.speed = 0.5
            animation.timeOffset = 0.25
            animation.repeatCount = 2
            animation.repeatDuration = 7
            animation.autoreverses = true
            animation.fillMode = .both
            animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
            animation.isRemovedOnCompletion = false
            animation.isAdditive = true
            animation.isCumulative = true
            let recorder = AnimationEventRecorder("a", log: log)
            animation.delegate = recorder
            layer.add(animation, forKey: "x")
            let copy = layer.animation(forKey: "x") as! CABasicAnimation
            #expect(copy.keyPath == "position.x")
            #expect(copy.fromValue as? Double == 1 && copy.toValue == nil && copy.byValue as? Double == 2)
            #expect(copy.beginTime == 5 && copy.duration == 3 && copy.speed == 0.5 && copy.timeOffset == 0.25)
            #expect(copy.repeatCount == 2 && copy.repeatDuration == 7 && copy.autoreverses)
            #expect(copy.fillMode == .both && copy.timingFunction == CAMediaTimingFunction(name: .easeOut))
            #expect(!copy.isRemovedOnCompletion && copy.isAdditive && copy.isCumulative)
            #expect(copy.delegate === recorder)
        }
    }

    // MARK: Keys

    @Test("animation(forKey:), animationKeys() and removal by key")
    func keys() {
        withAnimationTimeline { _ in
            let layer = makeTestLayer()
            #expect(layer.animationKeys() == nil)
            layer.add(fade(), forKey: "fade")
            let move = CABasicAnimation(keyPath: "position.x")
            move.toValue = 10
            layer.add(move, forKey: "move")
            layer.add(fade(from: 1, to: 1), forKey: nil)
            // Keys in the order added; an animation without a key has none to list.
            #expect(layer.animationKeys() == ["fade", "move"])
            #expect((layer.animation(forKey: "move") as? CABasicAnimation)?.keyPath == "position.x")
            #expect(layer.animation(forKey: "missing") == nil)
            layer.removeAnimation(forKey: "fade")
            #expect(layer.animationKeys() == ["move"])
            #expect(layer.animation(forKey: "fade") == nil)
            layer.removeAnimation(forKey: "missing")
            #expect(layer.animationKeys() == ["move"])
            layer.removeAllAnimations()
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("removeAllAnimations removes keyless animations too")
    func removeAllRemovesKeyless() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            layer.add(fade(from: 0, to: 0), forKey: nil)
            timeline.seek(to: 0.5)
            #expect(layer.presentation()!.opacity == 0)
            layer.removeAllAnimations()
            #expect(layer.presentation()!.opacity == 1)
        }
    }

    @Test("a second animation under the same key replaces the first, whose delegate hears finished: false")
    func sameKeyReplaces() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let log = EventLog()
            layer.add(fade(from: 0, to: 1, delegate: AnimationEventRecorder("first", log: log)), forKey: "fade")
            timeline.tick(at: 0.25)
            layer.add(fade(from: 1, to: 0.5, delegate: AnimationEventRecorder("second", log: log)), forKey: "fade")
            #expect(log.entries == ["start first", "stop first finished: false"])
            #expect(layer.animationKeys() == ["fade"])
            // The second began at 0.25 s: at 0.75 s it is halfway.
            timeline.tick(at: 0.75)
            #expect(layer.presentation()!.opacity == Float(lerp(1, 0.5, 0.5)))
            timeline.tick(at: 1.25)
            #expect(log.entries == ["start first", "stop first finished: false", "start second",
                                    "stop second finished: true"])
        }
    }

    // MARK: Delegate

    @Test("the delegate hears animationDidStart at the first frame, then animationDidStop(finished: true) at the end")
    func delegateStartThenStop() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let log = EventLog()
            let recorder = AnimationEventRecorder("fade", log: log)
            layer.add(fade(duration: 1, delegate: recorder), forKey: "fade")
            #expect(log.entries.isEmpty)
            timeline.tick(at: 0)
            #expect(log.entries == ["start fade"])
            timeline.tick(at: 0.5)
            timeline.tick(at: 0.999)
            #expect(log.entries == ["start fade"])
            #expect(layer.animationKeys() == ["fade"])
            timeline.tick(at: 1)
            #expect(log.entries == ["start fade", "stop fade finished: true"])
            #expect(recorder.stopTimes == [1])
            // Removed on completion by default.
            #expect(layer.animationKeys() == nil)
            timeline.tick(at: 2)
            #expect(log.entries.count == 2)
        }
    }

    @Test("an animation with a later beginTime starts at that time")
    func delayedStart() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let log = EventLog()
            let animation = fade(duration: 1, delegate: AnimationEventRecorder("fade", log: log))
            animation.beginTime = CACurrentMediaTime() + 0.5
            layer.add(animation, forKey: "fade")
            timeline.tick(at: 0.25)
            #expect(log.entries.isEmpty)
            timeline.tick(at: 0.5)
            #expect(log.entries == ["start fade"])
            timeline.tick(at: 1.25)
            #expect(log.entries == ["start fade"])
            timeline.tick(at: 1.5)
            #expect(log.entries == ["start fade", "stop fade finished: true"])
        }
    }

    @Test("removing an animation early tells the delegate finished: false, once")
    func removalStopsUnfinished() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let log = EventLog()
            layer.add(fade(delegate: AnimationEventRecorder("fade", log: log)), forKey: "fade")
            timeline.tick(at: 0.5)
            layer.removeAnimation(forKey: "fade")
            timeline.tick(at: 2)
            #expect(log.entries == ["start fade", "stop fade finished: false"])
            #expect(layer.presentation()!.opacity == 1)
        }
    }

    @Test("an animation removed by another's delegate in the same frame never hears it started")
    func removedDuringFrameDoesNotStart() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let log = EventLog()

            /// Clears the layer's animations when its animation stops.
            @MainActor final class RemovingRecorder: @preconcurrency CAAnimationDelegate {
                let inner: AnimationEventRecorder
                weak var layer: CALayer?
                init(_ inner: AnimationEventRecorder, layer: CALayer) {
                    self.inner = inner
                    self.layer = layer
                }
                func animationDidStart(_ anim: CAAnimation) { inner.animationDidStart(anim) }
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                    inner.animationDidStop(anim, finished: flag)
                    layer?.removeAllAnimations()
                }
            }

            let first = fade(duration: 0.5, delegate: RemovingRecorder(AnimationEventRecorder("first", log: log), layer: layer))
            layer.add(first, forKey: "first")
            let later = fade(duration: 1, delegate: AnimationEventRecorder("later", log: log))
            later.beginTime = CACurrentMediaTime() + 0.5
            layer.add(later, forKey: "later")
            // One frame at 0.5 s: the first ends (its delegate removes the later one)
            // exactly when the later one was due to start.
            timeline.tick(at: 0.5)
            #expect(log.entries == ["start first", "stop first finished: true", "stop later finished: false"])
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("isRemovedOnCompletion false with fillMode forwards keeps showing the final value")
    func keepsFinalValue() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let log = EventLog()
            let animation = fade(from: 1, to: 0.25, delegate: AnimationEventRecorder("fade", log: log))
            animation.isRemovedOnCompletion = false
            animation.fillMode = .forwards
            layer.add(animation, forKey: "fade")
            timeline.tick(at: 1)
            timeline.tick(at: 5)
            #expect(log.entries == ["start fade", "stop fade finished: true"])
            #expect(layer.animationKeys() == ["fade"])
            #expect(layer.presentation()!.opacity == 0.25)
            #expect(layer.opacity == 1)
            // Removing it later does not report a second stop.
            layer.removeAnimation(forKey: "fade")
            #expect(log.entries.count == 2)
            #expect(layer.presentation()!.opacity == 1)
        }
    }

    @Test("isRemovedOnCompletion false without a forwards fill stays listed but shows the model value")
    func keptWithoutFillShowsModel() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let animation = fade(from: 0, to: 0.25)
            animation.isRemovedOnCompletion = false
            layer.add(animation, forKey: "fade")
            timeline.tick(at: 1.5)
            #expect(layer.animationKeys() == ["fade"])
            #expect(layer.presentation()!.opacity == 1)
        }
    }

    @Test("a zero duration means Core Animation's default of 0.25 s")
    func zeroDurationIsQuarterSecond() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let log = EventLog()
            let recorder = AnimationEventRecorder("fade", log: log)
            let animation = fade(from: 0, to: 1, duration: 0, delegate: recorder)
            layer.add(animation, forKey: "fade")
            #expect(layer.animation(forKey: "fade")?.duration == 0)
            timeline.tick(at: 0.125)
            #expect(layer.presentation()!.opacity == Float(0.125 / CAAnimation.defaultDuration))
            timeline.tick(at: 0.25)
            #expect(log.entries == ["start fade", "stop fade finished: true"])
            #expect(recorder.stopTimes == [0.25])
        }
    }

    // MARK: Transaction completion

    @Test("a transaction's completion block runs after the last animation added inside it ends, nested ones included")
    func completionWaitsForAnimations() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let log = EventLog()
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.entries.append("completion at \(timeline.elapsed)") }
            layer.add(fade(duration: 1, delegate: AnimationEventRecorder("outer", log: log)), forKey: "outer")
            CATransaction.begin()
            let move = CABasicAnimation(keyPath: "position.x")
            move.toValue = 0
            move.duration = 2
            move.delegate = AnimationEventRecorder("nested", log: log)
            layer.add(move, forKey: "nested")
            CATransaction.commit()
            CATransaction.commit()
            #expect(log.entries.isEmpty)
            timeline.tick(at: 0)
            timeline.tick(at: 1)
            #expect(log.entries == ["start outer", "start nested", "stop outer finished: true"])
            timeline.tick(at: 1.5)
            #expect(log.entries.count == 3)
            timeline.tick(at: 2)
            #expect(log.entries == ["start outer", "start nested", "stop outer finished: true",
                                    "stop nested finished: true", "completion at 2.0"])
        }
    }

    @Test("a completion block waits for a zero-duration animation's default 0.25 s")
    func completionWaitsForDefaultDuration() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            var completedAt: CFTimeInterval?
            CATransaction.begin()
            CATransaction.setCompletionBlock { completedAt = timeline.elapsed }
            layer.add(fade(duration: 0), forKey: "fade")
            CATransaction.commit()
            timeline.tick(at: 0.125)
            #expect(completedAt == nil)
            timeline.tick(at: 0.25)
            #expect(completedAt == 0.25)
        }
    }

    @Test("a completion block with no animations runs at commit")
    func completionWithoutAnimations() {
        withAnimationTimeline { _ in
            var ran = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran = true }
            #expect(!ran)
            CATransaction.commit()
            #expect(ran)
        }
    }

    @Test("an animation removed early releases the completion block it held")
    func removalReleasesCompletion() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            var ran = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran = true }
            layer.add(fade(duration: 10), forKey: "fade")
            CATransaction.commit()
            timeline.tick(at: 1)
            #expect(!ran)
            layer.removeAnimation(forKey: "fade")
            #expect(ran)
        }
    }
}
