import CCairo

/// Hooks for window hosts (SDLHost) that live outside UIKit.
extension CGImage {
    /// A copy of `height` rows of premultiplied ARGB32 pixels (native byte order,
    /// `bytesPerRow` bytes apart) — what a window host reads back from the window
    /// it shows (SDL's `ARGB8888` on little-endian machines).
    package static func copying(argb32Pixels pixels: UnsafeRawPointer, width: Int, height: Int,
                                bytesPerRow: Int) -> CGImage {
        precondition(width > 0 && height > 0 && bytesPerRow >= width * 4, "not an ARGB32 bitmap: \(width)×\(height), \(bytesPerRow) bytes per row")
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let destination = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        for row in 0..<height {
            (destination + row * stride).copyMemory(from: pixels + row * bytesPerRow, byteCount: width * 4)
        }
        cairo_surface_mark_dirty(surface)
        return CGImage(adoptingSurface: surface)
    }
}
