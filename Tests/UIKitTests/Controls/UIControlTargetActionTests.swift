import Testing
import UIKit
import UIKitTesting

/// A control subclass, for actions typed with their sender's class.
private final class ToggleControl: UIControl {}

/// A target with the three action shapes UIKit allows; it writes into a log it
/// does not own, so calls can be checked after it is gone.
@MainActor
private final class ControlTarget {
    let name: String
    let log: GestureEventLog
    private(set) var senders: [UIControl] = []
    private(set) var events: [UIEvent?] = []

    init(_ name: String, log: GestureEventLog) {
        self.name = name
        self.log = log
    }

    func tapped() {
        log.append("\(name).tapped")
    }

    func tapped(_ sender: UIControl) {
        senders.append(sender)
        log.append("\(name).tapped(sender)")
    }

    func tapped(_ sender: UIControl, _ event: UIEvent?) {
        senders.append(sender)
        events.append(event)
        log.append("\(name).tapped(sender, event)")
    }

    func toggled(_ sender: ToggleControl) {
        senders.append(sender)
        log.append("\(name).toggled")
    }
}

@MainActor
@Suite("UIControl target–action and UIAction")
struct UIControlTargetActionTests {
    static let frame = CGRect(x: 100, y: 300, width: 100, height: 50)
    static let center = CGPoint(x: 150, y: 325)

    private func makeControl<Control: UIControl>(_ control: Control) -> (GestureStage, Control) {
        let stage = GestureStage()
        stage.root.addSubview(control)
        return (stage, control)
    }

    // MARK: Action shapes

    @Test("an action without arguments is called for its event")
    func actionWithoutSender() {
        let (stage, control) = makeControl(UIControl(frame: Self.frame))
        let target = ControlTarget("target", log: stage.log)
        control.addTarget(target, action: ControlTarget.tapped as (ControlTarget) -> () -> Void, for: .touchUpInside)
        stage.host.tap(at: Self.center)
        #expect(stage.log.entries == ["target.tapped"])
    }

    @Test("an action taking the sender gets the control")
    func actionWithSender() {
        let (stage, control) = makeControl(UIControl(frame: Self.frame))
        let target = ControlTarget("target", log: stage.log)
        control.addTarget(target, action: ControlTarget.tapped(_:), for: .touchUpInside)
        stage.host.tap(at: Self.center)
        #expect(stage.log.entries == ["target.tapped(sender)"])
        #expect(target.senders.count == 1)
        #expect(target.senders.first === control)
    }

    @Test("an action taking the sender and the event gets the touch event, or nil from sendActions")
    func actionWithSenderAndEvent() {
        let (stage, control) = makeControl(UIControl(frame: Self.frame))
        let target = ControlTarget("target", log: stage.log)
        control.addTarget(target, action: ControlTarget.tapped(_:_:), for: .touchUpInside)
        stage.host.tap(at: Self.center)
        control.sendActions(for: .touchUpInside)
        #expect(stage.log.entries == ["target.tapped(sender, event)", "target.tapped(sender, event)"])
        #expect(target.events.count == 2)
        #expect(target.events.first??.type == .touches)
        #expect(target.events.last.map { $0 == nil } == true)
    }

    @Test("an action may take the control's own class as its sender")
    func actionWithSubclassSender() {
        let (stage, toggle) = makeControl(ToggleControl(frame: Self.frame))
        let target = ControlTarget("target", log: stage.log)
        toggle.addTarget(target, action: ControlTarget.toggled(_:), for: .touchUpInside)
        stage.host.tap(at: Self.center)
        #expect(stage.log.entries == ["target.toggled"])
        #expect(target.senders.first === toggle)
    }

