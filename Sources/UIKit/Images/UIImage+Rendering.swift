import CCairo
import CoreGraphics

/// Rendering modes, tint colors and drawing.
///
/// A template image draws as a mask: its alpha, filled with a tint color
/// (Cairo's `cairo_mask_surface`). `UIImageView` tints templates with its
/// `tintColor`; `withTintColor` fixes the color in the image itself.
extension UIImage {
    /// How an image's colors are used; raw values match UIKit.
    public enum RenderingMode: Int, Sendable {
        /// Original in image views; views that tint by default (system buttons)
        /// treat it as a template.
        case automatic = 0
        /// Always the image's own colors.
        case alwaysOriginal = 1
        /// Always the image's shape filled with a tint color.
        case alwaysTemplate = 2
    }

    public var renderingMode: RenderingMode { variant.renderingMode }

    /// A copy with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy { $0.renderingMode = renderingMode }
    }

    /// A copy that always draws in `color`: its shape (alpha) filled with the
    /// color, as UIKit does for bitmaps (the color, then the image with
    /// `destinationIn`) and symbols. Keeps the rendering mode. Views draw it in
    /// this color whatever their own `tintColor`.
    public func withTintColor(_ color: UIColor) -> UIImage {
        copy { $0.tintColor = color }
    }

    /// A copy that always draws in `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy {
            $0.tintColor = color
            $0.renderingMode = renderingMode
        }
    }

    // MARK: Drawing

    /// Draws the image, upright per its orientation, into `rect` of the current
    /// UIKit context (y-down), with the context's blend mode and alpha.
    /// Resizable images draw their nine slices; an image made by
    /// `withTintColor` draws in its color. A template image without a color of
    /// its own draws its original pixels (symbols are black), as in UIKit.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        draw(in: rect, context: context, tint: variant.tintColor)
    }

    /// Draws at `point` at the image's natural size.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws into `rect` with `blendMode` and `alpha` (0…1) for this drawing only.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect, context: context, tint: variant.tintColor)
        context.restoreGState()
    }

    /// Draws at `point` at the natural size with `blendMode` and `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    // MARK: For views

    /// The color a view should draw this image in: the image's own (from
    /// `withTintColor`), else `viewTint` for a template — `.alwaysTemplate`, or
    /// `.automatic` when the view tints by default (`automaticIsTemplate`, as a
    /// system button does) — else nil for the original pixels.
    func effectiveTint(viewTint: UIColor?, automaticIsTemplate: Bool = false) -> UIColor? {
        if let own = variant.tintColor { return own }
        switch renderingMode {
        case .alwaysTemplate: return viewTint
        case .automatic: return automaticIsTemplate ? viewTint : nil
        case .alwaysOriginal: return nil
        }
    }

    /// Draws into `rect` of `context` (UIKit's y-down space) in `tint`, or in the
    /// original colors when `tint` is nil.
    func draw(in rect: CGRect, context: CGContext, tint: UIColor?) {
        guard let cgImage, rect.width > 0, rect.height > 0 else { return }
        let pixels = tint.map { UIImage.tinted(cgImage, with: $0) } ?? cgImage
        if variant.isResizable {
            drawNineSlice(uprightPixels(pixels), in: rect, context: context)
        } else {
            context.saveGState()
            context.concatenate(orientationTransform(into: rect))
            UIImage.drawTopDown(pixels, in: CGRect(x: 0, y: 0, width: 1, height: 1), context: context)
            context.restoreGState()
        }
    }

    /// The image as it appears — orientation applied, filled with `tint` when
    /// given — at its own scale: what an image view shows as its layer contents.
    func renderedCGImage(tint: UIColor?) -> CGImage? {
        guard let cgImage else { return nil }
        return uprightPixels(tint.map { UIImage.tinted(cgImage, with: $0) } ?? cgImage)
    }

    /// `pixels` (laid out like `cgImage`) turned upright per the orientation.
    func uprightPixels(_ pixels: CGImage) -> CGImage {
        guard imageOrientation != .up else { return pixels }
        let size = self.size
        let context = CGContext.flipped(size: size, scale: scale, opaque: false)
        context.concatenate(orientationTransform(into: CGRect(origin: .zero, size: size)))
        UIImage.drawTopDown(pixels, in: CGRect(x: 0, y: 0, width: 1, height: 1), context: context)
        return context.makeImage()!
    }

    /// Draws `image` into `rect` of a y-down space with its first row at the top.
    static func drawTopDown(_ image: CGImage, in rect: CGRect, context: CGContext) {
        // CGContext.draw puts an image's first row at the top of its rect in y-up
        // space; flip once more so that row lands at the top in y-down space.
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: CGRect(x: 0, y: 0, width: rect.width, height: rect.height))
        context.restoreGState()
    }

    /// `image`'s alpha filled with `color`: a new image of the same pixel size.
    static func tinted(_ image: CGImage, with color: UIColor) -> CGImage {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        let cairo = cairo_create(surface)!
        let c = color.cgColor.sRGBComponents
        func clamp(_ value: CGFloat) -> CGFloat { min(1, max(0, value)) }
        cairo_set_source_rgba(cairo, clamp(c.red), clamp(c.green), clamp(c.blue), clamp(c.alpha))
        cairo_mask_surface(cairo, image.surface, 0, 0)
        cairo_destroy(cairo)
        return CGImage(adoptingSurface: surface)
    }
}
