import Testing
import TestSupport
import UIKit
import UIKitTesting

@MainActor
@Suite("UIView transitions")
struct UIViewTransitionTests {
    /// The animation stage (200×200 pt at 3×) showing a green backdrop with a red
    /// 100×100 container in the middle.
    private func makeStage() -> (UITestHost, UIView) {
        let host = UITestHost(device: animationStageDevice)
        let controller = UIViewController()
        controller.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let container = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        container.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        controller.view.addSubview(container)
        host.rootViewController = controller
        return (host, container)
    }

    /// The screen pixel at the point (x, y), at the stage's 3 px/pt.
    private func pixel(_ host: UITestHost, atPoint x: Int, _ y: Int) -> CGImage.Pixel {
        host.snapshot().pixel(atX: x * 3 + 1, y: y * 3 + 1)
    }

    @Test("a cross-dissolve shows the old and new backgrounds mixed halfway through, whatever is behind the view")
    func crossDissolveMixesHalfway() {
        let (host, container) = makeStage()
        UIView.transition(with: container, duration: 1, options: .transitionCrossDissolve, animations: {
            container.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        })
        host.advance(by: 0.5 - host.frameDuration)  // snapshot() runs the last frame
        // Ease-in-out at half the duration: progress 0.5, so red (255, 0, 0) and blue
        // (0, 0, 255) each count half: (127.5, 0, 127.5). The green backdrop must not show.
        let middle = pixel(host, atPoint: 100, 100)
        #expect(abs(Int(middle.red) - 128) <= 1)
        #expect(middle.green <= 1)
        #expect(abs(Int(middle.blue) - 128) <= 1)
        #expect(middle.alpha == 255)
        // Outside the container the backdrop is untouched.
        #expect(pixel(host, atPoint: 20, 20) == CGImage.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
        assertSnapshot(of: host, named: "crossDissolveHalfway")
    }

    @Test("after the duration the new look shows alone and the completion runs with true")
    func crossDissolveEnds() {
        let (host, container) = makeStage()
        let log = CompletionRecorder()
        UIView.transition(with: container, duration: 1, options: .transitionCrossDissolve, animations: {
            container.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        }, completion: log.finished("transition"))
        host.advance(by: 1 - host.frameDuration)
        #expect(log.entries.isEmpty)
        host.runFrame()
        #expect(log.entries == ["transition true"])
        #expect(pixel(host, atPoint: 100, 100) == CGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test("changes inside a transition block are not animated one by one")
    func changesInsideTheBlockAreNotAnimated() {
        let (host, container) = makeStage()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        container.addSubview(badge)
        host.runFrame()
        UIView.transition(with: container, duration: 1, options: .transitionCrossDissolve, animations: {
            badge.center = CGPoint(x: 50, y: 50)
            badge.alpha = 0.5
        })
        #expect(badge.layer.animationKeys() == nil)
        #expect(badge.presentationLayer.position == CGPoint(x: 50, y: 50))
        #expect(badge.presentationLayer.opacity == 0.5)
        #expect(container.layer.animationKeys() == ["transition"])
    }

    @Test("transition(from:to:) puts the new view in the old one's place at once and completes after the duration")
    func transitionFromToSwapsViews() {
        let (host, container) = makeStage()
        let old = UIView(frame: container.bounds)
        let new = UIView(frame: container.bounds)
        container.addSubview(UIView())  // a sibling below
        container.addSubview(old)
        let log = CompletionRecorder()
        UIView.transition(from: old, to: new, duration: 1, options: .transitionCrossDissolve,
                          completion: log.finished("swap"))
        #expect(old.superview == nil)
        #expect(new.superview === container)
        #expect(container.subviews.last === new)
        #expect(container.layer.animationKeys() == ["transition"])
        host.advance(by: 1 - host.frameDuration)
        #expect(log.entries.isEmpty)
        host.runFrame()
        #expect(log.entries == ["swap true"])
    }

    @Test("transition(from:to:) with showHideTransitionViews hides the old view and shows the new one instead")
    func transitionFromToShowsAndHides() {
        let (host, container) = makeStage()
        let old = UIView(frame: container.bounds)
        let new = UIView(frame: container.bounds)
        new.isHidden = true
        container.addSubview(old)
        container.addSubview(new)
        let log = CompletionRecorder()
        UIView.transition(from: old, to: new, duration: 1, options: [.transitionCrossDissolve, .showHideTransitionViews],
                          completion: log.finished("showHide"))
        #expect(old.isHidden)
        #expect(!new.isHidden)
        #expect(old.superview === container)
        #expect(new.superview === container)
        host.advance(by: 1)
        #expect(log.entries == ["showHide true"])
    }

    /// Regression: halfway through a flip the view is edge-on (zero width). That
    /// frame shows only the backdrop, and the frames after it show the new side.
    @Test("a flip passes edge-on halfway and the screen keeps updating after it")
    func flipPassesEdgeOnAndTheScreenKeepsUpdating() {
        let (host, container) = makeStage()
        UIView.transition(with: container, duration: 0.5, options: .transitionFlipFromLeft, animations: {
            container.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        })
        host.advance(by: 0.25 - host.frameDuration)  // snapshot() runs the frame at 0.25 s
        // Edge-on: only the green backdrop shows where the container was.
        #expect(pixel(host, atPoint: 60, 100) == CGImage.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
        host.advance(by: 0.5)
        #expect(pixel(host, atPoint: 60, 100) == CGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test("transition(from:to:) from a view without a superview stops the app")
    func transitionFromViewWithoutSuperviewStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIView.transition(from: UIView(), to: UIView(), duration: 1, options: .transitionCrossDissolve)
            }
        }
        let text = standardError(of: result)
        #expect(text.contains("uncaught exception 'NSInternalInconsistencyException', reason: "
            + "'+[UIView transitionFromView:toView:duration:options:completion:]: the from view <"))
        #expect(text.contains("> has no superview to make the transition in'"))
    }
}
