import CoreGraphics

/// An immutable image: a `CGImage` with a scale (pixels per point), an
/// orientation, and how it draws — rendering mode (template or original), a
/// tint color, cap insets for resizing, and for system symbols the symbol and
/// its configuration.
///
/// Loading (`init(named:)`, `init(data:)`, `init(contentsOfFile:)`) is in
/// UIImage+Loading.swift, drawing and the rendering variants in
/// UIImage+Rendering.swift, system symbols in UIImage+Symbols.swift.
public final class UIImage: NSObject, @unchecked Sendable {
    /// Raw values match UIKit.
    public enum Orientation: Int, Sendable {
        case up = 0
        case down = 1
        case left = 2
        case right = 3
        case upMirrored = 4
        case downMirrored = 5
        case leftMirrored = 6
        case rightMirrored = 7
    }

    /// How an image draws, beyond its pixels. Every `with…` method returns a copy
    /// of the image with one of these changed.
    struct Variant {
        var renderingMode = RenderingMode.automatic
        /// Set by `withTintColor`: the image always draws as its shape in this color.
        var tintColor: UIColor?
        var capInsets = UIEdgeInsets.zero
        var resizingMode = ResizingMode.tile
        /// Set by `resizableImage(…)`; zero insets still tile or stretch the whole image.
        var isResizable = false
        var configuration: Configuration?
        /// The system symbol this image was drawn from, if any.
        var symbol: SymbolSource?
        /// The asset this image is one variant of (see `imageAsset`).
        var asset: UIImageAsset?
    }

    public let cgImage: CGImage?
    public let scale: CGFloat
    public let imageOrientation: Orientation
    let variant: Variant

    /// An empty image: no pixels, size zero.
    public convenience override init() {
        self.init(cgImage: nil, scale: 1, orientation: .up, variant: Variant())
    }

    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up, variant: Variant())
    }

    /// - Parameter scale: pixels per point; zero or less counts as 1.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, variant: Variant())
    }

    init(cgImage: CGImage?, scale: CGFloat, orientation: Orientation, variant: Variant) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        imageOrientation = orientation
        self.variant = variant
    }

    /// Takes over another image's pixels and settings (for convenience
    /// initializers that find their image elsewhere, such as a cache).
    convenience init(sharing image: UIImage) {
        self.init(cgImage: image.cgImage, scale: image.scale, orientation: image.imageOrientation,
                  variant: image.variant)
    }

    /// A copy of this image with its drawing settings changed by `change`.
    func copy(_ change: (inout Variant) -> Void) -> UIImage {
        var variant = self.variant
        change(&variant)
        return UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, variant: variant)
    }

    /// The group of trait variants this image belongs to: an asset catalog
    /// image's set, or the `UIImageAsset` that returned it; nil for images
    /// made from data, files or drawing. Images derived with `with…` methods
    /// keep it.
    public var imageAsset: UIImageAsset? { variant.asset }

    /// Size in points, after orientation: left and right orientations swap width
    /// and height.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        let width = CGFloat(cgImage.width) / scale
        let height = CGFloat(cgImage.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: height, height: width)
        default: return CGSize(width: width, height: height)
        }
    }

    /// PNG of the image's pixels as stored (orientation is not applied; UIKit
    /// writes no orientation into PNGs either).
    public func pngData() -> Data? {
        cgImage?.pngData()
    }

    /// Maps the unit square (the stored pixels, y-down) onto `rect` so that the
    /// image appears upright.
    func orientationTransform(into rect: CGRect) -> CGAffineTransform {
        // In unit space, each orientation says where the stored pixels' axes go.
        let unit: CGAffineTransform
        switch imageOrientation {
        case .up: unit = .identity
        case .down: unit = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 1, ty: 1)
        case .left: unit = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 1)
        case .right: unit = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 1, ty: 0)
        case .upMirrored: unit = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0)
        case .downMirrored: unit = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1)
        case .leftMirrored: unit = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case .rightMirrored: unit = CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: 1, ty: 1)
        }
        return unit.concatenating(CGAffineTransform(a: rect.width, b: 0, c: 0, d: rect.height,
                                                    tx: rect.minX, ty: rect.minY))
    }
}
