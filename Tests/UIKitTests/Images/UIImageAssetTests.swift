import Foundation
import Testing
import TestSupport
import UIKit
import UIKitTesting

/// A bundle folder whose Assets.xcassets holds the image set "sun": a red "any"
/// entry, a blue dark entry and a green high-contrast entry, each 1×1 at 1×.
@MainActor
private func makeAppearanceCatalog() throws -> URL {
    let folder = try makeImageTestFolder()
    let set = folder.appendingPathComponent("Assets.xcassets/sun.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    for (file, color) in [("light.png", UIColor.red), ("dark.png", .blue), ("high.png", .green)] {
        try #require(solidImage(width: 1, height: 1, color: color).pngData()).write(to: set.appendingPathComponent(file))
    }
    let json = """
        {
          "images" : [
            { "filename" : "light.png", "idiom" : "universal", "scale" : "1x" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "filename" : "dark.png", "idiom" : "universal", "scale" : "1x" },
            { "appearances" : [ { "appearance" : "contrast", "value" : "high" } ],
              "filename" : "high.png", "idiom" : "universal", "scale" : "1x" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """
    try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    return folder
}

private func firstPixel(_ image: UIImage?) -> CGImage.Pixel? {
    image?.cgImage?.pixel(atX: 0, y: 0)
}

@MainActor
@Suite("UIImageAsset")
struct UIImageAssetTests {
    // MARK: Catalog appearances

    @Test("UIImage(named:in:compatibleWith:) takes the image set's entry for the traits' appearance")
    func darkVariant() throws {
        let folder = try makeAppearanceCatalog()
        defer { removeImageTestFolder(folder) }
        let bundle = try #require(Bundle(path: folder.path))
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(firstPixel(UIImage(named: "sun", in: bundle, compatibleWith: dark)) == TestPixel.blue)
        #expect(firstPixel(UIImage(named: "sun", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .light)))
                    == TestPixel.red)
        #expect(firstPixel(UIImage(named: "sun", in: bundle, compatibleWith: UITraitCollection())) == TestPixel.red)
        #expect(firstPixel(UIImage(named: "sun", in: bundle,
                                   compatibleWith: UITraitCollection(accessibilityContrast: .high)))
                    == TestPixel.green)
        // Dark outranks high contrast when both apply and no entry has both.
        let darkHigh = UITraitCollection { $0.userInterfaceStyle = .dark; $0.accessibilityContrast = .high }
        #expect(firstPixel(UIImage(named: "sun", in: bundle, compatibleWith: darkHigh)) == TestPixel.blue)
    }

    @Test("without traits, named images load for UITraitCollection.current")
    func currentTraits() throws {
        let folder = try makeAppearanceCatalog()
        defer { removeImageTestFolder(folder) }
        let bundle = try #require(Bundle(path: folder.path))
        #expect(firstPixel(UIImage(named: "sun", in: bundle, compatibleWith: nil)) == TestPixel.red)
        var dark: UIImage?
        var configured: UIImage?
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            dark = UIImage(named: "sun", in: bundle, compatibleWith: nil)
            configured = UIImage(named: "sun", in: bundle, with: nil)
        }
        #expect(firstPixel(dark) == TestPixel.blue)
        #expect(firstPixel(configured) == TestPixel.blue)
    }

    @Test("a catalog image's imageAsset loads the other appearances")
    func catalogAsset() throws {
        let folder = try makeAppearanceCatalog()
        defer { removeImageTestFolder(folder) }
        let bundle = try #require(Bundle(path: folder.path))
        let light = try #require(UIImage(named: "sun", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .light)))
        let asset = try #require(light.imageAsset)
        let dark = asset.image(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(firstPixel(dark) == TestPixel.blue)
        #expect(dark.imageAsset === asset)
        #expect(light.withRenderingMode(.alwaysTemplate).imageAsset === asset)
    }

    @Test("images made from data or drawing have no asset")
    func noAsset() throws {
        let drawn = solidImage(width: 1, height: 1, color: .red)
        #expect(drawn.imageAsset == nil)
        #expect(UIImage(data: try #require(drawn.pngData()))?.imageAsset == nil)
    }

    // MARK: Registered images

    @Test("register(_:with:) and image(with:): the most specific contained traits win")
    func registered() throws {
        let asset = UIImageAsset()
        let red = solidImage(width: 1, height: 1, color: .red)
        let blue = solidImage(width: 1, height: 1, color: .blue)
        let green = solidImage(width: 1, height: 1, color: .green)
        asset.register(red, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(blue, with: UITraitCollection(userInterfaceStyle: .dark))
        asset.register(green, with: UITraitCollection { $0.userInterfaceStyle = .dark; $0.accessibilityContrast = .high })
        #expect(firstPixel(asset.image(with: UITraitCollection(userInterfaceStyle: .dark))) == TestPixel.blue)
        #expect(firstPixel(asset.image(with: UITraitCollection(userInterfaceStyle: .light))) == TestPixel.red)
        let darkHigh = UITraitCollection { $0.userInterfaceStyle = .dark; $0.accessibilityContrast = .high }
        #expect(firstPixel(asset.image(with: darkHigh)) == TestPixel.green)
        // An unspecified style counts as light.
        #expect(firstPixel(asset.image(with: UITraitCollection())) == TestPixel.red)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)).imageAsset === asset)
    }

    @Test("registering for equal traits replaces; unregistering removes; nothing matching gives the least specific")
    func replaceAndUnregister() {
        let asset = UIImageAsset()
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        asset.register(solidImage(width: 1, height: 1, color: .red), with: dark)
        asset.register(solidImage(width: 1, height: 1, color: .blue), with: dark)
        #expect(firstPixel(asset.image(with: dark)) == TestPixel.blue)
        #expect(firstPixel(asset.image(with: UITraitCollection(userInterfaceStyle: .light))) == TestPixel.blue)
        asset.unregisterImage(with: dark)
        #expect(asset.image(with: dark).cgImage == nil)
    }
}
