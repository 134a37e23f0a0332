import Testing
import UIKit
import UIKitTesting

/// The target of a cycle's controls, recognizers and display links: made and
/// dropped with the cycle, so a framework that kept it would show up.
@MainActor
private final class CycleHandler: NSObject, UIGestureRecognizerDelegate {
    var calls = 0
    /// A view the handler works on (held strongly, as an app's controller holds its views).
    var view: UIView?

    func handle(_ sender: Any) { calls += 1 }
    func handleRecognizer(_ recognizer: UIGestureRecognizer) { calls += 1 }
    func step(_ link: CADisplayLink) {
        calls += 1
        view?.alpha = CGFloat(calls % 10) / 10
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
}

/// A layer animation's delegate (CAAnimation holds its delegate strongly, as on iOS).
private final class AnimationObserver: NSObject, CAAnimationDelegate, @unchecked Sendable {
    var stops = 0
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops += 1 }
}

/// Views, gesture recognizers, animations and display links: create → show →
/// touch → close cycles on one host — a thousand each, a hundred for screens
/// of controls, whose thousand take seconds in a debug build
/// (docs/RELIABILITY.md) — leave none of what they made alive.
@MainActor
@Suite("Reliability: views, recognizers, animations and display links do not leak")
struct ViewsReliabilityTests {
    @Test("screens of controls, labels, images, stacks and scroll views, tapped and scrolled, closed mid-fling too, all go away")
    func viewsDoNotLeak() {
        let host = UITestHost(device: .iPhoneSE)
        let root = host.installLeakCheckRoot()
        var taps = 0
        let report = LeakCheck.run(LeakCheck.shortCycles, on: host) { index, tracker in
            let handler = CycleHandler()
            let container = UIView(frame: root.view.bounds)
            let label = UILabel()
            label.text = "Cycle \(index)"
            let button = UIButton(type: .system)
            button.setTitle("Tap", for: .normal)
            button.addTarget(handler, action: CycleHandler.handle, for: .touchUpInside)
            button.addAction(UIAction { [weak container] _ in container?.tag += 1 }, for: .touchUpInside)
            let image = UIImageView(image: UIImage(systemName: "star"))
            let toggle = UISwitch()
            toggle.addTarget(handler, action: CycleHandler.handle, for: .valueChanged)
            let stack = UIStackView(arrangedSubviews: [label, button, image, toggle])
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
                stack.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            ])
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 400, width: 375, height: 250))
            scroll.contentSize = CGSize(width: 375, height: 2_000)
            scroll.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 2_000)))
            container.addSubview(scroll)
            root.view.addSubview(container)
            host.runFrame()

            host.tap(button)
            if index % 2 == 0 {
                host.dragAndRest(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 450))
                host.runUntilIdle()
            } else {
                // A fling, and the screen closes while the content still coasts.
                host.drag(from: CGPoint(x: 200, y: 640), to: CGPoint(x: 200, y: 420), duration: 0.05)
                host.runFrame()
            }
            taps += handler.calls

            container.removeFromSuperview()
            tracker.track(handler, container, label, button, image, toggle, stack, scroll, scroll.subviews.first)
        }
        #expect(taps == LeakCheck.shortCycles, "each cycle's button was tapped once")
        #expect(report.tracked == LeakCheck.shortCycles * 9)
        #expect(report.survivors.isEmpty, "\(report)")
    }

    @Test("a thousand views with tap, pan, long-press, pinch and swipe recognizers, driven and closed, all go away")
    func gestureRecognizersDoNotLeak() {
        let host = UITestHost(device: .iPhoneSE)
        let root = host.installLeakCheckRoot()
        var recognized = 0
        let report = LeakCheck.run(LeakCheck.cycles, on: host) { index, tracker in
            let handler = CycleHandler()
            let view = UIView(frame: CGRect(x: 40, y: 120, width: 300, height: 500))
            let tap = UITapGestureRecognizer(target: handler, action: CycleHandler.handleRecognizer)
            let doubleTap = UITapGestureRecognizer(target: handler, action: CycleHandler.handleRecognizer)
            doubleTap.numberOfTapsRequired = 2
            tap.require(toFail: doubleTap)
            let pan = UIPanGestureRecognizer(target: handler, action: CycleHandler.handleRecognizer)
            pan.delegate = handler
            let press = UILongPressGestureRecognizer(target: handler, action: CycleHandler.handleRecognizer)
            let pinch = UIPinchGestureRecognizer(target: handler, action: CycleHandler.handleRecognizer)
            pinch.delegate = handler
            let swipe = UISwipeGestureRecognizer()
            swipe.addAction { [weak view] _ in view?.tag += 1 }
            for recognizer in [tap, doubleTap, pan, press, pinch, swipe] { view.addGestureRecognizer(recognizer) }
            root.view.addSubview(view)

            host.tap(at: CGPoint(x: 190, y: 300))
            host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 250, y: 400), duration: 0.1)
            if index % 2 == 0 {
                host.longPress(at: CGPoint(x: 190, y: 300))
            } else {
                host.twoFingerDrag(from: (CGPoint(x: 150, y: 350), CGPoint(x: 230, y: 350)),
                                   to: (CGPoint(x: 110, y: 350), CGPoint(x: 270, y: 350)), duration: 0.1)
            }
            // A finger still down when the view goes: its recognizers are mid-gesture.
            let finger = host.touchDown(at: CGPoint(x: 190, y: 300))
            finger.move(to: CGPoint(x: 190, y: 360), duration: 0.05)
            view.removeFromSuperview()
            finger.up()
            host.runUntilIdle()
            recognized += handler.calls
            tracker.track(handler, view, tap, doubleTap, pan, press, pinch, swipe)
        }
        #expect(recognized > LeakCheck.cycles * 3, "the recognizers saw their gestures")
        #expect(report.tracked == LeakCheck.cycles * 8)
        #expect(report.survivors.isEmpty, "\(report)")
    }

    @Test("a thousand views animated by blocks, property animators and layer animations, some closed mid-flight, all go away")
    func animationsDoNotLeak() {
        let host = UITestHost(device: .iPhoneSE)
        let root = host.installLeakCheckRoot()
        var stops = 0
        let report = LeakCheck.run(LeakCheck.cycles, on: host) { index, tracker in
            let view = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
            view.backgroundColor = .systemBlue
            let sublayer = CALayer()
            sublayer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            view.layer.addSublayer(sublayer)
            root.view.addSubview(view)
            host.runFrame()

            // A block animation whose completion captures the view, as app code does.
            UIView.animate(withDuration: 0.2, animations: {
                view.alpha = 0.5
                view.center.x += 100
            }, completion: { _ in view.backgroundColor = .systemRed })
            // A property animator, scrubbed, reversed and continued.
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
                view.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            }
            animator.addCompletion { _ in view.tag += 1 }
            animator.pauseAnimation()
            animator.fractionComplete = 0.4
            animator.isReversed = index % 2 == 0
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            // Layer animations: one with a delegate, one repeating forever, one kept on the layer.
            let observer = AnimationObserver()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.2
            fade.duration = 0.25
            fade.delegate = observer
            sublayer.add(fade, forKey: "fade")
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.toValue = Double.pi * 2
            spin.duration = 1
            spin.repeatCount = .infinity
            view.layer.add(spin, forKey: "spin")
            let held = CABasicAnimation(keyPath: "cornerRadius")
            held.toValue = 20
            held.duration = 0.1
            held.isRemovedOnCompletion = false
            held.fillMode = .forwards
            view.layer.add(held, forKey: "held")
            host.tap(at: CGPoint(x: 70, y: 150))

            if index % 2 == 0 {
                host.advance(by: 0.35)  // the finite ones finish; the spin keeps going
            } else {
                host.advance(by: 0.05)  // closed mid-flight
            }
            view.removeFromSuperview()
            host.runFrame()
            stops += observer.stops
            tracker.track(view, sublayer, animator, observer, fade, spin, held)
        }
        #expect(stops > LeakCheck.cycles / 2, "the finished layer animations told their delegates")
        #expect(report.tracked == LeakCheck.cycles * 7)
        #expect(report.survivors.isEmpty, "\(report)")
    }

    @Test("a thousand display links added to the main loop, run and invalidated, go away with their targets")
    func displayLinksDoNotLeak() {
        let host = UITestHost(device: .iPhoneSE)
        let root = host.installLeakCheckRoot()
        var frames = 0
        let report = LeakCheck.run(LeakCheck.cycles, on: host) { index, tracker in
            let handler = CycleHandler()
            let view = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
            handler.view = view
            root.view.addSubview(view)
            let link = CADisplayLink(target: handler, selector: CycleHandler.step)
            if index % 3 == 0 { link.preferredFramesPerSecond = 30 }
            link.add(to: .main, forMode: .common)
            host.advance(by: 0.1)
            if index % 2 == 0 {
                link.isPaused = true
                host.tap(at: CGPoint(x: 70, y: 150))
            }
            link.invalidate()
            view.removeFromSuperview()
            host.runUntilIdle()
            frames += handler.calls
            tracker.track(handler, view, link)
        }
        #expect(frames > LeakCheck.cycles * 4, "the links fired")
        #expect(report.tracked == LeakCheck.cycles * 3)
        #expect(report.survivors.isEmpty, "\(report)")
    }
}
