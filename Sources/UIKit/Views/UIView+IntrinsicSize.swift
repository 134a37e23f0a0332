import CoreGraphics

/// Intrinsic content size: what a view's content asks for (an image view its
/// image's size, a label its text's). `intrinsicContentSize` itself is declared
/// in the class body (UIView.swift) so that subclasses can override it.
///
/// Kumiki has no Auto Layout yet: nothing sizes a view from its intrinsic size
/// on its own; a superview's `layoutSubviews` or `sizeToFit()` may read it.
/// Content hugging and compression resistance arrive with Auto Layout.
extension UIView {
    /// The value for a dimension without an intrinsic size (-1, as in UIKit).
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// Tells the view's layout that `intrinsicContentSize` changed. Under Auto
    /// Layout UIKit re-solves the constraints in the superview's next layout
    /// pass; without it, Kumiki marks the superview as needing layout, so a
    /// superview that sizes its subviews in `layoutSubviews` sees the new size.
    public func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
    }
}
