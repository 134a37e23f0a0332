import Testing
@testable import UIKit
import UIKitTesting

/// A text style and its size and weight at the default content size
/// (docs/BEHAVIOR.md, "Text styles").
struct TextStyleCase: Sendable, CustomTestStringConvertible {
    let style: UIFont.TextStyle
    let name: String
    let pointSize: CGFloat
    let weight: UIFont.Weight

    var testDescription: String { "\(name) \(Int(pointSize)) pt" }

    static let all: [TextStyleCase] = [
        .init(style: .largeTitle, name: "largeTitle", pointSize: 34, weight: .regular),
        .init(style: .title1, name: "title1", pointSize: 28, weight: .regular),
        .init(style: .title2, name: "title2", pointSize: 22, weight: .regular),
        .init(style: .title3, name: "title3", pointSize: 20, weight: .regular),
        .init(style: .headline, name: "headline", pointSize: 17, weight: .semibold),
        .init(style: .body, name: "body", pointSize: 17, weight: .regular),
        .init(style: .callout, name: "callout", pointSize: 16, weight: .regular),
        .init(style: .subheadline, name: "subheadline", pointSize: 15, weight: .regular),
        .init(style: .footnote, name: "footnote", pointSize: 13, weight: .regular),
        .init(style: .caption1, name: "caption1", pointSize: 12, weight: .regular),
        .init(style: .caption2, name: "caption2", pointSize: 11, weight: .regular),
    ]
}

@MainActor
@Suite("UIFont: system fonts, text styles, named fonts, metrics, descriptors")
struct UIFontTests {
    /// A pangram-like word with round, straight and descending letters.
    let sample = "Hamburgefonstiv"

    // MARK: System fonts