    @Test("an action expecting another control class stops the process")
    func wrongSenderTypeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Slider: UIControl {}
                final class Target {
                    func slid(_ sender: Slider) {}
                }
                let target = Target()
                let control = UIControl(frame: .zero)
                control.addTarget(target, action: Target.slid(_:), for: .valueChanged)
                control.sendActions(for: .valueChanged)
            }
        }
        #expect(exitStandardErrorText(result).contains("UIControl sent to an action expecting Slider"))
    }

    // MARK: Targets

    @Test("targets are held weakly: a released target is not called and nothing crashes")
    func targetsAreWeak() {
        let (stage, control) = makeControl(UIControl(frame: Self.frame))
        var released: ControlTarget? = ControlTarget("released", log: stage.log)
        weak let weakReleased = released
        let kept = ControlTarget("kept", log: stage.log)
        control.addTarget(released!, action: ControlTarget.tapped(_:), for: .touchUpInside)
        control.addTarget(kept, action: ControlTarget.tapped(_:), for: .touchUpInside)
        released = nil
        #expect(weakReleased == nil)
        stage.host.tap(at: Self.center)
        #expect(stage.log.entries == ["kept.tapped(sender)"])
        #expect(control.allTargets == [AnyHashable(ObjectIdentifier(kept))])
    }

    @Test("actions run in the order they were added, for every event they were added for")
    func orderAndEventSets() {
        let (stage, control) = makeControl(UIControl(frame: Self.frame))
        let a = ControlTarget("a", log: stage.log)
        let b = ControlTarget("b", log: stage.log)
        control.addTarget(a, action: ControlTarget.tapped(_:), for: [.touchDown, .touchUpInside])
        control.addTarget(b, action: ControlTarget.tapped(_:), for: .touchUpInside)
        stage.host.tap(at: Self.center)
        #expect(stage.log.entries == ["a.tapped(sender)", "a.tapped(sender)", "b.tapped(sender)"])
    }

    @Test("removeTarget(t, action: nil, for:) removes t's actions for those events only")
    func removeTargetForSomeEvents() {
        let (stage, control) = makeControl(UIControl(frame: Self.frame))
        let a = ControlTarget("a", log: stage.log)
        let b = ControlTarget("b", log: stage.log)
        control.addTarget(a, action: ControlTarget.tapped(_:), for: [.touchDown, .touchUpInside])
        control.addTarget(b, action: ControlTarget.tapped(_:), for: .touchUpInside)
        control.removeTarget(a, action: nil, for: .touchUpInside)
        stage.host.tap(at: Self.center)
        // a still has touchDown; b keeps touchUpInside.
        #expect(stage.log.entries == ["a.tapped(sender)", "b.tapped(sender)"])
        #expect(control.allControlEvents == [.touchDown, .touchUpInside])
        control.removeTarget(a, action: nil, for: .allEvents)
        #expect(control.allControlEvents == .touchUpInside)
        #expect(control.allTargets == [AnyHashable(ObjectIdentifier(b))])
    }

    @Test("removeTarget(nil, action: nil, for: .allEvents) removes every target; UIActions stay")
    func removeAllTargets() {
        let (stage, control) = makeControl(UIControl(frame: Self.frame))
        let a = ControlTarget("a", log: stage.log)
        let b = ControlTarget("b", log: stage.log)
        control.addTarget(a, action: ControlTarget.tapped(_:), for: .touchUpInside)
        control.addTarget(b, action: ControlTarget.tapped(_:), for: .touchDown)
        control.addAction(UIAction { _ in stage.log.append("action") }, for: .touchUpInside)
        control.removeTarget(nil, action: nil, for: .allEvents)
        stage.host.tap(at: Self.center)
        #expect(stage.log.entries == ["action"])
    }

    @Test("allTargets has every live target and every UIAction; allControlEvents the union of their events")
    func allTargetsAndEvents() {
        let (stage, control) = makeControl(UIControl(frame: Self.frame))
        #expect(control.allTargets.isEmpty)
        #expect(control.allControlEvents.isEmpty)
        let a = ControlTarget("a", log: stage.log)
        let action = UIAction { _ in }
        control.addTarget(a, action: ControlTarget.tapped(_:), for: .touchDown)
        control.addTarget(a, action: ControlTarget.tapped(_:_:), for: .touchDragExit)
        control.addAction(action, for: .valueChanged)
        #expect(control.allTargets == [AnyHashable(ObjectIdentifier(a)), AnyHashable(ObjectIdentifier(action))])
        #expect(control.allControlEvents == [.touchDown, .touchDragExit, .valueChanged])
    }

    @Test("a released target's events leave allControlEvents")
    func releasedTargetEvents() {
        let (stage, control) = makeControl(UIControl(frame: Self.frame))
        var released: ControlTarget? = ControlTarget("released", log: stage.log)
        control.addTarget(released!, action: ControlTarget.tapped(_:), for: .touchDown)
        #expect(control.allControlEvents == .touchDown)
        released = nil
        #expect(control.allControlEvents.isEmpty)
        #expect(control.allTargets.isEmpty)
    }

    // MARK: UIAction

    @Test("addAction's handler runs for its events with the action, whose sender is the control meanwhile")
    func actionSender() {
        let (stage, control) = makeControl(UIControl(frame: Self.frame))
        var senders: [AnyObject?] = []
        let action = UIAction(title: "Go") { action in senders.append(action.sender) }
        control.addAction(action, for: .touchUpInside)
        stage.host.tap(at: Self.center)
        #expect(senders.count == 1)
        #expect(senders.first.flatMap { $0 } === control)
        #expect(action.sender == nil)
    }

    @Test("removeAction removes that action for the given events")
    func removeAction() {
        let (stage, control) = makeControl(UIControl(frame: Self.frame))
        let removed = UIAction { _ in stage.log.append("removed") }
        let kept = UIAction { _ in stage.log.append("kept") }
        control.addAction(removed, for: [.touchDown, .touchUpInside])
        control.addAction(kept, for: .touchUpInside)
        control.removeAction(removed, for: .touchUpInside)
        stage.host.tap(at: Self.center)
        #expect(stage.log.entries == ["removed", "kept"])  // removed still runs on touch down
    }

    @Test("removeAction(identifiedBy:) removes the action with that identifier")
    func removeActionByIdentifier() {
        let (stage, control) = makeControl(UIControl(frame: Self.frame))
        let identifier = UIAction.Identifier("com.example.go")
        control.addAction(UIAction(identifier: identifier) { _ in stage.log.append("go") }, for: .touchUpInside)
        control.addAction(UIAction { _ in stage.log.append("other") }, for: .touchUpInside)
        control.removeAction(identifiedBy: identifier, for: .touchUpInside)
        stage.host.tap(at: Self.center)
        #expect(stage.log.entries == ["other"])
    }

    @Test("UIAction keeps its title and identifier; without one it gets a unique identifier")
    func actionIdentity() {
        let a = UIAction(title: "A") { _ in }
        let b = UIAction(title: "B") { _ in }
        let named = UIAction(identifier: UIAction.Identifier("named")) { _ in }
        #expect(a.title == "A")
        #expect(a.identifier != b.identifier)
        #expect(named.identifier.rawValue == "named")
        #expect(UIAction { _ in }.title == "")
    }

    @Test("sendAction(_:) runs a UIAction as if the control sent it")
    func sendAction() {
        let control = UIControl(frame: Self.frame)
        var senders: [AnyObject?] = []
        control.sendAction(UIAction { senders.append($0.sender) })
        #expect(senders.count == 1)
        #expect(senders.first.flatMap { $0 } === control)
    }

    // MARK: Sending

    @Test("sendActions(for:) runs every action registered for any of the events, and no other")
    func sendActions() {
        let (stage, control) = makeControl(UIControl(frame: Self.frame))
        let target = ControlTarget("target", log: stage.log)
        control.addTarget(target, action: ControlTarget.tapped(_:), for: .valueChanged)
        control.addAction(UIAction { _ in stage.log.append("primary") }, for: .primaryActionTriggered)
        control.addAction(UIAction { _ in stage.log.append("down") }, for: .touchDown)
        control.sendActions(for: .valueChanged)
        #expect(stage.log.entries == ["target.tapped(sender)"])
        control.sendActions(for: [.valueChanged, .primaryActionTriggered])
        #expect(stage.log.entries == ["target.tapped(sender)", "target.tapped(sender)", "primary"])
    }

    @Test("init(frame:primaryAction:) registers the action for primaryActionTriggered")
    func primaryAction() {
        var runs = 0
        let control = UIControl(frame: Self.frame, primaryAction: UIAction(title: "Go") { _ in runs += 1 })
        #expect(control.frame == Self.frame)
        #expect(control.allControlEvents == .primaryActionTriggered)
        control.sendActions(for: .touchUpInside)
        #expect(runs == 0)
        control.sendActions(for: .primaryActionTriggered)
        #expect(runs == 1)
        let plain = UIControl(frame: Self.frame, primaryAction: nil)
        #expect(plain.allControlEvents.isEmpty)
    }
}
