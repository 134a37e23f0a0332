import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UILabel: text, measuring, drawing, truncation, fitting, states")
struct UILabelTests {
    /// Views made while the host is active draw at its 2× scale. (Other
    /// suites' hosts may become active between this suite's init and its test,
    /// so views are made through helpers that activate it again.)
    let host = UITestHost(device: textStageDevice)

    /// A label at the origin (so that its composited image is its bounds).
    func makeLabel(_ text: String, width: CGFloat = 200, height: CGFloat = 40,
                   font: UIFont = .systemFont(ofSize: 17)) -> UILabel {
        host.activate()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.font = font
        label.text = text
        return label
    }

    /// The ink in the rightmost (or leftmost) `span` points of `bounds`.
    func inkAtEnd(_ ink: InkMap, of bounds: CGRect, span: CGFloat = 1.5, trailing: Bool) -> CGRect? {
        let x = trailing ? bounds.maxX - span : bounds.minX
        return ink.bounds(in: CGRect(x: x, y: bounds.minY, width: span, height: bounds.height))
    }

    // MARK: Defaults and text

    @Test("a new label: 17 pt system font, label color, one line, tail truncation, no touches")
    func defaults() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.textAlignment == .natural)
        #expect(label.isUserInteractionEnabled == false)
        #expect(label.isEnabled)
        #expect(label.isHighlighted == false)
        #expect(label.highlightedTextColor == nil)
        #expect(label.adjustsFontSizeToFitWidth == false)
        #expect(label.minimumScaleFactor == 0)
        #expect(label.text == nil)
        #expect(label.attributedText == nil)
        #expect(label.backgroundColor == nil)
    }

    @Test("setting text gives an attributed text in the label's font and color")
    func textToAttributedText() throws {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .systemRed
        label.text = "Hello"
        let attributed = try #require(label.attributedText)
        #expect(attributed.string == "Hello")
        #expect(attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 20))
        #expect(attributed.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == .systemRed)
    }

    @Test("setting attributedText replaces text and keeps its own attributes; nil clears both")
    func attributedTextToText() {
        let label = UILabel()
        label.text = "Before"
        let styled = NSAttributedString(string: "After", attributes: [.foregroundColor: UIColor.systemGreen])
        label.attributedText = styled
        #expect(label.text == "After")
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemGreen)
        label.attributedText = nil
        #expect(label.text == nil)
        #expect(label.attributedText == nil)
        label.text = "Again"
        label.text = nil
        #expect(label.attributedText == nil)
    }

    // MARK: Measuring

    @Test("intrinsicContentSize is the text's one-line size rounded up to whole points")
    func intrinsicContentSize() {
        for font in [UIFont.systemFont(ofSize: 17), .boldSystemFont(ofSize: 28), .systemFont(ofSize: 11)] {
            let label = makeLabel(textLongSentence, width: 50, font: font)
            #expect(label.intrinsicContentSize == textCeiled(textSize(textLongSentence, font)))
        }
    }

    @Test("sizeThatFits agrees with what the label draws: one line")
    func sizeThatFitsOneLine() throws {
        let label = makeLabel("Hello, world", width: 300, height: 80, font: .systemFont(ofSize: 20))
        let fits = label.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        #expect(fits == textCeiled(textSize("Hello, world", label.font)))
        let ink = try #require(InkMap(textComposite(label)).bounds())
        // Drawn centered vertically in the 80-point bounds.
        let box = CGRect(x: 0, y: (80 - fits.height) / 2, width: fits.width, height: fits.height)
        #expect(textBox(ink, liesWithin: box, slack: textPixel))
        #expect(ink.width > fits.width - 4)
    }

    @Test("sizeThatFits agrees with what the label draws: wrapped lines, the last one included")
    func sizeThatFitsWrapped() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let probe = makeLabel(textLongSentence, width: 150, font: font)
        probe.numberOfLines = 0
        let fits = probe.sizeThatFits(CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude))
        let lines = (fits.height / font.lineHeight).rounded(.down)
        #expect(lines >= 3)
        #expect(fits.width <= 150)
        let label = makeLabel(textLongSentence, width: 150, height: fits.height + 20, font: font)
        label.numberOfLines = 0
        let ink = try #require(InkMap(textComposite(label)).bounds())
        let box = CGRect(x: 0, y: 10, width: fits.width, height: fits.height)
        #expect(textBox(ink, liesWithin: box, slack: textPixel))
        // Ink reaches into the last line: the measurement counted no line too many.
        #expect(ink.maxY > box.maxY - font.lineHeight)
    }

    @Test("numberOfLines 2 limits the height to two lines")
    func twoLines() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let label = makeLabel(textLongSentence, width: 150, height: 200, font: font)
        label.numberOfLines = 0
        let unlimited = label.sizeThatFits(CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude))
        label.numberOfLines = 2
        let limited = label.sizeThatFits(CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude))
        #expect(unlimited.height > 2 * font.lineHeight + 1)
        #expect(limited.height == (2 * font.lineHeight).rounded(.up))
        // Drawn, the two lines sit centered in the 200-point bounds.
        let ink = try #require(InkMap(textComposite(label)).bounds())
        let top = (200 - 2 * font.lineHeight) / 2
        #expect(ink.minY >= top - textPixel)
        #expect(ink.maxY <= top + 2 * font.lineHeight + textPixel)
    }

    @Test("textRect(forBounds:limitedToNumberOfLines:) is the text's rect at the bounds' origin")
    func textRectForBounds() {
        let font = UIFont.systemFont(ofSize: 17)
        let label = makeLabel(textLongSentence, font: font)
        let bounds = CGRect(x: 10, y: 20, width: 150, height: 500)
        let wrappedHeight = NSAttributedString(string: textLongSentence, attributes: [.font: font])
            .boundingRect(with: CGSize(width: 150, height: 1000), options: .usesLineFragmentOrigin, context: nil).height
        let all = label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
        #expect(all.origin == bounds.origin)
        #expect(all.width <= 150)
        #expect(all.height == wrappedHeight)
        let one = label.textRect(forBounds: bounds, limitedToNumberOfLines: 1)
        #expect(one.origin == bounds.origin)
        #expect(isWithin(one.height, font.lineHeight, 2 * textPangoUnit))
        #expect(one.width <= 150)
        let two = label.textRect(forBounds: bounds, limitedToNumberOfLines: 2)
        #expect(isWithin(two.height, 2 * font.lineHeight, 4 * textPangoUnit))
    }

    // MARK: Drawing

    @Test("text is centered vertically: cap top and baseline where the centered line box puts them")
    func verticalCentering() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let label = makeLabel("HHHH", width: 200, height: 100, font: font)
        let ink = try #require(InkMap(textComposite(label)).bounds())
        let lineTop = (100 - font.lineHeight) / 2
        // H spans from the cap height down to the baseline.
        #expect(isWithin(ink.minY, lineTop + font.ascender - font.capHeight, textPixel))
        #expect(isWithin(ink.maxY, lineTop + font.ascender, textPixel))
    }

    @Test("textAlignment places the line: left at the leading edge, centered, right at the trailing edge")
    func alignment() throws {
        func ink(_ alignment: NSTextAlignment) throws -> CGRect {
            let label = makeLabel("HHHH", width: 200)
            label.textAlignment = alignment
            return try #require(InkMap(textComposite(label)).bounds())
        }
        let width = textSize("HHHH", .systemFont(ofSize: 17)).width
        // H's side bearings keep its ink a little inside its advance.
        let bearing: CGFloat = 2
        let left = try ink(.left)
        #expect(left.minX < bearing)
        #expect(try ink(.natural) == left)
        let center = try ink(.center)
        #expect(isWithin(center.midX, 100, textPixel))
        let right = try ink(.right)
        #expect(right.maxX > 200 - bearing)
        #expect(right.minX >= 200 - width)
    }

    // MARK: Truncation

    @Test("a long single line is truncated with an ellipsis at the tail, ending before the right edge")
    func tailTruncation() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let label = makeLabel("MMMMMMMMMMMMMMMMMMMM", width: 150, font: font)
        #expect(label.intrinsicContentSize.width > 150)
        let map = InkMap(textComposite(label))
        let ink = try #require(map.bounds())
        #expect(ink.maxX < 150)
        // The ellipsis' dots sit on the baseline, far below the capitals' tops; the first letter is a capital.
        let tail = try #require(inkAtEnd(map, of: ink, trailing: true))
        let head = try #require(inkAtEnd(map, of: ink, trailing: false))
        #expect(tail.minY > ink.minY + font.capHeight / 2)
        #expect(isWithin(head.minY, ink.minY, textPixel))
    }

    @Test("head truncation puts the ellipsis first")
    func headTruncation() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let label = makeLabel("MMMMMMMMMMMMMMMMMMMM", width: 150, font: font)
        label.lineBreakMode = .byTruncatingHead
        let map = InkMap(textComposite(label))
        let ink = try #require(map.bounds())
        #expect(ink.maxX < 150)
        let head = try #require(inkAtEnd(map, of: ink, trailing: false))
        let tail = try #require(inkAtEnd(map, of: ink, trailing: true))
        #expect(head.minY > ink.minY + font.capHeight / 2)
        #expect(isWithin(tail.minY, ink.minY, textPixel))
    }

    @Test("middle truncation keeps both ends and drops the middle")
    func middleTruncation() throws {
        let label = makeLabel("MMMMMMMMMMMMMMMMMMMM", width: 150)
        label.lineBreakMode = .byTruncatingMiddle
        let map = InkMap(textComposite(label))
        let ink = try #require(map.bounds())
        #expect(ink.maxX < 150)
        let head = try #require(inkAtEnd(map, of: ink, trailing: false))
        let tail = try #require(inkAtEnd(map, of: ink, trailing: true))
        #expect(isWithin(head.minY, ink.minY, textPixel))
        #expect(isWithin(tail.minY, ink.minY, textPixel))
        // Somewhere between them only the ellipsis' low dots are drawn: a column
        // of ink that does not reach up to the capitals.
        let columns = stride(from: ink.minX, to: ink.maxX, by: textPixel).compactMap {
            map.bounds(in: CGRect(x: $0, y: 0, width: textPixel, height: 40))
        }
        #expect(columns.contains { $0.minY > ink.minY + label.font.capHeight / 2 })
    }

    @Test("clipping draws the whole line unwrapped, cut off at the right edge without an ellipsis")
    func clipping() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let text = "Clipped text runs on past the edge"
        let label = makeLabel(text, width: 150, font: font)
        label.textColor = .black
        label.lineBreakMode = .byClipping
        #expect(label.intrinsicContentSize.width > 150)
        // Exactly what drawing the whole line at the centered line box's top
        // shows through a 150-point window.
        let expected = textDrawing(size: label.bounds.size, background: nil) {
            NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: UIColor.black])
                .draw(at: CGPoint(x: 0, y: (40 - font.lineHeight) / 2))
        }
        #expect(textComposite(label).pngData() == expected.pngData())
    }

    @Test("the last of numberOfLines lines is truncated when more text follows")
    func lastLineTruncated() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let label = makeLabel(textLongSentence, width: 150, height: 2 * font.lineHeight, font: font)
        label.numberOfLines = 2
        let map = InkMap(textComposite(label))
        let secondLine = try #require(map.bounds(in: CGRect(x: 0, y: font.lineHeight, width: 150, height: font.lineHeight)))
        // The second line ends in an ellipsis: its last ink is low dots.
        let end = try #require(inkAtEnd(map, of: secondLine, trailing: true))
        #expect(end.minY > font.lineHeight + font.ascender - font.xHeight / 2)
    }

    @Test("lines that do not fit the bounds' height are dropped and the last one shown is truncated")
    func linesBeyondTheHeightAreDropped() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let height = 2.5 * font.lineHeight
        let label = makeLabel(textLongSentence, width: 150, height: height, font: font)
        label.numberOfLines = 0
        let map = InkMap(textComposite(label))
        let ink = try #require(map.bounds())
        // Two whole lines, centered; no part of a third.
        let top = (height - 2 * font.lineHeight) / 2
        #expect(ink.minY >= top - textPixel)
        #expect(ink.maxY <= top + 2 * font.lineHeight + textPixel)
        let secondLine = try #require(map.bounds(in: CGRect(x: 0, y: top + font.lineHeight, width: 150,
                                                             height: font.lineHeight)))
        let end = try #require(inkAtEnd(map, of: secondLine, trailing: true))
        #expect(end.minY > top + font.lineHeight + font.ascender - font.xHeight / 2)
    }

    // MARK: Fitting the width

    @Test("adjustsFontSizeToFitWidth shrinks the font until the line fits")
    func shrinksToFit() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let text = "HHHHHHHHHHHHHHHH"
        let label = makeLabel(text, width: 100, font: font)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.1
        let natural = textSize(text, font).width
        #expect(natural > 100)
        let map = InkMap(textComposite(label))
        let ink = try #require(map.bounds())
        #expect(ink.minX >= 0)
        #expect(ink.maxX <= 100)
        // Every letter is drawn at the shrunk size: the cap height scaled by
        // width / natural width, and the last letter a full-height H.
        // (Each ink edge is found to the pixel: the height to two.)
        #expect(isWithin(ink.height, font.capHeight * 100 / natural, 2 * textPixel))
        let tail = try #require(inkAtEnd(map, of: ink, span: 0.5, trailing: true))
        #expect(isWithin(tail.minY, ink.minY, textPixel))
    }

    @Test("adjustsFontSizeToFitWidth does not shrink below minimumScaleFactor; the rest is truncated")
    func minimumScaleFactor() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let label = makeLabel("HHHHHHHHHHHHHHHH", width: 100, font: font)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.8
        let map = InkMap(textComposite(label))
        let ink = try #require(map.bounds())
        // The capitals are 80 % tall, and the line still ends in an ellipsis.
        #expect(isWithin(ink.height, 0.8 * font.capHeight, 2 * textPixel))
        #expect(ink.maxX < 100)
        let tail = try #require(inkAtEnd(map, of: ink, trailing: true))
        #expect(tail.minY > ink.minY + 0.8 * font.capHeight / 2)
    }

    @Test("with minimumScaleFactor 0 (the default) the label does not shrink the text, as UIKit documents")
    func zeroMinimumScaleFactorDoesNotShrink() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let label = makeLabel("HHHHHHHHHHHHHHHH", width: 100, font: font)
        label.adjustsFontSizeToFitWidth = true
        let ink = try #require(InkMap(textComposite(label)).bounds())
        #expect(isWithin(ink.height, font.capHeight, 2 * textPixel))
    }

    // MARK: States

    @Test("a disabled label draws its text at half its color's alpha")
    func disabledDims() {
        let label = makeLabel("HHHH")
        label.textColor = .black
        #expect(InkMap(textComposite(label)).largestAlpha == 255)
        label.isEnabled = false
        // 255 / 2 = 127.5, rounded either way by the 8-bit pixel.
        let dimmed = Int(InkMap(textComposite(label)).largestAlpha)
        #expect((127...128).contains(dimmed))
    }

    @Test("a highlighted label draws in highlightedTextColor, and in textColor without one")
    func highlightedTextColor() {
        let label = makeLabel("HHHH")
        label.textColor = .black
        label.highlightedTextColor = .red
        #expect(InkMap(textComposite(label), .red).count() == 0)
        label.isHighlighted = true
        let highlighted = textComposite(label)
        #expect(InkMap(highlighted, .red).count() > 0)
        #expect(InkMap(highlighted, .dark).count() == 0)
        label.highlightedTextColor = nil
        let plain = textComposite(label)
        #expect(InkMap(plain, .red).count() == 0)
        #expect(InkMap(plain, .dark).count() > 0)
    }

    @Test("attributed runs keep their colors; runs without a color take textColor")
    func attributedRunColors() throws {
        let text = NSMutableAttributedString(string: "HHHH", attributes: [.foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "HHHH"))
        host.activate()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.textColor = .blue
        label.attributedText = text
        let image = textComposite(label)
        let red = try #require(InkMap(image, .red).bounds())
        let blue = try #require(InkMap(image, .blue).bounds())
        #expect(red.maxX < blue.minX)
    }

    // MARK: Caching

    @Test("measuring an unchanged label twice shapes its text once")
    func layoutIsCached() {
        let label = makeLabel("Cached text")
        let before = TextLayout.shapedCount
        let first = label.intrinsicContentSize
        #expect(TextLayout.shapedCount == before + 1)
        let second = label.intrinsicContentSize
        #expect(second == first)
        #expect(TextLayout.shapedCount == before + 1)
        label.text = "Changed text"
        _ = label.intrinsicContentSize
        #expect(TextLayout.shapedCount == before + 2)
    }

    @Test("drawing an unchanged label again does not shape its text again")
    func drawingIsCached() {
        let label = makeLabel("Cached text")
        let draw = { _ = textDrawing(size: label.bounds.size) { label.drawText(in: label.bounds) } }
        draw()
        let afterFirst = TextLayout.shapedCount
        draw()
        #expect(TextLayout.shapedCount == afterFirst)
        label.font = .boldSystemFont(ofSize: 17)
        draw()
        #expect(TextLayout.shapedCount == afterFirst + 1)
    }

    // MARK: Snapshots

    /// Labels with a light background, so that their bounds show.
    func snapshotLabel(_ text: String, y: CGFloat, height: CGFloat = 28, width: CGFloat = 280,
                       configure: (UILabel) -> Void = { _ in }) -> UILabel {
        host.activate()
        let label = UILabel(frame: CGRect(x: 10, y: y, width: width, height: height))
        label.backgroundColor = .systemGray6
        label.text = text
        configure(label)
        return label
    }

    @Test("snapshot: left, center and right alignment")
    func alignmentSnapshot() {
        let canvas = textCanvas(size: CGSize(width: 300, height: 106), [
            snapshotLabel("Left aligned", y: 8) { $0.textAlignment = .left },
            snapshotLabel("Centered", y: 40) { $0.textAlignment = .center },
            snapshotLabel("Right aligned", y: 72) { $0.textAlignment = .right },
        ])
        assertSnapshot(of: textComposite(canvas), named: "alignment")
    }

    @Test("snapshot: wrapping onto as many lines as needed, onto two with an ellipsis, and into a short label")
    func wrappingSnapshot() {
        let canvas = textCanvas(size: CGSize(width: 300, height: 248), [
            snapshotLabel(textLongSentence, y: 8, height: 110, width: 200) { $0.numberOfLines = 0 },
            snapshotLabel(textLongSentence, y: 128, height: 52, width: 200) {
                $0.numberOfLines = 2
                $0.font = .systemFont(ofSize: 15)
            },
            // Room for three of the four lines: the fourth is dropped and the third truncated.
            snapshotLabel(textLongSentence, y: 190, height: 50, width: 200) {
                $0.numberOfLines = 0
                $0.textAlignment = .center
                $0.font = .systemFont(ofSize: 13)
            },
        ])
        assertSnapshot(of: textComposite(canvas), named: "wrapping")
    }

    @Test("snapshot: tail, head and middle truncation, and clipping")
    func truncationSnapshot() {
        let text = "Truncated: the beginning, the middle and the end"
        let modes: [NSLineBreakMode] = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping]
        let labels = modes.enumerated().map { index, mode in
            snapshotLabel(text, y: 8 + CGFloat(index) * 32, width: 200) { $0.lineBreakMode = mode }
        }
        assertSnapshot(of: textComposite(textCanvas(size: CGSize(width: 300, height: 136), labels)), named: "truncation")
    }

    @Test("snapshot: attributed runs — fonts, colors, underline, strikethrough, background, kern")
    func attributedRunsSnapshot() {
        let text = NSMutableAttributedString(string: "Bold ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        text.append(NSAttributedString(string: "italic ", attributes: [.font: UIFont.italicSystemFont(ofSize: 17)]))
        text.append(NSAttributedString(string: "red ", attributes: [.foregroundColor: UIColor.systemRed]))
        text.append(NSAttributedString(string: "underlined", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue]))
        text.append(NSAttributedString(string: " struck ", attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue]))
        text.append(NSAttributedString(string: "marked", attributes: [.backgroundColor: UIColor.systemYellow]))
        text.append(NSAttributedString(string: " k e r n", attributes: [.kern: 2.0, .foregroundColor: UIColor.systemBlue]))
        text.append(NSAttributedString(string: " large", attributes: [.font: UIFont.systemFont(ofSize: 26, weight: .heavy)]))
        let label = snapshotLabel("", y: 8, height: 70) { $0.numberOfLines = 0 }
        label.attributedText = text
        assertSnapshot(of: textComposite(textCanvas(size: CGSize(width: 300, height: 86), [label])), named: "attributed-runs")
    }

    @Test("snapshot: Japanese and emoji, on one line and wrapped")
    func japaneseAndEmojiSnapshot() {
        let canvas = textCanvas(size: CGSize(width: 300, height: 170), [
            snapshotLabel("こんにちは世界 · 東京タワー", y: 8),
            snapshotLabel("👋🎉🍣🚀 Emoji in color", y: 40),
            snapshotLabel("日本語の文章は単語の区切りがなくても、幅に合わせて折り返されます。😀", y: 72, height: 56) {
                $0.numberOfLines = 0
            },
            snapshotLabel("Mixed: Kumiki 組木 🧩", y: 134) {
                $0.font = .boldSystemFont(ofSize: 20)
                $0.textAlignment = .center
            },
        ])
        assertSnapshot(of: textComposite(canvas), named: "japanese-and-emoji")
    }

    // MARK: Hostile sizes

    @Test("a label wider than Pango's range, and measuring in a huge width, work like any other")
    func hugeWidthsDoNotCrash() {
        let label = makeLabel("hello", width: 3_000_000, height: 20)
        let fitted = label.sizeThatFits(CGSize(width: 1e7, height: 100))
        #expect(fitted == label.intrinsicContentSize)
        #expect(fitted.width > 0 && fitted.width < 100)
        _ = LayerCompositor.image(of: label.layer, size: CGSize(width: 100, height: 20), scale: 1)
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: CGFloat.infinity, height: .nan)) == fitted)
    }
}
