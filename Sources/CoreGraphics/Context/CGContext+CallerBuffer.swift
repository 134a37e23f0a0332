import CCairo

/// Bitmap contexts over memory the caller owns (`CGContext(data:…)` with a
/// buffer): what is drawn is in the buffer after each drawing operation, in
/// the layout the bitmap info names, and the buffer's pixels are what drawing
/// starts from.
///
/// Cairo draws only in its own layout (32-bit premultiplied ARGB in native
/// byte order: B, G, R, A in memory here). A buffer in exactly that layout —
/// `premultipliedFirst` or `noneSkipFirst` with `byteOrder32Little` — is drawn
/// into directly. Any other supported layout (RGBA, ARGB or ABGR bytes,
/// premultiplied or with a skipped alpha byte; one-byte gray without alpha) is
/// drawn on a surface of Cairo's own and copied into the buffer, converted,
/// after every operation: correct whenever the caller reads, at the cost of a
/// pass over the buffer per operation.
struct CallerBuffer {
    /// Byte offsets of red, green, blue and alpha in a 4-byte pixel (alpha nil
    /// when the byte is skipped), or nil for one-byte gray.
    struct Layout: Equatable {
        var red = 0, green = 0, blue = 0
        var alpha: Int?
        var isGray = false

        var bytesPerPixel: Int { isGray ? 1 : 4 }

        /// Cairo's own layout on this machine (B, G, R, A on little-endian).
        static let cairoNative: Layout = {
            let probe: UInt32 = 0x0102_0304
            let littleEndian = withUnsafeBytes(of: probe) { $0[0] == 0x04 }
            return littleEndian ? Layout(red: 2, green: 1, blue: 0, alpha: 3) : Layout(red: 1, green: 2, blue: 3, alpha: 0)
        }()

        /// The layout `bitmapInfo` names in `space`, or nil for one Kumiki does
        /// not draw in (non-premultiplied alpha, float or 16-bit components,
        /// 24-bit RGB, gray with alpha).
        init?(model: CGColorSpaceModel, bitmapInfo: UInt32) {
            let info = CGBitmapInfo(rawValue: bitmapInfo)
            guard info.intersection(.floatInfoMask).isEmpty,
                  let alpha = CGImageAlphaInfo(rawValue: info.intersection(.alphaInfoMask).rawValue) else { return nil }
            let order = info.intersection(.byteOrderMask)
            if model == .monochrome {
                guard alpha == .none, order == .byteOrderDefault else { return nil }
                self.init(isGray: true)
                return
            }
            guard model == .rgb, order == .byteOrderDefault || order == .byteOrder32Big || order == .byteOrder32Little
            else { return nil }
            let little = order == .byteOrder32Little
            switch alpha {
            case .premultipliedFirst, .noneSkipFirst:
                // A, R, G, B as a 32-bit big-endian word.
                self = little ? Layout(red: 2, green: 1, blue: 0, alpha: 3) : Layout(red: 1, green: 2, blue: 3, alpha: 0)
            case .premultipliedLast, .noneSkipLast:
                // R, G, B, A as a 32-bit big-endian word.
                self = little ? Layout(red: 3, green: 2, blue: 1, alpha: 0) : Layout(red: 0, green: 1, blue: 2, alpha: 3)
            default:
                return nil
            }
            if alpha == .noneSkipFirst || alpha == .noneSkipLast {
                // The alpha byte is there but holds nothing: written opaque.
                skippedAlpha = self.alpha
                self.alpha = nil
            }
        }

        init(red: Int, green: Int, blue: Int, alpha: Int?) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        private init(isGray: Bool) {
            self.isGray = isGray
        }

        /// Where a skipped alpha byte sits (written 255).
        var skippedAlpha: Int?
    }

    let data: UnsafeMutableRawPointer
    let bytesPerRow: Int
    let layout: Layout
}

extension CGContext {
    /// Copies the buffer's pixels onto the drawing surface (when the context is made).
    func loadCallerBuffer() {
        guard let buffer = callerBuffer, let pixels = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let layout = buffer.layout
        for y in 0 ..< height {
            let source = buffer.data.advanced(by: y * buffer.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let row = UnsafeMutableRawPointer(pixels).advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0 ..< width {
                let pixel = source.advanced(by: x * layout.bytesPerPixel)
                let red, green, blue, alpha: UInt32
                if layout.isGray {
                    (red, green, blue, alpha) = (UInt32(pixel[0]), UInt32(pixel[0]), UInt32(pixel[0]), 255)
                } else {
                    red = UInt32(pixel[layout.red])
                    green = UInt32(pixel[layout.green])
                    blue = UInt32(pixel[layout.blue])
                    alpha = layout.alpha.map { UInt32(pixel[$0]) } ?? 255
                }
                row[x] = alpha << 24 | min(red, alpha) << 16 | min(green, alpha) << 8 | min(blue, alpha)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Copies what has been drawn into the caller's buffer, in its layout.
    /// Nothing to do for a context drawing straight into the buffer, or
    /// inside a transparency layer (its drawing reaches the surface when it ends).
    package func storeIntoCallerBuffer() {
        guard let buffer = callerBuffer, transparencyLayerDepth == 0,
              let pixels = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let layout = buffer.layout
        for y in 0 ..< height {
            let target = buffer.data.advanced(by: y * buffer.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let row = UnsafeMutableRawPointer(pixels).advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0 ..< width {
                let argb = row[x]
                let red = UInt8(truncatingIfNeeded: argb >> 16), green = UInt8(truncatingIfNeeded: argb >> 8)
                let blue = UInt8(truncatingIfNeeded: argb)
                let pixel = target.advanced(by: x * layout.bytesPerPixel)
                if layout.isGray {
                    // Rec. 601 luma of the premultiplied color (drawn over black).
                    let luma: Double = 0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)
                    pixel[0] = UInt8(luma.rounded())
                    continue
                }
                pixel[layout.red] = red
                pixel[layout.green] = green
                pixel[layout.blue] = blue
                if let alpha = layout.alpha { pixel[alpha] = UInt8(truncatingIfNeeded: argb >> 24) }
                if let skipped = layout.skippedAlpha { pixel[skipped] = 255 }
            }
        }
    }
}
