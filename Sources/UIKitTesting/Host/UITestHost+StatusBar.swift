import UIKit

extension UITestHost {
    /// Taps the status bar: the one visible scroll view with `scrollsToTop`
    /// (whose delegate agrees) scrolls to its top, as on iOS. Runs a frame.
    public func tapStatusBar() {
        activate()
        application.scrollToTopForStatusBarTap()
        runFrame()
    }

    /// Whether the host draws the system's status bar over the app (the time,
    /// fixed at 9:41, and the signal, Wi‑Fi and battery glyphs), as the
    /// simulator does. Off by default, so that snapshots show the app's own
    /// pixels; `windowScene.statusBarManager` reports the bar's frame, style and
    /// visibility either way. The bar takes no touches.
    public var showsStatusBar: Bool {
        get { windowScene.showsStatusBar }
        set {
            activate()
            windowScene.showsStatusBar = newValue
        }
    }
}
