import Foundation

/// What a highlighted cell does to its content, shared by table and
/// collection view cells.
extension UIView {
    /// UIKit highlights the labels, image views and controls inside a
    /// highlighted cell's content (each keeps its own `isHighlighted`); their
    /// backgrounds stay as they are (iOS 13 and later).
    func setCellHighlightInSubviews(_ highlighted: Bool) {
        for subview in subviews {
            switch subview {
            case let label as UILabel: label.isHighlighted = highlighted
            case let imageView as UIImageView: imageView.isHighlighted = highlighted
            case let control as UIControl: control.isHighlighted = highlighted
            default: break
            }
            subview.setCellHighlightInSubviews(highlighted)
        }
    }
}
