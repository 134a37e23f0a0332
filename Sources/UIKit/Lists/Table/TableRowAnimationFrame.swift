import Foundation

/// Where a row starts when it enters with an animation, or ends when it
/// leaves with one: slid by its own width or height, collapsed, or faded.
/// `.automatic` fades, as UIKit's usually does for single rows.
struct TableRowAnimationFrame: Equatable {
    var frame: CGRect
    var alpha: CGFloat

    static func offstage(_ frame: CGRect, animation: UITableView.RowAnimation) -> TableRowAnimationFrame {
        switch animation {
        case .fade, .automatic:
            return TableRowAnimationFrame(frame: frame, alpha: 0)
        case .right:
            return TableRowAnimationFrame(frame: frame.offsetBy(dx: frame.width, dy: 0), alpha: 1)
        case .left:
            return TableRowAnimationFrame(frame: frame.offsetBy(dx: -frame.width, dy: 0), alpha: 1)
        case .top:
            return TableRowAnimationFrame(frame: frame.offsetBy(dx: 0, dy: -frame.height), alpha: 0)
        case .bottom:
            return TableRowAnimationFrame(frame: frame.offsetBy(dx: 0, dy: frame.height), alpha: 0)
        case .middle:
            return TableRowAnimationFrame(frame: CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0),
                                          alpha: 0)
        case .none:
            return TableRowAnimationFrame(frame: frame, alpha: 1)
        }
    }
}
