import Foundation

/// Laying out the text: the container's width, the content size, the canvas
/// over the visible rectangle, the caret and selection, and scrolling a
/// range into view.
extension UITextView {
    /// The width lines wrap at: the bounds less the insets and the padding.
    var lineWidth: CGFloat {
        let width = textContainer.widthTracksTextView
            ? bounds.width - textContainerInset.left - textContainerInset.right
            : textContainer.size.width
        return max(0, width - 2 * textContainer.lineFragmentPadding)
    }

    /// Where the layout's top-left corner is, in content coordinates.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The text laid out at `width` (unwrapped when nil), drawing in the
    /// view's font and color where the text has none.
    func makeLayout(width: CGFloat?) -> TextLayout {
        // A copy: the layout keeps its text, and the storage changes as it is edited.
        let shown = textStorage.length > 0 ? NSAttributedString(attributedString: textStorage)
            : NSAttributedString(string: "", attributes: standardAttributes)
        return traitCollection.withCurrent {
            TextLayout(shown, TextLayout.Configuration(width: width, maximumLines: textContainer.maximumNumberOfLines,
                                                       lineBreakMode: textContainer.lineBreakMode,
                                                       layoutDirection: effectiveUserInterfaceLayoutDirection))
        }
    }

    /// The text laid out at the container's width (cached).
    func textLayout() -> TextLayout {
        if let cachedLayout, cachedLayout.configuration.width == lineWidth { return cachedLayout }
        let layout = makeLayout(width: lineWidth)
        cachedLayout = layout
        return layout
    }

    /// The text or its attributes changed: lay out again.
    func textDidChange() {
        cachedLayout = nil
        textLayoutDidChange()
    }

    /// `oldRange` of the text became `newLength` UTF-16 units: lay out again
    /// only the paragraphs the edit touched, when the layout allows.
    func textDidChange(replacing oldRange: NSRange, withLength newLength: Int) {
        guard textStorage.length > 0, let cachedLayout, cachedLayout.configuration.width == lineWidth else {
            return textDidChange()
        }
        self.cachedLayout = traitCollection.withCurrent {
            cachedLayout.updated(to: NSAttributedString(attributedString: textStorage), replacing: oldRange,
                                 withLength: newLength)
        }
        textLayoutDidChange()
    }

    /// Something the layout depends on changed.
    func textLayoutDidChange() {
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        setNeedsLayout()
        canvas.setNeedsDisplay()
    }

    /// Sizes the content to the text and moves the canvas over the visible
    /// rectangle (layoutSubviews, which scrolling calls).
    func updateTextLayout() {
        if !isScrollEnabled, let measuredWidth, measuredWidth != bounds.width { invalidateIntrinsicContentSize() }
        let layout = textLayout()
        let lineHeight = (font ?? Self.defaultFont).lineHeight
        let height = textContainerInset.top + max(layout.size.height, lineHeight) + textContainerInset.bottom
        let size = CGSize(width: bounds.width, height: height.rounded(.up))
        if contentSize != size { contentSize = size }
        let visible = bounds
        if canvas.frame != visible {
            UIView.performWithoutAnimation { canvas.frame = visible }
            canvas.setNeedsDisplay()
        }
        updateCaretAndSelection()
    }

    // MARK: Geometry

    /// The caret rectangle for `offset` in the layout's own coordinates
    /// (zero width, as tall as its line).
    func caretRectInText(at offset: Int) -> CGRect {
        if editing.length == 0 {
            let lineHeight = (typingAttributes[.font] as? UIFont ?? font ?? Self.defaultFont).lineHeight
            let alignment = TextLayout.resolve(textAlignment, in: effectiveUserInterfaceLayoutDirection)
            let x: CGFloat = switch alignment {
            case .center: lineWidth / 2
            case .right: lineWidth
            default: 0
            }
            return CGRect(x: x, y: 0, width: 0, height: lineHeight)
        }
        return textLayout().caretRect(atUTF16Offset: offset)
    }

    /// The caret rectangle for `offset` in the view's (content) coordinates:
    /// 2 pt wide, a point taller than the line above and below.
    func caretRect(atOffset offset: Int) -> CGRect {
        let caret = caretRectInText(at: offset)
        let origin = textOrigin
        let x = min(max(origin.x + caret.minX, 0), max(0, bounds.width - 2))
        return CGRect(x: (x - 1).rounded(), y: (origin.y + caret.minY - 1).rounded(), width: 2,
                      height: (caret.height + 2).rounded())
    }

