import Foundation

/// The software keyboard of one app: whether it is up, its frame, its
/// window, and the notifications and layout-guide updates that go with it.
///
/// The app's `firstResponder` reports every change here. A responder that
/// takes keys (`UIKeyInput`) or has an `inputView` or `inputAccessoryView`
/// brings the keyboard up; anything else, or nothing, takes it down.
///
/// - Showing is decided at once, during `becomeFirstResponder()`, as on iOS.
/// - Hiding waits for the start of the next frame (at most one frame later
///   than iOS), because moving focus from one field to another passes
///   through "no first responder" (the old one resigns before the new one
///   takes over), and iOS keeps the keyboard up across such a move.
/// - Moving focus between responders that take keys keeps the keyboard up and
///   posts `keyboardWillShow`/`DidShow` again with equal begin and end frames
///   (as iOS does when a second text field becomes first responder); the
///   frame-change notifications come only when the frame changes.
///
/// Each change animates over `animationDuration` with curve 7 inside one
/// `UIView` animation block: the will-notifications are posted inside it (so
/// layout changes observers make there animate with the keyboard, as on
/// iOS), keyboard layout guides move inside it, and the did-notifications
/// come when it ends, in virtual time.
@MainActor
final class KeyboardController {
    /// The keyboard's animation: 0.25 s with UIKit's private curve 7.
    static let animationDuration: TimeInterval = 0.25
    static let animationCurve = 7

    /// The keyboard of `application` (each app owns its one keyboard).
    static func of(_ application: UIApplication) -> KeyboardController {
        application.keyboardController
    }

    private(set) weak var application: UIApplication?
    /// Whether the host shows a software keyboard at all
    /// (`SDLHost.Options.showsSoftwareKeyboard`). Off, nothing is shown and
    /// nothing is posted: a desktop's keyboard needs no room on screen.
    var isEnabled = true {
        didSet { if !isEnabled { hideNow(animated: false) } }
    }
    /// The keyboard's frame in screen coordinates while it is up (or going
    /// up), nil while it is down.
    private(set) var frame: CGRect?
    /// The responder the keyboard is up for.
    private weak var owner: UIResponder?
    private var window: KeyboardWindow?
    /// The timer of a hide waiting for the next frame.
    private var pendingHide: Int?
    /// Increases with each change, so that a finished hide knows whether a
    /// show came after it.
    private var generation = 0
    private var guides: [WeakGuide] = []

    private struct WeakGuide {
        weak var guide: UIKeyboardLayoutGuide?
    }

    init(application: UIApplication) {
        self.application = application
    }

    // MARK: Following the first responder

    /// Called whenever the app's first responder is set.
    func firstResponderDidChange(to responder: UIResponder?) {
        guard let application else { return }
        if responder == nil, application.windows.isEmpty {
            // The app is terminating: its windows are gone, so nobody is told.
            hideNow(animated: false)
            return
        }
        if let responder, wantsKeyboard(responder) {
            cancelPendingHide()
            present(for: responder)
        } else if responder != nil {
            cancelPendingHide()
            hideNow(animated: true)
        } else if frame != nil, pendingHide == nil {
            pendingHide = application.timers.schedule(after: 0) { [weak self] in
                guard let self else { return }
                self.pendingHide = nil
                if let current = self.application?.firstResponder, self.wantsKeyboard(current) { return }
                self.hideNow(animated: true)
            }
        }
    }

    /// `reloadInputViews()` on `responder`: the keyboard takes its current
    /// input and accessory views, if it is up for it.
    func reloadInputViews(of responder: UIResponder) {
        guard owner === responder, frame != nil else { return }
        if wantsKeyboard(responder) {
            present(for: responder)
        } else {
            hideNow(animated: true)
        }
    }

    private func wantsKeyboard(_ responder: UIResponder) -> Bool {
        isEnabled && (responder is UIKeyInput || responder.inputView != nil || responder.inputAccessoryView != nil)
    }

    private func cancelPendingHide() {
        guard let pendingHide else { return }
        application?.timers.cancel(pendingHide)
        self.pendingHide = nil
    }

    // MARK: Showing and hiding

    /// The screen's size and bottom safe area, as the interface is turned now.
    private var screenGeometry: (bounds: CGRect, safeArea: UIEdgeInsets, isPad: Bool)? {
        guard let application else { return nil }
        let screen = application.screen
        return (screen.bounds, screen.safeAreaInsets, application.device.userInterfaceIdiom == .pad)
    }

    /// The screen turned while the keyboard was up: it takes the frame of
    /// the new orientation at once (the rotation animates the app around it),
    /// with the frame-change and show notifications.
    private func screenDidResize() {
        guard frame != nil, let owner else { return }
        present(for: owner, slides: false)
    }

    /// Brings the keyboard up (or keeps it up) for `responder`, sliding from
    /// its last frame unless `slides` is false (a rotation).
    private func present(for responder: UIResponder, slides: Bool = true) {
        guard let (bounds, safeArea, isPad) = screenGeometry else { return }
        let metrics = KeyboardMetrics.forScreen(size: bounds.size, safeArea: safeArea, isPad: isPad)
        let bottomInset = metrics.bottomInset
        let inputView = responder.inputView
        let accessory = responder.inputAccessoryView
        let accessoryHeight = accessory.map(Self.height(of:)) ?? 0
        let inputHeight = inputView.map(Self.height(of:)) ?? metrics.panelHeight
        let total = accessoryHeight + inputHeight + bottomInset
        let end = CGRect(x: bounds.minX, y: bounds.maxY - total, width: bounds.width, height: total)
        let begin = frame ?? CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: total)
        let wasUp = frame != nil
        owner = responder
        frame = end
        generation += 1

