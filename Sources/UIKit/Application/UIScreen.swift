/// The device's display. Its size and scale come from the host (a window host's
/// device preset, or the test host's device); each app has its own.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The running app's screen.
    public static var main: UIScreen { UIApplication.shared.screen }

    /// In points, portrait origin at the top left.
    public private(set) var bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// Pixels per point.
    public private(set) var scale: CGFloat = 3
    /// Frames per second the display refreshes at.
    public private(set) var maximumFramesPerSecond = 60
    /// The safe area of a full-screen window, in points.
    package private(set) var safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    /// The app's Core Animation context, which keeps the scale for drawing done
    /// on other threads.
    private unowned let animationContext: CoreAnimationContext
    /// The screen's trait collection as last computed (UIScreen+Traits.swift).
    var traitStorage: UITraitCollection?

    init(animationContext: CoreAnimationContext) {
        self.animationContext = animationContext
        super.init()
        animationContext.displayScale = scale
    }

    /// The running app's screen scale, readable from any thread (what image
    /// renderers and image loading default to).
    nonisolated static var mainScale: CGFloat {
        CGFloat(CoreAnimationContext.current.displayScale)
    }

    /// The app whose Core Animation context this screen shares.
    var animationContextOwner: AnyObject? { animationContext.owner }

    /// Same as `scale` (Kumiki has no display zoom).
    public var nativeScale: CGFloat { scale }

    /// The bounds in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Called by hosts when they start, when the device turns and when the
    /// window is resized: the screen takes the new metrics (the main loop's frame
    /// buffer follows at its next composite).
    package func configure(size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets, framesPerSecond: Int) {
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
        animationContext.displayScale = scale
        self.safeAreaInsets = safeAreaInsets
        maximumFramesPerSecond = framesPerSecond
        updateTraitCollection()
    }
}
