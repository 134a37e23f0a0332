import CoreGraphics

/// An immutable color. Components live in extended sRGB (values may leave 0…1
/// for wide-gamut colors), except colors made from Display P3 or a `CGColor`,
/// which keep their space.
///
/// Light and dark appearance (dynamic colors) arrive with traits; today every
/// system color is its light value from docs/BEHAVIOR.md.
public final class UIColor: NSObject, @unchecked Sendable {
    public let cgColor: CGColor

    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        super.init()
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

    /// The color with `alpha` replacing its alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// sRGB components (gray expands to equal channels; Display P3 converts).
    /// Writes through the non-nil pointers and returns true, as UIKit does for every
    /// color it can express in RGB.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
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
        guard cgColor.colorSpace?.model == .monochrome, let list = cgColor.components else { return false }
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

    /// Sets this color as the current context's fill and stroke color.
    public func set() {
        setFill()
        setStroke()
    }

    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.cgColor == cgColor
    }

    public override var hash: Int {
        cgColor.hashValue
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
