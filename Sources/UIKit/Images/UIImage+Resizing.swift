import CCairo
import CoreGraphics

/// Resizable images: cap insets and nine-slice drawing.
///
/// A resizable image draws in nine parts: the four corners (inside the cap
/// insets) at their natural size, the top and bottom edges tiled or stretched
/// across, the left and right edges down, and the center both ways. Tiles
/// start at the top-left of each part. When the destination is narrower (or
/// shorter) than the two caps together, both caps shrink in proportion and the
/// middle disappears.
extension UIImage {
    /// How the parts between the caps fill the space; raw values match UIKit.
    public enum ResizingMode: Int, Sendable {
        /// Repeats the part at its natural size.
        case tile = 0
        /// Scales the part to fill.
        case stretch = 1
    }

    /// The insets (points) set by `resizableImage`; zero otherwise.
    public var capInsets: UIEdgeInsets { variant.capInsets }

    /// The resizing mode set by `resizableImage`; `.tile` otherwise (UIKit's default).
    public var resizingMode: ResizingMode { variant.resizingMode }

    /// A copy that tiles its middle parts, UIKit's default for this method.
    /// Zero insets tile the whole image.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A copy that draws in nine parts, keeping the `capInsets` (points; negative
    /// values count as zero) at their size and filling the rest per `resizingMode`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy {
            $0.isResizable = true
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
        }
    }

    /// Whether `draw(in:)` draws nine parts rather than scaling the whole image.
    var isResizable: Bool { variant.isResizable }

    /// Draws `pixels` (upright, at this image's scale) in nine parts into `rect`.
    func drawNineSlice(_ pixels: CGImage, in rect: CGRect, context: CGContext) {
        let imageSize = CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
        let insets = variant.capInsets
        // Caps in the image (no more than the image) and in the destination.
        let sourceX = UIImage.caps(max(0, insets.left), max(0, insets.right), within: imageSize.width)
        let sourceY = UIImage.caps(max(0, insets.top), max(0, insets.bottom), within: imageSize.height)
        let destinationX = UIImage.caps(sourceX.0, sourceX.1, within: rect.width)
        let destinationY = UIImage.caps(sourceY.0, sourceY.1, within: rect.height)
        let sourceColumns = UIImage.spans(sourceX, length: imageSize.width, origin: 0)
        let sourceRows = UIImage.spans(sourceY, length: imageSize.height, origin: 0)
        let destinationColumns = UIImage.spans(destinationX, length: rect.width, origin: rect.minX)
        let destinationRows = UIImage.spans(destinationY, length: rect.height, origin: rect.minY)
        for row in 0..<3 {
            for column in 0..<3 {
                // Source parts in whole pixels.
                let x0 = (sourceColumns[column].lowerBound * scale).rounded()
                let x1 = (sourceColumns[column].upperBound * scale).rounded()
                let y0 = (sourceRows[row].lowerBound * scale).rounded()
                let y1 = (sourceRows[row].upperBound * scale).rounded()
                let destination = CGRect(x: destinationColumns[column].lowerBound, y: destinationRows[row].lowerBound,
                                         width: destinationColumns[column].upperBound - destinationColumns[column].lowerBound,
                                         height: destinationRows[row].upperBound - destinationRows[row].lowerBound)
                guard x1 > x0, y1 > y0, destination.width > 0, destination.height > 0,
                      let part = pixels.cropping(to: CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)) else {
                    continue
                }
                let tilesAcross = column == 1 && variant.resizingMode == .tile
                let tilesDown = row == 1 && variant.resizingMode == .tile
                let filled = tilesAcross || tilesDown
                    ? tiled(part, size: destination.size, across: tilesAcross, down: tilesDown)
                    : part
                UIImage.drawTopDown(filled, in: destination, context: context)
            }
        }
    }

    /// Two caps that fit `length`: unchanged when they do, else scaled down in
    /// proportion so that together they are exactly `length`.
    private static func caps(_ first: CGFloat, _ second: CGFloat, within length: CGFloat) -> (CGFloat, CGFloat) {
        let total = first + second
        guard total > length, total > 0 else { return (first, second) }
        let factor = max(0, length) / total
        return (first * factor, second * factor)
    }

    /// The three spans (first cap, middle, second cap) of a length.
    private static func spans(_ caps: (CGFloat, CGFloat), length: CGFloat,
                              origin: CGFloat) -> [ClosedRange<CGFloat>] {
        let middleStart = origin + caps.0
        let middleEnd = max(middleStart, origin + length - caps.1)
        return [origin...middleStart, middleStart...middleEnd, middleEnd...(origin + length)]
    }

    /// `part` repeated at its natural size along the tiled axes and stretched
    /// along the others to fill `size` points, as pixels at this image's scale.
    private func tiled(_ part: CGImage, size: CGSize, across: Bool, down: Bool) -> CGImage {
        let width = max(1, Int((size.width * scale).rounded()))
        let height = max(1, Int((size.height * scale).rounded()))
        // First stretch along the untiled axis (padding edges, so no wrap-around
        // bleeds in), then repeat whole pixels along the tiled one(s).
        let stretchedWidth = across ? part.width : width
        let stretchedHeight = down ? part.height : height
        let stretched = UIImage.paint(part, width: stretchedWidth, height: stretchedHeight, extend: CAIRO_EXTEND_PAD)
        return UIImage.paint(stretched, width: width, height: height, extend: CAIRO_EXTEND_REPEAT,
                             scaling: false)
    }

    /// A new `width`×`height` image painted from `image`, scaled to fill it
    /// (`scaling`) or at its own size with `extend` filling the rest.
    private static func paint(_ image: CGImage, width: Int, height: Int, extend: cairo_extend_t,
                              scaling: Bool = true) -> CGImage {
        if scaling, image.width == width, image.height == height { return image }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cairo = cairo_create(surface)!
        if scaling {
            cairo_scale(cairo, CGFloat(width) / CGFloat(image.width), CGFloat(height) / CGFloat(image.height))
        }
        cairo_set_source_surface(cairo, image.surface, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cairo), extend)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        return CGImage(adoptingSurface: surface)
    }
}
