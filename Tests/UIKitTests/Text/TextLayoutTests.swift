import Testing
import UIKit
import UIKitTesting

/// Measuring laid-out text: sizes, wrapping into lines, paragraph styles, and
/// attributes on UTF-16 ranges (TextLayout and PangoAttributes, through
/// `NSAttributedString`'s public API).
@MainActor
@Suite("Text layout: sizes, wrapping, paragraph styles, attribute ranges")
struct TextLayoutTests {
    let font = UIFont.systemFont(ofSize: 17)
    /// A word without kerning pairs or descenders, repeated to make lines that
    /// wrap at known places.
    let word = "abcd"

    /// Widths measured on one line: the word, and the space between two words.
    var wordAndSpaceWidths: (word: CGFloat, space: CGFloat) {
        let word = textSize(self.word, font).width
        return (word, textSize("\(self.word) \(self.word)", font).width - 2 * word)
    }

    /// A width that holds exactly `perLine` words and the spaces between them:
    /// half a word more room than they need, so the next word never fits.
    func width(holding perLine: Int) -> CGFloat {
        let (word, space) = wordAndSpaceWidths
        return CGFloat(perLine) * word + CGFloat(perLine - 1) * space + word / 2
    }

    func words(_ count: Int) -> String {
        Array(repeating: word, count: count).joined(separator: " ")
    }

