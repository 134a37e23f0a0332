import Testing
@testable import UIKit
import UIKitTesting

/// The names the issue requires, and a few more of the table's.
private let requiredSymbolNames = [
    "trash", "trash.fill", "chevron.up", "chevron.down", "chevron.left", "chevron.right", "plus", "minus",
    "xmark", "checkmark", "star", "star.fill", "heart", "heart.fill", "magnifyingglass", "gear",
    "square.and.arrow.up", "play", "play.fill", "pause", "pause.fill", "play.square.stack", "photo", "map",
    "plus.circle", "xmark.circle", "info.circle", "person", "house", "bell", "ellipsis",
]

@MainActor
@Suite("UIImage system symbols")
struct UIImageSymbolsTests {
    @Test("the required symbol names give template symbol images", arguments: requiredSymbolNames)
    func knownName(_ name: String) throws {
        let image = try #require(UIImage(systemName: name))
        #expect(image.isSymbolImage)
        #expect(image.renderingMode == .alwaysTemplate)
        #expect(image.cgImage != nil)
        #expect(inkCoverage(of: image.cgImage!) > 0)
    }

    @Test("unknown names give nil, as on iOS", arguments: ["not.a.symbol", "", "Trash", "trash ", "star.fill.fill"])
    func unknownName(_ name: String) {
        #expect(UIImage(systemName: name) == nil)
        #expect(UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)) == nil)
    }

    @Test("the default symbol is as tall as the body size, 17 pt, at the screen's scale")
    func defaultSize() throws {
        let host = UITestHost(device: .iPhoneSE)  // 2×
        defer { withExtendedLifetime(host) {} }
        let image = try #require(UIImage(systemName: "star"))
        #expect(image.scale == 2)
        // Bootstrap icons are square (16×16 viewBox): 17×17 pt = 34×34 px.
        #expect(image.size == CGSize(width: 17, height: 17))
        #expect(image.cgImage?.height == 34)
        #expect(image.symbolConfiguration != nil)
    }

    @Test("the point size sets the height; the scale multiplies it",
          arguments: [(UIImage.SymbolScale.small, 0.783), (.medium, 1), (.large, 1.29), (.default, 1)])
    func pointSizeAndScale(scale: UIImage.SymbolScale, factor: CGFloat) throws {
        let host = UITestHost(device: .iPhone15Pro)  // 3×
        defer { withExtendedLifetime(host) {} }
        let configuration = UIImage.SymbolConfiguration(pointSize: 30, weight: .regular, scale: scale)
        let image = try #require(UIImage(systemName: "heart", withConfiguration: configuration))
        // Height 30 × factor points, rounded to whole pixels at 3×.
        let pixels = (30 * factor * 3).rounded()
        #expect(image.cgImage?.height == Int(pixels))
        #expect(image.size.height == pixels / 3)
        #expect(image.size.width == image.size.height)
    }

    @Test("a text style configuration uses the style's size")
    func textStyleSize() throws {
        let host = UITestHost(device: .iPhoneSE)
        defer { withExtendedLifetime(host) {} }
        let image = try #require(UIImage(systemName: "gear",
                                         withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(image.size.height == 34)  // largeTitle is 34 pt (docs/BEHAVIOR.md)
    }

