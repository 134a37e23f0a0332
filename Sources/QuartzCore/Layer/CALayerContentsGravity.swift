/// How `contents` is placed in the layer's bounds. As in Core Animation, the
/// vertical names follow a y-up axis: `top` is the bounds' maximum y, which on
/// screen is the bottom of a layer whose `contentsAreFlipped()` is true (every
/// view's layer), and the top of one in geometry-flipped coordinates. UIKit
/// maps `UIView.ContentMode.top` to `.bottom` for that reason.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// Where content of `size` (points) goes inside `bounds`.
    public func rect(forContentSize size: CGSize, in bounds: CGRect) -> CGRect {
        switch self {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let sx = bounds.width / size.width
            let sy = bounds.height / size.height
            let scale = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let fitted = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
                          width: fitted.width, height: fitted.height)
        default:
            let name = rawValue.lowercased()
            let x: CGFloat = name.hasSuffix("left") ? bounds.minX
                : name.hasSuffix("right") ? bounds.maxX - size.width
                : bounds.midX - size.width / 2
            let y: CGFloat = name.hasPrefix("bottom") ? bounds.minY
                : name.hasPrefix("top") ? bounds.maxY - size.height
                : bounds.midY - size.height / 2
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }
}

/// Which corners `cornerRadius` rounds (names in y-down layer space).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
