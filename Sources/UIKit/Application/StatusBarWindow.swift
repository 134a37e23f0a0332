/// The system's status bar over a window scene: a window at
/// `UIWindow.Level.statusBar` that the scene owns. It is not one of the
/// app's windows (`UIApplication.windows`, `UIWindowScene.windows`), and
/// touches never reach it, so they land on the app's windows beneath, as they
/// do outside the status bar's tappable area on iOS (a test taps the status
/// bar with `UITestHost.tapStatusBar()`).
final class StatusBarWindow: UIWindow {
    /// The bar's content; it hides and shows by fading or sliding (see
    /// `UIWindowScene.updateStatusBar()`).
    let content = StatusBarView(frame: .zero)
    /// Whether the bar was last set hidden (nil before the first update).
    var isBarHidden: Bool?

    override init(frame: CGRect) {
        super.init(frame: frame)
        windowLevel = .statusBar
        windowSceneStorage = nil
        backgroundColor = nil
        isUserInteractionEnabled = false
        application?.unregister(self)
        addSubview(content)
        super.isHidden = false
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
