import UIKit

extension UITestHost {
    /// Taps the status bar: the one visible scroll view with `scrollsToTop`
    /// (whose delegate agrees) scrolls to its top, as on iOS. Runs a frame.
    public func tapStatusBar() {
        activate()
        application.scrollToTopForStatusBarTap()
        runFrame()
    }
}
