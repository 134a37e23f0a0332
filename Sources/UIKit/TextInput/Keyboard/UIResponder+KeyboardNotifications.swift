import Foundation

/// The keyboard's notifications and the keys of their `userInfo`, with
/// UIKit's names and string values.
///
/// Every notification's `object` is nil and its `userInfo` holds all five
/// keys: the begin and end frames as `NSValue`s of `CGRect` in screen
/// coordinates (read them with `cgRectValue`), the duration (0.25 s) and
/// curve (7, UIKit's private keyboard curve) as `NSNumber`s, and whether the
/// keyboard belongs to this app (always true) as an `NSNumber` of a `Bool`.
/// `as? Double`, `as? Int`, `as? UInt` and `as? Bool` read the numbers, as on
/// iOS. Ported code that reads a frame `as? CGRect` must read the `NSValue`
/// instead (docs/PORTING.md, "Keyboard").
extension UIResponder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame, in screen coordinates, before the change (`NSValue`).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame, in screen coordinates, after the change (`NSValue`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (`NSNumber` of a `Double`).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve, a `UIView.AnimationCurve` raw value (`NSNumber`).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to the app posting the notification (`NSNumber` of a `Bool`).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