    @Test("heavier weights cover more, lighter ones less")
    func weightsChangeInk() throws {
        let host = UITestHost(device: .iPhoneSE)
        defer { withExtendedLifetime(host) {} }
        func ink(_ weight: UIImage.SymbolWeight) throws -> Double {
            let image = try #require(UIImage(systemName: "circle",
                                             withConfiguration: UIImage.SymbolConfiguration(pointSize: 64, weight: weight)))
            #expect(image.size.height == 64)
            return inkCoverage(of: image.cgImage!)
        }
        let ultraLight = try ink(.ultraLight), light = try ink(.light), regular = try ink(.regular)
        let bold = try ink(.bold), black = try ink(.black)
        #expect(ultraLight < light)
        #expect(light < regular)
        #expect(regular < bold)
        #expect(bold < black)
        // "circle" is a ring between radii 7 and 8 on the 16-unit grid (mean
        // circumference 2π·7.5 ≈ 47.1 units). Ultralight (class 100) thins it by
        // 0.75 unit, 0.375 off each edge, so it loses 47.1 × 0.75 units² of ink —
        // at 64 pt × 2 = 128 px per 16 units, 8 px per unit, 64 px² per unit².
        // (Heavier weights grow past the grid's edge, where the image clips them.)
        let expectedLoss = 2 * Double.pi * 7.5 * 0.75 * 64
        #expect(abs((regular - ultraLight) - expectedLoss) < expectedLoss * 0.05)
    }

    @Test("the stroke adjustment follows the weight class: w/4 − 1 units")
    func strokeAdjustment() {
        #expect(UIImage.strokeAdjustment(for: .regular) == 0)
        #expect(UIImage.strokeAdjustment(for: .unspecified) == 0)
        #expect(UIImage.strokeAdjustment(for: .ultraLight) == -0.75)
        #expect(UIImage.strokeAdjustment(for: .bold) == 0.75)
        #expect(UIImage.strokeAdjustment(for: .black) == 1.25)
    }

    @Test("drawn on its own, a symbol is black; a tinted one is its color")
    func drawing() throws {
        let host = UITestHost(device: .iPhoneSE)
        defer { withExtendedLifetime(host) {} }
        let image = try #require(UIImage(systemName: "square.fill",
                                         withConfiguration: UIImage.SymbolConfiguration(pointSize: 16)))
        let plain = renderedImage(size: image.size) { image.draw(at: .zero) }
        // square-fill covers the 16-unit grid from 0 to 16 with rounded corners; the middle is ink.
        #expect(plain.storedPixel(x: 8, y: 8) == TestPixel.black)
        let red = renderedImage(size: image.size) { image.withTintColor(.red).draw(at: .zero) }
        #expect(red.storedPixel(x: 8, y: 8) == TestPixel.red)
    }

    @Test("withConfiguration draws the symbol again; rendering mode and tint are kept")
    func withConfiguration() throws {
        let host = UITestHost(device: .iPhoneSE)
        defer { withExtendedLifetime(host) {} }
        let image = try #require(UIImage(systemName: "plus")).withTintColor(.red)
        let bigger = image.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
        #expect(bigger.size.height == 40)
        #expect(bigger.isSymbolImage)
        #expect(bigger.renderingMode == .alwaysTemplate)
        #expect(bigger.effectiveTint(viewTint: .blue) == .red)
        #expect(bigger.symbolConfiguration?.pointSize == 40)
    }

    @Test("applyingSymbolConfiguration layers the new values over the old")
    func applying() throws {
        let host = UITestHost(device: .iPhoneSE)
        defer { withExtendedLifetime(host) {} }
        let image = try #require(UIImage(systemName: "bell",
                                         withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)))
        let bold = try #require(image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
        #expect(bold.size.height == 30)
        #expect(bold.symbolConfiguration?.weight == .bold)
        #expect(bold.symbolConfiguration?.pointSize == 30)
        #expect(inkCoverage(of: bold.cgImage!) > inkCoverage(of: image.cgImage!))
    }

    @Test("applyingSymbolConfiguration is nil for an image that is not a symbol; withConfiguration carries it")
    func configurationOnBitmaps() {
        let bitmap = solidImage(width: 2, height: 2, color: .red)
        #expect(!bitmap.isSymbolImage)
        #expect(bitmap.symbolConfiguration == nil)
        #expect(bitmap.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) == nil)
        let configuration = UIImage.SymbolConfiguration(pointSize: 40)
        let carried = bitmap.withConfiguration(configuration)
        #expect(carried.configuration === configuration)
        #expect(carried.size == bitmap.size)
    }

    @Test("symbols are cached: the same name and configuration share pixels")
    func cached() throws {
        let first = try #require(UIImage(systemName: "map"))
        let second = try #require(UIImage(systemName: "map"))
        #expect(first.cgImage === second.cgImage)
    }
}
