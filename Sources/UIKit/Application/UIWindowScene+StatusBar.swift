import Foundation

/// Drawing the status bar over the scene's windows, when the host shows it.
extension UIWindowScene {
    /// How long the status bar takes to fade or slide when it hides or shows.
    /// Kumiki's choice: iOS does not document its duration.
    static let statusBarAnimationDuration: TimeInterval = 0.25

    /// Brings the status bar up to date with the deciding controller's
    /// preferences; the main loop calls this every turn before layout.
    ///
    /// Kumiki reads the preferences every frame, so a change shows at the
    /// next frame whether or not the controller called
    /// `setNeedsStatusBarAppearanceUpdate()` (iOS waits for the call). Hiding
    /// and showing animate as the controller's
    /// `preferredStatusBarUpdateAnimation` says (fade, slide up, or at once);
    /// a change of style is immediate. The `.default` style shows dark content
    /// in light mode and light content in dark mode.
    func updateStatusBar() {
        guard showsStatusBar, let manager = statusBarManager else { return }
        let window: StatusBarWindow
        if let existing = statusBarWindow {
            window = existing
        } else {
            window = StatusBarWindow(frame: .zero)
            statusBarWindow = window
        }
        let height = screen.safeAreaInsets.top
        let frame = CGRect(x: 0, y: 0, width: screen.bounds.width, height: height)
        if window.frame != frame { window.frame = frame }
        let content = window.content
        if content.bounds.size != frame.size {
            content.bounds = CGRect(origin: .zero, size: frame.size)
            content.center = CGPoint(x: frame.width / 2, y: frame.height / 2)
        }
        switch manager.statusBarStyle {
        case .lightContent: content.isLightContent = true
        case .darkContent: content.isLightContent = false
        case .default:
            // iOS picks the content by the deciding controller's appearance.
            let traits = manager.decidingController?.traitCollection ?? traitCollection
            content.isLightContent = traits.userInterfaceStyle == .dark
        }
        content.isPad = (application ?? .shared).device.userInterfaceIdiom == .pad
        let hidden = manager.isStatusBarHidden
        guard hidden != window.isBarHidden else { return }
        let animation = window.isBarHidden == nil ? .none : manager.updateAnimation
        window.isBarHidden = hidden
        let apply = {
            content.alpha = hidden ? 0 : 1
            content.transform = hidden && animation == .slide
                ? CGAffineTransform(translationX: 0, y: -height) : .identity
        }
        if animation == .none {
            UIView.performWithoutAnimation(apply)
        } else {
            UIView.animate(withDuration: Self.statusBarAnimationDuration, animations: apply)
        }
    }
}
