import Testing
import UIKit

@MainActor
@Suite("UIImage.Configuration")
struct UIImageConfigurationTests {
    @Test("a symbol configuration is an image configuration, and applying a plain one changes nothing")
    func hierarchy() {
        let symbol = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        let asBase: UIImage.Configuration = symbol
        #expect(asBase is UIImage.SymbolConfiguration)
        let applied = asBase.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect((applied as? UIImage.SymbolConfiguration)?.scale == .large)
        #expect((applied as? UIImage.SymbolConfiguration)?.pointSize == 20)
    }

    @Test("UIImage(systemName:withConfiguration:) accepts any configuration; a non-symbol one draws the default")
    func systemNameWithBaseConfiguration() throws {
        let image = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration.unspecified))
        #expect(image.symbolConfiguration?.isEqual(to: .unspecified) == true)
        #expect(image.configuration === image.symbolConfiguration)
    }
}
