import CoreGraphics
import Foundation
import QuartzCore

/// A path with its drawing settings, drawn into the current graphics
/// context (`fill()`, `stroke()`, in `draw(_:)` or an image renderer) or
/// handed to layers as `cgPath`.
///
/// Angles are in radians, measured in UIKit's y-down space: `clockwise`
/// means clockwise on screen. Rounded rectangles have iOS's continuous
/// corners.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()

    /// The path, copied in and out.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(rect: .zero, transform: nil) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Points; 1 by default.
    open var lineWidth: CGFloat = 1
    open var lineCapStyle = CGLineCap.butt
    open var lineJoinStyle = CGLineJoin.miter
    /// 10 by default.
    open var miterLimit: CGFloat = 10
    /// Stored: Cairo flattens curves to its own tolerance.
    open var flatness: CGFloat = 0.6
    /// Fill and hit-test with the even-odd rule instead of nonzero winding.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public override init() {
        super.init()
    }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with iOS's continuous corners of `cornerRadius`, as a
    /// layer with `cornerCurve = .continuous` draws them: each corner eases
    /// out of its edges over 1.528665 radii; a radius too big for that
    /// blends towards quarter circles, reached at half the shorter side
    /// (docs/BEHAVIOR.md "Corners"). Starts at the top edge, clockwise on screen.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(cgPath: RoundedRectPath.make(rect.standardized, radius: cornerRadius,
                                               corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                                         .layerMinXMaxYCorner, .layerMaxXMaxYCorner], curve: .continuous))
    }

    /// A rectangle with the given corners rounded as `init(roundedRect:cornerRadius:)`
    /// rounds them — continuous corners of `cornerRadii.width` — and the others
    /// square. As on iOS since iOS 7, `cornerRadii.height` is not used.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        var mask: CACornerMask = []
        if corners.contains(.topLeft) { mask.insert(.layerMinXMinYCorner) }
        if corners.contains(.topRight) { mask.insert(.layerMaxXMinYCorner) }
        if corners.contains(.bottomLeft) { mask.insert(.layerMinXMaxYCorner) }
        if corners.contains(.bottomRight) { mask.insert(.layerMaxXMaxYCorner) }
        self.init(cgPath: RoundedRectPath.make(rect.standardized, radius: max(0, cornerRadii.width), corners: mask,
                                               curve: .continuous))
    }

    /// An arc of a circle; `clockwise` on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    // MARK: Building

    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// A line from the current point; without one, UIKit stops the app (as
    /// Core Graphics does not), so Kumiki does too.
    open func addLine(to point: CGPoint) {
        requireCurrentPoint("addLineToPoint:")
        path.addLine(to: point)
    }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        requireCurrentPoint("addCurveToPoint:controlPoint1:controlPoint2:")
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        requireCurrentPoint("addQuadCurveToPoint:controlPoint:")
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc; a line joins the current point to its start when there is one.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        // Core Graphics' `clockwise` is meant in y-up space.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    open func close() {
        path.closeSubpath()
    }

    open func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Adds `bezierPath`'s subpaths to this path.
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.cgPath)
    }

    /// Maps every point through `transform`.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    /// A copy drawn in the opposite direction, subpath by subpath.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: cgPath.reversed())
        reversed.copySettings(from: self)
        return reversed
    }

    private func copySettings(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }

    private func requireCurrentPoint(_ method: String) {
        if path.isEmpty {
            UncaughtException.raise("NSInternalInconsistencyException",
                                    reason: "-[UIBezierPath \(method)] called with no current point")
        }
    }

    // MARK: Reading

    open var isEmpty: Bool { path.isEmpty }

    /// The path's box, control points included (Core Graphics' `boundingBoxOfPath`).
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBoxOfPath }

    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside, by the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Dashes

    /// `pattern`: alternating painted and unpainted lengths; `phase`: how far into it to start.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        dashPhase = phase
    }

    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (index, length) in dashPattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing (into the current context)

    /// Fills with the context's fill color by the path's rule.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes with the context's stroke color and this path's line settings.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        applyLineSettings(to: context)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Intersects the context's clip with the path's inside.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func applyLineSettings(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if !dashPattern.isEmpty { context.setLineDash(phase: dashPhase, lengths: dashPattern) }
    }
}
