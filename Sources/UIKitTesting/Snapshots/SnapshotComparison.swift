import CoreGraphics

/// The pixel-by-pixel difference between a snapshot and its reference.
public struct SnapshotComparison: Sendable {
    /// Pixels whose channels differ by more than the tolerance.
    public let differingPixels: Int
    /// The largest channel difference found (0…255).
    public let largestDifference: Int
    /// Whether the two images have the same pixel size.
    public let sizesMatch: Bool

    public var matches: Bool { sizesMatch && differingPixels == 0 }

    /// Compares straight-alpha channels, so equal colors match whatever their
    /// premultiplied rounding. `tolerance` is per channel (0…255).
    public init(actual: CGImage, reference: CGImage, tolerance: Int = 0) {
        sizesMatch = actual.width == reference.width && actual.height == reference.height
        guard sizesMatch else {
            differingPixels = max(actual.width * actual.height, reference.width * reference.height)
            largestDifference = 255
            return
        }
        var count = 0
        var largest = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let difference = Self.difference(actual.pixel(atX: x, y: y), reference.pixel(atX: x, y: y))
                largest = max(largest, difference)
                if difference > tolerance { count += 1 }
            }
        }
        differingPixels = count
        largestDifference = largest
    }

    static func difference(_ a: CGImage.Pixel, _ b: CGImage.Pixel) -> Int {
        // Color channels of fully transparent pixels carry no information.
        if a.alpha == 0 && b.alpha == 0 { return 0 }
        return max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
                   abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
    }

    /// An image of the differences: differing pixels in solid red over a faint
    /// gray copy of the reference. Sizes that differ give the larger canvas.
    public static func diffImage(actual: CGImage, reference: CGImage, tolerance: Int = 0) -> CGImage {
        let width = max(actual.width, reference.width)
        let height = max(actual.height, reference.height)
        let context = CGContext(pixelWidth: width, pixelHeight: height)
        // Work in image rows: y down from the top.
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        for y in 0..<height {
            for x in 0..<width {
                let inActual = x < actual.width && y < actual.height
                let inReference = x < reference.width && y < reference.height
                if inActual && inReference {
                    let a = actual.pixel(atX: x, y: y)
                    let r = reference.pixel(atX: x, y: y)
                    if difference(a, r) > tolerance {
                        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
                    } else {
                        let gray = (CGFloat(r.red) + CGFloat(r.green) + CGFloat(r.blue)) / (3 * 255)
                        context.setFillColor(gray: 0.75 + 0.25 * gray, alpha: 1)
                    }
                } else {
                    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
                }
                context.fill(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return context.makeImage()!
    }
}
