import CCairo
import Foundation

/// Where characters are: the caret's place for a UTF-16 offset and the offset
/// closest to a point, for editable single-paragraph text (a text field).
/// Points are relative to the layout's top-left corner, as `draw(in:at:)`.
extension TextLayout {
    /// The caret at `offset` (UTF-16 units into `text`, clamped): a zero-width
    /// rectangle as tall as the line, at the leading edge of the character
    /// at `offset` (the trailing edge of the last character at the end).
    func caretRect(atUTF16Offset offset: Int) -> CGRect {
        guard let layout = paragraphs.first else { return .zero }
        let bytes = PangoAttributes.utf8Offsets(of: text.string)
        let clamped = max(0, min(offset, bytes.count - 1))
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(bytes[clamped]), &strong, nil)
        return CGRect(x: PangoText.points(strong.x) + indent + (shifts.first ?? 0),
                      y: PangoText.points(strong.y) + (offsets.first ?? 0),
                      width: 0, height: PangoText.points(strong.height))
    }

    /// The UTF-16 offset of the caret position nearest `point`: before or
    /// after the character under it, whichever edge is closer.
    func utf16Offset(closestTo point: CGPoint) -> Int {
        guard let layout = paragraphs.first else { return 0 }
        var byteIndex: Int32 = 0
        var trailing: Int32 = 0
        let x = PangoText.units(point.x - indent - (shifts.first ?? 0))
        let y = PangoText.units(max(0, point.y - (offsets.first ?? 0)))
        pango_layout_xy_to_index(layout, x, y, &byteIndex, &trailing)
        let bytes = PangoAttributes.utf8Offsets(of: text.string)
        // The UTF-16 offset whose byte offset is the index, then the trailing
        // graphemes Pango counts past it (in characters, each its UTF-16 width).
        var offset = bytes.firstIndex { $0 >= Int(byteIndex) } ?? (bytes.count - 1)
        if trailing > 0 {
            let string = text.string
            var index = String.Index(utf16Offset: offset, in: string)
            for _ in 0..<Int(trailing) where index < string.endIndex {
                index = string.index(after: index)
            }
            offset = index.utf16Offset(in: string)
        }
        return offset
    }
}
