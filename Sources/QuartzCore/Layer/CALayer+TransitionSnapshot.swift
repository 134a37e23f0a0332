import CCairo
import CoreGraphics

/// The picture a `CATransition` starts from.
extension CALayer {
    /// The layer drawn in its own space at its contents scale, without its own
    /// opacity (the compositor applies that when it draws the transition).
    func snapshotForTransition() -> CGImage? {
        let scale = contentsScale > 0 ? contentsScale : 1
        let width = Int((bounds.width * scale).rounded(.up))
        let height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        displayTreeIfNeeded()
        let context = CGContext(pixelWidth: width, pixelHeight: height)
        cairo_identity_matrix(context.cairo)
        cairo_scale(context.cairo, scale, scale)
        cairo_translate(context.cairo, -bounds.minX, -bounds.minY)
        LayerPainter(cairo: context.cairo, time: CACurrentMediaTime())
            .paintContent(self, values: renderProperties(at: CACurrentMediaTime()), alpha: 1)
        return context.makeImage()
    }
}
