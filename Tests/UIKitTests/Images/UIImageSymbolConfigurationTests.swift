import Testing
@testable import UIKit

@MainActor
@Suite("UIImage.SymbolConfiguration")
struct UIImageSymbolConfigurationTests {
    @Test("weight and scale raw values match UIKit")
    func rawValues() {
        let weights: [UIImage.SymbolWeight] = [.unspecified, .ultraLight, .thin, .light, .regular, .medium,
                                               .semibold, .bold, .heavy, .black]
        #expect(weights.map(\.rawValue) == Array(0...9))
        let scales: [UIImage.SymbolScale] = [.default, .unspecified, .small, .medium, .large]
        #expect(scales.map(\.rawValue) == [-1, 0, 1, 2, 3])
    }

    @Test("each initializer specifies what it names and leaves the rest unspecified")
    func initializers() {
        let size = UIImage.SymbolConfiguration(pointSize: 20)
        #expect(size.pointSize == 20 && size.weight == .unspecified && size.scale == .unspecified)
        let sizeWeight = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        #expect(sizeWeight.pointSize == 20 && sizeWeight.weight == .bold && sizeWeight.scale == .unspecified)
        let all = UIImage.SymbolConfiguration(pointSize: 20, weight: .light, scale: .large)
        #expect(all.pointSize == 20 && all.weight == .light && all.scale == .large)
        let weight = UIImage.SymbolConfiguration(weight: .heavy)
        #expect(weight.pointSize == 0 && weight.weight == .heavy)
        let scale = UIImage.SymbolConfiguration(scale: .small)
        #expect(scale.pointSize == 0 && scale.scale == .small)
        let unspecified = UIImage.SymbolConfiguration.unspecified
        #expect(unspecified.pointSize == 0 && unspecified.weight == .unspecified && unspecified.scale == .unspecified)
    }

    @Test("text styles give their size (docs/BEHAVIOR.md) and, when drawn, their weight")
    func textStyles() {
        #expect(UIImage.SymbolConfiguration(textStyle: .body).pointSize == 17)
        #expect(UIImage.SymbolConfiguration(textStyle: .caption2).pointSize == 11)
        #expect(UIImage.SymbolConfiguration(textStyle: .title1, scale: .large).scale == .large)
        // Headline is 17 pt semibold.
        let headline = UIImage.SymbolConfiguration(textStyle: .headline)
        #expect(headline.pointSize == 17)
        #expect(headline.weight == .unspecified)
        #expect(headline.resolvedWeight == .semibold)
    }

    @Test("a font gives its size and weight")
    func font() {
        let configuration = UIImage.SymbolConfiguration(font: .boldSystemFont(ofSize: 22))
        #expect(configuration.pointSize == 22)
        #expect(configuration.weight == .bold)
        #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 13), scale: .small).scale == .small)
    }

    @Test("unspecified values resolve to 17 pt, regular, medium")
    func defaults() {
        let unspecified = UIImage.SymbolConfiguration.unspecified
        #expect(unspecified.resolvedPointSize == 17)
        #expect(unspecified.resolvedWeight == .regular)
        #expect(unspecified.resolvedHeight == 17)
    }

    @Test("applying puts the other's specified values on top")
    func applying() {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .small)
        let merged = base.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(merged.pointSize == 20 && merged.weight == .bold && merged.scale == .large)
        let resized = base.applying(UIImage.SymbolConfiguration(pointSize: 30))
        #expect(resized.pointSize == 30 && resized.weight == .bold && resized.scale == .small)
        // A text style is a size: it replaces the point size.
        let styled = base.applying(UIImage.SymbolConfiguration(textStyle: .title1))
        #expect(styled.pointSize == 28)  // title1 is 28 pt
        #expect(styled.weight == .bold)
        #expect(base.applying(nil).isEqual(to: base))
        // The default scale is a value: it replaces small.
        #expect(base.applying(UIImage.SymbolConfiguration(scale: .default)).scale == .default)
    }

    @Test("the configurationWithout… methods clear what they name")
    func without() {
        let full = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .small)
        let noSizeWeight = full.configurationWithoutPointSizeAndWeight()
        #expect(noSizeWeight.pointSize == 0 && noSizeWeight.weight == .unspecified && noSizeWeight.scale == .small)
        #expect(full.configurationWithoutScale().scale == .unspecified)
        #expect(full.configurationWithoutWeight().weight == .unspecified)
        #expect(full.configurationWithoutWeight().pointSize == 20)
        let styled = UIImage.SymbolConfiguration(textStyle: .title2)
        #expect(styled.configurationWithoutTextStyle().pointSize == 0)
        #expect(full.configurationWithoutTextStyle().isEqual(to: full))
    }

    @Test("isEqual compares every value")
    func equality() {
        let a = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        #expect(a.isEqual(to: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)))
        #expect(!a.isEqual(to: UIImage.SymbolConfiguration(pointSize: 20, weight: .black)))
        #expect(!a.isEqual(to: UIImage.SymbolConfiguration(pointSize: 21, weight: .bold)))
        #expect(!a.isEqual(to: nil))
    }
}
