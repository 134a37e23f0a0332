import Foundation

/// A button revealed by swiping a row: a title or image on a colored
/// background, and the handler that runs when it is tapped (or performed
/// by a full swipe). The handler calls its completion with whether the
/// action was performed; the row then closes.
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    open var image: UIImage?
    /// Red for destructive actions, gray for normal ones, until set.
    open var backgroundColor: UIColor! {
        get { explicitBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { explicitBackgroundColor = newValue }
    }

    private var explicitBackgroundColor: UIColor?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// The actions one edge of a row reveals when swiped, first action nearest
/// the edge.
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action. True by
    /// default.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
