import CCairo
import CoreGraphics
import Foundation

/// Where characters are: the caret's place for a UTF-16 offset and the offset
/// closest to a point, for editable text (text fields and text views). Points
/// are relative to the layout's top-left corner, as `draw(in:at:)`.
///
/// A long text is laid out in pieces (`longestPiece`); offsets and points are
/// found in the piece that holds them, so a caret costs what its piece does.
extension TextLayout {
    /// The caret at `offset` (UTF-16 units into `text`, clamped): a zero-width
    /// rectangle as tall as the line, at the leading edge of the character
    /// at `offset` (the trailing edge of the last character at the end).
    func caretRect(atUTF16Offset offset: Int) -> CGRect {
        guard !paragraphs.isEmpty else { return .zero }
        let clamped = max(0, min(offset, text.length))
        let index = piece(containing: clamped)
        let layout = paragraphs[index]
        let bytes = PangoEngine.utf8Offsets(of: String(cString: pango_layout_get_text(layout)))
        let local = clamped - starts[index]
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(bytes[min(local, bytes.count - 1)]), &strong, nil)
        var rect = CGRect(x: PangoText.points(strong.x) + indent + shifts[index],
                          y: PangoText.points(strong.y) + offsets[index],
                          width: 0, height: PangoText.points(strong.height))
        if local > bytes.count - 1 {
            // Past the piece: the empty line after a final newline, which a
            // text laid out in pieces does not lay out.
            rect.origin = CGPoint(x: indent, y: rect.maxY + PangoText.points(pango_layout_get_spacing(layout)))
        }
        return rect
    }

    /// The UTF-16 offset of the caret position nearest `point`: before or
    /// after the character under it, whichever edge is closer.
    func utf16Offset(closestTo point: CGPoint) -> Int {
        guard !paragraphs.isEmpty else { return 0 }
        // The last piece starting above the point (and, on a line continued
        // in pieces, left of it).
        var index = 0
        for candidate in paragraphs.indices.dropFirst() {
            guard offsets[candidate] <= point.y else { break }
            if offsets[candidate] > offsets[index] || shifts[candidate] <= point.x { index = candidate }
        }
        let layout = paragraphs[index]
        var byteIndex: Int32 = 0
        var trailing: Int32 = 0
        let x = PangoText.units(point.x - indent - shifts[index])
        let y = PangoText.units(max(0, point.y - offsets[index]))
        pango_layout_xy_to_index(layout, x, y, &byteIndex, &trailing)
        let string = String(cString: pango_layout_get_text(layout))
        let bytes = PangoEngine.utf8Offsets(of: string)
        // The UTF-16 offset whose byte offset is the index, then the trailing
        // graphemes Pango counts past it (in characters, each its UTF-16 width).
        var offset = bytes.firstIndex { $0 >= Int(byteIndex) } ?? (bytes.count - 1)
        if trailing > 0 {
            var position = String.Index(utf16Offset: offset, in: string)
            for _ in 0..<Int(trailing) where position < string.endIndex {
                position = string.index(after: position)
            }
            offset = position.utf16Offset(in: string)
        }
        return starts[index] + offset
    }

    /// The piece holding `offset`: the last one starting at or before it.
    private func piece(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
