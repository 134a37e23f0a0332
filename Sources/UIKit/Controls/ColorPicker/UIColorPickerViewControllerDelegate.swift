import Foundation

/// Hears what the user does in a `UIColorPickerViewController`: each color
/// picked, and the picker being closed. Every method is optional (the
/// defaults below do nothing, except the iOS 15 selection method, which
/// forwards to the iOS 14 one as UIKit does for delegates written before
/// iOS 15).
@MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    /// The user picked `color` (iOS 15). `continuously` is true while a finger
    /// is still moving on the spectrum or a slider, and false for a final
    /// choice: a grid tap, or the lift that ends a drag. Setting
    /// `selectedColor` from code does not call it.
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                   continuously: Bool)

    /// The user picked a color (iOS 14); read it from `selectedColor`. Called
    /// for every pick, continuous ones included, by the default
    /// implementation of `colorPickerViewController(_:didSelect:continuously:)`.
    @available(iOS, introduced: 14.0, deprecated: 15.0,
               message: "Use colorPickerViewController(_:didSelect:continuously:) instead")
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)

    /// The user closed the picker with its close button: the dismissal has
    /// begun (its transition coordinator is running) when this is called, so
    /// that animations can go alongside it. A swipe down dismisses through
    /// the sheet and does not call this in Kumiki (uncertain on iOS: Apple
    /// only says to use the presentation controller's delegate for
    /// interactive dismissals).
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                          continuously: Bool) {
        colorPickerViewControllerDidSelectColor(viewController)
    }

    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}

    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
