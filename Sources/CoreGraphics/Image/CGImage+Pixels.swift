import CCairo

extension CGImage {
    /// One pixel with straight (un-premultiplied) 8-bit components.
    ///
    /// Kumiki addition for tests and tools; on Apple platforms the same numbers
    /// come from reading `dataProvider?.data`.
    public struct Pixel: Equatable, Hashable, Sendable, CustomStringConvertible {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8
        public var alpha: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    /// The pixel at column `x`, row `y` (row 0 is the top of the image).
    /// Stops on coordinates outside the image.
    public func pixel(atX x: Int, y: Int) -> Pixel {
        precondition(x >= 0 && x < width && y >= 0 && y < height,
                     "pixel (\(x), \(y)) is outside the \(width)×\(height) image")
        let word = cairo_image_surface_get_data(surface)!
            .advanced(by: y * bytesPerRow + x * 4)
            .withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let alpha = UInt8(word >> 24)
        func straight(_ shift: UInt32) -> UInt8 {
            let premultiplied = (word >> shift) & 0xFF
            guard alpha > 0 else { return 0 }
            return UInt8(min(255, (premultiplied * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
        }
        return Pixel(red: straight(16), green: straight(8), blue: straight(0), alpha: alpha)
    }
}

/// Images from foreign frame buffers (window hosts read back what they show).
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
