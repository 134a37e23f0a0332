import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("NSAttributedString and String: measuring and drawing")
struct NSAttributedStringDrawingTests {
    let font = UIFont.systemFont(ofSize: 17)

    var sentence: NSAttributedString {
        NSAttributedString(string: textLongSentence, attributes: [.font: font])
    }

    // MARK: boundingRect

    @Test("boundingRect without .usesLineFragmentOrigin keeps the text on one line, however narrow the size")
    func boundingRectWithoutLineFragmentOrigin() {
        let oneLine = sentence.size()
        let rect = sentence.boundingRect(with: CGSize(width: 100, height: 1000), options: [], context: nil)
        #expect(rect.size == oneLine)
        #expect(rect.width > 100)
        #expect(isWithin(rect.height, font.lineHeight, 2 * textPangoUnit))
    }

    @Test("boundingRect with .usesLineFragmentOrigin wraps to the width: several whole lines, none wider")
    func boundingRectWraps() {
        let width: CGFloat = 150
        let rect = sentence.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                         options: .usesLineFragmentOrigin, context: nil)
        #expect(rect.width <= width)
        // At least as many lines as the one-line width needs at this width.
        let fewestLines = (sentence.size().width / width).rounded(.up)
        let lines = (rect.height / font.lineHeight).rounded()
        #expect(lines >= fewestLines)
        #expect(isWithin(rect.height, lines * font.lineHeight, 2 * lines * textPangoUnit))
    }

    @Test("boundingRect of a string that fits is its one-line size")
    func boundingRectOfShortText() {
        let text = NSAttributedString(string: "Hello", attributes: [.font: font])
        let rect = text.boundingRect(with: CGSize(width: 300, height: 300), options: .usesLineFragmentOrigin, context: nil)
        #expect(rect.size == text.size())
    }

    // MARK: Drawing

    @Test("draw(at:) puts dark pixels where the text is, and none elsewhere")
    func drawAtPoint() throws {
        let text = NSAttributedString(string: "Hello, world", attributes: [.font: font])
        let origin = CGPoint(x: 20, y: 10)
        let image = textDrawing(size: CGSize(width: 200, height: 50)) { text.draw(at: origin) }
        let ink = try #require(InkMap(image, .dark).bounds())
        let box = CGRect(origin: origin, size: text.size())
        #expect(textBox(ink, liesWithin: box, slack: textPixel))
        // The ink fills most of the box: it starts near the left and spans most of the width.
        #expect(ink.minX < origin.x + 2)
        #expect(ink.width > box.width - 4)
    }

    @Test("draw(in:) wraps to the rect and draws nothing outside it")
    func drawInRect() throws {
        let rect = CGRect(x: 20, y: 10, width: 150, height: 2 * font.lineHeight)
        let image = textDrawing(size: CGSize(width: 200, height: 80)) { sentence.draw(in: rect) }
        let ink = InkMap(image, .dark)
        let bounds = try #require(ink.bounds())
        #expect(textBox(bounds, liesWithin: rect, slack: 0))
        // Both lines are drawn: there is ink in the upper and the lower half.
        #expect(ink.count(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: font.lineHeight)) > 0)
        #expect(ink.count(in: CGRect(x: rect.minX, y: rect.minY + font.lineHeight, width: rect.width,
                                     height: font.lineHeight)) > 0)
    }

    @Test("draw(with:options:) without .usesLineFragmentOrigin draws one line, clipped to the rect")
    func drawWithoutLineFragmentOrigin() throws {
        let rect = CGRect(x: 10, y: 10, width: 150, height: 3 * font.lineHeight)
        let image = textDrawing(size: CGSize(width: 200, height: 100)) {
            sentence.draw(with: rect, options: [], context: nil)
        }
        let bounds = try #require(InkMap(image, .dark).bounds())
        #expect(textBox(bounds, liesWithin: rect, slack: 0))
        #expect(bounds.maxY <= rect.minY + font.lineHeight)
        // The line runs on to the rect's right edge, where it is cut.
        #expect(bounds.maxX > rect.maxX - 2)
    }

    @Test("a string without attributes is black text in the 12 pt system font")
    func defaultAttributes() throws {
        let plain = NSAttributedString(string: "Hello")
        #expect(plain.size() == textSize("Hello", .systemFont(ofSize: 12)))
        let image = textDrawing(size: CGSize(width: 60, height: 20)) { plain.draw(at: .zero) }
        // Its darkest pixels are black.
        var darkest = 255
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(atX: x, y: y)
                darkest = min(darkest, Int(pixel.red) + Int(pixel.green) + Int(pixel.blue))
            }
        }
        #expect(darkest == 0)
    }

    @Test("a centered paragraph style centers each line in the rect")
    func centeredParagraph() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let text = NSAttributedString(string: "HHHH", attributes: [.font: font, .paragraphStyle: style])
        let rect = CGRect(x: 0, y: 0, width: 200, height: 30)
        let image = textDrawing(size: rect.size) { text.draw(in: rect) }
        let ink = try #require(InkMap(image, .dark).bounds())
        // H is symmetric: its side bearings are equal, so the ink is centered too.
        #expect(isWithin(ink.midX, rect.midX, textPixel))
    }

    @Test("a right-aligned paragraph style ends the line at the rect's right edge")
    func rightAlignedParagraph() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        let text = NSAttributedString(string: "HHHH", attributes: [.font: font, .paragraphStyle: style])
        let rect = CGRect(x: 0, y: 0, width: 200, height: 30)
        let image = textDrawing(size: rect.size) { text.draw(in: rect) }
        let ink = try #require(InkMap(image, .dark).bounds())
        let width = text.size().width
        // The ink starts where a line of the text's width, ending at the edge, starts.
        #expect(ink.minX >= rect.maxX - width)
        #expect(ink.maxX <= rect.maxX)
        #expect(ink.maxX > rect.maxX - 3)
    }

    // MARK: Attributes

    @Test("kern adds its points between characters (Pango adds none after the last, UIKit does)")
    func kernWidens() {
        let text = "Hello"
        let plain = textSize(text, font).width
        let kern: CGFloat = 3
        let kerned = textSize(text, font, kern: kern).width
        let gaps = CGFloat(text.count - 1)
        #expect(isWithin(kerned - plain, gaps * kern, CGFloat(text.count) * textPangoUnit))
    }

    @Test("an underline adds ink below the baseline; a strikethrough through the letters")
    func underlineAndStrikethrough() throws {
        func ink(_ attributes: [NSAttributedString.Key: Any]) -> InkMap {
            let text = NSAttributedString(string: "HHHH", attributes: attributes.merging([.font: font]) { a, _ in a })
            return InkMap(textDrawing(size: CGSize(width: 60, height: 30)) { text.draw(at: .zero) }, .dark)
        }
        let plain = ink([:])
        let plainBounds = try #require(plain.bounds())
        let underlined = try #require(ink([.underlineStyle: NSUnderlineStyle.single.rawValue]).bounds())
        let struck = ink([.strikethroughStyle: NSUnderlineStyle.single.rawValue])
        let struckBounds = try #require(struck.bounds())
        // "H" has no descender: its ink ends at the baseline.
        #expect(isWithin(plainBounds.maxY, font.ascender, textPixel))
        #expect(underlined.maxY > plainBounds.maxY)
        #expect(struckBounds.maxY == plainBounds.maxY)
        // Between two H's the strikethrough crosses the gap at half the x-height.
        let gapY = font.ascender - font.xHeight / 2
        let hWidth = textSize("H", font).width
        let gap = CGRect(x: hWidth - 1, y: gapY - 2, width: 2, height: 4)
        #expect(plain.count(in: gap) == 0)
        #expect(struck.count(in: gap) > 0)
    }

    @Test("a background color fills the run's line box")
    func backgroundColor() throws {
        let text = NSMutableAttributedString(string: "plain ", attributes: [.font: font])
        text.append(NSAttributedString(string: "marked", attributes: [.font: font, .backgroundColor: UIColor.red]))
        let size = textCeiled(text.size())
        let image = textDrawing(size: size) { text.draw(at: .zero) }
        let red = try #require(InkMap(image, .red).bounds())
        let start = textSize("plain ", font).width
        #expect(isWithin(red.minX, start, 1))
        #expect(isWithin(red.maxX, text.size().width, 1))
        #expect(red.minY <= textPixel)
        #expect(red.maxY >= font.lineHeight - textPixel)
    }

    // MARK: Strings

    @Test("String and NSString size(withAttributes:) equal the attributed string's size()")
    func stringSizes() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .kern: 1.5]
        let text = "Hello, こんにちは 👋"
        let expected = NSAttributedString(string: text, attributes: attributes).size()
        #expect(text.size(withAttributes: attributes) == expected)
        #expect((text as NSString).size(withAttributes: attributes) == expected)
    }

    @Test("String boundingRect and drawing match the attributed string's")
    func stringDrawing() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.blue]
        let bounds = CGSize(width: 120, height: 1000)
        #expect(textLongSentence.boundingRect(with: bounds, options: .usesLineFragmentOrigin, attributes: attributes,
                                              context: nil)
            == NSAttributedString(string: textLongSentence, attributes: attributes)
            .boundingRect(with: bounds, options: .usesLineFragmentOrigin, context: nil))
        let rect = CGRect(x: 5, y: 5, width: 120, height: 60)
        let fromString = textDrawing(size: CGSize(width: 130, height: 70)) {
            textLongSentence.draw(in: rect, withAttributes: attributes)
        }
        let fromAttributed = textDrawing(size: CGSize(width: 130, height: 70)) {
            NSAttributedString(string: textLongSentence, attributes: attributes).draw(in: rect)
        }
        #expect(fromString.pngData() == fromAttributed.pngData())
        #expect(InkMap(fromString, .blue).count() > 0)
    }
}
