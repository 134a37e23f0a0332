import CoreGraphics

/// Fills `rect` with the current context's fill color (nothing without a context).
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Fills `rect` with the fill color through `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a 1-point frame just inside `rect` with the current fill color, as UIKit does.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    let inset = r.insetBy(dx: 1, dy: 1)
    if inset.width <= 0 || inset.height <= 0 {
        context.fill(r)
        return
    }
    context.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: 1),
                  CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
                  CGRect(x: r.minX, y: r.minY + 1, width: 1, height: r.height - 2),
                  CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: r.height - 2)])
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
