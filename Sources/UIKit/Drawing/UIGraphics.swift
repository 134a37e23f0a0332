import CoreGraphics

/// UIKit's stack of current drawing contexts: `draw(_:)`, image renderers and
/// `UIGraphicsBeginImageContextWithOptions` push onto it. As in UIKit, each
/// thread has its own, so drawing may happen on any thread.
final class UIGraphicsContextStack {
    var contexts: [CGContext] = []
    /// Image contexts opened with `UIGraphicsBeginImageContextWithOptions`, with their scale.
    var imageContexts: [(context: CGContext, scale: CGFloat)] = []

    private static let stacks = ThreadLocal { UIGraphicsContextStack() }

    /// This thread's stack.
    static var current: UIGraphicsContextStack { stacks.value }
}

/// The context UIKit drawing goes to, or nil outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.current.contexts.last
}

public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.current.contexts.append(context)
}

public func UIGraphicsPopContext() {
    _ = UIGraphicsContextStack.current.contexts.popLast()
}

/// Opens a bitmap context of `size` points, flipped to UIKit's y-down space and
/// scaled by `scale` (0 means the main screen's scale), and makes it current.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let effectiveScale = scale > 0 ? scale : UIScreen.mainScale
    let context = CGContext.flipped(size: size, scale: effectiveScale, opaque: opaque)
    UIGraphicsContextStack.current.imageContexts.append((context, effectiveScale))
    UIGraphicsPushContext(context)
}

/// The current image context's pixels as an image, or nil outside one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let current = UIGraphicsContextStack.current.imageContexts.last,
          current.context === UIGraphicsGetCurrentContext(),
          let image = current.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: current.scale, orientation: .up)
}

public func UIGraphicsEndImageContext() {
    guard let current = UIGraphicsContextStack.current.imageContexts.popLast() else { return }
    if current.context === UIGraphicsGetCurrentContext() { UIGraphicsPopContext() }
}

extension CGContext {
    /// A transparent (or, when `opaque`, black — an opaque bitmap has no alpha to
    /// start from) bitmap context for `size` points at `scale`,
    /// with UIKit's y-down user space in points.
    static func flipped(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext {
        let width = max(1, Int((size.width * scale).rounded(.up)))
        let height = max(1, Int((size.height * scale).rounded(.up)))
        let context = CGContext(pixelWidth: width, pixelHeight: height)
        // UIKit puts the screen scale in the context's base space: shadows are in points.
        context.shadowBaseScale = scale
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        if opaque {
            context.setFillColor(gray: 0, alpha: 1)
            context.fill(CGRect(origin: .zero, size: size))
        }
        return context
    }
}
