/// What runs a Kumiki app: the headless test host or a window host. A host owns
/// the media clock (virtual or monotonic, through `CAMediaClock`), describes the
/// screen, feeds input, runs main-loop turns, and receives the frames.
@MainActor
public protocol UIApplicationHost: AnyObject {
    /// Screen size in points (portrait), scale, safe area and refresh rate.
    var screenSize: CGSize { get }
    var screenScale: CGFloat { get }
    var screenSafeAreaInsets: UIEdgeInsets { get }
    var framesPerSecond: Int { get }

    /// Receives a frame after a turn in which anything visible changed; the
    /// compositor's buffer holds the new pixels.
    func present(_ frame: LayerCompositor)
}

extension UIApplication {
    /// Makes `host` the one that runs the app: configures the screen and starts a
    /// compositor of the screen's pixel size.
    package func attach(_ host: UIApplicationHost) {
        self.host = host
        UIScreen.main.configure(size: host.screenSize, scale: host.screenScale,
                                safeAreaInsets: host.screenSafeAreaInsets, framesPerSecond: host.framesPerSecond)
        mainLoop = UIMainLoop(screen: UIScreen.main)
    }
}
