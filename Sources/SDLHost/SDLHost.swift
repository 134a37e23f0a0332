import CSDL2
import Foundation
import UIKit

/// Why a window could not be opened: SDL's own message.
public struct SDLHostError: Error, CustomStringConvertible {
    public let description: String

    init(_ step: String) {
        description = "\(step): \(String(cString: SDL_GetError()))"
    }
}

/// Runs a UIKit app in a desktop window with SDL2: the window shows a device
/// (`SDLDevice`), time is the monotonic media clock, main-loop turns run at the
/// monitor's refresh rate while anything moves, and the host sleeps in
/// `SDL_WaitEventTimeout` otherwise.
///
/// The pixels on screen are the main loop's compositor output, uploaded with
/// `SDL_UpdateTexture` and scaled by SDL to the window — no second rendering
/// path, so the window shows exactly what `UITestHost.snapshot()` shows for the
/// same state. The frame is rendered at the window's pixels (`backingScale`)
/// when the window shows the device smaller than its pixels, and at the
/// device's scale otherwise; on a HiDPI display the window's drawable has more
/// pixels than window units and the frame stays sharp. `showsDamage`
/// (`KUMIKI_SHOW_DAMAGE=1`) tints what each frame drew again.
///
/// Input: the left button is one finger; Ctrl or Alt + drag adds a second
/// finger mirrored around the screen's center (pinch, rotate); the wheel and
/// trackpad drag a finger at the pointer (see `PointerFingers`). Escape, Ctrl+W
/// (⌘W) and closing the window quit; Ctrl+R (⌘R) rotates the device; Ctrl+D
/// (⌘D) switches dark mode.
///
/// Entry points: `SDLHost.main(applicationDelegate:)` (`UIApplicationMain`'s
/// role, for an app delegate), `SDLHost.run(device:rootViewController:)`, or
/// create a host, set `rootViewController`, and call `run()`; tests and
/// benchmarks drive it a turn at a time with `handleEvents()` and `runTurn()`.
///
/// Creating a host takes over `UIApplication.shared`, `UIScreen.main` and the
/// media clock; `close()` gives back what was there before (so a window can
/// run inside a test process next to `UITestHost`s). One host at a time.
@MainActor
public final class SDLHost: UIApplicationHost {
    /// How the window is set up.
    public struct Options: Sendable {
        public enum WindowSize: Sendable {
            /// One window unit per point, shrunk to fit the monitor's usable area.
            case fitToDisplay
            /// One window unit per device pixel: the frame is shown 1:1, unscaled.
            case devicePixels
        }

        public var windowSize: WindowSize
        public var title: String
        /// SDL's render driver ("software", "opengl", "opengles2"…); nil lets SDL pick.
        public var renderDriver: String?
        /// Whether presenting waits for the monitor's vertical blank.
        public var vsync: Bool
        /// The app's `userInterfaceLayoutDirection`, as an iOS device set to a
        /// right-to-left language would give it.
        public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection
        /// The app's identity for its saved settings: an iOS app's bundle
        /// identifier. Set, the host keeps the app's `UserDefaults` on disk as
        /// an iOS app's are (`<identifier>.plist` in `$XDG_CONFIG_HOME` or
        /// `~/.config`: loaded when the host opens, written shortly after each
        /// change, when it closes and at exit). nil: only `SDLHost.run` keeps
        /// them, under the bundle's identifier or the process name.
        public var bundleIdentifier: String?
        /// Whether the window shows the system's status bar over the app (the
        /// time, fixed at 9:41, and the signal, Wi‑Fi and battery glyphs), as
        /// the simulator does. On by default; tests that compare the window's
        /// pixels with `UITestHost` snapshots (which leave it out by default)
        /// turn it off.
        public var showsStatusBar: Bool
        /// Whether a first responder that takes keys brings up the software
        /// keyboard's panel over the bottom of the app, as on a phone. On by
        /// default. Off, there is no keyboard at all: nothing is drawn, no
        /// keyboard notifications are posted and `keyboardLayoutGuide` stays
        /// at the safe area, since typing comes from the desktop's keyboard.
        public var showsSoftwareKeyboard: Bool

