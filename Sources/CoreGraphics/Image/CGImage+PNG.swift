import CCairo

/// Bytes flowing in or out of Cairo's PNG stream callbacks.
private final class PNGStream {
    var bytes: [UInt8]
    var readOffset = 0

    init(bytes: [UInt8] = []) {
        self.bytes = bytes
    }
}

extension CGImage {
    /// Decodes PNG bytes (Cairo's PNG reader, libpng underneath); nil when the
    /// bytes are not a PNG. Matches CoreGraphics'
    /// `CGImage(pngDataProviderSource:decode:shouldInterpolate:intent:)`; `decode`,
    /// `shouldInterpolate` and `intent` are accepted and ignored, as they only
    /// affect color-managed drawing that Kumiki does not do.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let data = source.data, let surface = CGImage.decodePNG(data) else { return nil }
        self.init(adoptingSurface: surface)
    }

    /// The image encoded as PNG (straight alpha, 8 bits per channel).
    /// Kumiki addition: Apple platforms encode through ImageIO.
    public func pngData() -> Data? {
        let stream = PNGStream()
        let context = Unmanaged.passUnretained(stream).toOpaque()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            let stream = Unmanaged<PNGStream>.fromOpaque(closure!).takeUnretainedValue()
            stream.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, context)
        return status == CAIRO_STATUS_SUCCESS ? Data(stream.bytes) : nil
    }

    /// An ARGB32 surface from PNG bytes, or nil (also when the header declares
    /// more pixels than `BitmapBudget` allows).
    package static func decodePNG(_ data: Data) -> OpaquePointer? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count > signature.count, Array(data.prefix(signature.count)) == signature else { return nil }
        guard let size = pngPixelSize(data), BitmapBudget.allows(width: size.width, height: size.height) else {
            return nil
        }
        let stream = PNGStream(bytes: Array(data))
        let context = Unmanaged.passUnretained(stream).toOpaque()
        let decoded = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            let stream = Unmanaged<PNGStream>.fromOpaque(closure!).takeUnretainedValue()
            let count = Int(length)
            guard stream.readOffset + count <= stream.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            stream.bytes.withUnsafeBufferPointer { source in
                buffer!.update(from: source.baseAddress!.advanced(by: stream.readOffset), count: count)
            }
            stream.readOffset += count
            return CAIRO_STATUS_SUCCESS
        }, context)
        guard let surface = decoded, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if let decoded { cairo_surface_destroy(decoded) }
            return nil
        }
        // Opaque PNGs decode as RGB24; normalize to ARGB32 so every image shares a layout.
        if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 { return surface }
        let normalized = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface),
                                                    cairo_image_surface_get_height(surface))!
        let cairo = cairo_create(normalized)!
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
        return normalized
    }

    /// The width and height in an IHDR chunk right after the signature (bytes
    /// 16…23, big-endian), as the PNG specification places it.
    package static func pngPixelSize(_ data: Data) -> (width: Int, height: Int)? {
        let header = [UInt8](data.prefix(24))
        guard header.count == 24, Array(header[12..<16]) == Array("IHDR".utf8) else { return nil }
        func bigEndian(_ offset: Int) -> Int {
            header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (bigEndian(16), bigEndian(20))
    }
}
