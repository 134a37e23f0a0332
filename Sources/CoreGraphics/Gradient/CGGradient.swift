import Foundation

/// Colors at locations along a gradient, drawn by `CGContext.drawLinearGradient`
/// and `drawRadialGradient`. Colors are kept as sRGB.
public final class CGGradient: @unchecked Sendable {
    /// Each stop: a location in 0…1 and a color.
    let stops: [(location: CGFloat, color: CGColor)]

    /// `colors` with `locations` (as many as colors; nil spreads them evenly
    /// from 0 to 1). nil for no colors, as Core Graphics answers. On Linux
    /// the colors are a Swift array (drop `as CFArray`: docs/PORTING.md).
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        stops = colors.enumerated().map { index, color in
            let location = locations.map { $0[index] }
                ?? (colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
            return (location, color)
        }
    }

    /// `count` colors given as consecutive components of `space` (gray and
    /// alpha, or red, green, blue and alpha), at `locations`.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let perColor = space.numberOfComponents + 1
        var colors: [CGColor] = []
        for index in 0..<count {
            let c = components + index * perColor
            colors.append(perColor == 2 ? CGColor(gray: c[0], alpha: c[1])
                                        : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        }
        stops = colors.enumerated().map { index, color in
            (locations.map { $0[index] } ?? (count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0), color)
        }
    }
}

/// Whether a gradient also fills before its start and after its end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
