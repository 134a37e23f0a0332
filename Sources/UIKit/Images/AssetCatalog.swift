import CoreGraphics
import Synchronization

/// An Xcode asset catalog (`*.xcassets` folder) read as it is, at run time:
/// Kumiki has no `actool`, so where an iOS app ships a compiled `Assets.car`,
/// a Kumiki app ships the catalog folder among its resources.
///
/// Image sets (`<name>.imageset/Contents.json`) are found anywhere in the
/// catalog; a folder whose Contents.json sets `provides-namespace` prefixes the
/// names inside it (`Icons/star`), as in Xcode. Within a set, entries for the
/// `universal` idiom are used (else `iphone` ones); an entry's `appearances`
/// (`luminosity` light/dark, `contrast` high) say which traits it is for (see
/// `resolve(_:screenScale:traits:)`); PDF files are skipped (Kumiki has no PDF
/// renderer). Color sets (`<name>.colorset`) are read by AssetCatalog+Colors.swift;
/// data, app-icon and symbol sets are ignored.
struct AssetCatalog: Sendable {
    /// What an image set resolves to for one screen scale.
    struct Resolution: Equatable {
        let file: URL
        /// The entry's scale; nil for a single-scale entry.
        let scale: CGFloat?
        let renderingMode: UIImage.RenderingMode
    }

    /// The catalog folder.
    let url: URL
    /// Image set folders by asset name.
    let imageSets: [String: URL]
    /// Color set folders by asset name.
    let colorSets: [String: URL]

    init(url: URL) {
        self.url = url
        var sets = Sets()
        AssetCatalog.collectSets(in: url, prefix: "", into: &sets)
        imageSets = sets.images
        colorSets = sets.colors
    }

    /// The named sets found while walking a catalog.
    private struct Sets {
        var images: [String: URL] = [:]
        var colors: [String: URL] = [:]
    }

    /// The catalogs directly inside `directory`, in name order (read once per
    /// folder and kept, as UIKit keeps its compiled catalogs).
    static func catalogs(in directory: URL) -> [AssetCatalog] {
        let key = directory.standardizedFileURL.path
        if let known = catalogCache.withLock({ $0[key] }) { return known }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let catalogs = names.filter { $0.hasSuffix(".xcassets") }.sorted()
            .map { AssetCatalog(url: directory.appendingPathComponent($0, isDirectory: true)) }
        catalogCache.withLock { $0[key] = catalogs }
        return catalogs
    }

    private static let catalogCache = Mutex<[String: [AssetCatalog]]>([:])

    private static func collectSets(in folder: URL, prefix: String, into sets: inout Sets) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
        for name in names {
            let child = folder.appendingPathComponent(name, isDirectory: true)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory),
                  isDirectory.boolValue else { continue }
            if name.hasSuffix(".imageset") {
                let assetName = prefix + String(name.dropLast(".imageset".count))
                if sets.images[assetName] == nil { sets.images[assetName] = child }
            } else if name.hasSuffix(".colorset") {
                let assetName = prefix + String(name.dropLast(".colorset".count))
                if sets.colors[assetName] == nil { sets.colors[assetName] = child }
            } else if !name.contains(".") {
                // A group folder; it may provide a namespace.
                let contents = try? Data(contentsOf: child.appendingPathComponent("Contents.json"))
                let group = contents.flatMap { try? JSONDecoder().decode(GroupContents.self, from: $0) }
                let namespaced = group?.properties?.providesNamespace == true
                collectSets(in: child, prefix: namespaced ? prefix + name + "/" : prefix, into: &sets)
            }
        }
    }

    /// The file to load for the image set `name` on a screen of `screenScale`
    /// for `traits`, or nil when the catalog has no such set or the set no
    /// usable file.
    ///
    /// Among the entries of the idiom, the appearance is chosen first (see
    /// `AppearanceMatch`), then the scale among that appearance's entries; nil
    /// `traits` means the light appearance at normal contrast.
    func resolve(_ name: String, screenScale: CGFloat, traits: UITraitCollection? = nil) -> Resolution? {
        guard let folder = imageSets[name],
              let json = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let contents = try? JSONDecoder().decode(ImageSetContents.self, from: json) else { return nil }
        let usable = (contents.images ?? []).filter { entry in
            guard let file = entry.filename, !file.lowercased().hasSuffix(".pdf") else { return false }
            return true
        }
        let universal = usable.filter { ($0.idiom ?? "universal") == "universal" }
        let ofIdiom = universal.isEmpty ? usable.filter { $0.idiom == "iphone" } : universal
        let match = AppearanceMatch(traits: traits)
        guard let appearance = match.best(among: ofIdiom.map { AppearanceMatch.Key($0.appearances) }) else {
            return nil
        }
        let candidates = ofIdiom.filter { AppearanceMatch.Key($0.appearances) == appearance }
        let renderingMode: UIImage.RenderingMode = switch contents.properties?.templateRenderingIntent {
        case "template": .alwaysTemplate
        case "original": .alwaysOriginal
        default: .automatic
        }
        let scaled = candidates.compactMap { entry in entry.scaleValue.map { (entry, $0) } }
        if let best = AssetCatalog.bestScale(among: scaled.map(\.1), forScreenScale: screenScale),
           let entry = scaled.first(where: { $0.1 == best })?.0 {
            return Resolution(file: folder.appendingPathComponent(entry.filename!), scale: best,
                              renderingMode: renderingMode)
        }
        guard let single = candidates.first(where: { $0.scale == nil }) else { return nil }
        return Resolution(file: folder.appendingPathComponent(single.filename!), scale: nil,
                          renderingMode: renderingMode)
    }

    /// UIKit's choice among an image's scales for a screen: the exact scale, else
    /// the smallest larger one (downsampling keeps detail), else the largest
    /// smaller one.
    static func bestScale(among scales: [CGFloat], forScreenScale screenScale: CGFloat) -> CGFloat? {
        if let atLeast = scales.filter({ $0 >= screenScale }).min() { return atLeast }
        return scales.max()
    }

    // MARK: Contents.json

    /// One `appearances` item: `luminosity` (`light`, `dark`, `any`) or
    /// `contrast` (`high`).
    struct Appearance: Decodable, Equatable {
        let appearance: String
        let value: String
    }

    struct ImageSetContents: Decodable {
        struct Entry: Decodable {
            let filename: String?
            let idiom: String?
            /// "1x", "2x", "3x"; absent for single-scale (and vector) entries.
            let scale: String?
            let appearances: [Appearance]?

            var scaleValue: CGFloat? {
                guard let scale, scale.hasSuffix("x"), let value = Double(scale.dropLast()), value > 0 else {
                    return nil
                }
                return CGFloat(value)
            }
        }

        struct Properties: Decodable {
            let templateRenderingIntent: String?

            enum CodingKeys: String, CodingKey {
                case templateRenderingIntent = "template-rendering-intent"
            }
        }

        let images: [Entry]?
        let properties: Properties?
    }

    struct GroupContents: Decodable {
        struct Properties: Decodable {
            let providesNamespace: Bool?

            enum CodingKeys: String, CodingKey {
                case providesNamespace = "provides-namespace"
            }
        }

        let properties: Properties?
    }
}
