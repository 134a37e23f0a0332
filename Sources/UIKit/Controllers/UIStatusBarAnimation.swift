/// How the status bar animates when it hides or shows. Raw values match UIKit.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}
