import Foundation

/// A key going down or up, as a host reports it.
package struct UIKeySample: Equatable, Sendable {
    package var keyCode: UIKeyboardHIDUsage
    package var isDown: Bool
    package var modifierFlags: UIKeyModifierFlags
    /// Seconds, media time.
    package var timestamp: TimeInterval

    package init(keyCode: UIKeyboardHIDUsage, isDown: Bool, modifierFlags: UIKeyModifierFlags,
                 timestamp: TimeInterval) {
        self.keyCode = keyCode
        self.isDown = isDown
        self.modifierFlags = modifierFlags
        self.timestamp = timestamp
    }
}

/// One app's hardware-key input: queues the hosts' key samples and, in the
/// main loop's input step, turns them into key commands or presses.
///
/// Policy, as on iOS: a key going down first looks for a key command from the
/// first responder up the responder chain; a command that is performed
/// consumes the key (its release is swallowed too). Otherwise the key becomes
/// a `UIPress` delivered to the first responder (the key window when there is
/// none) and its release to the same responder. Key repeats are not presses.
@MainActor
package final class PressDelivery {
    private var pending: [UIKeySample] = []
    /// Keys down now, with their press (nil for a key a command consumed).
    private var down: [UIKeyboardHIDUsage: UIPress?] = [:]

    package init() {}

    package func enqueue(_ sample: UIKeySample) {
        pending.append(sample)
    }

    var isIdle: Bool { pending.isEmpty }

    /// Delivers the queued samples.
    func deliverPending(application: UIApplication) {
        let samples = pending
        pending.removeAll()
        for sample in samples { deliver(sample, application: application) }
    }

    private func deliver(_ sample: UIKeySample, application: UIApplication) {
        let key = UIKey(keyCode: sample.keyCode, modifierFlags: sample.modifierFlags)
        if sample.isDown {
            guard down[sample.keyCode] == nil else { return }
            let window = application.keyWindow
            guard let responder = application.firstResponder ?? window else { return }
            if performKeyCommand(for: key, from: responder) {
                down[sample.keyCode] = .some(nil)
                return
            }
            let press = UIPress(key: key, timestamp: sample.timestamp, responder: responder,
                                window: (responder as? UIView)?.window ?? window)
            down[sample.keyCode] = press
            send(press, modifierFlags: sample.modifierFlags, application: application)
        } else {
            guard let entry = down.removeValue(forKey: sample.keyCode), let press = entry else { return }
            press.phase = .ended
            press.timestamp = sample.timestamp
            send(press, modifierFlags: sample.modifierFlags, application: application)
        }
    }

    /// Cancels every key held down (the window lost the keyboard's focus):
    /// each press's responder hears `pressesCancelled`, and the releases that
    /// follow are ignored.
    package func cancelAll(at time: TimeInterval, application: UIApplication) {
        pending.removeAll()
        let presses = down.values.compactMap { $0 }
        down.removeAll()
        for press in presses {
            press.phase = .cancelled
            press.timestamp = time
            send(press, modifierFlags: [], application: application)
        }
    }

    /// The first key command from `start` up the chain that matches `key` and
    /// whose action some responder can perform, performed.
    private func performKeyCommand(for key: UIKey, from start: UIResponder) -> Bool {
        var responder: UIResponder? = start
        while let current = responder {
            for command in current.keyCommands ?? [] where command.matches(key) && command.canBeSent(from: start) {
                return command.send(from: start)
            }
            responder = current.next
        }
        return false
    }

    private func send(_ press: UIPress, modifierFlags: UIKeyModifierFlags, application: UIApplication) {
        let event = UIPressesEvent(presses: [press], modifierFlags: modifierFlags, timestamp: press.timestamp,
                                   window: press.window)
        application.sendEvent(event)
    }

    /// Sends `event`'s presses to their responders, by phase.
    static func dispatch(_ event: UIPressesEvent) {
        for press in event.allPresses {
            guard let responder = press.responder else { continue }
            switch press.phase {
            case .began: responder.pressesBegan([press], with: event)
            case .changed, .stationary: responder.pressesChanged([press], with: event)
            case .ended: responder.pressesEnded([press], with: event)
            case .cancelled: responder.pressesCancelled([press], with: event)
            }
        }
    }
}
