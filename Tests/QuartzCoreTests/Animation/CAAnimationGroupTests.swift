import CoreGraphics
import QuartzCore
import Testing
import TestSupport

@MainActor
@Suite("CAAnimationGroup")
struct CAAnimationGroupTests {
    func basic(_ keyPath: String, from: Double, to: Double, beginTime: CFTimeInterval = 0,
               duration: CFTimeInterval) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.beginTime = beginTime
        animation.duration = duration
        return animation
    }

    /// A 2 s group: x 0 → 100 from 0.5 s to 1.5 s, opacity 0 → 1 over 4 s (clipped at 2 s).
    func makeGroup() -> CAAnimationGroup {
        let group = CAAnimationGroup()
        group.duration = 2
        group.animations = [basic("position.x", from: 0, to: 100, beginTime: 0.5, duration: 1),
                            basic("opacity", from: 0, to: 1, duration: 4)]
        return group
    }

    @Test("children's begin times are relative to the group's start, not to media time")
    func childBeginTimesAreRelative() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            layer.add(makeGroup(), forKey: "group")
            // Before 0.5 s the x child has not begun: the model x (50) shows.
            timeline.seek(to: 0.25)
            #expect(layer.presentation()!.position.x == 50)
            // At 1 s the x child is half a second into its one-second run.
            timeline.seek(to: 1)
            #expect(layer.presentation()!.position.x == lerp(0, 100, 0.5))
            #expect(layer.presentation()!.opacity == Float(1.0 / 4))
            // After its end (1.5 s) the child no longer applies, though the group runs on.
            timeline.seek(to: 1.75)
            #expect(layer.presentation()!.position.x == 50)
        }
    }

    @Test("the group's duration clips longer children")
    func groupDurationClips() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            layer.add(makeGroup(), forKey: "group")
            timeline.seek(to: 1.875)
            #expect(layer.presentation()!.opacity == Float(1.875 / 4))
            timeline.tick(at: 2)
            // The 4 s opacity child is cut at 2 s, with the group.
            #expect(layer.presentation()!.opacity == 1)
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("a group filling forwards freezes its children where its duration cut them")
    func clippedChildFillsAtTheCut() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let group = makeGroup()
            group.fillMode = .forwards
            group.isRemovedOnCompletion = false
            layer.add(group, forKey: "group")
            timeline.tick(at: 3)
            // Group time stops at 2 s: the opacity child shows 2/4 of its way, not 3/4.
            #expect(layer.presentation()!.opacity == Float(2.0 / 4))
            #expect(layer.animationKeys() == ["group"])
        }
    }

    @Test("the group's speed runs its children's time lines faster")
    func groupSpeed() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let group = makeGroup()
            group.speed = 2
            layer.add(group, forKey: "group")
            // Group time runs at 2×: 0.5 s of media time is 1 s of group time.
            timeline.seek(to: 0.5)
            #expect(layer.presentation()!.position.x == lerp(0, 100, 0.5))
        }
    }

    @Test("the group's timing function eases the group's time line")
    func groupTimingFunction() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let group = CAAnimationGroup()
            group.duration = 1
            group.timingFunction = CAMediaTimingFunction(name: .easeIn)
            group.animations = [basic("position.x", from: 0, to: 100, duration: 1)]
            layer.add(group, forKey: "group")
            timeline.seek(to: 0.5)
            #expect(isClose(layer.presentation()!.position.x, lerp(0, 100, timing(.easeIn, 0.5)), tolerance: 1e-6))
        }
    }

    @Test("adding a group copies its children")
    func copiesChildren() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            let group = makeGroup()
            let child = group.animations![0] as! CABasicAnimation
            layer.add(group, forKey: "group")
            child.toValue = 1_000
            group.animations?.removeAll()
            timeline.seek(to: 1)
            #expect(layer.presentation()!.position.x == lerp(0, 100, 0.5))
        }
    }
}
