import UIKit

/// A hardware keyboard: keys go down and up as presses, matching key commands
/// first, as on an iPad with a keyboard attached.
extension UITestHost {
    /// Presses `keyCode` with `modifierFlags` held: the key goes down in one
    /// frame and comes up in the next (a key command runs when it goes down).
    public func pressKey(_ keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = []) {
        keyDown(keyCode, modifierFlags: modifierFlags)
        keyUp(keyCode, modifierFlags: modifierFlags)
    }

    /// Presses the key that types `characters` (one character, on a US
    /// layout: "a", "A" adds Shift, "?" …) or the key of a UIKit input string
    /// (`UIKeyCommand.inputUpArrow`…), with `modifierFlags` held.
    public func pressKey(_ characters: String, modifierFlags: UIKeyModifierFlags = []) {
        guard let (key, shift) = Self.key(for: characters) else {
            TestFailure.record("no key types \(characters.debugDescription)", at: nil)
            return
        }
        pressKey(key, modifierFlags: shift ? modifierFlags.union(.shift) : modifierFlags)
    }

    /// Puts `keyCode` down and runs a frame; it stays down until `keyUp`.
    public func keyDown(_ keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = []) {
        sendKey(keyCode, isDown: true, modifierFlags: modifierFlags)
    }

    /// Lifts `keyCode` and runs a frame.
    public func keyUp(_ keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = []) {
        sendKey(keyCode, isDown: false, modifierFlags: modifierFlags)
    }

    private func sendKey(_ keyCode: UIKeyboardHIDUsage, isDown: Bool, modifierFlags: UIKeyModifierFlags) {
        activate()
        // The sample belongs to the frame about to run, as a touch's does.
        application.pressDelivery.enqueue(UIKeySample(keyCode: keyCode, isDown: isDown, modifierFlags: modifierFlags,
                                                      timestamp: CACurrentMediaTime() + frameDuration))
        runFrame()
    }

    static func key(for characters: String) -> (UIKeyboardHIDUsage, Bool)? {
        if let key = UIKey.keyCode(forInput: characters) { return (key, false) }
        guard characters.count == 1, let found = UIKey.keyCode(typing: characters.first!) else { return nil }
        return found
    }
}