        public init(windowSize: WindowSize = .fitToDisplay, title: String = "Kumiki", renderDriver: String? = nil,
                    vsync: Bool = true, userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
                    bundleIdentifier: String? = nil, showsStatusBar: Bool = true,
                    showsSoftwareKeyboard: Bool = true) {
            self.showsStatusBar = showsStatusBar
            self.showsSoftwareKeyboard = showsSoftwareKeyboard
            self.userInterfaceLayoutDirection = userInterfaceLayoutDirection
            self.bundleIdentifier = bundleIdentifier
            self.windowSize = windowSize
            self.title = title
            self.renderDriver = renderDriver
            self.vsync = vsync
        }
    }

    /// How long an idle host sleeps at most before running a turn anyway, so that
    /// work another thread put on the main queue runs (SDL cannot wake on it).
    public static let idleWakeInterval: TimeInterval = 0.1

    public let device: SDLDevice
    public let options: Options
    /// The key window, covering the screen: the host's own, or the app's
    /// after `main(applicationDelegate:)` launched it.
    public internal(set) var window: UIWindow
    /// The scene the host connected for its app; `window` belongs to it.
    public internal(set) var windowScene: UIWindowScene
    /// The interface's orientation, as the window shows it.
    public internal(set) var orientation = SDLOrientation.portrait
    /// How the device is held: Ctrl+R turns it between portrait and landscape
    /// (its top to the left); the interface follows when the app allows.
    public internal(set) var deviceOrientation = UIDeviceOrientation.portrait
    /// The monitor's refresh rate (60 when SDL does not know it): the rate of
    /// main-loop turns while anything moves, and `UIScreen.maximumFramesPerSecond`.
    public let refreshRate: Int
    /// SDL's name of the renderer in use ("software", "opengl"…).
    public let rendererName: String
    /// Whether presenting waits for the vertical blank.
    public let isVSynced: Bool
    /// Frames uploaded and presented so far (turns in which something visible changed).
    public internal(set) var presentedFrameCount = 0
    /// Frames the main loop composited and handed to `present(_:)` so far: one
    /// per turn in which anything on screen may have changed, including those
    /// whose damage turned out empty, which are not presented.
    package internal(set) var compositedFrameCount = 0
    /// Main-loop turns run so far.
    public internal(set) var turnCount = 0
    /// False once the user (or `quit()`) asked to quit.
    public internal(set) var isRunning = true
    /// Whether the window tints, in translucent magenta, the rectangles the
    /// compositor drew again for the frame it shows (Xcode's "flash updated
    /// regions"; pixels it only moved, as a layer scrolled, are not): the
    /// next frame shows them untinted unless drawn again, and
    /// an app at rest runs one more turn to clear the last tint. Set from the
    /// environment when the host is created (`KUMIKI_SHOW_DAMAGE=1`); a test
    /// or tool may set it any time. Costs a fill per rectangle per frame, and
    /// a present without upload to clear the tint.
    public var showsDamage = ProcessInfo.processInfo.environment[SDLHost.showDamageVariable] == "1" {
        didSet { if !showsDamage { clearDamageTint() } }
    }
    /// Whether the frame buffer is made at the window's pixel scale when the
    /// window shows the device smaller than its pixels (see `backingScale`).
    /// Off renders at the device's scale and lets SDL scale the frame down, as
    /// before the window scale existed: the presenting benchmark compares both.
    package var rendersAtWindowScale = true

    var sdlWindow: OpaquePointer?
    var renderer: OpaquePointer?
    var texture: OpaquePointer?
    var textureSize = (width: 0, height: 0)
    var hasFrame = false
    /// The damage tinted over the frame on screen now (frame-buffer pixels):
    /// the last presented frame's when `showsDamage`, else none.
    var tintedDamage: [DamageRegion.PixelRect] = []
    /// Frame-buffer pixels per point that fill the window's frame (see
    /// `WindowGeometry.backingScale(deviceScale:)`), kept from the last
    /// geometry in which the frame was not empty.
    var windowScale: CGFloat?
    var fingers = PointerFingers()
    var geometry: WindowGeometry
    var lastTurnStart: CFTimeInterval = 0
    /// The system cursors made so far, by SDL's cursor number (`SDLHost+Pointer.swift`).
    var systemCursors: [UInt32: OpaquePointer] = [:]
    /// The desktop pointer shown now.
    package internal(set) var shownCursor = UIPointerStyle.Cursor.arrow
    /// When the power supply was last read (media time).
    var lastBatteryReading: CFTimeInterval = -.infinity
    /// The app that ran before this host opened, running again after it closes.
    var previousApplication: UIApplication?
    var isClosed = false
    /// The app's saved settings, when this host keeps them (see
    /// `Options.bundleIdentifier` and `run(device:options:launch:)`).
    var defaults: UserDefaultsPersistence?
    /// The app this host runs.
    public let application: UIApplication

