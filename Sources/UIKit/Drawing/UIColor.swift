import CoreGraphics

/// An immutable color, fixed or dynamic.
///
/// A fixed color's components live in extended sRGB (values may leave 0…1 for
/// wide-gamut colors), except colors made from Display P3, gray or a `CGColor`,
/// which keep their space. A dynamic color (`init(dynamicProvider:)`, every
/// system and semantic color, asset-catalog colors) has no components of its
/// own: it answers a fixed color for a trait collection
/// (`resolvedColor(with:)`), and everything that needs components — `cgColor`,
/// the `get…` methods, `set…`, `description` — resolves it with
/// `UITraitCollection.current`, as UIKit does. Resolution and the system colors' tables live
/// in UIColor+Dynamic.swift, asset-catalog colors in UIColor+Named.swift.
public final class UIColor: NSObject, @unchecked Sendable {
    /// What the color is: components, or a rule that picks components by traits.
    /// `@unchecked Sendable`: a provider is not `@Sendable` in UIKit's API, and
    /// UIKit calls it on whatever thread resolves the color, as Kumiki does.
    enum Storage {
        case fixed(CGColor)
        case dynamic((UITraitCollection) -> UIColor)
    }

    let storage: Storage
    /// For dynamic colors that stand for a named thing (an asset-catalog color:
    /// its folder and name) or derive from another dynamic color (an alpha
    /// change), what makes two of them equal; nil otherwise.
    let dynamicIdentity: String?
    /// The dynamic color an alpha-changed dynamic color was made from, so that a
    /// second alpha change replaces the first instead of stacking.
    private let alphaBase: UIColor?

    /// The color's components for Core Graphics. A fixed color's is stored; a
    /// dynamic color's is resolved afresh with `UITraitCollection.current` on
    /// every read (keep the result only as long as the traits hold).
    public var cgColor: CGColor {
        switch storage {
        case .fixed(let color): color
        case .dynamic: resolvedColor(with: UITraitCollection.current).cgColor
        }
    }

    public init(cgColor: CGColor) {
        storage = .fixed(cgColor)
        dynamicIdentity = nil
        alphaBase = nil
        super.init()
    }

    /// A color that asks `dynamicProvider` for its value whenever it is resolved
    /// (drawing, `cgColor`, `resolvedColor(with:)`). The provider should be
    /// cheap and answer the same color for the same traits; it may return
    /// another dynamic color, which is resolved in turn.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
        dynamicIdentity = nil
        alphaBase = nil
        super.init()
    }

    /// A dynamic color equal to every other with the same `identity`.
    init(identity: String, alphaBase: UIColor? = nil, dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
        dynamicIdentity = identity
        self.alphaBase = alphaBase
        super.init()
    }

    /// What identifies a dynamic color for equality: its identity, else the
    /// object itself.
    private var identityKey: String {
        dynamicIdentity ?? "#\(UInt(bitPattern: ObjectIdentifier(self).hashValue))"
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(space: .graySpace, componentList: [white, alpha]))
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(space: .extendedSRGBSpace, componentList: [red, green, blue, alpha]))
    }

    /// Hue, saturation and brightness in 0…1 (hue 1 is a full turn), converted to RGB.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = HSB.toRGB(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let space = CGColorSpace(name: CGColorSpace.displayP3)!
        self.init(cgColor: CGColor(space: space, componentList: [red, green, blue, alpha]))
    }

    /// The color with `alpha` replacing its alpha. For a dynamic color, a dynamic
    /// color whose every resolution gets `alpha`; two such colors made from the
    /// same dynamic color with the same alpha are equal (as UIKit's are), and
    /// changing the alpha again starts from the original color.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .fixed(let color):
            return UIColor(cgColor: color.copy(alpha: alpha) ?? color)
        case .dynamic:
            let base = alphaBase ?? self
            return UIColor(identity: "\(base.identityKey) alpha \(alpha)", alphaBase: base) { traits in
                base.resolvedColor(with: traits).withAlphaComponent(alpha)
            }
        }
    }

    /// sRGB components (gray expands to equal channels; Display P3 converts).
    /// Writes through the non-nil pointers and returns true, as UIKit does for every
    /// color it can express in RGB. A dynamic color answers for the current traits.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        // A pattern has no components to give, as in UIKit.
        guard cgColor.patternImage == nil else { return false }
        let c = cgColor.sRGBComponents
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// White and alpha; only gray colors answer (false for RGB colors, as in UIKit).
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = cgColor
        guard color.colorSpace?.model == .monochrome, let list = color.components else { return false }
        white?.pointee = list[0]
        alpha?.pointee = list[1]
        return true
    }

    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.sRGBComponents
        let hsb = HSB.fromRGB(red: c.red, green: c.green, blue: c.blue)
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = c.alpha
        return true
    }

    /// Sets this color as the current context's fill and stroke color (a dynamic
    /// color resolved once, for the current traits).
    public func set() {
        let color = cgColor
        UIGraphicsGetCurrentContext()?.setFillColor(color)
        UIGraphicsGetCurrentContext()?.setStrokeColor(color)
    }

    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Fixed colors are equal when their components and spaces are; a dynamic
    /// color equals only itself (UIKit cannot compare providers either), so
    /// `UIColor.systemBlue == .systemBlue` but two colors made by the same
    /// provider code differ. Asset-catalog colors of the same name in the same
    /// bundle are equal, as in UIKit.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        switch (storage, other.storage) {
        case (.fixed(let mine), .fixed(let theirs)): return mine == theirs
        case (.dynamic, .dynamic):
            if let mine = dynamicIdentity, let theirs = other.dynamicIdentity { return mine == theirs }
            return self === other
        default: return false
        }
    }

    public override var hash: Int {
        switch storage {
        case .fixed(let color): color.hashValue
        case .dynamic: dynamicIdentity?.hashValue ?? ObjectIdentifier(self).hashValue
        }
    }

    public override var description: String {
        let c = cgColor.sRGBComponents
        return String(format: "UIColor(red: %.3f, green: %.3f, blue: %.3f, alpha: %.3f)",
                      Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }
}

/// Hue/saturation/brightness ⇄ RGB (the hexcone model UIKit uses; hue in 0…1).
enum HSB {
    static func toRGB(hue: CGFloat, saturation: CGFloat, brightness: CGFloat)
        -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    static func fromRGB(red: CGFloat, green: CGFloat, blue: CGFloat)
        -> (hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
        let maxValue = max(red, green, blue)
        let minValue = min(red, green, blue)
        let delta = maxValue - minValue
        let saturation = maxValue == 0 ? 0 : delta / maxValue
        guard delta > 0 else { return (0, saturation, maxValue) }
        var hue: CGFloat
        if maxValue == red {
            hue = (green - blue) / delta
        } else if maxValue == green {
            hue = 2 + (blue - red) / delta
        } else {
            hue = 4 + (red - green) / delta
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, saturation, maxValue)
    }
}
