import CCairo

/// Stroking paths of very many segments in bounded time.
///
/// Cairo strokes a path as one polygon and scan-converts it with an active-edge
/// list kept sorted row by row, so its cost grows with the number of places
/// where edges cross — for a long path that keeps crossing itself, with the
/// square of its length (a million such segments took minutes). Core Graphics'
/// coverage rasterizer does not sort. Kumiki strokes a long path in pieces of
/// `longPathPiece` segments into one alpha mask, then paints the stroke color
/// through the mask once, so a translucent color still covers the stroke once
/// (as a single stroke does). Each piece starts with the last segment of the
/// one before, so the join between them is drawn. Deviation: antialiased edge
/// pixels that several pieces touch come out more opaque than one stroke
/// would make them (the pieces' coverages add up there; docs/PORTING.md).
extension CGContext {
    /// Segments above which a stroke is drawn in pieces.
    static let longPathThreshold = 16_384
    /// Segments per piece.
    static let longPathPiece = 4_096

    /// Strokes the current path in pieces when it is long and undashed;
    /// returns false (nothing done) otherwise.
    func strokeLongPathInPieces() -> Bool {
        guard cairo_get_dash_count(cairo) == 0, let copied = cairo_copy_path(cairo) else { return false }
        defer { cairo_path_destroy(copied) }
        let path = copied.pointee
        guard path.status == CAIRO_STATUS_SUCCESS, Int(path.num_data) > Self.longPathThreshold else { return false }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(mask) }
        let pen = cairo_create(mask)!
        defer { cairo_destroy(pen) }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_set_matrix(pen, &matrix)
        cairo_set_line_width(pen, cairo_get_line_width(cairo))
        cairo_set_line_cap(pen, cairo_get_line_cap(cairo))
        cairo_set_line_join(pen, cairo_get_line_join(cairo))
        cairo_set_miter_limit(pen, cairo_get_miter_limit(cairo))
        cairo_set_antialias(pen, cairo_get_antialias(cairo))
        cairo_set_source_rgba(pen, 0, 0, 0, 1)

        var segments = 0
        var previous: (x: Double, y: Double)?
        var current: (x: Double, y: Double)?
        var index = 0
        while index < Int(path.num_data) {
            let header = path.data[index].header
            let points = path.data.advanced(by: index + 1)
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                cairo_move_to(pen, points[0].point.x, points[0].point.y)
                previous = nil
                current = (points[0].point.x, points[0].point.y)
            case CAIRO_PATH_LINE_TO:
                cairo_line_to(pen, points[0].point.x, points[0].point.y)
                previous = current
                current = (points[0].point.x, points[0].point.y)
                segments += 1
            case CAIRO_PATH_CURVE_TO:
                cairo_curve_to(pen, points[0].point.x, points[0].point.y, points[1].point.x, points[1].point.y,
                               points[2].point.x, points[2].point.y)
                previous = (points[1].point.x, points[1].point.y)
                current = (points[2].point.x, points[2].point.y)
                segments += 1
            default:
                cairo_close_path(pen)
                previous = nil
            }
            index += Int(header.length)
            if segments >= Self.longPathPiece, let current {
                cairo_stroke(pen)
                segments = 0
                // The next piece repeats this segment's end so the join is drawn.
                if let previous {
                    cairo_move_to(pen, previous.x, previous.y)
                    cairo_line_to(pen, current.x, current.y)
                } else {
                    cairo_move_to(pen, current.x, current.y)
                }
            }
        }
        cairo_stroke(pen)
        cairo_surface_flush(mask)
        cairo_new_path(cairo)
        prepareSource(state.strokeColor)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_mask_surface(cairo, mask, 0, 0)
        cairo_restore(cairo)
        return true
    }
}
