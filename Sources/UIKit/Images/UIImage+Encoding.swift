import CoreGraphics

/// Encoding images as JPEG (`pngData()` is in UIImage.swift).
extension UIImage {
    /// The image as JPEG (gdk-pixbuf's encoder, libjpeg underneath), or nil for an
    /// image without pixels.
    ///
    /// - Parameter compressionQuality: 0 (smallest) … 1 (best), clamped; mapped
    ///   linearly to libjpeg's quality 0…100.
    ///
    /// As in UIKit, the stored pixels are written with the orientation in EXIF
    /// (so `UIImage(data:)` reads it back), and JPEG having no alpha, transparent
    /// areas come out black (each pixel composited over black).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let cgImage else { return nil }
        let quality = Int((min(1, max(0, compressionQuality)) * 100).rounded())
        guard let jpeg = PixbufCodec.encodeJPEG(cgImage, quality: quality) else { return nil }
        return imageOrientation == .up ? jpeg : PixbufCodec.addingEXIFOrientation(imageOrientation, to: jpeg)
    }
}
