import Foundation
import Synchronization

/// Colors from asset catalogs (`UIColor(named:)`).
extension UIColor {
    /// The color named `name` in the main bundle's asset catalogs; see
    /// `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The color set `name` from the asset catalogs (`*.xcassets` folders) at the
    /// top of `bundle`'s resources (the main bundle when nil), or nil when no
    /// catalog has it.
    ///
    /// The result is dynamic: it resolves to the set's light, dark and
    /// high-contrast variants by the traits it is resolved with (see
    /// `AssetCatalog.AppearanceMatch`). As Apple documents, `traitCollection`
    /// specifies the display gamut used to choose between a set's sRGB and
    /// Display P3 entries; when nil, each resolution uses its own traits' gamut
    /// (unspecified counts as sRGB). Two colors of the same set compare equal.
    ///
    /// A malformed set (unreadable JSON, unknown color space, missing or
    /// unreadable component) gives nil and logs one line naming its
    /// Contents.json to standard error; it never traps.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let directory = ((bundle ?? .main).resourceURL ?? (bundle ?? .main).bundleURL).standardizedFileURL
        guard let entries = UIColor.catalogEntries(named: name, in: directory) else { return nil }
        let gamut = traitCollection.map(\.displayGamut).flatMap { $0 == .unspecified ? nil : $0 }
        let fallback = entries.first(where: { $0.key.specificity == 0 })?.color ?? entries[0].color
        self.init(identity: "\(directory.path)\u{0}\(name)\u{0}\(gamut?.rawValue ?? -1)") { traits in
            let match = AssetCatalog.AppearanceMatch(traits: traits, gamut: gamut)
            guard let key = match.best(among: entries.map(\.key)) else { return fallback }
            return entries.first { $0.key == key }?.color ?? fallback
        }
    }

    /// Parsed color sets by folder and name (nil entries: malformed, already logged).
    private static let namedCache = Mutex<[String: [AssetCatalog.ColorSetEntry]?]>([:])

    private static func catalogEntries(named name: String, in directory: URL) -> [AssetCatalog.ColorSetEntry]? {
        guard !name.isEmpty else { return nil }
        let key = "\(directory.path)\u{0}\(name)"
        if let known = namedCache.withLock({ $0[key] }) { return known }
        var found: [AssetCatalog.ColorSetEntry]?
        for catalog in AssetCatalog.catalogs(in: directory) {
            do {
                guard let entries = try catalog.colorSetEntries(name) else { continue }
                found = entries
            } catch {
                let line = "UIKit: UIColor(named: \"\(name)\") is nil: \(error)\n"
                FileHandle.standardError.write(Data(line.utf8))
            }
            break
        }
        namedCache.withLock { $0[key] = .some(found) }
        return found
    }

    /// The system color an asset catalog's `reference` names (Xcode writes
    /// UIKit's Objective-C names: `systemBlueColor`, `labelColor`, …).
    static func catalogReference(_ name: String) -> UIColor? {
        let colors: [String: UIColor] = [
            "systemRedColor": .systemRed, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
            "systemGreenColor": .systemGreen, "systemMintColor": .systemMint, "systemTealColor": .systemTeal,
            "systemCyanColor": .systemCyan, "systemBlueColor": .systemBlue, "systemIndigoColor": .systemIndigo,
            "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink, "systemBrownColor": .systemBrown,
            "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
            "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
            "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
            "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText, "linkColor": .link,
            "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
            "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
            "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
            "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
            "tertiarySystemBackgroundColor": .tertiarySystemBackground,
            "systemGroupedBackgroundColor": .systemGroupedBackground,
            "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
            "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
            "blackColor": .black, "whiteColor": .white, "clearColor": .clear, "darkGrayColor": .darkGray,
            "lightGrayColor": .lightGray, "grayColor": .gray, "redColor": .red, "greenColor": .green,
            "blueColor": .blue, "cyanColor": .cyan, "yellowColor": .yellow, "magentaColor": .magenta,
            "orangeColor": .orange, "purpleColor": .purple, "brownColor": .brown, "lightTextColor": .lightText,
            "darkTextColor": .darkText, "tintColor": .tintColor,
        ]
        return colors[name]
    }
}
