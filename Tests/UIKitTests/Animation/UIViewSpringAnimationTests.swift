import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIView spring animations")
struct UIViewSpringAnimationTests {
    /// A 100×100 view centered at x = 100, in a host.
    private func makeStage() -> (UITestHost, UIView) {
        let view = UIView(frame: CGRect(x: 50, y: 150, width: 100, height: 100))
        let host = makeHost(showing: [view])
        return (host, view)
    }

    /// Moves `view`'s center.x from 100 to 200 with a spring over `duration` seconds.
    private func spring(_ view: UIView, damping: CGFloat, velocity: CGFloat = 0, duration: TimeInterval = 1,
                        completion: ((Bool) -> Void)? = nil) {
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping,
                       initialSpringVelocity: velocity, options: [], animations: {
                           view.center.x = 200
                       }, completion: completion)
    }

    @Test("the spring ends exactly at the target when the duration is over, and the completion runs then with true")
    func endsExactlyAtTheTarget() {
        let (host, view) = makeStage()
        let log = CompletionRecorder()
        spring(view, damping: 0.5, completion: log.finished("spring"))
        #expect(view.center.x == 200)
        host.advance(by: 1 - host.frameDuration)
        #expect(log.entries.isEmpty)
        #expect(view.layer.animationKeys() != nil)
        host.runFrame()
        #expect(view.presentationLayer.position.x == 200)
        #expect(view.layer.animationKeys() == nil)
        #expect(log.entries == ["spring true"])
    }

    @Test("the spring has settled by the last frame, so the end is no visible jump", arguments: [0.3, 1.0, 2.0])
    func settledBeforeTheEnd(damping: Double) {
        let (host, view) = makeStage()
        spring(view, damping: CGFloat(damping))
        host.advance(by: 1 - host.frameDuration)
        // Within one device pixel (1/3 pt at 3×) of the target on a 100-point move.
        #expect(abs(view.presentationLayer.position.x - 200) < 1 / CGFloat(3))
    }

    @Test("damping 1 never overshoots and never moves backwards")
    func criticalDampingNeverOvershoots() {
        let (host, view) = makeStage()
        spring(view, damping: 1)
        var previous: CGFloat = 100
        var frames = 0
        while view.layer.animationKeys() != nil {
            host.runFrame()
            frames += 1
            let x = view.presentationLayer.position.x
            #expect(x <= 200, "frame \(frames)")
            #expect(x >= previous, "frame \(frames)")
            previous = x
        }
        #expect(frames == 120)  // 1 s at 120 Hz
    }

    @Test("damping 0.3 overshoots: the presentation passes the target, then comes back")
    func lowDampingOvershoots() {
        let (host, view) = makeStage()
        spring(view, damping: 0.3)
        var largest: CGFloat = 100
        while view.layer.animationKeys() != nil {
            host.runFrame()
            largest = max(largest, view.presentationLayer.position.x)
        }
        #expect(largest > 200)
        #expect(view.presentationLayer.position.x == 200)
    }

    @Test("an initial velocity makes the early motion faster")
    func initialVelocityChangesEarlyMotion() {
        let resting = UIView(frame: CGRect(x: 50, y: 150, width: 100, height: 100))
        let thrown = UIView(frame: CGRect(x: 50, y: 300, width: 100, height: 100))
        let host = makeHost(showing: [resting, thrown])
        spring(resting, damping: 1, velocity: 0)
        spring(thrown, damping: 1, velocity: 10)
        host.advance(by: 0.05)
        let restingMoved = resting.presentationLayer.position.x - 100
        let thrownMoved = thrown.presentationLayer.position.x - 100
        #expect(restingMoved > 0)
        // 10 distances per second would alone cover 10 × 0.05 = half the distance by now;
        // from rest the spring has only begun to accelerate.
        #expect(thrownMoved > 2 * restingMoved)
        host.advance(by: 0.95)
        #expect(resting.presentationLayer.position.x == 200)
        #expect(thrown.presentationLayer.position.x == 200)
    }
}