    func wrapped(_ text: NSAttributedString, width: CGFloat) -> CGRect {
        text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                          context: nil)
    }

    // MARK: Sizes

    @Test("size() grows with the text")
    func sizeGrowsWithText() {
        let short = textSize("Hello", font)
        let long = textSize("Hello, world", font)
        #expect(long.width > short.width)
        #expect(long.height == short.height)
    }

    @Test("size() grows with the font: twice the size is twice as wide and twice as tall")
    func sizeGrowsWithFontSize() {
        let text = "Hello, world"
        let small = textSize(text, font)
        let large = textSize(text, font.withSize(34))
        // Each of the 12 glyph advances, and the line's height, is rounded to a
        // Pango unit at each size.
        let glyphs = CGFloat(text.count)
        #expect(isWithin(large.width, 2 * small.width, 3 * glyphs * textPangoUnit))
        #expect(isWithin(large.height, 2 * small.height, 3 * textPangoUnit))
    }

    @Test("one line is as tall as the font's lineHeight; each newline adds another")
    func lineHeights() {
        let lineHeight = font.lineHeight
        #expect(isWithin(textSize("Hello", font).height, lineHeight, 2 * textPangoUnit))
        #expect(isWithin(textSize("one\ntwo", font).height, 2 * lineHeight, 4 * textPangoUnit))
        #expect(isWithin(textSize("one\ntwo\nthree", font).height, 3 * lineHeight, 6 * textPangoUnit))
    }

    @Test("the width of several lines is the widest line's")
    func widthOfSeveralLines() {
        let size = textSize("a\nHello, world\nbc", font)
        #expect(isWithin(size.width, textSize("Hello, world", font).width, textPangoUnit))
    }

    @Test("an empty string has no width")
    func emptyString() {
        #expect(textSize("", font).width == 0)
    }

    // MARK: Wrapping

    @Test("wrapped to a width, the text breaks between words into whole lines", arguments: [1, 2, 3, 5])
    func wrapsIntoLines(perLine: Int) {
        let count = 11
        let width = width(holding: perLine)
        let rect = wrapped(NSAttributedString(string: words(count), attributes: [.font: font]), width: width)
        let lines = (count + perLine - 1) / perLine
        #expect(isWithin(rect.height, CGFloat(lines) * font.lineHeight, CGFloat(2 * lines) * textPangoUnit))
        #expect(rect.width <= width)
        // The widest line holds `perLine` words: wider than one word fewer would be.
        #expect(rect.width > width - wordAndSpaceWidths.word)
        #expect(rect.origin == .zero)
    }

    // MARK: Paragraph styles

    @Test("lineSpacing adds its points between lines: (lines − 1) × spacing", arguments: [4, 10] as [CGFloat])
    func lineSpacing(spacing: CGFloat) {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = spacing
        let count = 9
        let perLine = 3
        let text = NSAttributedString(string: words(count), attributes: [.font: font, .paragraphStyle: style])
        let rect = wrapped(text, width: width(holding: perLine))
        let lines = count / perLine
        let expected = CGFloat(lines) * font.lineHeight + CGFloat(lines - 1) * spacing
        #expect(isWithin(rect.height, expected, CGFloat(2 * lines) * textPangoUnit))
    }

    @Test("paragraphSpacing adds its points after each paragraph but the last")
    func paragraphSpacing() {
        let style = NSMutableParagraphStyle()
        style.paragraphSpacing = 12
        let text = NSAttributedString(string: "First\nSecond\nThird", attributes: [.font: font, .paragraphStyle: style])
        let expected = 3 * font.lineHeight + 2 * 12
        #expect(isWithin(text.size().height, expected, 6 * textPangoUnit))
    }

    @Test("a positive tailIndent is the line length from the leading edge")
    func tailIndent() {
        let style = NSMutableParagraphStyle()
        let perLine = 2
        style.tailIndent = width(holding: perLine)
        let count = 6
        let text = NSAttributedString(string: words(count), attributes: [.font: font, .paragraphStyle: style])
        // Offered far more room, the text still wraps at the tail indent.
        let rect = wrapped(text, width: 1000)
        #expect(isWithin(rect.height, CGFloat(count / perLine) * font.lineHeight, 6 * textPangoUnit))
    }

    @Test("headIndent indents every line but the first; firstLineHeadIndent indents the first")
    func headIndents() {
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 10
        style.headIndent = 40
        let text = NSAttributedString(string: words(6), attributes: [.font: font, .paragraphStyle: style])
        let lineHeight = font.lineHeight
        let size = CGSize(width: 200, height: 3 * lineHeight)
        let image = textDrawing(size: size) {
            text.draw(in: CGRect(origin: .zero, size: size))
        }
        let ink = InkMap(image, .dark)
        let first = ink.bounds(in: CGRect(x: 0, y: 0, width: size.width, height: lineHeight))
        let second = ink.bounds(in: CGRect(x: 0, y: lineHeight, width: size.width, height: lineHeight))
        // Ink starts a little right of the pen (the letters' side bearing), never left of it.
        let bearing: CGFloat = 2
        #expect(first.map { $0.minX >= 10 && $0.minX < 10 + bearing } == true)
        #expect(second.map { $0.minX >= 40 && $0.minX < 40 + bearing } == true)
    }

    // MARK: Attribute ranges

    @Test("attribute ranges are UTF-16 ranges: runs after an emoji and in Japanese color the right characters")
    func utf16Ranges() throws {
        let string = "👋 red こんにちは 世界 end"
        let nsString = string as NSString
        let redRange = nsString.range(of: "red")
        let blueRange = nsString.range(of: "世界")
        // The waving hand is one character but two UTF-16 code units.
        #expect(redRange.location == 3)
        let large = UIFont.systemFont(ofSize: 24)
        let text = NSMutableAttributedString(string: string, attributes: [.font: large, .foregroundColor: UIColor.black])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: redRange)
        text.addAttribute(.foregroundColor, value: UIColor.blue, range: blueRange)

        /// Where the text up to UTF-16 offset `end` ends, measured on its own.
        func edge(_ end: Int) -> CGFloat {
            text.attributedSubstring(from: NSRange(location: 0, length: end)).size().width
        }
        let size = textCeiled(text.size())
        let image = textDrawing(size: size) { text.draw(at: .zero) }
        let red = try #require(InkMap(image, .red).bounds())
        let blue = try #require(InkMap(image, .blue).bounds())
        // Glyph ink stays within its advance but for a point of overhang either side.
        let slack: CGFloat = 1
        #expect(red.minX >= edge(redRange.location) - slack)
        #expect(red.maxX <= edge(NSMaxRange(redRange)) + slack)
        #expect(blue.minX >= edge(blueRange.location) - slack)
        #expect(blue.maxX <= edge(NSMaxRange(blueRange)) + slack)
        // Each run is mostly covered: its ink spans more than half its advance.
        #expect(red.width > (edge(NSMaxRange(redRange)) - edge(redRange.location)) / 2)
        #expect(blue.width > (edge(NSMaxRange(blueRange)) - edge(blueRange.location)) / 2)
        // The black text after the blue run is drawn too.
        let end = nsString.range(of: "end")
        let tail = CGRect(x: edge(end.location), y: 0, width: edge(NSMaxRange(end)) - edge(end.location), height: size.height)
        #expect(InkMap(image, .dark).count(in: tail) > 0)
    }

    @Test("Japanese and emoji are drawn with fallback fonts, not as missing-glyph boxes")
    func fallbackFontsDraw() {
        let large = UIFont.systemFont(ofSize: 24)
        // Noto Sans CJK draws ideographs and kana full width: one em each.
        #expect(isWithin(textSize("世", large).width, large.pointSize, 0.5))
        #expect(isWithin(textSize("の", large).width, large.pointSize, 0.5))
        // 一 ("one") is a single horizontal stroke: wide and flat. A missing
        // glyph would be a box as tall as the capitals.
        let one = textDrawing(size: textCeiled(textSize("一", large))) {
            NSAttributedString(string: "一", attributes: [.font: large]).draw(at: .zero)
        }
        let stroke = InkMap(one, .dark).bounds()
        #expect(stroke.map { $0.width > 0.6 * large.pointSize && $0.height < 0.25 * large.pointSize } == true)
        // The emoji is drawn in color (Noto Color Emoji), not as black outlines.
        let size = textCeiled(textSize("🎉", large))
        let image = textDrawing(size: size, background: nil) {
            NSAttributedString(string: "🎉", attributes: [.font: large, .foregroundColor: UIColor.black]).draw(at: .zero)
        }
        var colored = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(atX: x, y: y)
                let spread = max(pixel.red, pixel.green, pixel.blue) - min(pixel.red, pixel.green, pixel.blue)
                if pixel.alpha > 200 && spread > 100 { colored += 1 }
            }
        }
        #expect(colored > 50)
    }

    // MARK: Very long text (beyond what one Pango layout measures)

    /// Pango's positions are 32-bit fixed point (2,097,151 pt at most) and
    /// HarfBuzz gives up on runs near a million characters, so long text is laid
    /// out in pieces. Measured sizes must still grow in proportion to the text.
    @Test("text far beyond Pango's range measures in proportion to its length")
    func veryLongTextMeasuresInProportion() {
        func text(words: Int) -> NSAttributedString {
            NSAttributedString(string: String(repeating: "abcd ", count: words), attributes: [.font: font])
        }
        let short = text(words: 10_000)
        let long = text(words: 80_000)  // 400,000 characters, about 3.4 million points on one line
        let unlimited = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
        let shortLine = short.boundingRect(with: unlimited, options: [.usesLineFragmentOrigin], context: nil)
        let longLine = long.boundingRect(with: unlimited, options: [.usesLineFragmentOrigin], context: nil)
        #expect(longLine.width > Double(PangoLimit.largestPoints))
        #expect(abs(longLine.width / shortLine.width - 8) < 0.001)
        #expect(longLine.height == shortLine.height)
        let shortWrapped = short.boundingRect(with: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude),
                                              options: [.usesLineFragmentOrigin], context: nil)
        let longWrapped = long.boundingRect(with: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude),
                                            options: [.usesLineFragmentOrigin], context: nil)
        // Each piece boundary (every 16,384 characters) starts a new line: at most
        // 25 extra lines among about 8,900.
        #expect(abs(longWrapped.height / shortWrapped.height - 8) < 0.005)
    }
}

/// Pango's largest distance, restated: Int32.max / 1024 points.
private enum PangoLimit {
    static let largestPoints = Double(Int32.max) / 1024
}
