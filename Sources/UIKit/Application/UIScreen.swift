/// The device's display. Its size and scale come from the host (a window host's
/// device preset, or the test host's device).
@MainActor
public final class UIScreen {
    /// The one screen.
    public static let main = UIScreen()

    /// In points, portrait origin at the top left.
    public private(set) var bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// Pixels per point.
    public private(set) var scale: CGFloat = 3
    /// Frames per second the display refreshes at.
    public private(set) var maximumFramesPerSecond = 60
    /// The safe area of a full-screen window, in points.
    package private(set) var safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    private init() {}

    /// Same as `scale` (Kumiki has no display zoom).
    public var nativeScale: CGFloat { scale }

    /// The bounds in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Called by hosts when they start or when the device changes.
    package func configure(size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets, framesPerSecond: Int) {
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        maximumFramesPerSecond = framesPerSecond
    }
}
