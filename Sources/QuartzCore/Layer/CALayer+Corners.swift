import CoreGraphics

extension CALayer {
    /// How `cornerRadius` rounds the corners: `.circular` (the default) or
    /// `.continuous`. Not animatable, as in Core Animation. An unknown curve
    /// draws circular corners.
    public var cornerCurve: CALayerCornerCurve {
        get { properties.cornerCurve }
        set { setProperty("cornerCurve", \.cornerCurve, newValue, runsAction: false) }
    }

    /// How far along each edge a corner of the given curve reaches, as a
    /// multiple of `cornerRadius`: 1 for circular corners, 1.528665 for
    /// continuous ones (what a corner of radius r needs: r × the factor of
    /// each side it touches).
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? RoundedRectPath.continuousExpansion : 1
    }
}
