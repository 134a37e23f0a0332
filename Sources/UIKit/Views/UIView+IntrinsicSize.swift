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
}
