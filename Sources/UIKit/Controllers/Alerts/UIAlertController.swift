import Foundation

/// An alert or an action sheet: a title, a message and buttons
/// (`UIAlertAction`s). Present it like any controller,
/// `present(alert, animated: true)`; choosing an action dismisses it and
/// then runs the action's handler.
///
/// The controller presents itself through the public custom-presentation
/// API: it sets its `modalPresentationStyle` to `.custom` and its
/// `transitioningDelegate` to an object of its own, which supplies a
/// presentation controller (a dimming view behind; a tap on it chooses an
/// action sheet's cancel action) and animators (an alert fades in from
/// 1.2× its size and fades out; an action sheet slides up from the bottom
/// and back down). Looks and timings: docs/BEHAVIOR.md "Alerts".
///
/// Absent until text input exists: `addTextField(configurationHandler:)`
/// and `textFields`.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The style given at creation. `.actionSheet` (UIKit's zero value) for a
    /// controller made with `init()`.
    public private(set) var preferredStyle = Style.actionSheet

    /// The actions in the order they were added (which is the order they
    /// show in, apart from where the cancel action goes).
    public private(set) var actions: [UIAlertAction] = []

    /// The text under the title, in 13-pt type; nil shows none.
    open var message: String? {
        didSet { contentDidChange() }
    }

    /// The alert's title, 17-pt semibold (13-pt semibold gray in an action
    /// sheet); nil shows none.
    open override var title: String? {
        didSet { contentDidChange() }
    }

    /// The action drawn bold in an alert (in place of the cancel action).
    /// Action sheets do not use it, as in UIKit. Setting an action that has
    /// not been added with `addAction(_:)` first stops the app with UIKit's
    /// message.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, preferredAction !== oldValue, !actions.contains(where: { $0 === preferredAction }) {
                UncaughtException.raise("NSInternalInconsistencyException", reason:
                    "The -preferredAction of an alert controller must be contained in the -actions array or be nil.")
            }
            contentDidChange()
        }
    }

    /// Supplies the presentation controller and animators (held here: a
    /// controller's `transitioningDelegate` is weak).
    private let alertTransitions = AlertTransitioningDelegate()
    /// Set from the choice of an action until the dismissal it causes ends.
    private var isDismissingForAction = false

    /// An alert or action sheet with `title`, `message` and no actions yet.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.preferredStyle = preferredStyle
        self.title = title
        self.message = message
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioningDelegate = alertTransitions
    }

    /// Kumiki has no storyboard decoding: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Adds a button. A second `.cancel` action stops the app with UIKit's
    /// message.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            UncaughtException.raise("NSInternalInconsistencyException",
                                    reason: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        actions.append(action)
        action.controller = self
        contentDidChange()
    }

    /// The card (or, for an action sheet, the groups of buttons).
    open override func loadView() {
        view = AlertContentView(controller: self)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        alertContentView?.reload()
    }

    // MARK: Kumiki's

    var alertContentView: AlertContentView? { viewIfLoaded as? AlertContentView }

    /// The action a tap outside an action sheet chooses: its cancel action.
    var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

    /// The action drawn bold: in an alert the preferred action, else the
    /// cancel action; in an action sheet the cancel action.
    var emphasizedAction: UIAlertAction? {
        preferredStyle == .alert ? (preferredAction ?? cancelAction) : cancelAction
    }

    /// The title, message or actions changed: rebuild what shows.
    private func contentDidChange() {
        guard let content = alertContentView else { return }
        content.reload()
        presentationController?.containerView?.setNeedsLayout()
    }

    /// An action's enabled state changed.
    func actionDidChange(_ action: UIAlertAction) {
        alertContentView?.actionDidChange(action)
    }

    /// The person chose `action` (a tap, VoiceOver, or a tap outside an action
    /// sheet): the alert is dismissed, then the handler runs — UIKit calls
    /// handlers after the dismissal ends. Ignored while a presentation or
    /// dismissal runs and for disabled actions.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, !isDismissingForAction, transitionCoordinator == nil else { return }
        isDismissingForAction = true
        dismiss(animated: true) { [weak self] in
            self?.isDismissingForAction = false
            action.handler?(action)
        }
    }
}
