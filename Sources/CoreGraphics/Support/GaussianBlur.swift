import CCairo
import Foundation

/// A Gaussian blur, for shadows (`CGContext`'s and layers') and backdrop
/// blurs: a sampled kernel e^(−i²/2σ²) reaching 3σ (99.7 % of its weight),
/// normalized, applied across and then down by Pixman's separable convolution
/// filter (Cairo's own pixel library). Pixels outside the image count as
/// transparent.
package enum GaussianBlur {
    /// Kernel reach in pixels on each side of the center: ⌈3σ⌉, 0 for σ ≤ 0.
    package static func radius(sigma: Double) -> Int {
        sigma > 0 && sigma.isFinite ? Int((3 * sigma).rounded(.up)) : 0
    }

    /// The normalized weights from −radius to +radius ([1] without blur).
    package static func kernel(sigma: Double) -> [Double] {
        let reach = radius(sigma: sigma)
        guard reach > 0 else { return [1] }
        let raw = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let sum = raw.reduce(0, +)
        return raw.map { $0 / sum }
    }

    /// Blurs `surface` (a Cairo A8 image surface) in place with standard deviation
    /// `sigma` pixels. With `keeping`, only the pixels in that rectangle (surface pixels)
    /// come out blurred, the rest being left undefined: a blur whose reach is wider than
    /// the part of the result that is used then costs the used part only.
    package static func blur(a8 surface: OpaquePointer, sigma: Double,
                             keeping kept: (x: Int32, y: Int32, width: Int32, height: Int32)? = nil) {
        blur(surface, format: PIXMAN_a8, sigma: sigma, keeping: kept)
    }

    /// Blurs an ARGB32 (premultiplied) image surface in place, likewise.
    package static func blur(argb surface: OpaquePointer, sigma: Double) {
        blur(surface, format: PIXMAN_a8r8g8b8, sigma: sigma, keeping: nil)
    }

    private static func blur(_ surface: OpaquePointer, format: pixman_format_code_t, sigma: Double,
                             keeping kept: (x: Int32, y: Int32, width: Int32, height: Int32)?) {
        let kernel = kernel(sigma: sigma)
        guard kernel.count > 1 else { return }
        cairo_surface_flush(surface)
        let width = cairo_image_surface_get_width(surface)
        let height = cairo_image_surface_get_height(surface)
        let stride = cairo_image_surface_get_stride(surface)
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let x0 = max(0, kept?.x ?? 0), y0 = max(0, kept?.y ?? 0)
        let x1 = min(width, kept.map { $0.x + $0.width } ?? width)
        let y1 = min(height, kept.map { $0.y + $0.height } ?? height)
        guard x1 > x0, y1 > y0 else { return }
        let bits = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        // Pixman's convolution takes 16.16 fixed-point weights; the center absorbs
        // the rounding so that they sum to exactly one and flat areas keep their alpha.
        var fixed = kernel.map { pixman_fixed_t(($0 * 65536).rounded()) }
        fixed[kernel.count / 2] += 65536 - fixed.reduce(0, +)
        let span = pixman_fixed_t(kernel.count) << 16
        let one = pixman_fixed_t(1) << 16
        guard let source = pixman_image_create_bits(format, width, height, bits, stride),
              let rows = pixman_image_create_bits(format, width, height, nil, 0),
              let destination = pixman_image_create_bits(format, width, height, bits, stride) else { return }
        defer {
            pixman_image_unref(source)
            pixman_image_unref(rows)
            pixman_image_unref(destination)
        }
        let across = [span, one] + fixed
        let down = [one, span] + fixed
        _ = across.withUnsafeBufferPointer {
            pixman_image_set_filter(source, PIXMAN_FILTER_CONVOLUTION, $0.baseAddress, Int32($0.count))
        }
        // Across: the kept columns, on every row (the pass down reads them all).
        pixman_image_composite32(PIXMAN_OP_SRC, source, nil, rows, x0, 0, 0, 0, x0, 0, x1 - x0, height)
        _ = down.withUnsafeBufferPointer {
            pixman_image_set_filter(rows, PIXMAN_FILTER_CONVOLUTION, $0.baseAddress, Int32($0.count))
        }
        pixman_image_composite32(PIXMAN_OP_SRC, rows, nil, destination, x0, y0, 0, 0, x0, y0, x1 - x0, y1 - y0)
        cairo_surface_mark_dirty(surface)
    }
}
