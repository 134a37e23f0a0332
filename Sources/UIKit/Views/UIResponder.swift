/// An object that can take part in the responder chain. Touch methods forward
/// to `next` by default, so an unhandled touch travels view → superview (or view
/// controller) → … → window → application.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder in the chain; nil here.
    open var next: UIResponder? { nil }

    /// The nearest undo manager up the responder chain: the next responder's.
    /// A window answers with its own (every window has one), so a view or a
    /// controller in a window reaches the window's; a responder outside any
    /// window has none. Override to give a responder an undo manager of its own.
    open var undoManager: UndoManager? { next?.undoManager }

    /// Called on each object a nib or storyboard made, once all its outlets
    /// are connected. Kumiki decodes no nibs or storyboards, so it never calls
    /// this; it exists so that overrides (which must call `super`) compile, and
    /// code that builds its views in code can call it itself.
    open func awakeFromNib() {}

    /// Called by Interface Builder before it draws an `@IBDesignable` view.
    /// Kumiki has no Interface Builder, so it never calls this.
    open func prepareForInterfaceBuilder() {}

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: First responder

    open var canBecomeFirstResponder: Bool { false }

    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder of its window.
    open var isFirstResponder: Bool {
        responderApplication.firstResponder === self
    }

    /// The app this responder takes part in: a view's window's, else the running one.
    var responderApplication: UIApplication {
        (self as? UIView)?.window?.application ?? (self as? UIApplication) ?? .shared
    }

    /// Becomes first responder when `canBecomeFirstResponder` is true, the current
    /// first responder agrees to resign, and (for a view) the view is in a window.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, isEligibleForFirstResponder else { return false }
        let application = responderApplication
        if let current = application.firstResponder {
            guard current.resignFirstResponder() else { return false }
        }
        application.firstResponder = self
        return true
    }

    /// Gives up first-responder status when `canResignFirstResponder` is true.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFirstResponder { responderApplication.firstResponder = nil }
        return true
    }

    /// Views must be in a window to become first responder; other responders may.
    var isEligibleForFirstResponder: Bool { true }

    // MARK: Input views (the keyboard; UIResponder+InputViews.swift)

    /// The view shown in place of the system keyboard while this responder
    /// is first responder, at its own height; nil (the default) shows the
    /// keyboard. Override it (read-only here, as in UIKit) to supply one.
    open var inputView: UIView? { nil }

    /// The view shown on top of the keyboard (or `inputView`) while this
    /// responder is first responder, moving with it; its height is part of
    /// the keyboard frame that notifications report. nil by default.
    open var inputAccessoryView: UIView? { nil }

    /// Makes the keyboard take this responder's current `inputView` and
    /// `inputAccessoryView` when it is first responder (see
    /// `reloadKeyboardInputViews()`).
    open func reloadInputViews() {
        reloadKeyboardInputViews()
    }

    // MARK: Assistive actions (NSObject's on iOS; every responder has them here,
    // so views, view controllers and accessibility elements override them)

    /// An assistive app's escape (VoiceOver's two-finger Z): dismiss what is
    /// shown modally and answer true. The default answers false, and the
    /// request goes on up the responder chain.
    open func accessibilityPerformEscape() -> Bool { false }

    /// An assistive app's magic tap (VoiceOver's two-finger double tap): do
    /// the screen's main thing (play, answer a call) and answer true. The
    /// default answers false, and the request goes on up the responder chain.
    open func accessibilityPerformMagicTap() -> Bool { false }

    // MARK: Presses
    // Hardware keys (see `PressDelivery`): like touches, presses go up the
    // responder chain until a responder handles them without calling super.

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The keyboard shortcuts this responder offers while it is in the chain
    /// from the first responder; nil by default.
    open var keyCommands: [UIKeyCommand]? { nil }
}
