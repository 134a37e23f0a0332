import CCairo
import CoreGraphics

/// Kumiki's Pango font maps and measuring contexts. Text is laid out in
/// points: a font map's resolution is 72 dpi, so one Pango device unit is one
/// point whatever the screen scale, and hinting is off so that measurements do
/// not depend on the scale text is later drawn at.
///
/// Pango's font maps and contexts must not be shared between threads, and
/// UIKit measures and draws text on any thread: each thread gets its own
/// (fontconfig, underneath, is shared and thread-safe). A `TextLayout` belongs
/// to the thread that made it.
enum PangoText {
    /// Pango's fixed-point unit (PANGO_SCALE).
    static let scale: Double = 1024

    /// One thread's font map and context.
    final class Engine {
        let fontMap: UnsafeMutablePointer<PangoFontMap>
        let context: OpaquePointer

        init() {
            fontMap = pango_cairo_font_map_new()!
            pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
            context = pango_font_map_create_context(fontMap)!
            let options = cairo_font_options_create()!
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
            // Glyphs at fractional positions, so widths are fractional as UIKit's are
            // (Pango otherwise rounds each glyph to a whole point at 72 dpi).
            pango_context_set_round_glyph_positions(context, 0)
        }

        deinit {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(UnsafeMutableRawPointer(fontMap))
        }
    }

    private static let engines = ThreadLocal { Engine() }

    /// This thread's context for measuring (layouts made from it are laid out
    /// identically when drawn).
    static var context: OpaquePointer { engines.value.context }

    /// The installed font families, sorted.
    static let familyNames: [String] = {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(engines.value.fontMap, &families, &count)
        defer { g_free(families) }
        return (0..<Int(count)).compactMap { index in
            families?[index].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0) }
        }.sorted()
    }()

    /// The largest distance Pango can represent: 32-bit fixed point with 1024
    /// units per point, about 2,097,151 pt.
    static let largestPoints = Double(Int32.max) / scale

    /// Points in Pango units, clamped to Pango's 32-bit range (NaN counts as 0).
    static func units(_ points: CGFloat) -> Int32 {
        let value = Double(points)
        guard !value.isNaN else { return 0 }
        return Int32((min(largestPoints, max(-largestPoints, value)) * scale).rounded())
    }

    static func points(_ units: Int32) -> CGFloat {
        CGFloat(Double(units) / scale)
    }
}
