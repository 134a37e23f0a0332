/// How a scroll view dismisses the keyboard when the user drags it.
extension UIScrollView {
    /// Raw values match UIKit.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard alone (the default).
        case none = 0
        /// The keyboard goes down when a drag begins.
        case onDrag = 1
        /// iOS: the keyboard follows the finger down and goes when the drag
        /// ends below its top. Kumiki dismisses it when the drag begins, as
        /// `.onDrag` does (docs/PORTING.md, "Keyboard").
        case interactive = 2
        /// iOS 16: the keyboard and its accessory view go when a drag begins.
        /// Kumiki: as `.onDrag` (which takes the accessory down too).
        case onDragWithAccessory = 3
        /// iOS 16: `.interactive`, the accessory view following the finger
        /// too. Kumiki: as `.onDrag`.
        case interactiveWithAccessory = 4
    }

    /// The layer key that stores the mode (a scroll view's stored properties
    /// live in its class body; the layer's key-value storage keeps this one
    /// without touching it).
    private static let keyboardDismissModeKey = "UIKitKeyboardDismissMode"

    /// What dragging the content does to the keyboard; `.none` by default.
    public var keyboardDismissMode: KeyboardDismissMode {
        get {
            (layer.value(forKey: Self.keyboardDismissModeKey) as? Int).flatMap(KeyboardDismissMode.init(rawValue:))
                ?? .none
        }
        set { layer.setValue(newValue.rawValue, forKey: Self.keyboardDismissModeKey) }
    }

    /// A drag began: with a dismissing mode and the keyboard up, the first
    /// responder resigns, as on iOS (where the keyboard goes even when the
    /// first responder is outside the scroll view).
    func dismissKeyboardForDragIfNeeded() {
        guard keyboardDismissMode != .none, let application = window?.application,
              application.softwareKeyboardFrame != nil, let responder = application.firstResponder else { return }
        responder.resignFirstResponder()
    }
}
