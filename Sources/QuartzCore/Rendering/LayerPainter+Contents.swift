import CCairo
import CoreGraphics

/// A layer's `contents` image: the part `contentsRect` picks, placed by
/// `contentsGravity` at `contentsScale`, stretched in nine parts around
/// `contentsCenter`, and sampled with the layer's minification or
/// magnification filter.
extension LayerPainter {
    /// The part of `image` shown, in its pixels: `contentsRect` (unit
    /// coordinates) of its size.
    static func contentsSource(_ image: CGImage, values: CALayerProperties) -> CGRect {
        let unit = values.contentsRect
        let width = CGFloat(image.width)
        let height = CGFloat(image.height)
        return CGRect(x: unit.minX * width, y: unit.minY * height, width: unit.width * width, height: unit.height * height)
    }

    /// Where the shown part of `image` is drawn by `contentsGravity` at `contentsScale`.
    static func contentsDestination(_ image: CGImage, values: CALayerProperties) -> CGRect {
        let source = contentsSource(image, values: values)
        let size = CGSize(width: abs(source.width) / values.contentsPixelsPerPoint,
                          height: abs(source.height) / values.contentsPixelsPerPoint)
        return values.contentsGravity.rect(forContentSize: size, in: values.bounds)
    }

    /// `upright`: the layer's coordinates are geometry-flipped (its
    /// `contentsAreFlipped()` is false), so the image is turned back over to
    /// show as it is, as in Core Animation.
    func drawContents(_ image: CGImage, values: CALayerProperties, upright: Bool = false, alpha: Double) {
        let destination = Self.contentsDestination(image, values: values)
        let source = Self.contentsSource(image, values: values)
        guard destination.width > 0, destination.height > 0, alpha > 0,
              source.width != 0, source.height != 0 else { return }
        let filter = contentsFilter(values, sourceWidth: abs(source.width), destinationWidth: destination.width)
        // The first pixel shown and the run from it, as contentsRect gives them.
        let unit = values.contentsRect
        let center = values.contentsCenter.standardized
        let columns = Self.stretchSpans(start: unit.origin.x * CGFloat(image.width), length: unit.size.width * CGFloat(image.width),
                                        center: center.minX, centerLength: center.width,
                                        into: destination.minX, destinationLength: destination.width,
                                        pixelsPerPoint: values.contentsPixelsPerPoint)
        let rows = Self.stretchSpans(start: unit.origin.y * CGFloat(image.height), length: unit.size.height * CGFloat(image.height),
                                     center: center.minY, centerLength: center.height,
                                     into: destination.minY, destinationLength: destination.height,
                                     pixelsPerPoint: values.contentsPixelsPerPoint)
        let cells = rows.flatMap { row in columns.map { (column: $0, row: row) } }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if upright {
            cairo_translate(cairo, 0, destination.minY + destination.maxY)
            cairo_scale(cairo, 1, -1)
        }
        // Nine parts meeting at fractional pixels are added in a group of their
        // own: painted over each other, a shared edge's partial coverages
        // would leave a faint seam.
        let pieced = cells.count > 1
        if pieced {
            cairo_new_path(cairo)
            cairo_rectangle(cairo, destination.minX, destination.minY, destination.width, destination.height)
            cairo_clip(cairo)
            cairo_push_group(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_ADD)
        }
        for cell in cells {
            cairo_save(cairo)
            cairo_new_path(cairo)
            cairo_rectangle(cairo, cell.column.destination.lowerBound, cell.row.destination.lowerBound,
                            cell.column.destination.upperBound - cell.column.destination.lowerBound,
                            cell.row.destination.upperBound - cell.row.destination.lowerBound)
            cairo_clip(cairo)
            // The cell's part of the image stretched over it; outside the
            // image its edge pixels continue (Core Animation clamps too).
            cairo_translate(cairo, cell.column.destination.lowerBound, cell.row.destination.lowerBound)
            cairo_scale(cairo, cell.column.scale, cell.row.scale)
            cairo_translate(cairo, -cell.column.source, -cell.row.source)
            cairo_set_source_surface(cairo, image.surface, 0, 0)
            cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(cairo_get_source(cairo), filter)
            cairo_paint_with_alpha(cairo, pieced ? 1 : alpha)
            cairo_restore(cairo)
        }
        if pieced {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, alpha)
        }
    }

    /// One stretch of a nine-part image along one axis: where it lands (points,
    /// layer space), where its image part starts (pixels) and the scale from
    /// image pixels to points.
    struct StretchSpan {
        var destination: ClosedRange<CGFloat>
        var source: CGFloat
        var scale: CGFloat
    }

    /// Splits one axis into the fixed part before `contentsCenter`, the
    /// stretched center and the fixed part after. The shown part of the image
    /// starts at pixel `start` and runs `length` pixels (backwards when
    /// negative: a flipped `contentsRect`); `center` and `centerLength` are
    /// unit coordinates of it, and a center of zero length is one pixel long,
    /// as in Core Animation. The fixed parts keep their size at
    /// `pixelsPerPoint`; when they do not fit they shrink in proportion and
    /// the center gets nothing. The default center (all of it) gives one span.
    static func stretchSpans(start: CGFloat, length: CGFloat, center: CGFloat, centerLength: CGFloat,
                             into origin: CGFloat, destinationLength: CGFloat,
                             pixelsPerPoint: CGFloat) -> [StretchSpan] {
        let magnitude = abs(length)
        var lower = center * magnitude
        var upper = (center + centerLength) * magnitude
        if centerLength == 0 {
            lower -= 0.5
            upper += 0.5
        }
        lower = min(magnitude, max(0, lower))
        upper = min(magnitude, max(lower, upper))
        var before = lower / pixelsPerPoint
        var after = (magnitude - upper) / pixelsPerPoint
        if before + after > destinationLength {
            let shrink = destinationLength / (before + after)
            before *= shrink
            after *= shrink
        }
        let parts: [(pixels: CGFloat, points: CGFloat, offset: CGFloat)] = [
            (lower, before, 0), (upper - lower, destinationLength - before - after, lower), (magnitude - upper, after, upper),
        ]
        let direction: CGFloat = length < 0 ? -1 : 1
        var spans: [StretchSpan] = []
        var position = origin
        for part in parts {
            if part.points > 0, part.pixels > 0 {
                spans.append(StretchSpan(destination: position ... position + part.points,
                                         source: start + direction * part.offset,
                                         scale: direction * part.points / part.pixels))
            }
            position += part.points
        }
        return spans
    }

    /// Device pixels per unit of the current user space (the square root of
    /// the area scale, so a rotation or a skew counts by the area it covers).
    var devicePixelsPerUnit: CGFloat {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
    }

    /// The filter for drawing `sourceWidth` image pixels over `destinationWidth`
    /// points: `magnificationFilter` when a pixel covers a device pixel or
    /// more, `minificationFilter` otherwise.
    private func contentsFilter(_ values: CALayerProperties, sourceWidth: CGFloat,
                                destinationWidth: CGFloat) -> cairo_filter_t {
        let devicePixelsPerImagePixel = devicePixelsPerUnit * destinationWidth / max(sourceWidth, .leastNonzeroMagnitude)
        let filter = devicePixelsPerImagePixel >= 1 ? values.magnificationFilter : values.minificationFilter
        return filter == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD
    }
}
