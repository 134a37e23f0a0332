import CoreGraphics

extension UIColor {
    /// A color that paints `image` repeated, at the image's scale, from the
    /// origin of what it fills: a layer's bounds for a view's background, the
    /// context's origin for drawing. `getRed` and the like answer false for it;
    /// `withAlphaComponent` fades it. An image without a bitmap paints nothing.
    public convenience init(patternImage image: UIImage) {
        guard let bitmap = image.cgImage else {
            self.init(cgColor: .clear)
            return
        }
        self.init(cgColor: CGColor(patternImage: bitmap, scale: image.scale))
    }
}
