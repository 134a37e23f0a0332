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

    /// The image named `name` in the main bundle; see `init(named:in:with:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, with: nil)
    }

    /// The image named `name` in `bundle` (the main bundle when nil), or nil.
    ///
    /// Looks first in the asset catalogs (`*.xcassets` folders, see
    /// `AssetCatalog`) at the top of the bundle's resources, then for loose files
    /// `name`, `name@2x`, `name@3x` with the extension `name` has, else with
    /// `.png`, `.jpg`, `.jpeg`, `.svg`, `.gif`, `.bmp` in that order. Among scales,
    /// UIKit's rule picks the screen's own, else the nearest larger, else the
    /// largest smaller. A catalog's `template-rendering-intent` sets the rendering
    /// mode. Loaded images are kept and shared, as UIKit caches named images.
    ///
    /// Kumiki has no `UITraitCollection` yet, so `init(named:in:compatibleWith:)`
    /// is absent; this iOS 13 form takes its place. `configuration` is stored on
    /// the image (`configuration`) and does not change how a bitmap loads.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        guard let image = UIImage.loadNamed(name, in: bundle ?? .main, screenScale: UIImage.currentScreenScale) else {
            return nil
        }
        self.init(sharing: configuration == nil ? image : image.copy { $0.configuration = configuration })
    }

    // MARK: Named images

    private static let namedCache = Mutex<[String: UIImage]>([:])

    private static func loadNamed(_ name: String, in bundle: Bundle, screenScale: CGFloat) -> UIImage? {
        guard !name.isEmpty else { return nil }
        let directory = (bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL
        let key = "\(directory.path)\u{0}\(name)\u{0}\(screenScale)"
        if let cached = namedCache.withLock({ $0[key] }) { return cached }
        var loaded: UIImage?
        for catalog in AssetCatalog.catalogs(in: directory) {
            guard let resolution = catalog.resolve(name, screenScale: screenScale),
                  let data = try? Data(contentsOf: resolution.file),
                  let image = ImageDecoder.decode(data, bitmapScale: resolution.scale ?? 1,
                                                  vectorScale: screenScale) else { continue }
            loaded = image.copy { $0.renderingMode = resolution.renderingMode }
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
