/// The status bar's look. Raw values match UIKit.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode, light content in dark mode.
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
