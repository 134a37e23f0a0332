import CCairo
import Foundation
import Synchronization

/// An attributed string laid out by Pango: its size, its lines, and drawing.
/// Layouts are immutable; views keep one until their text or width changes, so
/// unchanged text is never shaped twice.
///
/// Paragraph formatting comes from the paragraph style of the string's first
/// character (see docs/PORTING.md). With `paragraphSpacing`, each paragraph is
/// a layout of its own, stacked with that spacing.
final class TextLayout {
    struct Configuration: Hashable {
        /// Points available for each line; nil lays out without wrapping.
        var width: CGFloat?
        /// 0: as many lines as the text needs.
        var maximumLines = 0
        /// Overrides the paragraph style's line break mode when set.
        var lineBreakMode: NSLineBreakMode?
        /// Overrides the paragraph style's alignment when set.
        var alignment: NSTextAlignment?
        /// The interface direction `.natural` alignment follows: natural text
        /// starts at the leading edge (the right, reading right to left).
        var layoutDirection = UIUserInterfaceLayoutDirection.leftToRight
    }

    /// The font and color used where the string has none.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    private(set) var paragraphs: [OpaquePointer] = []
    /// Top of each paragraph, in points.
    private(set) var offsets: [CGFloat] = []
    /// Horizontal offset of each paragraph (aligning a clipped line by hand).
    private(set) var shifts: [CGFloat] = []
    /// Where each paragraph's text starts in `text` (UTF-16 units).
    private(set) var starts: [Int] = []
    /// Each paragraph's measurements, kept so an edit can lay out only the
    /// paragraphs it touched and stack the rest again (TextLayout+Editing.swift).
    private(set) var measures: [PieceMeasure] = []
    /// Lines shown per paragraph (when limited without truncation).
    private var visibleLines: [Int] = []
    let indent: CGFloat
    /// Width and height of the laid-out text, in points.
    private(set) var size = CGSize.zero
    /// Lines shown.
    private(set) var lineCount = 0
    /// Distance from the top to the first baseline.
    private(set) var firstBaseline: CGFloat = 0

    /// How many layouts have been made (each one shapes its text): lets tests
    /// prove that cached layouts are reused.
    static var shapedCount: Int { shapedCounter.load(ordering: .relaxed) }
    private static let shapedCounter = Atomic<Int>(0)

    /// What was laid out, and how.
    let text: NSAttributedString
    let configuration: Configuration

