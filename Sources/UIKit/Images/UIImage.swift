import CoreGraphics

/// An immutable image: a `CGImage` with a scale (pixels per point) and an
/// orientation. Loading by name, SVG, templates and symbols arrive with the
/// images issue.
public final class UIImage: @unchecked Sendable {
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

    public let cgImage: CGImage?
    public let scale: CGFloat
    public let imageOrientation: Orientation

    public init(cgImage: CGImage) {
        self.cgImage = cgImage
        scale = 1
        imageOrientation = .up
    }

    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        imageOrientation = orientation
    }

    /// Decodes PNG data; nil for anything else (more formats arrive with the
    /// images issue).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let provider = CGDataProvider(data: data),
              let image = CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true,
                                  intent: .defaultIntent) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// Size in points, after orientation: left and right orientations swap width
    /// and height.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        let width = CGFloat(cgImage.width) / scale
        let height = CGFloat(cgImage.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: height, width: width)
        default: return CGSize(width: width, height: height)
        }
    }

    /// PNG of the image's pixels as stored (orientation is not applied).
    public func pngData() -> Data? {
        cgImage?.pngData()
    }

    /// Draws the image, upright per its orientation, into `rect` of the current
    /// UIKit context (y-down).
    @MainActor
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.saveGState()
        context.concatenate(orientationTransform(into: rect))
        // CGContext.draw puts an image's first row at the top of its rect in y-up
        // space; flip once more so that row lands at the top in UIKit's y-down space.
        context.translateBy(x: 0, y: 1)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
    }

    /// Draws at `point` at the image's natural size.
    @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Maps the unit square (the stored pixels, y-down) onto `rect` so that the
    /// image appears upright.
    private func orientationTransform(into rect: CGRect) -> CGAffineTransform {
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

extension CGSize {
    fileprivate init(width: CGFloat, width height: CGFloat) {
        self.init(width: width, height: height)
    }
}
