import QuartzCore
import Testing

/// Layer time: `(parentTime − beginTime) · speed + timeOffset` from the root's
/// media time down, and the pause/resume recipe that relies on it.
@MainActor
@Suite struct CALayerTimeTests {
    @Test func aLayersTimeComposesItsAncestorsBeginTimeSpeedAndOffset() {
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        parent.beginTime = 10
        parent.speed = 2
        child.timeOffset = 3
        child.speed = 0.5
        // Parent at media 14: (14 − 10) · 2 = 8. Child: (8 − 0) · 0.5 + 3 = 7.
        #expect(parent.localTime(atMediaTime: 14) == 8)
        #expect(child.localTime(atMediaTime: 14) == 7)
        #expect(child.convertTime(14, from: nil) == 7)
        #expect(child.convertTime(7, to: nil) == 14)
        #expect(child.convertTime(7, to: parent) == 8)
        #expect(parent.convertTime(8, to: child) == 7)
    }

    @Test func pausingWithSpeedZeroFreezesAnAnimationAndResumingContinuesIt() {
        withAnimationTimeline { timeline in
            let layer = CALayer()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.0
            fade.duration = 1
            layer.opacity = 0
            layer.add(fade, forKey: "fade")
            timeline.tick(at: 0.25)
            // Linear fade: 0.25 s in, 1 − 0.25 = 0.75.
            #expect(abs(Double(layer.presentation()!.opacity) - 0.75) < 1e-6)

            // Pause: freeze the layer's time where it is.
            let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = pausedTime
            timeline.tick(at: 1.25)
            #expect(abs(Double(layer.presentation()!.opacity) - 0.75) < 1e-6)
            #expect(layer.animation(forKey: "fade") != nil)

            // Resume: restart the clock so that the layer's time continues from the pause.
            let resumeTime = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - resumeTime
            timeline.tick(at: 1.5)
            // 0.25 s more of animation time: 1 − 0.5 = 0.5.
            #expect(abs(Double(layer.presentation()!.opacity) - 0.5) < 1e-6)
            timeline.tick(at: 2.0)
            #expect(layer.animation(forKey: "fade") == nil)
        }
    }

    @Test func aPausedSuperlayerFreezesItsSublayersAnimations() {
        withAnimationTimeline { timeline in
            let parent = CALayer()
            let child = CALayer()
            parent.addSublayer(child)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0.0
            move.toValue = 100.0
            move.duration = 1
            child.add(move, forKey: "move")
            timeline.tick(at: 0.5)
            parent.timeOffset = parent.convertTime(CACurrentMediaTime(), from: nil)
            parent.speed = 0
            timeline.tick(at: 3)
            // Linear: halfway, and still there 2.5 s later; the animation has not ended.
            #expect(abs(Double(child.presentation()!.position.x) - 50) < 1e-6)
            #expect(child.animation(forKey: "move") != nil)
            #expect(!CAAnimationEngine.current.hasAnimationsInFlight())
        }
    }

    @Test func aLayerRunningAtDoubleSpeedPlaysItsAnimationsTwiceAsFast() {
        withAnimationTimeline { timeline in
            let layer = CALayer()
            layer.speed = 2
            let move = CABasicAnimation(keyPath: "position.y")
            move.fromValue = 0.0
            move.toValue = 100.0
            move.duration = 1
            layer.add(move, forKey: "move")
            timeline.tick(at: 0.25)
            // 0.25 s of media time is 0.5 s of the layer's time: halfway.
            #expect(abs(Double(layer.presentation()!.position.y) - 50) < 1e-6)
            timeline.tick(at: 0.5)
            #expect(layer.animation(forKey: "move") == nil)
        }
    }
}
