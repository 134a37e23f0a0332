import CCairo
import CoreGraphics
import Synchronization

/// System symbols: `UIImage(systemName:)` draws the Bootstrap icon that
/// `SystemSymbolTable` maps the SF Symbol name to.
///
/// A symbol image is a template (`.alwaysTemplate`): views fill its shape with
/// their tint color; drawn on its own it is black. It is as tall as its
/// configuration's point size (17 pt, the body size, by default) times the
/// scale's factor (see `SymbolConfiguration.heightFactor`), as wide as the
/// icon's aspect ratio makes it (Bootstrap icons are square), rasterized at the
/// main screen's scale. Weights thicken or thin the icon's strokes: see
/// `strokeAdjustment(for:)`. Deviation: SF Symbols' images carry alignment
/// insets and a baseline, and their widths vary per glyph; Kumiki's do not.
extension UIImage {
    /// What a symbol image was drawn from, to draw it again with another
    /// configuration.
    struct SymbolSource {
        let name: String
        let file: URL
        let configuration: SymbolConfiguration
    }

    /// The system symbol `name` with the default configuration, or nil for a name
    /// the symbol-name table does not have.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol `name` drawn per `configuration` (a
    /// `SymbolConfiguration`; other configurations draw the default), or nil for
    /// a name the symbol-name table does not have.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbolConfiguration = configuration as? SymbolConfiguration ?? .unspecified
        guard let image = UIImage.systemSymbol(named: name, configuration: symbolConfiguration,
                                               screenScale: UIImage.currentScreenScale) else { return nil }
        self.init(sharing: image)
    }

    /// Whether this image is a system symbol.
    public var isSymbolImage: Bool { variant.symbol != nil }

    /// A symbol image's configuration; nil for other images.
    public var symbolConfiguration: SymbolConfiguration? { variant.symbol?.configuration }

    /// The configuration the image was made or last configured with.
    public var configuration: Configuration? { variant.symbol?.configuration ?? variant.configuration }

    /// A copy with `configuration`: a symbol image is drawn again with it (a
    /// `SymbolConfiguration` replaces the current one); other images only carry
    /// it. Rendering mode and tint color are kept.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol = variant.symbol, let symbolConfiguration = configuration as? SymbolConfiguration else {
            return copy { $0.configuration = configuration }
        }
        return redrawnSymbol(symbol, configuration: symbolConfiguration)
    }

    /// A symbol image drawn again with `configuration`'s specified values on top
    /// of its own; nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol = variant.symbol else { return nil }
        return redrawnSymbol(symbol, configuration: symbol.configuration.applying(configuration))
    }

    /// This symbol drawn at `screenScale` pixels per point (self when it
    /// already is, or is not a symbol).
    func symbol(drawnAtScale screenScale: CGFloat) -> UIImage {
        guard let symbol = variant.symbol, screenScale > 0, screenScale != scale else { return self }
        return redrawnSymbol(symbol, configuration: symbol.configuration, screenScale: screenScale)
    }

    private func redrawnSymbol(_ symbol: SymbolSource, configuration: SymbolConfiguration,
                               screenScale: CGFloat = UIImage.currentScreenScale) -> UIImage {
        guard let drawn = UIImage.systemSymbol(named: symbol.name, configuration: configuration,
                                               screenScale: screenScale) else { return self }
        var variant = self.variant
        variant.symbol = drawn.variant.symbol
        return UIImage(cgImage: drawn.cgImage, scale: drawn.scale, orientation: .up, variant: variant)
    }

    // MARK: Drawing symbols

    /// Drawn symbols by name, configuration and screen scale; icon files by path.
    private static let symbolCache = Mutex<[String: CGImage]>([:])
    private static let iconFiles = Mutex<[String: Data]>([:])

    static func systemSymbol(named name: String, configuration: SymbolConfiguration,
                             screenScale: CGFloat) -> UIImage? {
        guard let file = SystemSymbolTable.file(forSymbolNamed: name) else { return nil }
        let height = configuration.resolvedHeight
        let weight = configuration.resolvedWeight
        let key = "\(name)\u{0}\(height)\u{0}\(weight.rawValue)\u{0}\(screenScale)"
        var image = symbolCache.withLock { $0[key] }
        if image == nil {
            image = drawSymbol(file: file, height: height, weight: weight, screenScale: screenScale)
            if let image { symbolCache.withLock { $0[key] = image } }
        }
        guard let image else { return nil }
        var variant = Variant()
        variant.renderingMode = .alwaysTemplate
        variant.symbol = SymbolSource(name: name, file: file, configuration: configuration)
        return UIImage(cgImage: image, scale: screenScale, orientation: .up, variant: variant)
    }

    private static func iconData(_ file: URL) -> Data? {
        if let known = iconFiles.withLock({ $0[file.path] }) { return known }
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        iconFiles.withLock { $0[file.path] = data }
        return data
    }

    /// Rasterizes the icon `height` points tall at `screenScale`, its strokes
    /// adjusted for `weight`.
    private static func drawSymbol(file: URL, height: CGFloat, weight: SymbolWeight,
                                   screenScale: CGFloat) -> CGImage? {
        guard let svg = iconData(file), let natural = SVGRasterizer.naturalSize(of: svg) else { return nil }
        let exactHeight = max(1, height * screenScale)
        let exactWidth = max(1, height * natural.width / natural.height * screenScale)
        guard BitmapBudget.allows(width: exactWidth, height: exactHeight) else { return nil }
        let pixelHeight = Int(exactHeight.rounded())
        let pixelWidth = Int(exactWidth.rounded())
        let adjustment = strokeAdjustment(for: weight)
        if adjustment == 0 {
            return SVGRasterizer.rasterize(svg, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        }
        if adjustment > 0 {
            // Heavier: stroke every outline in the fill color, widening each stem
            // by the stroke width (half on each side).
            let heavier = styled(svg, css: "* { stroke: #000; stroke-width: \(adjustment)px; stroke-linejoin: round; }")
            return SVGRasterizer.rasterize(heavier, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        }
        // Lighter: cut the outlines' strokes out of the filled icon.
        let outline = styled(svg, css: "* { fill: none !important; stroke: #000 !important; "
                             + "stroke-width: \(-adjustment)px !important; stroke-linejoin: round; }")
        guard let filled = SVGRasterizer.rasterize(svg, pixelWidth: pixelWidth, pixelHeight: pixelHeight),
              let cut = SVGRasterizer.rasterize(outline, pixelWidth: pixelWidth, pixelHeight: pixelHeight) else {
            return nil
        }
        let surface = filled.copySurface()
        let cairo = cairo_create(surface)!
        cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_OUT)
        cairo_set_source_surface(cairo, cut.surface, 0, 0)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        return CGImage(adoptingSurface: surface)
    }

    /// How much wider (positive) or narrower (negative) a weight makes the
    /// icon's stems, in the icon's 16-unit grid.
    ///
    /// Derivation: Bootstrap icons are drawn with 1-unit stems at one weight,
    /// taken as regular (OpenType class 400); a font's stem width grows roughly
    /// in proportion to its weight class, and a symbol weight's class is its
    /// raw value × 100. So a stem of weight w is (100·w / 400) units wide, and
    /// the change is w/4 − 1 units: −0.75 for ultralight … +1.25 for black.
    static func strokeAdjustment(for weight: SymbolWeight) -> CGFloat {
        let resolved = weight == .unspecified ? SymbolWeight.regular : weight
        return CGFloat(resolved.rawValue) / 4 - 1
    }

    /// `svg` with a style sheet inserted right after its root tag. Author style
    /// rules override presentation attributes such as `fill="currentColor"`.
    private static func styled(_ svg: Data, css: String) -> Data {
        let text = String(decoding: svg, as: UTF8.self)
        guard let root = text.range(of: "<svg"),
              let end = text.range(of: ">", range: root.upperBound..<text.endIndex) else { return svg }
        var styledText = text
        styledText.insert(contentsOf: "<style>\(css)</style>", at: end.upperBound)
        return Data(styledText.utf8)
    }
}
