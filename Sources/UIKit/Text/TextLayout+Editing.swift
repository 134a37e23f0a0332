import Foundation

/// One laid-out piece's measurements, as stacking needs them.
struct PieceMeasure {
    /// UTF-16 units of text in the piece.
    let length: Int
    /// Points, the line-height adjustment included.
    let height: CGFloat
    let width: CGFloat
    /// Points added above every line (`lineHeightAdjustment`).
    let lineExtra: CGFloat
    let lines: Int
    let endsParagraph: Bool
}

/// Laying out again after an edit: a long wrapped text is laid out in
/// pieces of a paragraph or less, and typing changes one paragraph, so only
/// the pieces the edit touched are shaped again and the others are moved.
/// Typing into a 100 KB note then costs about what its paragraph does.
extension TextLayout {
    /// The layout of `text`, which is this layout's text with `oldRange`
    /// replaced by `newLength` UTF-16 units: made incrementally when this
    /// layout is one of pieces stacked paragraph by paragraph, else anew.
    func updated(to text: NSAttributedString, replacing oldRange: NSRange, withLength newLength: Int) -> TextLayout {
        guard paragraphs.count > 1, measures.count == paragraphs.count, configuration.width != nil,
              configuration.maximumLines == 0, oldRange.location > 0, text.length > TextLayout.longestPiece,
              oldRange.location + oldRange.length <= self.text.length else {
            return TextLayout(text, configuration)
        }
        let delta = newLength - oldRange.length
        let string = text.string as NSString
        // The paragraphs around the edit, in the new text: from the line
        // break before it to the one after it.
        let before = string.range(of: "\n", options: .backwards, range: NSRange(location: 0, length: oldRange.location))
        var spanStart = before.location == NSNotFound ? 0 : before.location + 1
        let editEnd = oldRange.location + newLength
        let after = string.range(of: "\n", range: NSRange(location: editEnd, length: string.length - editEnd))
        var oldSpanEnd = (after.location == NSNotFound ? string.length : after.location) - delta
        // Pieces wholly before or after the span are kept; the ones between
        // (and the whole of any piece the span cuts) are laid out again.
        var first = paragraphs.count
        var last = -1
        for index in paragraphs.indices {
            let start = starts[index]
            let end = start + measures[index].length
            if end < spanStart { continue }
            if start > oldSpanEnd { break }
            first = min(first, index)
            last = index
        }
        guard first <= last else { return TextLayout(text, configuration) }
        spanStart = min(spanStart, starts[first])
        oldSpanEnd = max(oldSpanEnd, starts[last] + measures[last].length)
        let rebuilt = NSRange(location: spanStart, length: oldSpanEnd + delta - spanStart)
        guard rebuilt.length >= 0, rebuilt.location + rebuilt.length <= text.length else {
            return TextLayout(text, configuration)
        }
        return TextLayout(text: text, reusing: self, keepingBefore: first, after: last + 1, delta: delta, rebuilt: rebuilt)
    }
}
