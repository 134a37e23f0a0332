import Testing
import UIKit
import UIKitTesting

/// Records a hover recognizer's states and the pointer's location in its view.
@MainActor
final class HoverLog {
    var events: [(UIGestureRecognizer.State, CGPoint)] = []
    var states: [UIGestureRecognizer.State] { events.map(\.0) }

    func hovered(_ recognizer: UIHoverGestureRecognizer) {
        events.append((recognizer.state, recognizer.location(in: recognizer.view)))
    }
}

@MainActor
@Suite("UIHoverGestureRecognizer")
struct UIHoverGestureRecognizerTests {
    let host = UITestHost()

    func makeHoverView(frame: CGRect, in parent: UIView? = nil) -> (UIView, UIHoverGestureRecognizer, HoverLog) {
        let view = UIView(frame: frame)
        (parent ?? host.window).addSubview(view)
        host.window.makeKeyAndVisible()
        let log = HoverLog()
        let recognizer = UIHoverGestureRecognizer(target: log, action: HoverLog.hovered(_:))
        view.addGestureRecognizer(recognizer)
        return (view, recognizer, log)
    }

    @Test("the pointer entering, moving over and leaving the view: began, changed, ended, at its location")
    func enterMoveLeave() throws {
        let (_, recognizer, log) = makeHoverView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        host.hover(at: CGPoint(x: 50, y: 50))
        #expect(log.events.isEmpty)
        host.hover(at: CGPoint(x: 110, y: 120))
        host.hover(at: CGPoint(x: 150, y: 150))
        host.hover(at: CGPoint(x: 250, y: 150))
        #expect(log.states == [.began, .changed, .ended])
        #expect(log.events.map(\.1) == [CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50)])
        #expect(recognizer.state == .possible)
    }

    @Test("a view's and its superview's recognizers follow the pointer together")
    func nestedViewsHoverTogether() {
        let (outer, _, outerLog) = makeHoverView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let (_, _, innerLog) = makeHoverView(frame: CGRect(x: 100, y: 100, width: 100, height: 100), in: outer)
        host.hover(at: CGPoint(x: 20, y: 120))
        host.hover(at: CGPoint(x: 150, y: 250))
        host.hover(at: CGPoint(x: 20, y: 120))
        #expect(outerLog.states == [.began, .changed, .changed])
        #expect(innerLog.states == [.began, .ended])
    }

    @Test("hovering sends no touches: a tap recognizer on the view stays possible")
    func hoverIsNotATouch() {
        let (view, _, log) = makeHoverView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let tapLog = HoverTapLog()
        let tap = UITapGestureRecognizer(target: tapLog, action: HoverTapLog.tapped)
        view.addGestureRecognizer(tap)
        host.hover(from: CGPoint(x: 120, y: 120), to: CGPoint(x: 180, y: 180))
        #expect(tapLog.taps == 0)
        #expect(tap.state == .possible)
        // And a tap while hovering is delivered as usual.
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(tapLog.taps == 1)
        #expect(log.states.first == .began)
    }

    @Test("the pointer leaving the screen ends the hover")
    func leavingTheScreen() {
        let (_, _, log) = makeHoverView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        host.hover(at: CGPoint(x: 150, y: 150))
        host.endHover()
        #expect(log.states == [.began, .ended])
    }

    @Test("a delegate that refuses keeps the recognizer from beginning; disabling cancels a hover")
    func delegateAndDisabling() {
        let (_, recognizer, log) = makeHoverView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let refusing = RefusingDelegate()
        recognizer.delegate = refusing
        host.hover(at: CGPoint(x: 150, y: 150))
        #expect(log.events.isEmpty)
        recognizer.delegate = nil
        host.hover(at: CGPoint(x: 160, y: 150))
        #expect(log.states == [.began])
        recognizer.isEnabled = false
        #expect(log.states == [.began, .cancelled])
        host.hover(at: CGPoint(x: 170, y: 150))
        #expect(log.states == [.began, .cancelled])
        recognizer.isEnabled = true
        host.hover(at: CGPoint(x: 175, y: 150))
        #expect(log.states == [.began, .cancelled, .began])
    }

    @Test("a hidden view or one that ignores interaction is not hovered")
    func hitTestingRules() {
        let (view, _, log) = makeHoverView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.isUserInteractionEnabled = false
        host.hover(at: CGPoint(x: 150, y: 150))
        view.isUserInteractionEnabled = true
        view.isHidden = true
        host.hover(at: CGPoint(x: 151, y: 150))
        #expect(log.events.isEmpty)
    }
}

@MainActor
private final class HoverTapLog {
    var taps = 0
    func tapped() { taps += 1 }
}

@MainActor
private final class RefusingDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
