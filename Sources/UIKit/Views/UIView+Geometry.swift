/// Converting between coordinate spaces. Geometry goes through the layers, so
/// transforms anywhere on the path count. A nil view means the window's
/// coordinates; views in different windows meet in screen coordinates (every
/// Kumiki window covers the screen from its origin).
extension UIView {
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// The bounding box of the converted rectangle.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }
}
