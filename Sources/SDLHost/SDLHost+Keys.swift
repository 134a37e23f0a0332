import CSDL2
import UIKit

/// Hardware keys as presses: SDL's scancodes are USB HID usages (page 7), the
/// same numbers as `UIKeyboardHIDUsage`, so a key maps by value. The host's
/// own shortcuts (Escape, Ctrl/⌘+W, R, D) come first and never reach the app
/// (`handleKey`); key repeats are not presses.
extension SDLHost {
    /// Queues `event` (SDL_KEYDOWN or SDL_KEYUP) as a key for the next turn.
    func enqueuePress(_ event: SDL_KeyboardEvent, isDown: Bool) {
        guard event.repeat == 0,
              let keyCode = UIKeyboardHIDUsage(rawValue: Int(event.keysym.scancode.rawValue)) else { return }
        var flags = Self.modifierFlags(SDL_Keymod(UInt32(event.keysym.mod)))
        if (UIKeyboardHIDUsage.keypadSlash.rawValue...UIKeyboardHIDUsage.keypadPeriod.rawValue)
            .contains(keyCode.rawValue) {
            flags.insert(.numericPad)
        }
        let time = Self.arrivalTime(of: event.timestamp, now: CACurrentMediaTime())
        application.pressDelivery.enqueue(UIKeySample(keyCode: keyCode, isDown: isDown, modifierFlags: flags,
                                                      timestamp: time))
    }
}
