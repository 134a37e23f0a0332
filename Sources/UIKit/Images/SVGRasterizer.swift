import CCairo
import CoreGraphics
import CRsvg

/// SVG documents rasterized by librsvg into `CGImage`s.
///
/// An SVG's natural size is its `width` and `height` in CSS pixels (librsvg
/// resolves physical units at 96 dpi, CSS's definition), else its `viewBox`
/// size; one CSS pixel is one point. A document with neither has no size and
/// does not load.
enum SVGRasterizer {
    /// Whether `data` looks like an SVG document: its opening (up to 4 KB) is
    /// text that contains an `<svg` tag.
    static func isSVG(_ data: Data) -> Bool {
        // Lossy decoding: a character cut at the 4 KB boundary must not reject the file.
        let text = String(decoding: data.prefix(4096), as: UTF8.self)
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        return trimmed.hasPrefix("<") && text.contains("<svg")
    }

    /// The natural size in points, or nil when librsvg cannot read the document
    /// or it declares no size.
    static func naturalSize(of data: Data) -> CGSize? {
        withDocument(data) { _, size in size }
    }

    /// The document rasterized at its natural size times `scale` (pixels per
    /// point, rounded to whole pixels), or nil when it does not load.
    static func rasterize(_ data: Data, scale: CGFloat) -> CGImage? {
        withDocument(data) { handle, size in
            // At least one pixel a side; nil beyond the bitmap budget (and for
            // sizes that are not finite), before anything is allocated.
            let width = max(1, size.width * scale)
            let height = max(1, size.height * scale)
            guard BitmapBudget.allows(width: width, height: height) else { return nil }
            return render(handle, naturalSize: size, pixelWidth: Int(width.rounded()), pixelHeight: Int(height.rounded()))
        } ?? nil
    }

    /// The document stretched over `pixelWidth`×`pixelHeight` pixels.
    static func rasterize(_ data: Data, pixelWidth: Int, pixelHeight: Int) -> CGImage? {
        withDocument(data) { handle, size in
            render(handle, naturalSize: size, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        } ?? nil
    }

    /// Runs `body` with a loaded document and its natural size; nil when the
    /// document does not parse or has no size.
    private static func withDocument<Result>(_ data: Data,
                                             _ body: (UnsafeMutablePointer<RsvgHandle>, CGSize) -> Result) -> Result? {
        var error: UnsafeMutablePointer<GError>?
        let loaded = data.withUnsafeBytes { raw -> UnsafeMutablePointer<RsvgHandle>? in
            guard let base = raw.bindMemory(to: guint8.self).baseAddress else { return nil }
            return rsvg_handle_new_from_data(base, gsize(raw.count), &error)
        }
        if let error { g_error_free(error) }
        guard let handle = loaded else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        rsvg_handle_set_dpi(handle, 96)
        guard let size = naturalSize(of: handle) else { return nil }
        return body(handle, size)
    }

    private static func naturalSize(of handle: UnsafeMutablePointer<RsvgHandle>) -> CGSize? {
        var width = 0.0
        var height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 {
            guard width.isFinite, height.isFinite else { return nil }
            return CGSize(width: width, height: height)
        }
        // Percentages or no width/height: fall back to the viewBox.
        var hasViewBox: gboolean = 0
        var viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
        guard hasViewBox != 0, viewBox.width > 0, viewBox.height > 0, viewBox.width.isFinite,
              viewBox.height.isFinite else { return nil }
        return CGSize(width: viewBox.width, height: viewBox.height)
    }

    private static func render(_ handle: UnsafeMutablePointer<RsvgHandle>, naturalSize size: CGSize,
                               pixelWidth: Int, pixelHeight: Int) -> CGImage? {
        guard BitmapBudget.allows(width: pixelWidth, height: pixelHeight) else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, CGFloat(pixelWidth) / size.width, CGFloat(pixelHeight) / size.height)
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        var error: UnsafeMutablePointer<GError>?
        let rendered = rsvg_handle_render_document(handle, cairo, &viewport, &error) != 0
        if let error { g_error_free(error) }
        cairo_destroy(cairo)
        guard rendered else {
            cairo_surface_destroy(surface)
            return nil
        }
        return CGImage(adoptingSurface: surface)
    }
}
