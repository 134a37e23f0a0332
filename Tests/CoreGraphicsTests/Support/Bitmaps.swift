import CoreGraphics

/// A transparent RGB bitmap context, as UIKit code creates one.
func makeContext(width: Int, height: Int) -> CGContext {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
}

extension CGContext {
    /// The current pixels (`makeImage()` never fails for Kumiki's bitmap contexts).
    var image: CGImage { makeImage()! }
}

extension CGImage {
    /// The pixel covering the unit square [x, x+1] × [y, y+1] of a bitmap context's
    /// default y-up user space: column x, row `height − 1 − y` counted from the top.
    func pixel(atUserX x: Int, y: Int) -> Pixel {
        pixel(atX: x, y: height - 1 - y)
    }
}

extension CGImage.Pixel {
    /// A pixel from fractional channels, each rounded to the nearest 8-bit step.
    init(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) {
        func byte(_ value: CGFloat) -> UInt8 { UInt8((value * 255).rounded()) }
        self.init(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
    }

    static let transparent = CGImage.Pixel(red: 0, green: 0, blue: 0, alpha: 0)
    static let opaqueRed = CGImage.Pixel(1, 0, 0)
    static let opaqueGreen = CGImage.Pixel(0, 1, 0)
    static let opaqueBlue = CGImage.Pixel(0, 0, 1)
    static let opaqueWhite = CGImage.Pixel(1, 1, 1)
    static let opaqueBlack = CGImage.Pixel(0, 0, 0)
}
