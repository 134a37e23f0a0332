import CoreGraphics
import Synchronization

/// Loading images: from data, files, and by name from a bundle (loose files and
/// asset catalogs). Formats: PNG, JPEG (with its EXIF orientation), GIF (first
/// frame), BMP, and SVG — rasterized when loaded, at the main screen's scale,
/// keeping its natural size in points (Kumiki addition: UIKit reads SVG only
/// from asset catalogs). Damaged or unknown data gives nil, never a crash.
extension UIImage {
    /// Decodes an image file's bytes. Bitmaps get scale 1, as in UIKit; an SVG is
    /// rasterized at the main screen's scale and gets that scale.
    public convenience init?(data: Data) {
        guard let image = ImageDecoder.decode(data, bitmapScale: 1, vectorScale: UIImage.currentScreenScale) else {
            return nil
        }
        self.init(sharing: image)
    }

    /// Decodes an image file's bytes with `scale` pixels per point (zero or less
    /// counts as 1); an SVG is rasterized at `scale`.
    public convenience init?(data: Data, scale: CGFloat) {
        let scale = scale > 0 ? scale : 1
        guard let image = ImageDecoder.decode(data, bitmapScale: scale, vectorScale: scale) else { return nil }
        self.init(sharing: image)
    }

    /// Loads the file at `path`, not cached. As in UIKit, an `@2x`/`@3x` suffix
    /// in the file name sets the scale (no other files are looked for).
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path),
              let image = ImageDecoder.decode(data,
                                              bitmapScale: ImageDecoder.scale(fromFileName: (path as NSString).lastPathComponent),
                                              vectorScale: UIImage.currentScreenScale) else { return nil }
        self.init(sharing: image)
    }

    /// The image named `name` in the main bundle, for the current traits; see
    /// `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (the main bundle when nil) for
    /// `traitCollection` (`UITraitCollection.current` when nil), or nil.
    ///
    /// Looks first in the asset catalogs (`*.xcassets` folders, see
    /// `AssetCatalog`) at the top of the bundle's resources, then for loose files
    /// `name`, `name@2x`, `name@3x` with the extension `name` has, else with
    /// `.png`, `.jpg`, `.jpeg`, `.svg`, `.gif`, `.bmp` in that order. In a
    /// catalog, the image set's entry for the traits' appearance is chosen
    /// first — its `luminosity` `dark` entry for a dark style, `contrast` `high`
    /// for high contrast, else the "any" entry; an unspecified style counts as
    /// light — then, among that entry's scales, UIKit's rule picks the screen's
    /// own, else the nearest larger, else the largest smaller. (The screen's
    /// scale decides, not the traits' `displayScale`, so an image matches the
    /// pixels it is drawn into.) A catalog's `template-rendering-intent` sets the
    /// rendering mode. Catalog images carry their set as `imageAsset`, to load
    /// other appearances from. Loaded images are kept and shared, as UIKit caches
    /// named images.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let directory = UIImage.resourceDirectory(of: bundle ?? .main)
        guard let image = UIImage.loadNamed(name, in: directory, screenScale: UIImage.currentScreenScale,
                                            traits: traitCollection ?? UITraitCollection.current) else {
            return nil
        }
        self.init(sharing: image)
    }

    /// The image named `name` in `bundle` for the current traits, with
    /// `configuration` stored on it (`configuration`; it does not change how a
    /// bitmap loads). See `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        let directory = UIImage.resourceDirectory(of: bundle ?? .main)
        guard let image = UIImage.loadNamed(name, in: directory, screenScale: UIImage.currentScreenScale,
                                            traits: UITraitCollection.current) else {
            return nil
        }
        self.init(sharing: configuration == nil ? image : image.copy { $0.configuration = configuration })
    }

    // MARK: Named images

    private static let namedCache = Mutex<[String: UIImage]>([:])
    /// One asset per catalog image set, shared by all its loaded variants.
    private static let assetCache = Mutex<[String: UIImageAsset]>([:])

    private static func resourceDirectory(of bundle: Bundle) -> URL {
        (bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL
    }

    /// The image `name` from the catalogs in `directory` (else loose files
    /// there) for `traits`, cached per appearance and scale.
    static func loadNamed(_ name: String, in directory: URL, screenScale: CGFloat,
                          traits: UITraitCollection) -> UIImage? {
        guard !name.isEmpty else { return nil }
        let dark = traits.userInterfaceStyle == .dark
        let high = traits.accessibilityContrast == .high
        let key = "\(directory.path)\u{0}\(name)\u{0}\(screenScale)\u{0}\(dark)\u{0}\(high)"
        if let cached = namedCache.withLock({ $0[key] }) { return cached }
        var loaded: UIImage?
        for catalog in AssetCatalog.catalogs(in: directory) {
            guard let resolution = catalog.resolve(name, screenScale: screenScale, traits: traits),
                  let data = try? Data(contentsOf: resolution.file),
                  let image = ImageDecoder.decode(data, bitmapScale: resolution.scale ?? 1,
                                                  vectorScale: screenScale) else { continue }
            let asset = assetCache.withLock { assets in
                let assetKey = "\(directory.path)\u{0}\(name)"
                if let known = assets[assetKey] { return known }
                let made = UIImageAsset(catalogName: name, directory: directory)
                assets[assetKey] = made
                return made
            }
            loaded = image.copy {
                $0.renderingMode = resolution.renderingMode
                $0.asset = asset
            }
            break
        }
        if loaded == nil {
            loaded = looseFile(named: name, in: directory, screenScale: screenScale)
        }
        if let loaded { namedCache.withLock { $0[key] = loaded } }
        return loaded
    }

    /// Extensions tried, in order, for a name without one.
    private static let looseFileExtensions = ["png", "jpg", "jpeg", "svg", "gif", "bmp"]

    private static func looseFile(named name: String, in directory: URL, screenScale: CGFloat) -> UIImage? {
        let givenExtension = (name as NSString).pathExtension
        let hasKnownExtension = looseFileExtensions.contains(givenExtension.lowercased())
        let stem = hasKnownExtension ? (name as NSString).deletingPathExtension : name
        for fileExtension in hasKnownExtension ? [givenExtension] : looseFileExtensions {
            let variants = ["", "@2x", "@3x"].map { directory.appendingPathComponent("\(stem)\($0).\(fileExtension)") }
                .filter { FileManager.default.fileExists(atPath: $0.path) }
            let scales = variants.map { ImageDecoder.scale(fromFileName: $0.lastPathComponent) }
            guard let best = AssetCatalog.bestScale(among: scales, forScreenScale: screenScale),
                  let file = zip(variants, scales).first(where: { $0.1 == best })?.0,
                  let data = try? Data(contentsOf: file) else { continue }
            return ImageDecoder.decode(data, bitmapScale: best, vectorScale: screenScale)
        }
        return nil
    }

    /// The running app's screen scale, read from any thread (UIImage's loaders
    /// run on any thread, as in UIKit).
    static var currentScreenScale: CGFloat { UIScreen.mainScale }
}