    @Test("the system font is Inter at the requested size")
    func systemFontIsInter() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.familyName == "Inter")
        #expect(font.pointSize == 17)
        #expect(UIFont.familyNames.contains("Inter"))
        // Pango really finds Inter: the text does not measure as it does in the
        // face fontconfig falls back to for a family it does not have.
        let missing = UIFont(family: "No Such Family", size: 17, weight: .regular, italic: false)
        #expect(textSize(sample, font).width != textSize(sample, missing).width)
    }

    @Test("UIFont.Weight has UIKit's raw values")
    func weightRawValues() {
        let expected: [(UIFont.Weight, CGFloat)] = [
            (.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0), (.medium, 0.23),
            (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
        ]
        for (weight, rawValue) in expected {
            #expect(weight.rawValue == rawValue)
        }
    }

    @Test("each heavier weight selects a heavier face: Inter's text widens from ultraLight to black")
    func weightsSelectFaces() {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let widths = weights.map { textSize(sample, .systemFont(ofSize: 17, weight: $0)).width }
        for (lighter, heavier) in zip(widths, widths.dropFirst()) {
            #expect(lighter < heavier)
        }
    }

    @Test("fontName names the weight and slant, PostScript style")
    func fontNames() {
        #expect(UIFont.systemFont(ofSize: 17).fontName == "Inter-Regular")
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == "Inter-Bold")
        #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName == "Inter-Semibold")
        #expect(UIFont.italicSystemFont(ofSize: 17).fontName == "Inter-Italic")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontName == "DejaVuSansMono-Regular")
    }

    @Test("boldSystemFont is the system font at the bold weight")
    func boldSystemFont() {
        #expect(UIFont.boldSystemFont(ofSize: 20) == UIFont.systemFont(ofSize: 20, weight: .bold))
        #expect(UIFont.boldSystemFont(ofSize: 20) != UIFont.systemFont(ofSize: 20))
    }

    @Test("the system font sizes are UIKit's")
    func systemFontSizes() {
        #expect(UIFont.systemFontSize == 17)
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
        #expect(UIFont.smallSystemFontSize == 12)
    }

    @Test("monospacedDigitSystemFont gives every digit the same width; the plain system font does not")
    func monospacedDigits() {
        let tabular = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        let proportional = UIFont.systemFont(ofSize: 17)
        // Ten glyphs, each advance rounded to a Pango unit.
        let tolerance = 10 * textPangoUnit
        #expect(isWithin(textSize("1111111111", tabular).width, textSize("0000000000", tabular).width, tolerance))
        #expect(textSize("1111111111", proportional).width < textSize("0000000000", proportional).width - tolerance)
        #expect(tabular.familyName == "Inter")
    }

    @Test("monospacedSystemFont gives narrow and wide letters the same width")
    func monospacedSystemFont() {
        let mono = UIFont.monospacedSystemFont(ofSize: 13, weight: .regular)
        #expect(isWithin(textSize("iiiiiiii", mono).width, textSize("MMMMMMMM", mono).width, 8 * textPangoUnit))
        #expect(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
    }

    // MARK: Text styles

    @Test("preferredFont(forTextStyle:) has the style's size and weight", arguments: TextStyleCase.all)
    func preferredFontSizes(_ styleCase: TextStyleCase) {
        let font = UIFont.preferredFont(forTextStyle: styleCase.style)
        #expect(font.pointSize == styleCase.pointSize)
        #expect(font == UIFont.systemFont(ofSize: styleCase.pointSize, weight: styleCase.weight))
    }

    @Test("the headline is the body's size in semibold: same size, heavier text")
    func headlineIsSemibold() {
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(headline.pointSize == body.pointSize)
        #expect(headline.fontName == "Inter-Semibold")
        #expect(textSize(sample, headline).width > textSize(sample, body).width)
    }

    // MARK: Named fonts

    @Test("UIFont(name:size:) is nil for a family that is not installed, with or without a style")
    func unknownFamilyIsNil() {
        #expect(UIFont(name: "No Such Family", size: 17) == nil)
        #expect(UIFont(name: "NoSuchFamily-Bold", size: 17) == nil)
        #expect(UIFont(name: "", size: 17) == nil)
    }

    @Test("UIFont(name:size:) finds an installed family")
    func installedFamily() throws {
        let font = try #require(UIFont(name: "DejaVu Sans", size: 14))
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.pointSize == 14)
        #expect(font.fontName == "DejaVuSans-Regular")
    }

    @Test("UIFont(name:size:) reads a style suffix: Inter-Bold is the bold system font")
    func styleSuffix() throws {
        let font = try #require(UIFont(name: "Inter-Bold", size: 17))
        #expect(font.familyName == "Inter")
        #expect(font.fontName == "Inter-Bold")
        #expect(font == UIFont.boldSystemFont(ofSize: 17))
    }

    @Test("a font's fontName gives the same font back through UIFont(name:size:)")
    func fontNameRoundTrips() throws {
        for font in [UIFont.systemFont(ofSize: 15), .boldSystemFont(ofSize: 15), .italicSystemFont(ofSize: 15),
                     .systemFont(ofSize: 15, weight: .semibold), .systemFont(ofSize: 15, weight: .light)] {
            #expect(UIFont(name: font.fontName, size: 15) == font)
        }
    }

    @Test("withSize keeps the family, weight and slant and changes only the size")
    func withSize() {
        let bold = UIFont.boldSystemFont(ofSize: 17)
        let larger = bold.withSize(34)
        #expect(larger.pointSize == 34)
        #expect(larger.fontName == bold.fontName)
        #expect(larger == UIFont.boldSystemFont(ofSize: 34))
        #expect(bold.pointSize == 17)
        #expect(UIFont.italicSystemFont(ofSize: 10).withSize(12) == UIFont.italicSystemFont(ofSize: 12))
    }

    // MARK: Metrics

    @Test("metrics: ascender above the baseline, descender below, line height = ascender − descender + leading")
    func metricsRelations() {
        for size: CGFloat in [11, 17, 34] {
            let font = UIFont.systemFont(ofSize: size)
            #expect(font.ascender > 0)
            #expect(font.descender < 0)
            #expect(font.leading >= 0)
            #expect(font.lineHeight == font.ascender - font.descender + font.leading)
            #expect(font.xHeight > 0)
            #expect(font.xHeight < font.capHeight)
            #expect(font.capHeight < font.ascender)
            // A line is taller than the font's size, but not twice as tall.
            #expect(font.lineHeight > size)
            #expect(font.lineHeight < 2 * size)
        }
    }

    @Test("metrics scale linearly with the point size")
    func metricsScaleLinearly() {
        let small = UIFont.systemFont(ofSize: 10)
        let large = UIFont.systemFont(ofSize: 30)
        let factor: CGFloat = 30.0 / 10.0
        // Each metric is rounded to a Pango unit at both sizes: the small one's
        // error grows by the factor, the large one's does not.
        let tolerance = (factor + 1) * textPangoUnit / 2
        #expect(isWithin(large.ascender, factor * small.ascender, tolerance))
        #expect(isWithin(large.descender, factor * small.descender, tolerance))
        #expect(isWithin(large.capHeight, factor * small.capHeight, tolerance))
        #expect(isWithin(large.xHeight, factor * small.xHeight, tolerance))
        // The line height is the sum of three rounded metrics.
        #expect(isWithin(large.lineHeight, factor * small.lineHeight, 3 * tolerance))
    }

    @Test("a bold font keeps the regular font's vertical metrics (same family)")
    func boldKeepsVerticalMetrics() {
        let regular = UIFont.systemFont(ofSize: 17)
        let bold = UIFont.boldSystemFont(ofSize: 17)
        #expect(isWithin(bold.lineHeight, regular.lineHeight, 2 * textPangoUnit))
    }

    // MARK: Descriptors

    @Test("the descriptor's traits: bold for bold and semibold, italic for italic, none for regular")
    func descriptorTraits() {
        #expect(UIFont.systemFont(ofSize: 17).fontDescriptor.symbolicTraits == [])
        #expect(UIFont.boldSystemFont(ofSize: 17).fontDescriptor.symbolicTraits == .traitBold)
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont.italicSystemFont(ofSize: 17).fontDescriptor.symbolicTraits == .traitItalic)
        let descriptor = UIFont.systemFont(ofSize: 21).fontDescriptor
        #expect(descriptor.pointSize == 21)
        #expect(descriptor.familyName == "Inter")
    }

    @Test("withSymbolicTraits makes a bold italic font of the same family and size")
    func withSymbolicTraits() throws {
        let descriptor = try #require(UIFont.systemFont(ofSize: 17).fontDescriptor
            .withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(descriptor.symbolicTraits == [.traitBold, .traitItalic])
        // Size 0 keeps the descriptor's size, as in UIKit.
        let font = UIFont(descriptor: descriptor, size: 0)
        #expect(font.pointSize == 17)
        #expect(font.familyName == "Inter")
        #expect(font.fontName == "Inter-BoldItalic")
        #expect(UIFont(descriptor: descriptor, size: 24).pointSize == 24)
    }

    @Test("a descriptor's withSize changes the size only")
    func descriptorWithSize() {
        let descriptor = UIFont.boldSystemFont(ofSize: 17).fontDescriptor.withSize(30)
        #expect(descriptor.pointSize == 30)
        #expect(descriptor.symbolicTraits == .traitBold)
        #expect(UIFont(descriptor: descriptor, size: 0) == UIFont.boldSystemFont(ofSize: 30))
    }

    // MARK: Unusable sizes

    @Test("zero, negative and NaN sizes give Core Text's 12 pt default; huge ones are clamped to 8192 pt")
    func unusableSizes() {
        for size: CGFloat in [0, -5, .nan, -.infinity] {
            #expect(UIFont.systemFont(ofSize: size).pointSize == 12)
        }
        for size: CGFloat in [1e6, .infinity, .greatestFiniteMagnitude] {
            #expect(UIFont.systemFont(ofSize: size).pointSize == 8192)
        }
        #expect(UIFont.systemFont(ofSize: 17).withSize(-1).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: 0.5).pointSize == 0.5)
    }

    @Test("text in unusable sizes is measured and drawn without a word on standard error")
    func unusableSizesAreQuiet() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                for size: CGFloat in [0, -5, .nan, .infinity, 1e6] {
                    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
                    label.font = .systemFont(ofSize: size)
                    label.text = "Hello, wörld 👍"
                    _ = label.intrinsicContentSize
                    _ = LayerCompositor.image(of: label.layer, size: CGSize(width: 200, height: 40), scale: 2)
                    #expect(label.font.lineHeight > 0)
                }
            }
        }
        #expect(String(decoding: result?.standardErrorContent ?? [], as: UTF8.self) == "")
    }
}
