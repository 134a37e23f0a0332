import Foundation

/// The presses of one moment: a key going down or up. Delivered through
/// `UIApplication.sendEvent` → `UIWindow.sendEvent` to each press's responder
/// (`pressesBegan` …), which passes it up the responder chain by default.
@preconcurrency @MainActor
public final class UIPressesEvent: UIEvent {
    /// Every press of the event (keys still held included).
    public internal(set) var allPresses: Set<UIPress> = []
    /// The modifier keys held when the event happened.
    public internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The window the event is for.
    weak var window: UIWindow?

    init(presses: Set<UIPress>, modifierFlags: UIKeyModifierFlags, timestamp: TimeInterval, window: UIWindow?) {
        super.init(type: .presses)
        allPresses = presses
        self.modifierFlags = modifierFlags
        self.timestamp = timestamp
        self.window = window
    }
}
