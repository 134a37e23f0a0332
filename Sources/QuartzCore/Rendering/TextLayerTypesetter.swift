import CCairo
import CoreGraphics
import Foundation

/// Lays out a text layer's string with Pango, in points, with the thread's
/// `PangoEngine` that UIKit's text uses too, so a text layer and a label set
/// the same text alike.
enum TextLayerTypesetter {
    /// Pango units per point.
    static let scale = PangoEngine.unitsPerPoint

    /// The face for `font` at `size`: a UIKit font's face, a named face, or Helvetica.
    static func face(of font: Any?, size: CGFloat) -> TextLayerFontFace {
        if let font = font as? TextLayerFont {
            var face = font.textLayerFace
            face.size = size
            return face
        }
        return TextLayerFontFace(name: font as? String ?? "Helvetica", size: size)
    }

    /// A Pango description of `face` (the caller frees it).
    static func description(of face: TextLayerFontFace) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, face.family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(face.weight)))
        pango_font_description_set_style(description, face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(max(0, min(face.size, 8192))) * scale)
        return description
    }

    /// One run of an attributed string's fonts and colors, resolved to plain
    /// values on UTF-8 byte offsets.
    struct StyledRun {
        let start: UInt32
        let end: UInt32
        let face: TextLayerFontFace?
        let color: CGColor?
    }

    /// A layout of `text` in `width` points (and `height`, for truncating
    /// wrapped text); nil when there is nothing to draw. The caller releases
    /// it. `runs` are the attributed string's `styledRuns(of:)` when already
    /// resolved.
    static func layout(_ text: TextLayerProperties, width: CGFloat, height: CGFloat,
                       runs: [StyledRun]? = nil) -> OpaquePointer? {
        let attributed = text.string as? NSAttributedString
        guard let string = attributed?.string ?? text.string as? String, !string.isEmpty else { return nil }
        let layout = pango_layout_new(PangoEngine.current.context)!
        pango_layout_set_text(layout, string, -1)
        let base = description(of: face(of: text.font, size: text.fontSize))
        pango_layout_set_font_description(layout, base)
        pango_font_description_free(base)
        if let attributed {
            let list = attributeList(for: runs ?? styledRuns(of: attributed))
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
        }
        let widthUnits = Int32(max(0, min(Double(width), 1_000_000)) * scale)
        if text.isWrapped {
            pango_layout_set_width(layout, widthUnits)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if text.truncationMode != .none {
            pango_layout_set_width(layout, widthUnits)
            pango_layout_set_ellipsize(layout, text.truncationMode == .start ? PANGO_ELLIPSIZE_START
                : text.truncationMode == .middle ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END)
            if text.isWrapped {
                pango_layout_set_height(layout, Int32(max(0, min(Double(height), 1_000_000)) * scale))
            }
        }
        switch text.alignmentMode {
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .justified: pango_layout_set_justify(layout, 1)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        if text.alignmentMode == .natural { pango_layout_set_auto_dir(layout, 1) }
        if pango_layout_get_width(layout) < 0, text.alignmentMode == .right || text.alignmentMode == .center {
            // Pango aligns only within a width, and a width wraps: lines are
            // aligned within the widest line, which is then placed by `offset`.
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            pango_layout_set_width(layout, max(widthUnits, logical.width))
        }
        return layout
    }

    /// How far left of the bounds an unwrapped layout wider than them starts:
    /// its widest line overflows on the left when right-aligned, on both sides
    /// when centered. Zero otherwise.
    static func overflowOffset(of layout: OpaquePointer, _ text: TextLayerProperties, width: CGFloat) -> CGFloat {
        guard !text.isWrapped, text.truncationMode == .none,
              text.alignmentMode == .right || text.alignmentMode == .center else { return 0 }
        let overflow = CGFloat(Double(pango_layout_get_width(layout)) / scale) - width
        guard overflow > 0 else { return 0 }
        return text.alignmentMode == .right ? -overflow : -overflow / 2
    }

    /// The attributed string's fonts and colors (UIKit's `.font` and
    /// `.foregroundColor`, by their raw names), on UTF-8 byte ranges. A
    /// UIKit color is resolved for the current traits, which may run the
    /// app's dynamic color provider: the compositor calls this on the thread
    /// that asked for the frame.
    static func styledRuns(of text: NSAttributedString) -> [StyledRun] {
        let byteOffsets = PangoEngine.utf8Offsets(of: text.string)
        var runs: [StyledRun] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
            let face = (attributes[NSAttributedString.Key("NSFont")] as? TextLayerFont)?.textLayerFace
            let value = attributes[NSAttributedString.Key("NSColor")]
            let color = (value as? TextLayerColor)?.textLayerColor ?? (value as? CGColor)
            guard face != nil || color != nil else { return }
            runs.append(StyledRun(start: UInt32(byteOffsets[range.location]),
                                  end: UInt32(byteOffsets[range.location + range.length]), face: face, color: color))
        }
        return runs
    }

    /// `runs` as a Pango attribute list (the caller releases it).
    private static func attributeList(for runs: [StyledRun]) -> OpaquePointer {
        let list = pango_attr_list_new()!
        for run in runs {
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = run.start
                attribute.pointee.end_index = run.end
                pango_attr_list_insert(list, attribute)
            }
            if let face = run.face {
                let description = description(of: face)
                insert(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
            }
            if let color = run.color {
                let c = color.sRGBComponents
                func channel(_ v: CGFloat) -> UInt16 { UInt16((min(1, max(0, v)) * 65535).rounded()) }
                insert(pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)))
                insert(pango_attr_foreground_alpha_new(channel(c.alpha)))
            }
        }
        return list
    }
}
