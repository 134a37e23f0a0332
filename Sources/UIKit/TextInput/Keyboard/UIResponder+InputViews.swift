/// The keyboard's side of `UIResponder`'s input views. The overridable
/// members (`inputView`, `inputAccessoryView`, `reloadInputViews()`) are in
/// UIResponder.swift's class body, because Swift lets only those be
/// overridden; this is what they do.
extension UIResponder {
    /// `reloadInputViews()`: when the keyboard is up for this responder, it
    /// takes the responder's current input and accessory views, posting the
    /// keyboard notifications (and animating) if its frame changes.
    func reloadKeyboardInputViews() {
        KeyboardController.of(responderApplication).reloadInputViews(of: self)
    }
}

extension UIApplication {
    /// Whether the host shows the software keyboard (on by default): off,
    /// a first responder that takes keys brings up nothing and no keyboard
    /// notifications are posted. `SDLHost.Options.showsSoftwareKeyboard`.
    package var showsSoftwareKeyboard: Bool {
        get { KeyboardController.of(self).isEnabled }
        set { KeyboardController.of(self).isEnabled = newValue }
    }

    /// The software keyboard's frame in screen coordinates while it is up
    /// (or going up), nil while it is down. For hosts and tests.
    package var softwareKeyboardFrame: CGRect? {
        KeyboardController.of(self).frame
    }
}
