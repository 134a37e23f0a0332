import CCairo
import Foundation

/// A Gaussian blur of an alpha mask, as Core Animation blurs shadows:
/// two passes (across, then down) of a sampled, normalized Gaussian kernel,
/// convolved by Pixman (Cairo's own pixel library).
enum GaussianBlur {
    /// How far the kernel reaches, in pixels: three standard deviations
    /// (99.7 % of the weight), rounded up; 0 for no blur.
    static func radius(sigma: Double) -> Int {
        sigma > 0 ? Int((3 * sigma).rounded(.up)) : 0
    }

    /// The kernel's weights from −radius to +radius: e^(−i²/2σ²), scaled to
    /// sum to 1. A single 1 for no blur.
    static func kernel(sigma: Double) -> [Double] {
        let r = radius(sigma: sigma)
        guard r > 0 else { return [1] }
        let weights = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        return weights.map { $0 / total }
    }

    /// Blurs an A8 image surface in place with standard deviation `sigma`
    /// (pixels). Pixels outside the surface count as transparent.
    static func blur(a8 surface: OpaquePointer, sigma: Double) {
        blur(surface, format: PIXMAN_a8, sigma: sigma)
    }

    /// Blurs an ARGB32 (premultiplied) image surface in place, likewise.
    static func blur(argb surface: OpaquePointer, sigma: Double) {
        blur(surface, format: PIXMAN_a8r8g8b8, sigma: sigma)
    }

    private static func blur(_ surface: OpaquePointer, format: pixman_format_code_t, sigma: Double) {
        let weights = kernel(sigma: sigma)
        guard weights.count > 1 else { return }
        cairo_surface_flush(surface)
        let width = cairo_image_surface_get_width(surface)
        let height = cairo_image_surface_get_height(surface)
        let stride = cairo_image_surface_get_stride(surface)
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        // 16.16 fixed-point weights whose sum is exactly one.
        var fixed = weights.map { pixman_fixed_t(($0 * 65536).rounded()) }
        fixed[fixed.count / 2] += 65536 - fixed.reduce(0, +)
        let size = pixman_fixed_t(weights.count) << 16
        guard let image = pixman_image_create_bits(format, width, height, pixels, stride),
              let across = pixman_image_create_bits(format, width, height, nil, 0),
              let target = pixman_image_create_bits(format, width, height, pixels, stride) else { return }
        defer {
            pixman_image_unref(image)
            pixman_image_unref(across)
            pixman_image_unref(target)
        }
        let horizontal = [size, 1 << 16] + fixed
        let vertical = [1 << 16, size] + fixed
        horizontal.withUnsafeBufferPointer {
            _ = pixman_image_set_filter(image, PIXMAN_FILTER_CONVOLUTION, $0.baseAddress, Int32($0.count))
        }
        pixman_image_composite32(PIXMAN_OP_SRC, image, nil, across, 0, 0, 0, 0, 0, 0, width, height)
        vertical.withUnsafeBufferPointer {
            _ = pixman_image_set_filter(across, PIXMAN_FILTER_CONVOLUTION, $0.baseAddress, Int32($0.count))
        }
        pixman_image_composite32(PIXMAN_OP_SRC, across, nil, target, 0, 0, 0, 0, 0, 0, width, height)
        cairo_surface_mark_dirty(surface)
    }
}
