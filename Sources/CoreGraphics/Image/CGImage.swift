import CCairo

/// How alpha is stored in a bitmap; raw values match CoreGraphics.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric = 1
    case relativeColorimetric = 2
    case perceptual = 3
    case saturation = 4
}

/// An immutable bitmap image.
///
/// Kumiki stores every image as 8-bit premultiplied ARGB in native byte order
/// (Cairo's `ARGB32`: B, G, R, A in memory on little-endian machines), sRGB.
/// `alphaInfo` reports `.premultipliedFirst` accordingly.
public final class CGImage: @unchecked Sendable {
    /// The Cairo image surface holding the pixels; never drawn into after creation.
    package let surface: OpaquePointer

    /// Takes ownership of `surface`, which must be an ARGB32 image surface.
    package init(adoptingSurface surface: OpaquePointer) {
        cairo_surface_flush(surface)
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Width in pixels.
    public var width: Int { Int(cairo_image_surface_get_width(surface)) }
    /// Height in pixels.
    public var height: Int { Int(cairo_image_surface_get_height(surface)) }
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    public var colorSpace: CGColorSpace? { .sRGBSpace }
    public var isMask: Bool { false }
    public var shouldInterpolate: Bool { true }
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }

    /// The raw pixel bytes (`height × bytesPerRow`, layout as described above).
    public var dataProvider: CGDataProvider? {
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        return CGDataProvider(data: Data(bytes: pixels, count: height * bytesPerRow))
    }

    /// The part of the image inside `rect` (pixels, integral), or nil when the
    /// rectangle misses the image.
    public func cropping(to rect: CGRect) -> CGImage? {
        let area = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        return CGImage(adoptingSurface: CGImage.copy(of: surface, x: Int(area.minX), y: Int(area.minY),
                                                     width: Int(area.width), height: Int(area.height)))
    }

    /// A copy of the pixels as a new ARGB32 surface the caller owns.
    package func copySurface() -> OpaquePointer {
        CGImage.copy(of: surface, x: 0, y: 0, width: width, height: height)
    }

    /// A new ARGB32 surface holding `width`×`height` pixels of `surface` from
    /// (`x`, `y`): how every image snapshot (a context's, a compositor's, a
    /// crop) is taken.
    package static func copy(of surface: OpaquePointer, x: Int, y: Int, width: Int, height: Int) -> OpaquePointer {
        cairo_surface_flush(surface)
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cairo = cairo_create(copy)!
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, surface, -CGFloat(x), -CGFloat(y))
        cairo_paint(cairo)
        cairo_destroy(cairo)
        return copy
    }
}

/// A container of bytes (CoreGraphics' `CGDataProvider`), holding `Data` where
/// Apple platforms hold `CFData`.
public final class CGDataProvider: @unchecked Sendable {
    public let data: Data?

    public init?(data: Data) {
        self.data = data
    }
}
