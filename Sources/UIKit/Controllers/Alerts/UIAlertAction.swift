/// One button of an alert or action sheet: its title, its style and the
/// handler run when the person chooses it. Add it to a `UIAlertController`
/// with `addAction(_:)`.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action's button looks and where it goes. Raw values as in UIKit.
    public enum Style: Int, Sendable {
        /// A button in the tint color (systemBlue by default).
        case `default` = 0
        /// Cancels: at most one per controller; bold in an alert without a
        /// preferred action, alone in its own group at the bottom of an action
        /// sheet, and chosen by a tap outside an action sheet.
        case cancel = 1
        /// A button in systemRed, for actions that destroy data.
        case destructive = 2
    }

    /// The button's text; nil shows an empty button.
    public let title: String?
    /// The button's style, fixed at creation.
    public let style: Style
    /// Run with the action once the alert has been dismissed (as UIKit does:
    /// after the dismissal animation ends).
    let handler: ((UIAlertAction) -> Void)?

    /// Whether the button can be chosen. A disabled action is drawn dimmed
    /// (the tertiary label color), does not highlight, and ignores taps and
    /// VoiceOver activation. true by default.
    open var isEnabled = true {
        didSet {
            guard oldValue != isEnabled else { return }
            controller?.actionDidChange(self)
        }
    }

    /// The alert controller this action was added to.
    weak var controller: UIAlertController?

    /// Makes an action with `title`, `style` and a `handler` that receives the
    /// action when the person chooses it.
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(storedTitle: title, style: style, handler: handler)
    }

    init(storedTitle: String?, style: Style, handler: ((UIAlertAction) -> Void)?) {
        self.title = storedTitle
        self.style = style
        self.handler = handler
        super.init()
    }
}