    init(_ text: NSAttributedString, _ configuration: Configuration) {
        self.text = text
        self.configuration = configuration
        TextLayout.shapedCounter.add(1, ordering: .relaxed)
        let style = (text.length > 0 ? text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) : nil)
            as? NSParagraphStyle ?? .default
        let breakMode = configuration.lineBreakMode ?? style.lineBreakMode
        let alignment = TextLayout.resolve(configuration.alignment ?? style.alignment, in: configuration.layoutDirection)
        // Lines start at the smaller indent; Pango's own indent moves the first
        // line (or, when negative, the others) by the difference.
        indent = min(style.firstLineHeadIndent, style.headIndent)
        var lineWidth: CGFloat?
        // A width beyond Pango's range wraps nothing: it counts as no width.
        if let width = configuration.width, width < PangoText.largestPoints {
            lineWidth = style.tailIndent > 0 ? style.tailIndent - indent : width - indent + style.tailIndent
        }
        // UIKit does not wrap a last line it clips: one clipped line is laid out
        // whole (Pango cannot align without a width, so it is aligned by hand).
        let clipsOneLine = breakMode == .byClipping && configuration.maximumLines == 1 && lineWidth != nil
        let wraps = lineWidth != nil && !clipsOneLine
        let pieces = TextLayout.pieces(of: text, byParagraph: style.paragraphSpacing > 0 || style.paragraphSpacingBefore > 0)
        var y: CGFloat = 0
        var x: CGFloat = 0
        var lineHeight: CGFloat = 0
        var widest: CGFloat = 0
        var linesLeft = configuration.maximumLines
        for (index, piece) in pieces.enumerated() {
            if configuration.maximumLines > 0 && linesLeft <= 0 { break }
            let layout = pango_layout_new(PangoText.context)!
            TextLayout.configure(layout, text: piece.text, width: clipsOneLine ? nil : lineWidth, breakMode: breakMode,
                                 alignment: alignment, naturalIsRight: configuration.layoutDirection == .rightToLeft,
                                 style: style,
                                 linesLeft: configuration.maximumLines > 0 ? linesLeft : 0)
            // Line heights other than the font's natural one (a multiple, a
            // minimum or a maximum) move every line by the difference, the room
            // going above the glyphs, as in TextKit.
            let lineExtra = TextLayout.lineHeightAdjustment(of: layout, style: style)
            if lineExtra != 0 { pango_layout_set_spacing(layout, PangoText.units(style.lineSpacing + lineExtra)) }
            let total = Int(pango_layout_get_line_count(layout))
            let shown = configuration.maximumLines > 0 ? min(total, linesLeft) : total
            let (bodyHeight, width) = TextLayout.extent(of: layout, lines: shown)
            let height = bodyHeight + lineExtra
            if index == 0 { firstBaseline = PangoText.points(pango_layout_get_baseline(layout)) + lineExtra }
            paragraphs.append(layout)
            starts.append(piece.location)
            measures.append(PieceMeasure(length: piece.text.length, height: height, width: width, lineExtra: lineExtra,
                                         lines: shown, endsParagraph: piece.endsParagraph))
            visibleLines.append(shown)
            if piece.continuesLine && !wraps {
                // A long unwrapped line goes on where the previous piece ended.
                offsets.append(offsets.last ?? lineExtra)
                shifts.append(x)
                x += width
                lineHeight = max(lineHeight, height)
                y = (offsets.last ?? 0) - lineExtra + lineHeight
                widest = max(widest, x)
            } else {
                let gap = pieces[index - 1 < 0 ? 0 : index - 1].endsParagraph
                    ? style.paragraphSpacing + style.paragraphSpacingBefore : style.lineSpacing
                let top = index == 0 ? 0 : y + gap
                offsets.append(top + lineExtra)
                shifts.append(clipsOneLine ? TextLayout.shift(for: alignment, room: (lineWidth ?? 0) - width) : 0)
                x = width
                lineHeight = height
                y = top + height
                widest = max(widest, width)
                lineCount += shown
                linesLeft -= shown
            }
        }
        size = CGSize(width: widest + max(0, indent), height: y)
    }

    /// `old` laid out again after an edit turned its text into `text`: the
    /// paragraphs `rebuilt` covers (in `text`) are new, the others are
    /// `old`'s, moved. Only for wrapped text without a line limit, which is
    /// stacked paragraph after paragraph.
    init(text: NSAttributedString, reusing old: TextLayout, keepingBefore before: Int, after: Int, delta: Int,
         rebuilt: NSRange) {
        self.text = text
        self.configuration = old.configuration
        indent = old.indent
        TextLayout.shapedCounter.add(1, ordering: .relaxed)
        var layouts = Array(old.paragraphs[..<before])
        var pieceStarts = Array(old.starts[..<before])
        var pieceMeasures = Array(old.measures[..<before])
        let style = (text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle) ?? .default
        let lineWidth = style.tailIndent > 0 ? style.tailIndent - indent
            : (configuration.width ?? 0) - indent + style.tailIndent
        for piece in TextLayout.pieces(of: text.attributedSubstring(from: rebuilt), byParagraph: true) {
            let layout = pango_layout_new(PangoText.context)!
            TextLayout.configure(layout, text: piece.text, width: lineWidth,
                                 breakMode: configuration.lineBreakMode ?? style.lineBreakMode,
                                 alignment: TextLayout.resolve(configuration.alignment ?? style.alignment,
                                                               in: configuration.layoutDirection),
                                 naturalIsRight: configuration.layoutDirection == .rightToLeft, style: style, linesLeft: 0)
            let lineExtra = TextLayout.lineHeightAdjustment(of: layout, style: style)
            if lineExtra != 0 { pango_layout_set_spacing(layout, PangoText.units(style.lineSpacing + lineExtra)) }
            let lines = Int(pango_layout_get_line_count(layout))
            let (bodyHeight, width) = TextLayout.extent(of: layout, lines: lines)
            layouts.append(layout)
            pieceStarts.append(rebuilt.location + piece.location)
            pieceMeasures.append(PieceMeasure(length: piece.text.length, height: bodyHeight + lineExtra, width: width,
                                              lineExtra: lineExtra, lines: lines, endsParagraph: piece.endsParagraph))
        }
        for index in after..<old.paragraphs.count {
            g_object_ref(UnsafeMutableRawPointer(old.paragraphs[index]))
            layouts.append(old.paragraphs[index])
            pieceStarts.append(old.starts[index] + delta)
            pieceMeasures.append(old.measures[index])
        }
        for layout in layouts[..<before] { g_object_ref(UnsafeMutableRawPointer(layout)) }
        paragraphs = layouts
        starts = pieceStarts
        measures = pieceMeasures
        // Stacked as the first initializer stacks wrapped paragraphs.
        var y: CGFloat = 0
        var widest: CGFloat = 0
        for (index, measure) in measures.enumerated() {
            let gap = index > 0 && measures[index - 1].endsParagraph
                ? style.paragraphSpacing + style.paragraphSpacingBefore : style.lineSpacing
            let top = index == 0 ? 0 : y + gap
            offsets.append(top + measure.lineExtra)
            shifts.append(0)
            visibleLines.append(measure.lines)
            y = top + measure.height
            widest = max(widest, measure.width)
            lineCount += measure.lines
        }
        if let first = paragraphs.first {
            firstBaseline = PangoText.points(pango_layout_get_baseline(first)) + (measures.first?.lineExtra ?? 0)
        }
        size = CGSize(width: widest + max(0, indent), height: y)
    }

    deinit {
        for layout in paragraphs { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// Draws the text with its top-left corner at `origin`, in `context`'s
    /// user space (points). With `visibleRect` (in the same space), only the
    /// lines that cross it are drawn, so a long text costs what its visible
    /// part does.
    func draw(in context: CGContext, at origin: CGPoint, visibleRect: CGRect? = nil) {
        guard context.isDrawable else { return }
        let cairo = context.cairo
        // The text casts the context's shadow (`setShadow`), as one operation.
        context.paintingShadow {
            for (index, layout) in paragraphs.enumerated() {
                if let visibleRect {
                    drawLines(of: index, in: cairo, at: origin, crossing: visibleRect)
                    continue
                }
                cairo_save(cairo)
                let top = origin.y + offsets[index]
                let total = Int(pango_layout_get_line_count(layout))
                if visibleLines[index] < total {
                    // Lines past the limit are laid out but not shown.
                    let (height, _) = TextLayout.extent(of: layout, lines: visibleLines[index])
                    cairo_rectangle(cairo, origin.x - 1e4, top, 2e4, height)
                    cairo_clip(cairo)
                }
                cairo_move_to(cairo, origin.x + indent + shifts[index], top)
                pango_cairo_show_layout(cairo, layout)
                cairo_restore(cairo)
            }
        }
    }

    /// Draws the shown lines of paragraph `index` that cross `visibleRect`
    /// vertically, each at its own baseline.
    private func drawLines(of index: Int, in cairo: OpaquePointer, at origin: CGPoint, crossing visibleRect: CGRect) {
        let top = origin.y + offsets[index]
        let bottom = index + 1 < offsets.count ? origin.y + offsets[index + 1] : origin.y + size.height
        guard top <= visibleRect.maxY, bottom >= visibleRect.minY,
              let iterator = pango_layout_get_iter(paragraphs[index]) else { return }
        defer { pango_layout_iter_free(iterator) }
        for _ in 0..<visibleLines[index] {
            var extents = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &extents)
            let lineTop = top + PangoText.points(extents.y)
            if lineTop > visibleRect.maxY { break }
            if lineTop + PangoText.points(extents.height) >= visibleRect.minY,
               let line = pango_layout_iter_get_line_readonly(iterator) {
                let baseline = top + PangoText.points(pango_layout_iter_get_baseline(iterator))
                cairo_move_to(cairo, origin.x + indent + shifts[index] + PangoText.points(extents.x), baseline)
                pango_cairo_show_layout_line(cairo, line)
            }
            if pango_layout_iter_next_line(iterator) == 0 { break }
        }
    }

    /// How many of the shown lines, from the top, fit whole in `height` points.
    func linesFitting(height: CGFloat) -> Int {
        var count = 0
        for (index, layout) in paragraphs.enumerated() {
            guard let iterator = pango_layout_get_iter(layout) else { break }
            defer { pango_layout_iter_free(iterator) }
            for _ in 0..<visibleLines[index] {
                var line = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &line)
                guard offsets[index] + PangoText.points(line.y + line.height) <= height + PangoText.points(1) else {
                    return count
                }
                count += 1
                if pango_layout_iter_next_line(iterator) == 0 { break }
            }
        }
        return count
    }

    // MARK: Building

    private static func configure(_ layout: OpaquePointer, text: NSAttributedString, width: CGFloat?,
                                  breakMode: NSLineBreakMode, alignment: NSTextAlignment, naturalIsRight: Bool,
                                  style: NSParagraphStyle, linesLeft: Int) {
        // Pango ends text at a NUL; a zero-width space (one UTF-16 unit as
        // well) stands in, so what follows is laid out and offsets still match.
        let text = text.string.utf8.contains(0) ? withoutNUL(text) : text
        let string = text.string
        pango_layout_set_text(layout, string, -1)
        let attributes = PangoAttributes.list(for: text)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        let defaultDescription = defaultFont.makePangoDescription()
        pango_layout_set_font_description(layout, defaultDescription)
        pango_font_description_free(defaultDescription)
        if let width {
            pango_layout_set_width(layout, PangoText.units(max(0, width)))
            pango_layout_set_wrap(layout, breakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        } else {
            pango_layout_set_width(layout, -1)
        }
        let ellipsize: PangoEllipsizeMode = switch breakMode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        default: PANGO_ELLIPSIZE_NONE
        }
        if width != nil && ellipsize != PANGO_ELLIPSIZE_NONE {
            pango_layout_set_ellipsize(layout, ellipsize)
            pango_layout_set_height(layout, linesLeft > 0 ? -Int32(linesLeft) : -1_000_000)
        }
        setAlignment(alignment, naturalIsRight: naturalIsRight, of: layout, swapped: false)
        // Pango reads a paragraph written right to left (its first strong
        // character is Arabic, Hebrew…) with left and right swapped; UIKit's
        // left is the left whatever the script, so such text asks for the
        // other side (laid out again, which only right-to-left text pays for).
        if alignment != .center, let line = pango_layout_get_line_readonly(layout, 0),
           pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL {
            setAlignment(alignment, naturalIsRight: naturalIsRight, of: layout, swapped: true)
        }
        pango_layout_set_spacing(layout, PangoText.units(style.lineSpacing))
        pango_layout_set_indent(layout, PangoText.units(style.firstLineHeadIndent - style.headIndent))
    }

    private static func withoutNUL(_ text: NSAttributedString) -> NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: text)
        let string = copy.string as NSString
        var range = string.range(of: "\u{0}")
        while range.location != NSNotFound {
            copy.replaceCharacters(in: range, with: "\u{200B}")
            let next = range.location + 1
            range = string.range(of: "\u{0}", range: NSRange(location: next, length: string.length - next))
        }
        return copy
    }

    private static func setAlignment(_ alignment: NSTextAlignment, naturalIsRight: Bool, of layout: OpaquePointer,
                                     swapped: Bool) {
        let left = swapped ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        let right = swapped ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        switch alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, right)
        case .justified:
            // The last line starts at the leading edge.
            pango_layout_set_alignment(layout, naturalIsRight ? right : left)
            pango_layout_set_justify(layout, 1)
        case .left, .natural: pango_layout_set_alignment(layout, left)
        }
    }

    /// `alignment` with `.natural` resolved to the leading edge of `direction`
    /// (left or right); the others are as they say.
    static func resolve(_ alignment: NSTextAlignment, in direction: UIUserInterfaceLayoutDirection) -> NSTextAlignment {
        guard alignment == .natural else { return alignment }
        return direction == .rightToLeft ? .right : .left
    }

    /// How far an unwrapped line moves to be aligned in `room` spare points (a
    /// line wider than its room stays at the leading edge).
    private static func shift(for alignment: NSTextAlignment, room: CGFloat) -> CGFloat {
        switch alignment {
        case .center: max(0, room / 2)
        case .right: max(0, room)
        case .left, .natural, .justified: 0
        }
    }

    /// Height of the first `lines` lines (all of them when `lines` is out of
    /// range) and the widest of them, in points.
    ///
    /// Added up line by line in floating point: Pango keeps positions in 32-bit
    /// fixed point (±2,097,151 pt), so the layout's own extents of a very long
    /// text wrap around, while each line's height stays small. A single line
    /// wider than that range is measured as that range at most (docs/COVERAGE.md).
    private static func extent(of layout: OpaquePointer, lines: Int) -> (height: CGFloat, width: CGFloat) {
        let total = Int(pango_layout_get_line_count(layout))
        let count = lines < total && lines >= 0 ? lines : total
        guard count > 0, let iterator = pango_layout_get_iter(layout) else { return (0, 0) }
        defer { pango_layout_iter_free(iterator) }
        let spacing = PangoText.points(pango_layout_get_spacing(layout))
        var height: CGFloat = 0
        var widest: CGFloat = 0
        for index in 0..<count {
            var line = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &line)
            height += PangoText.points(line.height) + (index > 0 ? spacing : 0)
            let width = line.width >= 0 ? PangoText.points(line.width) : PangoText.largestPoints
            widest = max(widest, width)
            if pango_layout_iter_next_line(iterator) == 0 { break }
        }
        return (height, widest)
    }

    /// Points to add to every line's natural height (its first line's logical
    /// height, the font's) so that it becomes `lineHeightMultiple` times as tall
    /// and then stays within `minimumLineHeight`…`maximumLineHeight`.
    private static func lineHeightAdjustment(of layout: OpaquePointer, style: NSParagraphStyle) -> CGFloat {
        guard style.lineHeightMultiple > 0 || style.minimumLineHeight > 0 || style.maximumLineHeight > 0,
              let iterator = pango_layout_get_iter(layout) else { return 0 }
        defer { pango_layout_iter_free(iterator) }
        var line = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &line)
        let natural = PangoText.points(line.height)
        var target = style.lineHeightMultiple > 0 ? natural * style.lineHeightMultiple : natural
        if style.minimumLineHeight > 0 { target = max(target, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { target = min(target, style.maximumLineHeight) }
        return target - natural
    }

    /// Longest text (UTF-16 units) given to Pango in one layout. HarfBuzz gives
    /// up shaping runs of around a million characters, and Pango's 32-bit
    /// fixed-point positions overflow past 2,097,151 pt, so longer text is laid
    /// out in pieces: split at newlines, then at the last space (or grapheme
    /// boundary) before this length. A wrapped piece boundary starts a new line.
    static let longestPiece = 16_384

    /// A piece of text laid out on its own.
    private struct Piece {
        let text: NSAttributedString
        /// Where it starts in the whole text (UTF-16 units).
        let location: Int
        /// Whether it continues the line of the previous piece (a long line split up).
        let continuesLine: Bool
        /// Whether a paragraph ends after it.
        let endsParagraph: Bool
    }

    /// The text as one piece, or split per paragraph (with `byParagraph`, or when
    /// it is long) and long paragraphs split again.
    private static func pieces(of text: NSAttributedString, byParagraph: Bool) -> [Piece] {
        guard byParagraph || text.length > longestPiece else {
            return [Piece(text: text, location: 0, continuesLine: false, endsParagraph: true)]
        }
        let string = text.string as NSString
        var result: [Piece] = []
        var start = 0
        repeat {
            let newline = string.range(of: "\n", range: NSRange(location: start, length: string.length - start))
            let end = newline.location == NSNotFound ? string.length : newline.location
            var pieceStart = start
            repeat {
                var pieceEnd = end
                if end - pieceStart > longestPiece {
                    let limit = pieceStart + longestPiece
                    let space = string.range(of: " ", options: .backwards,
                                             range: NSRange(location: pieceStart, length: longestPiece))
                    pieceEnd = space.location != NSNotFound && space.location > pieceStart
                        ? space.location + 1 : string.rangeOfComposedCharacterSequence(at: limit).location
                    if pieceEnd <= pieceStart { pieceEnd = limit }
                }
                result.append(Piece(text: text.attributedSubstring(from: NSRange(location: pieceStart,
                                                                                 length: pieceEnd - pieceStart)),
                                    location: pieceStart, continuesLine: pieceStart > start, endsParagraph: pieceEnd == end))
                pieceStart = pieceEnd
            } while pieceStart < end
            start = end + 1
        } while start < string.length
        return result
    }
}