    private static weak var current: SDLHost?

    /// Opens the window (shown, empty until the first frame). Throws when SDL
    /// cannot start video (no display) or create the window or renderer.
    public init(device: SDLDevice = .iPhone15Pro, options: Options = Options()) throws {
        precondition(SDLHost.current == nil, "only one SDLHost can be open at a time; close() the other first")
        self.device = device
        self.options = options
        if let identifier = options.bundleIdentifier {
            defaults = UserDefaultsPersistence.activate(directory: UserDefaultsPersistence.standardDirectory,
                                                        identity: identifier)
        }
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        // The first click on an unfocused window is a touch too.
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        // An ordinary desktop window: the screensaver and the desktop's compositor stay on.
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        if let driver = options.renderDriver {
            SDL_SetHint(SDL_HINT_RENDER_DRIVER, driver)
        } else {
            SDL_ResetHint(SDL_HINT_RENDER_DRIVER)
        }
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw SDLHostError("SDL_InitSubSystem(VIDEO)") }
        var mode = SDL_DisplayMode()
        refreshRate = SDL_GetCurrentDisplayMode(0, &mode) == 0 && mode.refresh_rate > 0 ? Int(mode.refresh_rate) : 60

        let screenSize = device.screenSize(in: .portrait)
        let windowSize = SDLHost.windowSize(for: screenSize, scale: device.scale, option: options.windowSize)
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue
        guard let sdlWindow = SDL_CreateWindow("\(options.title) — \(device.name)", SDLHost.centered, SDLHost.centered,
                                               Int32(windowSize.width), Int32(windowSize.height), flags) else {
            let error = SDLHostError("SDL_CreateWindow")
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        let rendererFlags = options.vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
        guard let renderer = SDL_CreateRenderer(sdlWindow, -1, rendererFlags)
            ?? SDL_CreateRenderer(sdlWindow, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let error = SDLHostError("SDL_CreateRenderer")
            SDL_DestroyWindow(sdlWindow)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        isVSynced = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        self.sdlWindow = sdlWindow
        self.renderer = renderer
        geometry = WindowGeometry(screenSize: screenSize, windowSize: windowSize, drawableSize: windowSize)

        // An app of its own, on the monotonic clock, running from now on.
        previousApplication = UIApplication.shared
        application = UIApplication()
        application.userInterfaceLayoutDirection = options.userInterfaceLayoutDirection
        application.makeCurrent()
        windowScene = application.connectHostScene()
        // The window joins the scene (windows register themselves).
        window = UIWindow(frame: CGRect(origin: .zero, size: device.screenSize(in: .portrait)))
        application.host = self
        configureScreen()
        windowScene.showsStatusBar = options.showsStatusBar
        application.showsSoftwareKeyboard = options.showsSoftwareKeyboard
        windowScene.turnInterface = { [weak self] orientation in self?.turnInterface(to: orientation) }
        configureDevice()
        window.backgroundColor = .black
        SDLHost.current = self
        // The texture is made with the first frame, at the frame buffer's size.
        updateGeometry()
        lastTurnStart = CACurrentMediaTime()
    }

    isolated deinit {
        close()
    }

    /// The environment variable that turns `showsDamage` on ("1").
    public nonisolated static let showDamageVariable = "KUMIKI_SHOW_DAMAGE"

    /// `SDL_WINDOWPOS_CENTERED` (a C macro Swift does not import).
    static let centered: Int32 = 0x2FFF_0000

    /// The desktop window's size for a screen of `screenSize` points, as
    /// `option` asks: one window unit per device pixel, or fitted to the display.
    static func windowSize(for screenSize: CGSize, scale: CGFloat, option: Options.WindowSize) -> CGSize {
        switch option {
        case .devicePixels:
            CGSize(width: (screenSize.width * scale).rounded(.up), height: (screenSize.height * scale).rounded(.up))
        case .fitToDisplay:
            fittedWindowSize(for: screenSize)
        }
    }

    /// The window size for `screenSize` points on the primary display.
    static func fittedWindowSize(for screenSize: CGSize) -> CGSize {
        var usable = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 0, usable.h > 0 else { return screenSize }
        return WindowGeometry.fittedWindowSize(screenSize: screenSize,
                                               usable: CGSize(width: Int(usable.w), height: Int(usable.h)))
    }

    // MARK: Screen

    /// The screen's size in points: the device's in its orientation, or what a
    /// desktop resize chose.
    public var screenSize: CGSize { resizedScreenSize ?? device.screenSize(in: orientation) }

    /// The screen size a desktop resize chose (points), replacing the device's.
    var resizedScreenSize: CGSize?

    /// Gives the app's screen the device's metrics as they are now (size,
    /// scale, safe area in this orientation, the monitor's refresh rate).
    func configureScreen() {
        application.screen.configure(size: screenSize, scale: device.scale,
                                     safeAreaInsets: device.safeAreaInsets(in: orientation), framesPerSecond: refreshRate)
    }

    // MARK: UIApplicationHost

    /// Uploads the compositor's pixels to the window's texture and presents them.
    public func present(_ frame: LayerCompositor) {
        compositedFrameCount += 1
        // The texture follows the frame buffer: a frame of a new size (the
        // screen turned, the window's scale changed) comes from a new
        // compositor, which draws its first frame whole.
        if texture == nil || frame.pixelWidth != textureSize.width || frame.pixelHeight != textureSize.height {
            makeTexture(width: frame.pixelWidth, height: frame.pixelHeight)
        }
        guard let texture else { return }
        // Only the rectangles the compositor drew again go up to the texture;
        // a frame that changed nothing is not shown again.
        let damage = frame.lastDamage
        if hasFrame && damage.isEmpty {
            clearDamageTint()
            return
        }
        frame.withPixels { pixels, bytesPerRow in
            guard hasFrame, let base = pixels.baseAddress else {
                _ = SDL_UpdateTexture(texture, nil, pixels.baseAddress, Int32(bytesPerRow))
                return
            }
            for piece in damage.rects {
                var rect = SDL_Rect(x: Int32(piece.x), y: Int32(piece.y), w: Int32(piece.width), h: Int32(piece.height))
                _ = SDL_UpdateTexture(texture, &rect, base + piece.y * bytesPerRow + piece.x * 4, Int32(bytesPerRow))
            }
        }
        hasFrame = true
        tintedDamage = showsDamage ? frame.lastPainted.rects : []
        drawFrame()
        SDL_RenderPresent(renderer)
        presentedFrameCount += 1
    }

    /// The frame buffer's pixels per point: the window's (`windowScale`) when
    /// the window shows the device smaller than its pixels, so the app draws
    /// about as many pixels as the window shows; nil — the device's scale —
    /// when the window shows the device at its pixels or larger. Recomputed
    /// whenever the window's geometry changes (resized, turned, moved to a
    /// display of another pixel density); the main loop then makes a new
    /// compositor and composites the frame whole. `UIScreen.scale` stays the
    /// device's.
    public var backingScale: CGFloat? {
        guard rendersAtWindowScale, let windowScale, windowScale < device.scale else { return nil }
        return windowScale
    }

    // MARK: Content

    /// The window's root controller. Setting it installs it and makes the
    /// window key and visible (the next turn lays it out and shows it).
    public var rootViewController: UIViewController? {
        get { window.rootViewController }
        set {
            window.rootViewController = newValue
            window.makeKeyAndVisible()
        }
    }

    /// Seconds per turn at the monitor's refresh rate.
    public var frameDuration: TimeInterval { 1 / Double(refreshRate) }

    // MARK: Closing

    /// Closes the window, shuts SDL's video down, ends the host's app, and makes
    /// the app that ran before this host opened the running one again. Called by `deinit`
    /// too; closing twice does nothing.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        defaults?.flush()
        isRunning = false
        if let texture { SDL_DestroyTexture(texture) }
        freeCursors()
        if let renderer { SDL_DestroyRenderer(renderer) }
        if let sdlWindow { SDL_DestroyWindow(sdlWindow) }
        texture = nil
        renderer = nil
        sdlWindow = nil
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
        application.makeCurrent()
        application.runTerminationLifeCycle()
        application.terminate()
        previousApplication?.makeCurrent()
        previousApplication = nil
        if SDLHost.current === self { SDLHost.current = nil }
    }
}
