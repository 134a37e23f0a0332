/// The largest bitmaps Kumiki will allocate for decoded or rasterized images.
///
/// A file's header can declare any size: a 35-byte GIF can claim 20000×20000
/// pixels (1.6 GB once decoded). Apple's decoders are bounded by the device's
/// memory; Kumiki sets an explicit budget instead and refuses anything larger
/// before a single pixel is allocated (docs/COVERAGE.md, "Images").
package enum BitmapBudget {
    /// 64 Mi pixels (8192 × 8192, 256 MiB as ARGB32): more than any camera
    /// photo an iPhone takes (48 MP), far less than a decompression bomb.
    package static let maximumPixelCount = 1 << 26
    /// Cairo's image surfaces are at most 32767 pixels on a side.
    package static let maximumSide = 32767

    /// Whether a `width`×`height` bitmap fits the budget (and is not empty).
    package static func allows(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maximumSide && height <= maximumSide
            && width * height <= maximumPixelCount
    }

    /// Whether a bitmap measured in floating-point pixels (a vector image at a
    /// scale) fits the budget once rounded; false for NaN and infinities.
    package static func allows(width: Double, height: Double) -> Bool {
        guard width.isFinite, height.isFinite, width >= 0.5, height >= 0.5,
              width < Double(maximumSide) + 0.5, height < Double(maximumSide) + 0.5 else { return false }
        return allows(width: Int(width.rounded()), height: Int(height.rounded()))
    }
}
