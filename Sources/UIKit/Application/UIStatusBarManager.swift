import Foundation

/// The status bar of a window scene, as the system shows it: its frame, style
/// and visibility. Read-only, as on iOS: controllers change it through
/// `preferredStatusBarStyle` and `prefersStatusBarHidden`.
///
/// The status bar is as tall as the top of the screen's safe area: 59 pt on
/// an iPhone with the Dynamic Island (iOS's own bar is 54 pt there; Kumiki
/// gives it the whole inset), 20 pt on an iPhone SE, 24 pt on an iPad. An
/// iPhone in landscape has no top inset, and no status bar, as on iOS.
/// Whether a host draws it is the host's choice (`UITestHost.showsStatusBar`);
/// these values are the same either way.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private weak var windowScene: UIWindowScene?

    init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
    }

    /// The controller whose preferences the status bar follows: the root view
    /// controller of the scene's key window (else of its frontmost visible
    /// window), or the topmost controller presented from it over full screen
    /// or capturing the status bar's appearance, down its
    /// `childForStatusBarStyle`/`Hidden` chain.
    var decidingController: UIViewController? {
        guard let windowScene else { return nil }
        let window = windowScene.keyWindow
            ?? windowScene.windows.last { !$0.isHidden && $0.windowLevel == .normal }
        return window?.rootViewController?.screenDecidingController(forStatusBar: true)
    }

    /// The status bar's frame in the scene's coordinates (points); `.zero`
    /// while it is hidden.
    public var statusBarFrame: CGRect {
        guard !isStatusBarHidden, let screen = windowScene?.screen else { return .zero }
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.safeAreaInsets.top)
    }

    /// The style the status bar shows: the deciding controller's
    /// `preferredStatusBarStyle` (`.default` without one).
    public var statusBarStyle: UIStatusBarStyle {
        decidingController?.statusBarStyleController.preferredStatusBarStyle ?? .default
    }

    /// Whether the status bar is hidden: the deciding controller prefers it
    /// hidden, or the screen has no room for it (an iPhone in landscape).
    public var isStatusBarHidden: Bool {
        guard let screen = windowScene?.screen, screen.safeAreaInsets.top > 0 else { return true }
        return decidingController?.statusBarHiddenController.prefersStatusBarHidden ?? false
    }

    /// How the deciding controller wants changes of visibility to animate.
    var updateAnimation: UIStatusBarAnimation {
        decidingController?.statusBarHiddenController.preferredStatusBarUpdateAnimation ?? .fade
    }
}
