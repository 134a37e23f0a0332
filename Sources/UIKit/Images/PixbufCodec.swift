import CCairo
import CGdkPixbuf
import CoreGraphics

/// Bitmap formats other than PNG, through gdk-pixbuf: decoding JPEG, GIF (first
/// frame) and BMP, encoding JPEG. PNG goes through Cairo (`CGImage.decodePNG`).
///
/// Pixels cross between gdk-pixbuf's layout (R, G, B[, A] bytes, straight alpha)
/// and `CGImage`'s (premultiplied ARGB32 words, see `CGImage`).
enum PixbufCodec {
    /// A decoded bitmap with the orientation its metadata asked for.
    struct Decoded {
        let image: CGImage
        let orientation: UIImage.Orientation
    }

    /// Decodes `data` as the gdk-pixbuf format `type` ("jpeg", "gif", "bmp").
    /// Data cut short after a whole header gives what was decoded (the rest as
    /// the loader left it), as ImageIO does on iOS; nil when no image could be
    /// started at all.
    static func decode(_ data: Data, type: String) -> Decoded? {
        var error: UnsafeMutablePointer<GError>?
        guard let loader = gdk_pixbuf_loader_new_with_type(type, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let wrote = data.withUnsafeBytes { raw -> Bool in
            guard let base = raw.bindMemory(to: guchar.self).baseAddress else { return false }
            return gdk_pixbuf_loader_write(loader, base, gsize(raw.count), &error) != 0
        }
        if let error { g_error_free(error) }
        // A loader must always be closed; closing reports truncated images.
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeError) != 0
        if let closeError { g_error_free(closeError) }
        _ = (wrote, closed)  // errors after the header still leave a partial image
        guard let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader), let image = cgImage(from: pixbuf) else { return nil }
        return Decoded(image: image, orientation: orientation(of: pixbuf))
    }

    /// Copies an 8-bit RGB(A) pixbuf into a premultiplied ARGB32 `CGImage`.
    private static func cgImage(from pixbuf: OpaquePointer) -> CGImage? {
        let width = Int(gdk_pixbuf_get_width(pixbuf))
        let height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard width > 0, height > 0, gdk_pixbuf_get_bits_per_sample(pixbuf) == 8,
              channels == (hasAlpha ? 4 : 3), let source = gdk_pixbuf_read_pixels(pixbuf) else { return nil }
        let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let target = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let targetStride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = source.advanced(by: y * sourceStride)
            let out = UnsafeMutableRawPointer(target.advanced(by: y * targetStride))
                .assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = row.advanced(by: x * channels)
                let alpha = hasAlpha ? UInt32(pixel[3]) : 255
                // Premultiply with rounding: c · a / 255.
                func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
                out[x] = alpha << 24 | premultiplied(pixel[0]) << 16 | premultiplied(pixel[1]) << 8
                    | premultiplied(pixel[2])
            }
        }
        cairo_surface_mark_dirty(surface)
        return CGImage(adoptingSurface: surface)
    }

    /// The EXIF orientation gdk-pixbuf read from the file (its "orientation"
    /// option), as UIKit's orientation; `.up` when there is none.
    private static func orientation(of pixbuf: OpaquePointer) -> UIImage.Orientation {
        guard let option = gdk_pixbuf_get_option(pixbuf, "orientation"),
              let exif = Int(String(cString: option)) else { return .up }
        return UIImage.Orientation(exifOrientation: exif) ?? .up
    }

    /// JPEG bytes for `image` at `quality` (0…100, gdk-pixbuf's scale). JPEG has
    /// no alpha: each pixel is written composited over black, which is what its
    /// premultiplied components already are (UIKit's result too).
    static func encodeJPEG(_ image: CGImage, quality: Int) -> Data? {
        let width = image.width
        let height = image.height
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height)) else {
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let target = gdk_pixbuf_get_pixels(pixbuf)!
        let targetStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let source = cairo_image_surface_get_data(image.surface)!
        for y in 0..<height {
            let words = UnsafeRawPointer(source.advanced(by: y * image.bytesPerRow)).assumingMemoryBound(to: UInt32.self)
            let out = target.advanced(by: y * targetStride)
            for x in 0..<width {
                let word = words[x]
                out[x * 3] = UInt8((word >> 16) & 0xFF)
                out[x * 3 + 1] = UInt8((word >> 8) & 0xFF)
                out[x * 3 + 2] = UInt8(word & 0xFF)
            }
        }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        let saved = withCStringArray(["quality"]) { keys in
            withCStringArray(["\(min(100, max(0, quality)))"]) { values in
                gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", keys, values, &error) != 0
            }
        }
        if let error { g_error_free(error) }
        defer { g_free(buffer) }
        guard saved, let buffer else { return nil }
        return Data(bytes: buffer, count: Int(size))
    }

    /// Calls `body` with a NULL-terminated C array of the strings.
    private static func withCStringArray<Result>(_ strings: [String],
                                                 _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Result) -> Result {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    /// `jpeg` with an EXIF segment recording `orientation`, placed after the JFIF
    /// header (or right after the start-of-image marker when there is none), as
    /// cameras and UIKit write it.
    static func addingEXIFOrientation(_ orientation: UIImage.Orientation, to jpeg: Data) -> Data {
        let bytes = [UInt8](jpeg)
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return jpeg }
        var insertAt = 2
        if bytes[2] == 0xFF, bytes[3] == 0xE0, bytes.count > 6 {
            insertAt = 4 + (Int(bytes[4]) << 8 | Int(bytes[5]))
        }
        let value = UInt8(orientation.exifOrientation)
        // APP1: "Exif\0\0", a big-endian TIFF header, one IFD with one SHORT entry
        // (tag 0x0112 Orientation), no next IFD.
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0]
            + [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08]
            + [0x00, 0x01]
            + [0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, value, 0x00, 0x00]
            + [0x00, 0x00, 0x00, 0x00]
        let length = payload.count + 2
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return Data(bytes[..<insertAt] + segment + bytes[insertAt...])
    }
}

extension UIImage.Orientation {
    /// EXIF orientations 1…8 (TIFF tag 0x0112) as UIKit's orientations.
    init?(exifOrientation: Int) {
        switch exifOrientation {
        case 1: self = .up
        case 2: self = .upMirrored
        case 3: self = .down
        case 4: self = .downMirrored
        case 5: self = .leftMirrored
        case 6: self = .right
        case 7: self = .rightMirrored
        case 8: self = .left
        default: return nil
        }
    }

    /// The EXIF orientation (1…8) of this orientation.
    var exifOrientation: Int {
        switch self {
        case .up: 1
        case .upMirrored: 2
        case .down: 3
        case .downMirrored: 4
        case .leftMirrored: 5
        case .right: 6
        case .rightMirrored: 7
        case .left: 8
        }
    }
}
