import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The gestures screen's control: touch up inside fires on a release inside
/// (including within UIKit's 70 pt tracking margin), not on a release far away;
/// dragging out of the margin fires touchDragExit, coming back touchDragEnter.
@MainActor
@Suite struct ControlTrackingScenarioTests {
    final class EventLog {
        var events: [String] = []
        func touchUpInside() { events.append("upInside") }
        func touchUpOutside() { events.append("upOutside") }
        func dragExit() { events.append("dragExit") }
        func dragEnter() { events.append("dragEnter") }
        func touchDown() { events.append("down") }
    }

    let host = UITestHost(device: .iPhone15Pro)
    let control: UIControl
    let log = EventLog()

    init() throws {
        host.rootViewController = GesturesScreen.makeViewController()
        control = try #require(host.view(withAccessibilityIdentifier: GesturesScreen.Identifier.button) as? UIControl)
        control.addTarget(log, action: EventLog.touchDown, for: .touchDown)
        control.addTarget(log, action: EventLog.touchUpInside, for: .touchUpInside)
        control.addTarget(log, action: EventLog.touchUpOutside, for: .touchUpOutside)
        control.addTarget(log, action: EventLog.dragExit, for: .touchDragExit)
        control.addTarget(log, action: EventLog.dragEnter, for: .touchDragEnter)
    }

    var frame: CGRect { control.convert(control.bounds, to: nil) }

    @Test func releasingInsideFiresTouchUpInside() {
        host.tap(control)
        #expect(log.events == ["down", "upInside"])
    }

    @Test func theControlIsHighlightedOnlyWhileTheFingerIsOnIt() {
        let touch = host.touchDown(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(control.isHighlighted)
        #expect(control.state.contains(.highlighted))
        touch.move(to: CGPoint(x: frame.midX, y: frame.minY - 200), duration: 0.1)
        #expect(!control.isHighlighted)
        touch.up()
        #expect(control.state == .normal)
    }

    @Test func releasingWithinTheTrackingMarginStillCountsAsInside() {
        // 40 pt above the top edge is inside the 70 pt margin.
        host.drag(from: CGPoint(x: frame.midX, y: frame.midY), to: CGPoint(x: frame.midX, y: frame.minY - 40))
        #expect(log.events == ["down", "upInside"])
    }

    @Test func releasingFarOutsideFiresTouchUpOutsideAfterADragExit() {
        host.drag(from: CGPoint(x: frame.midX, y: frame.midY), to: CGPoint(x: frame.midX, y: frame.minY - 200))
        #expect(log.events == ["down", "dragExit", "upOutside"])
    }

    @Test func comingBackIntoTheMarginFiresDragEnter() {
        let touch = host.touchDown(at: CGPoint(x: frame.midX, y: frame.midY))
        touch.move(to: CGPoint(x: frame.midX, y: frame.minY - 200), duration: 0.1)
        touch.move(to: CGPoint(x: frame.midX, y: frame.midY), duration: 0.1)
        touch.up()
        #expect(log.events == ["down", "dragExit", "dragEnter", "upInside"])
    }
}
