/// An immutable color: components in a color space plus alpha.
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    public let colorSpace: CGColorSpace?
    /// The color's components followed by alpha, as CoreGraphics reports them.
    public let components: [CGFloat]?
    /// For a pattern color, the image it tiles (UIKit's `UIColor(patternImage:)`),
    /// and how many of its pixels make one unit of the space it is drawn in.
    package let patternImage: CGImage?
    package let patternScale: CGFloat

    /// Gray and alpha, in the generic gray space.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = .graySpace
        components = [gray, alpha]
        patternImage = nil
        patternScale = 1
    }

    /// Red, green, blue and alpha (0…1) in sRGB.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = .sRGBSpace
        components = [red, green, blue, alpha]
        patternImage = nil
        patternScale = 1
    }

    /// Red, green, blue and alpha in sRGB (same as the plain form; CoreGraphics
    /// has both).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `components` must hold the space's components followed by alpha.
    public init?(colorSpace space: CGColorSpace, components pointer: UnsafePointer<CGFloat>) {
        guard space.model == .rgb || space.model == .monochrome else { return nil }
        colorSpace = space
        components = Array(UnsafeBufferPointer(start: pointer, count: space.numberOfComponents + 1))
        patternImage = nil
        patternScale = 1
    }

    package init(space: CGColorSpace, componentList: [CGFloat]) {
        colorSpace = space
        components = componentList
        patternImage = nil
        patternScale = 1
    }

    /// A colored pattern of `image` repeated from the origin of the space it
    /// is drawn in, `scale` image pixels to a unit; its one component is alpha.
    package init(patternImage image: CGImage, scale: CGFloat, alpha: CGFloat = 1) {
        colorSpace = nil
        components = [alpha]
        patternImage = image
        patternScale = scale > 0 && scale.isFinite ? scale : 1
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Components including alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }

    public var alpha: CGFloat { components?.last ?? 0 }

    /// The same color with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        if let patternImage { return CGColor(patternImage: patternImage, scale: patternScale, alpha: alpha) }
        guard var list = components, let space = colorSpace else { return nil }
        list[list.count - 1] = alpha
        return CGColor(space: space, componentList: list)
    }

    /// The color as straight-alpha sRGB red, green, blue, alpha, used for drawing.
    /// Gray maps to equal channels; Display P3 is converted through linear light.
    package var sRGBComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let list = components, let space = colorSpace else { return (0, 0, 0, 0) }
        if space.model == .monochrome {
            return (list[0], list[0], list[0], list[1])
        }
        if space.name == CGColorSpace.displayP3 {
            let converted = DisplayP3.toSRGB(red: list[0], green: list[1], blue: list[2])
            return (converted.red, converted.green, converted.blue, list[3])
        }
        return (list[0], list[1], list[2], list[3])
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components && lhs.patternImage === rhs.patternImage
            && lhs.patternScale == rhs.patternScale
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
        hasher.combine(patternImage.map(ObjectIdentifier.init))
    }
}

extension CGColor: CustomStringConvertible {
    public var description: String {
        let list = (components ?? []).map { String(format: "%.4g", Double($0)) }.joined(separator: " ")
        return "<CGColor \(colorSpace?.name ?? "device") [\(list)]>"
    }
}
