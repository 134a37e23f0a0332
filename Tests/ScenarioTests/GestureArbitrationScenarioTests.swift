import Testing
import UIKit
import UIKitTesting

/// One view with a tap, a long press and a pan. The tap waits for the long
/// press to fail (`require(toFail:)`); a delegate lets the long press and the
/// pan recognize together. Each script of touches produces UIKit's exact
/// sequence of actions.
@MainActor
@Suite struct GestureArbitrationScenarioTests {
    final class Recorder: UIGestureRecognizerDelegate {
        var log: [String] = []

        func record(_ recognizer: UIGestureRecognizer) {
            log.append("\(recognizer.name ?? "?").\(recognizer.state)")
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
            Set([gestureRecognizer.name, other.name]) == Set(["press", "pan"])
        }
    }

    let host = UITestHost(device: .iPhone15Pro)
    let recorder = Recorder()
    let view = UIView(frame: CGRect(x: 50, y: 200, width: 300, height: 300))

    init() {
        let controller = UIViewController()
        host.rootViewController = controller
        controller.view.addSubview(view)
        let tap = UITapGestureRecognizer(target: recorder, action: Recorder.record(_:))
        tap.name = "tap"
        let press = UILongPressGestureRecognizer(target: recorder, action: Recorder.record(_:))
        press.name = "press"
        let pan = UIPanGestureRecognizer(target: recorder, action: Recorder.record(_:))
        pan.name = "pan"
        for recognizer in [tap, press, pan] {
            recognizer.delegate = recorder
            view.addGestureRecognizer(recognizer)
        }
        tap.require(toFail: press)
    }

    let center = CGPoint(x: 200, y: 350)

    @Test func aQuickTapIsATapOnceTheLongPressFails() {
        host.tap(at: center)
        #expect(recorder.log == ["tap.ended"])
    }

    @Test func holdingStillIsALongPressAndNoTap() {
        host.longPress(at: center, duration: 0.8)
        #expect(recorder.log == ["press.began", "press.ended"])
    }

    @Test func pressThenDragRunsTheLongPressAndThePanTogether() {
        let touch = host.touchDown(at: center)
        host.advance(by: 0.6)
        touch.move(to: CGPoint(x: center.x, y: center.y + 5))
        touch.move(to: CGPoint(x: center.x, y: center.y + 15))
        touch.move(to: CGPoint(x: center.x, y: center.y + 25))
        touch.up()
        #expect(recorder.log == [
            "press.began",
            "press.changed",                 // +5: the press follows, the pan has not moved 10 pt
            "press.changed", "pan.began",    // +15: the pan begins alongside
            "press.changed", "pan.changed",  // +25
            "press.ended", "pan.ended",
        ])
    }

    @Test func draggingRightAwayIsAPanOnly() {
        host.drag(from: center, to: CGPoint(x: center.x + 60, y: center.y), duration: 0.05)
        // 0.05 s at 120 Hz is 6 moves of 10 pt; the first reaches the 10 pt threshold.
        #expect(recorder.log.first == "pan.began")
        #expect(recorder.log.last == "pan.ended")
        #expect(!recorder.log.contains { $0.hasPrefix("tap") || $0.hasPrefix("press") })
        #expect(recorder.log.count == 7)
    }
}
