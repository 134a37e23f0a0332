import CoreGraphics

/// Recognizes an image file by its first bytes and decodes it: PNG through
/// Cairo, JPEG, GIF and BMP through gdk-pixbuf, SVG through librsvg. Anything
/// else gives nil, and so does a file that declares more pixels than
/// `BitmapBudget` allows (checked in its header before decoding). A truncated
/// JPEG, GIF or BMP whose header is whole gives what could be decoded, as on
/// iOS; a damaged PNG gives nil.
enum ImageDecoder {
    enum Format: Equatable {
        case png, jpeg, gif, bmp, svg
    }

    /// The format `data` starts like, or nil.
    static func format(of data: Data) -> Format? {
        let head = [UInt8](data.prefix(8))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if head.starts(with: Array("GIF87a".utf8)) || head.starts(with: Array("GIF89a".utf8)) { return .gif }
        if head.starts(with: Array("BM".utf8)), data.count > 26 { return .bmp }
        if SVGRasterizer.isSVG(data) { return .svg }
        return nil
    }

    /// The decoded image. Bitmaps get `bitmapScale` pixels per point and the
    /// orientation their EXIF data records; an SVG is rasterized at `vectorScale`
    /// pixels per point, keeping its natural size in points.
    static func decode(_ data: Data, bitmapScale: CGFloat, vectorScale: CGFloat) -> UIImage? {
        guard let format = format(of: data) else { return nil }
        if format != .svg {
            guard let size = declaredPixelSize(of: data, format: format),
                  BitmapBudget.allows(width: size.width, height: size.height) else { return nil }
        }
        switch format {
        case .png:
            guard let surface = CGImage.decodePNG(data) else { return nil }
            return UIImage(cgImage: CGImage(adoptingSurface: surface), scale: bitmapScale, orientation: .up)
        case .jpeg: return bitmap(data, type: "jpeg", scale: bitmapScale)
        case .gif: return bitmap(data, type: "gif", scale: bitmapScale)
        case .bmp: return bitmap(data, type: "bmp", scale: bitmapScale)
        case .svg:
            guard let image = SVGRasterizer.rasterize(data, scale: vectorScale) else { return nil }
            return UIImage(cgImage: image, scale: vectorScale, orientation: .up)
        }
    }

    private static func bitmap(_ data: Data, type: String, scale: CGFloat) -> UIImage? {
        guard let decoded = PixbufCodec.decode(data, type: type) else { return nil }
        return UIImage(cgImage: decoded.image, scale: scale, orientation: decoded.orientation)
    }

    /// The scale a file name states with an `@2x`/`@3x` suffix before its
    /// extension (`icon@2x.png`, `icon@3x~iphone.png`), else 1.
    static func scale(fromFileName fileName: String) -> CGFloat {
        let stem = (fileName as NSString).deletingPathExtension
        let withoutDevice = stem.split(separator: "~", maxSplits: 1).first.map(String.init) ?? stem
        guard let at = withoutDevice.lastIndex(of: "@"), withoutDevice.hasSuffix("x"),
              let value = Int(withoutDevice[withoutDevice.index(after: at)..<withoutDevice.index(before: withoutDevice.endIndex)]),
              value > 0 else { return 1 }
        return CGFloat(value)
    }
}
