import CCairo
import CoreGraphics
import Foundation

/// Converts UIKit text attributes (on UTF-16 ranges) into a Pango attribute
/// list (on UTF-8 byte ranges).
enum PangoAttributes {
    static func list(for text: NSAttributedString) -> OpaquePointer {
        let list = pango_attr_list_new()!
        let byteOffsets = PangoEngine.utf8Offsets(of: text.string)
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
            let start = UInt32(byteOffsets[range.location])
            let end = UInt32(byteOffsets[range.location + range.length])
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            if let font = attributes[.font] as? UIFont {
                let description = font.makePangoDescription()
                insert(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
                if font.isMonospacedDigits { insert(pango_attr_font_features_new("tnum")) }
            }
            let color = (attributes[.foregroundColor] as? UIColor) ?? .black
            let (r, g, b, a) = channels(color)
            insert(pango_attr_foreground_new(r, g, b))
            insert(pango_attr_foreground_alpha_new(a))
            if let background = attributes[.backgroundColor] as? UIColor {
                let (r, g, b, a) = channels(background)
                insert(pango_attr_background_new(r, g, b))
                insert(pango_attr_background_alpha_new(a))
            }
            if let kern = number(attributes[.kern]) {
                insert(pango_attr_letter_spacing_new(PangoText.units(kern)))
            }
            if let underline = number(attributes[.underlineStyle]), underline != 0 {
                let style = NSUnderlineStyle(rawValue: Int(underline))
                insert(pango_attr_underline_new(style.contains(.double) && style != .single ? PANGO_UNDERLINE_DOUBLE
                    : PANGO_UNDERLINE_SINGLE))
                if let color = attributes[.underlineColor] as? UIColor {
                    let (r, g, b, _) = channels(color)
                    insert(pango_attr_underline_color_new(r, g, b))
                }
            }
            if let strike = number(attributes[.strikethroughStyle]), strike != 0 {
                insert(pango_attr_strikethrough_new(1))
                if let color = attributes[.strikethroughColor] as? UIColor {
                    let (r, g, b, _) = channels(color)
                    insert(pango_attr_strikethrough_color_new(r, g, b))
                }
            }
        }
        return list
    }

    private static func channels(_ color: UIColor) -> (UInt16, UInt16, UInt16, UInt16) {
        let c = color.cgColor.sRGBComponents
        func convert(_ v: CGFloat) -> UInt16 { UInt16((min(1, max(0, v)) * 65535).rounded()) }
        return (convert(c.red), convert(c.green), convert(c.blue), convert(c.alpha))
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        case let v as NSUnderlineStyle: CGFloat(v.rawValue)
        default: nil
        }
    }
}
