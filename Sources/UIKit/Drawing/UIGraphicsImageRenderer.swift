import CoreGraphics

/// Settings for `UIGraphicsImageRenderer`.
public final class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point; defaults to the main screen's.
    public var scale: CGFloat
    /// An opaque renderer starts black instead of transparent.
    public var opaque: Bool = false

    public override init() {
        scale = UIScreen.mainScale
    }

    public static func `default`() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }
}

/// The context handed to a renderer's drawing closure.
public final class UIGraphicsImageRendererContext: NSObject {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far.
    public var currentImage: UIImage {
        UIImage(cgImage: cgContext.makeImage()!, scale: format.scale, orientation: .up)
    }

    public func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    public func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    public func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}

/// Draws images with UIKit drawing: the closure runs with a y-down context of the
/// renderer's size in points, which is also the current UIKit context.
public final class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` (its origin is the drawing's top left) with the
    /// default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext.flipped(size: bounds.size, scale: format.scale, opaque: format.opaque)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return UIImage(cgImage: context.makeImage()!, scale: format.scale, orientation: .up)
    }

    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The drawing as JPEG at `compressionQuality` (0…1), as UIImage's
    /// `jpegData(compressionQuality:)` encodes it.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat,
                         actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