        let window = keyboardWindow()
        let wasHidden = window.isHidden
        UIView.performWithoutAnimation {
            window.frame = end
            window.install(accessory: accessory, accessoryHeight: accessoryHeight, inputView: inputView,
                           inputHeight: inputHeight, bottomInset: bottomInset, size: end.size)
            if !slides {
                window.container.transform = .identity
            } else if wasHidden || begin.height != end.height {
                window.container.transform = CGAffineTransform(translationX: 0, y: begin.minY - end.minY)
            }
            window.overrideUserInterfaceStyle = Self.style(for: responder)
            window.isHidden = false
            window.layoutIfNeeded()
        }
        let changes = begin != end
        animate(begin: begin, end: end, changes: changes || !wasUp,
                will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification) {
            window.container.transform = .identity
        } completion: { _ in }
    }

    /// Takes the keyboard down, animated (with notifications) or at once
    /// (silently: the host turned the keyboard off or the app is ending).
    private func hideNow(animated: Bool) {
        cancelPendingHide()
        guard let begin = frame, let window else {
            frame = nil
            return
        }
        let end = CGRect(x: begin.minX, y: begin.maxY, width: begin.width, height: begin.height)
        frame = nil
        owner = nil
        generation += 1
        let hidingGeneration = generation
        let finish = { [weak self, weak window] in
            guard let self, let window, self.generation == hidingGeneration else { return }
            window.isHidden = true
            window.uninstall()
        }
        guard animated else {
            UIView.performWithoutAnimation {
                window.container.transform = CGAffineTransform(translationX: 0, y: begin.height)
                updateGuides(keyboardFrame: nil)
            }
            finish()
            return
        }
        animate(begin: begin, end: end, changes: true,
                will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification) {
            window.container.transform = CGAffineTransform(translationX: 0, y: begin.height)
        } completion: { _ in finish() }
    }

    /// One keyboard change: the will-notifications, `moves` and the guides
    /// inside the keyboard's animation block, the did-notifications when it
    /// ends. The frame notifications are left out when `changes` is false.
    private func animate(begin: CGRect, end: CGRect, changes: Bool, will: Notification.Name, did: Notification.Name,
                         moves: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        let userInfo = Self.userInfo(begin: begin, end: end)
        let center = NotificationCenter.default
        let shown: CGRect? = will == UIResponder.keyboardWillShowNotification ? end : nil
        // The keyboard keeps its own timing inside an app's animation block
        // (a field made first responder in one) or a rotation's.
        let options = UIView.AnimationOptions(rawValue: UInt(Self.animationCurve) << 16)
            .union([.overrideInheritedDuration, .overrideInheritedCurve])
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: options, animations: {
            if changes { center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo) }
            center.post(name: will, object: nil, userInfo: userInfo)
            moves()
            self.updateGuides(keyboardFrame: shown)
        }, completion: { finished in
            completion(finished)
            if changes { center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: userInfo) }
            center.post(name: did, object: nil, userInfo: userInfo)
        })
    }

    /// The notifications' user info, boxed as UIKit boxes it.
    static func userInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
    }

    /// The panel's appearance: the responder's `keyboardAppearance` (`.dark`
    /// and `.alert` dark, `.light` light), else the system's.
    private static func style(for responder: UIResponder) -> UIUserInterfaceStyle {
        switch (responder as? UITextInputTraits)?.keyboardAppearance ?? .default {
        case .dark: .dark
        case .light: .light
        default: .unspecified
        }
    }

    /// An input or accessory view's height: its frame's, else its intrinsic
    /// height (a view sized by Auto Layout), in points.
    private static func height(of view: UIView) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        return max(0, view.intrinsicContentSize.height)
    }

    private func keyboardWindow() -> KeyboardWindow {
        if let window, application?.windows.contains(where: { $0 === window }) == true { return window }
        let window = KeyboardWindow(frame: .zero)
        window.screenDidResize = { [weak self] in self?.screenDidResize() }
        self.window = window
        return window
    }

    // MARK: Layout guides

    /// Starts moving `guide` with the keyboard.
    func track(_ guide: UIKeyboardLayoutGuide) {
        guides.removeAll { $0.guide == nil }
        guides.append(WeakGuide(guide: guide))
        guide.keyboardFrameDidChange(to: frame)
    }

    /// Moves every guide to `keyboardFrame` (nil: down) and lays out their
    /// windows, inside the keyboard's animation when there is one.
    private func updateGuides(keyboardFrame: CGRect?) {
        guides.removeAll { $0.guide == nil }
        var windows: [UIWindow] = []
        for entry in guides {
            guard let guide = entry.guide else { continue }
            guide.keyboardFrameDidChange(to: keyboardFrame)
            if let window = guide.owningView?.window, !windows.contains(where: { $0 === window }) {
                windows.append(window)
            }
        }
        for window in windows { window.layoutIfNeeded() }
    }
}