    /// The caret position nearest `point` (content coordinates), on a
    /// grapheme cluster boundary.
    func offset(closestTo point: CGPoint) -> Int {
        guard editing.length > 0 else { return 0 }
        let origin = textOrigin
        let offset = textLayout().utf16Offset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        return TextGraphemes.boundary(atOrBefore: offset, in: editing.text)
    }

    /// The rectangles a range covers, line by line (content coordinates):
    /// one on a single line; else the first line to its end, the full lines
    /// between, and the last line to the range's end.
    func rects(for range: NSRange) -> [CGRect] {
        let start = caretRect(atOffset: range.location)
        let end = caretRect(atOffset: range.location + range.length)
        if abs(start.minY - end.minY) < 1 {
            return [CGRect(x: start.midX, y: start.minY, width: max(0, end.midX - start.midX), height: start.height)]
        }
        let left = textOrigin.x
        let right = left + lineWidth
        var rects = [CGRect(x: start.midX, y: start.minY, width: max(0, right - start.midX), height: start.height)]
        if end.minY > start.maxY {
            rects.append(CGRect(x: left, y: start.maxY, width: lineWidth, height: end.minY - start.maxY))
        }
        rects.append(CGRect(x: left, y: end.minY, width: max(0, end.midX - left), height: end.height))
        return rects
    }

    /// The selection's part of each line `range` covers, top to bottom:
    /// the first line from the start, full lines, the last line to the end,
    /// each beginning where the one above ends.
    func lineRects(for range: NSRange) -> [CGRect] {
        let blocks = rects(for: range)
        guard blocks.count == 3 else { return blocks }
        let left = textOrigin.x
        var lines = [blocks[0]]
        var y = blocks[1].minY
        while y < blocks[1].maxY - 0.5 {
            let line = caretRect(atOffset: offset(closestTo: CGPoint(x: left, y: y + 0.5)))
            // A line that does not move down (it should not happen): the rest as one block.
            guard line.maxY > y + 0.5 else {
                lines.append(CGRect(x: left, y: y, width: lineWidth, height: blocks[1].maxY - y))
                break
            }
            // Caret rectangles reach a point past their line: the lines abut instead.
            let bottom = min(line.maxY, blocks[1].maxY)
            lines.append(CGRect(x: left, y: y, width: lineWidth, height: bottom - y))
            y = bottom
        }
        lines.append(blocks[2])
        return lines
    }

    // MARK: The caret and selection

    /// Places the caret (while editing with an empty selection) or the
    /// selection highlight.
    func updateCaretAndSelection() {
        defer { selectionHandles?.update() }
        let showing = isEditing && window != nil
        UIView.performWithoutAnimation {
            if showing && editing.selection.length == 0 && isEditable {
                caretView.frame = caretRect(atOffset: editing.selection.location)
                caretView.backgroundColor = tintColor
                caretView.isHidden = false
                caretView.layer.add(CaretBlink.animation(), forKey: "caretBlink")
            } else {
                caretView.isHidden = true
            }
            let rects = showing && editing.selection.length > 0 ? rects(for: editing.selection) : []
            for (index, view) in selectionViews.enumerated() {
                if index < rects.count {
                    view.frame = rects[index]
                    view.backgroundColor = tintColor.withAlphaComponent(0.2)
                    view.isHidden = false
                } else {
                    view.isHidden = true
                }
            }
        }
    }

    // MARK: Scrolling

    /// Scrolls the least that shows `range`'s start (and as much of the rest
    /// as fits) with the text container inset around it.
    func scrollToShow(_ range: NSRange) {
        guard editing.contains(range) || range.location == editing.length else { return }
        layoutIfNeeded()
        let start = caretRect(atOffset: range.location)
        let end = caretRect(atOffset: min(range.location + range.length, editing.length))
        // The container inset stays in view around the range, as the first
        // and last lines show it.
        var target = start.union(end)
        target.origin.y -= textContainerInset.top
        target.size.height += textContainerInset.top + textContainerInset.bottom
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        if target.height > visibleHeight { target.size.height = visibleHeight }
        var offset = contentOffset
        if target.minY < offset.y + inset.top {
            offset.y = target.minY - inset.top
        } else if target.maxY > offset.y + bounds.height - inset.bottom {
            offset.y = target.maxY - bounds.height + inset.bottom
        }
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        offset.y = min(max(offset.y, -inset.top), maxY)
        if offset != contentOffset { contentOffset = offset }
    }
}
