import CCairo

/// One thread's Pango font map and context, set up the way all of Kumiki's
/// text is laid out: in points (a font map at 72 dpi, so one Pango device unit
/// is one point whatever the screen scale), hinting off so that measurements
/// do not depend on the scale text is later drawn at, gray antialiasing, and
/// fractional glyph positions (widths fractional, as UIKit's are).
///
/// Pango's font maps and contexts must not be shared between threads, and
/// text is measured and drawn on any thread: each thread gets its own
/// (fontconfig, underneath, is shared and thread-safe). Used by UIKit's text
/// and by `CATextLayer`, so the two set the same string alike.
package final class PangoEngine {
    package let fontMap: UnsafeMutablePointer<PangoFontMap>
    package let context: OpaquePointer

    private init() {
        fontMap = pango_cairo_font_map_new()!
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        // Pango otherwise rounds each glyph to a whole point at 72 dpi.
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    private static let engines = ThreadLocal { PangoEngine() }

    /// Pango's fixed-point units per point (PANGO_SCALE).
    package static let unitsPerPoint: Double = 1024

    /// `offsets[i]` is the UTF-8 byte offset (Pango's text indices) of UTF-16
    /// offset `i` (Foundation's and UIKit's ranges), one entry past the end.
    package static func utf8Offsets(of string: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(string.utf16.count + 1)
        var byte = 0
        for scalar in string.unicodeScalars {
            for _ in 0..<scalar.utf16.count { offsets.append(byte) }
            byte += scalar.utf8.count
        }
        offsets.append(byte)
        return offsets
    }

    /// This thread's engine.
    package static var current: PangoEngine { engines.value }
}
