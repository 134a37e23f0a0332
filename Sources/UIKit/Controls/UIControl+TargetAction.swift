/// Target–action for controls. Targets are held weakly; actions are unbound
/// method references (`Controller.tapped(_:)`), with or without the sender and
/// event, or `UIAction`s.
extension UIControl {
    /// `action(target)(sender)`; the sender must be of the action's parameter type.
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        register(target, controlEvents) { target, control, _ in
            action(target as! Target)(Self.cast(control, to: Sender.self))
        }
    }

    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
    ) {
        register(target, controlEvents) { target, _, _ in action(target as! Target)() }
    }

    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping (Target) -> (Sender, UIEvent?) -> Void, for controlEvents: Event
    ) {
        register(target, controlEvents) { target, control, event in
            action(target as! Target)(Self.cast(control, to: Sender.self), event)
        }
    }

    /// Removes `target`'s actions for `controlEvents` (all targets' when nil).
    /// `action` must be nil: Swift cannot compare method references (see docs/PORTING.md).
    public func removeTarget(_ target: AnyObject?, action: Never?, for controlEvents: Event) {
        registrations = registrations.compactMap { registration in
            guard registration.action == nil, target == nil || registration.target === target else { return registration }
            let remaining = registration.events.subtracting(controlEvents)
            guard !remaining.isEmpty else { return nil }
            return Registration(target: registration.target, holdsTarget: registration.holdsTarget, action: nil,
                                events: remaining, send: registration.send)
        }
    }

    public func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.append(Registration(target: nil, holdsTarget: false, action: action, events: controlEvents) {
            _, control, _ in action.perform(from: control)
        })
    }

    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0 === action }
    }

    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0.identifier == actionIdentifier }
    }

    /// Every live target (UIKit also counts a control's `UIAction`s, as the
    /// action objects).
    public var allTargets: Set<AnyHashable> {
        var result: Set<AnyHashable> = []
        for registration in registrations {
            if let target = registration.target { result.insert(ObjectIdentifier(target)) }
            if let action = registration.action { result.insert(ObjectIdentifier(action)) }
        }
        return result
    }

    /// The union of the events that have actions.
    public var allControlEvents: Event {
        registrations.filter { !$0.holdsTarget || $0.target != nil }.reduce([]) { $0.union($1.events) }
    }

    func sendActions(for controlEvents: Event, event: UIEvent?) {
        for registration in registrations where !registration.events.intersection(controlEvents).isEmpty {
            if registration.holdsTarget && registration.target == nil { continue }
            registration.send(registration.target, self, event)
        }
    }

    private func register(_ target: AnyObject, _ events: Event,
                          _ send: @escaping (AnyObject?, UIControl, UIEvent?) -> Void) {
        registrations.append(Registration(target: target, holdsTarget: true, action: nil, events: events) {
            target, control, event in
            guard let target else { return }
            send(target, control, event)
        })
    }

    private func removeActions(for controlEvents: Event, where matches: (UIAction) -> Bool) {
        registrations = registrations.compactMap { registration in
            guard let action = registration.action, matches(action) else { return registration }
            let remaining = registration.events.subtracting(controlEvents)
            guard !remaining.isEmpty else { return nil }
            return Registration(target: nil, holdsTarget: false, action: action, events: remaining, send: registration.send)
        }
    }

    private static func cast<Sender: UIControl>(_ control: UIControl, to type: Sender.Type) -> Sender {
        guard let sender = control as? Sender else {
            preconditionFailure("\(Swift.type(of: control)) sent to an action expecting \(Sender.self)")
        }
        return sender
    }
}
