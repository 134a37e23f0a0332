extension UIAlertController {
    /// How an alert controller shows its actions. Raw values as in UIKit.
    public enum Style: Int, Sendable {
        /// A sheet of buttons rising from the bottom of the screen, with the
        /// cancel action in a group of its own.
        case actionSheet = 0
        /// A small card in the middle of the screen.
        case alert = 1
    }
}
