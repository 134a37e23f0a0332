import Foundation

/// A row swiped open (or being swiped): which edge's actions it reveals,
/// how far its content is slid, and the view of buttons behind it.
struct TableSwipe {
    enum Edge { case leading, trailing }

    var indexPath: IndexPath
    var edge: Edge
    var configuration: UISwipeActionsConfiguration
    var cell: UITableViewCell
    var actionsView: TableSwipeActionsView
    /// The content's offset when the finger went down (points).
    var startOffset: CGFloat = 0
    /// Open and resting (no finger on it).
    var isOpen = false

    /// How far the row slides to show every button (points, positive).
    var openWidth: CGFloat { actionsView.naturalWidth }

    /// The offset the content rests at when open: negative for trailing.
    var openOffset: CGFloat { edge == .trailing ? -openWidth : openWidth }
}
