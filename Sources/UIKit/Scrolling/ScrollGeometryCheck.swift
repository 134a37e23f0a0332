/// Numbers a scroll view cannot use. On iOS a non-finite inset or zoom scale
/// reaches the layer tree and Core Animation raises `CALayerInvalidGeometry`;
/// Kumiki stops at once with the message the layer would give, before
/// storing anything that depends on it.
@MainActor
enum ScrollGeometryCheck {
    /// Stops when an inset is not finite: the bounds it would give the scroll
    /// view carry the offending value.
    static func require(_ insets: UIEdgeInsets, in scrollView: UIScrollView) {
        let x = [insets.left, insets.right].first { !$0.isFinite }
        let y = [insets.top, insets.bottom].first { !$0.isFinite }
        guard x != nil || y != nil else { return }
        let size = scrollView.bounds.size
        CALayer.checkGeometry(CGRect(x: x.map { -$0 } ?? scrollView.bounds.minX,
                                     y: y.map { -$0 } ?? scrollView.bounds.minY,
                                     width: size.width, height: size.height))
    }

    /// Stops when a zoom scale is not finite: the zoomed view's position would
    /// carry it.
    static func require(scale: CGFloat) {
        guard !scale.isFinite else { return }
        CALayer.checkGeometry(CGPoint(x: scale, y: scale))
    }
}
