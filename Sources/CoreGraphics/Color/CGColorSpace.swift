/// The color model of a `CGColorSpace`; raw values match CoreGraphics.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}

/// A color space. Kumiki knows the spaces UIKit code uses: sRGB (and the
/// extended-range sRGB that UIKit colors live in), Display P3 and gray.
///
/// Deviation: names are `String`s rather than `CFString`s, so
/// `CGColorSpace(name: CGColorSpace.sRGB)` compiles unchanged; an unknown name
/// returns nil, as CoreGraphics does.
public final class CGColorSpace: Equatable, Hashable, @unchecked Sendable {
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    /// The space's name, or nil for a device space.
    public let name: String?
    public let model: CGColorSpaceModel

    public init?(name: String) {
        switch name {
        case Self.sRGB, Self.extendedSRGB, Self.displayP3:
            model = .rgb
        case Self.genericGrayGamma2_2, Self.extendedGray:
            model = .monochrome
        default:
            return nil
        }
        self.name = name
    }

    fileprivate init(deviceModel: CGColorSpaceModel) {
        name = nil
        model = deviceModel
    }

    /// Color components excluding alpha: 3 for RGB spaces, 1 for gray.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// Whether components may leave 0…1 (UIKit colors are extended sRGB).
    public var isWideGamutRGB: Bool { name == Self.displayP3 || name == Self.extendedSRGB }

    package static let sRGBSpace = CGColorSpace(name: sRGB)!
    package static let extendedSRGBSpace = CGColorSpace(name: extendedSRGB)!
    package static let graySpace = CGColorSpace(name: genericGrayGamma2_2)!

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }
}

/// Device RGB; Kumiki renders device RGB as sRGB.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(deviceModel: .rgb)
}

public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(deviceModel: .monochrome)
}
