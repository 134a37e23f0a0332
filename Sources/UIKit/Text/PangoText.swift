import CCairo
import CoreGraphics

/// Kumiki's Pango text: this thread's measuring context (`PangoEngine`, in
/// points, hinting off) and the conversions between Pango's fixed-point units
/// and points. A `TextLayout` belongs to the thread that made it.
enum PangoText {
    /// Pango's fixed-point unit (PANGO_SCALE).
    static let scale = PangoEngine.unitsPerPoint

    /// This thread's context for measuring (layouts made from it are laid out
    /// identically when drawn).
    static var context: OpaquePointer { PangoEngine.current.context }

    /// The installed font families, sorted.
    static let familyNames: [String] = {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(PangoEngine.current.fontMap, &families, &count)
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
