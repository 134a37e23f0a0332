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
/// same state. The frame is rendered at the device's scale; on a HiDPI display
/// the window's drawable has more pixels than window units and the frame stays
/// sharp.
///
/// Input: the left button is one finger; Ctrl or Alt + drag adds a second
/// finger mirrored around the screen's center (pinch, rotate); the wheel and
/// trackpad drag a finger at the pointer (see `PointerFingers`). Escape, Ctrl+W
/// (⌘W) and closing the window quit; Ctrl+R (⌘R) rotates the device.
///
/// Entry points: `SDLHost.run(device:rootViewController:)` (`UIApplicationMain`'s
/// role), or create a host, set `rootViewController`, and call `run()`; tests and
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

        public init(windowSize: WindowSize = .fitToDisplay, title: String = "Kumiki", renderDriver: String? = nil,
                    vsync: Bool = true) {
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
    /// The key window, covering the screen.
    public let window: UIWindow
    public private(set) var orientation = SDLOrientation.portrait
    /// The monitor's refresh rate (60 when SDL does not know it): the rate of
    /// main-loop turns while anything moves, and `UIScreen.maximumFramesPerSecond`.
    public let refreshRate: Int
    /// SDL's name of the renderer in use ("software", "opengl"…).
    public let rendererName: String
    /// Whether presenting waits for the vertical blank.
    public let isVSynced: Bool
    /// Frames uploaded and presented so far (turns in which something visible changed).
    public private(set) var presentedFrameCount = 0
    /// Main-loop turns run so far.
    public private(set) var turnCount = 0
    /// False once the user (or `quit()`) asked to quit.
    public private(set) var isRunning = true

    private var sdlWindow: OpaquePointer?
    private var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    private var hasFrame = false
    private var fingers = PointerFingers()
    private var geometry: WindowGeometry
    private var lastTurnStart: CFTimeInterval = 0
    /// The app that ran before this host opened, running again after it closes.
    private var previousApplication: UIApplication?
    private var isClosed = false
    /// The app this host runs.
    public let application: UIApplication

    private static weak var current: SDLHost?

    /// Opens the window (shown, empty until the first frame). Throws when SDL
    /// cannot start video (no display) or create the window or renderer.
    public init(device: SDLDevice = .iPhone15Pro, options: Options = Options()) throws {
        precondition(SDLHost.current == nil, "only one SDLHost can be open at a time; close() the other first")
        self.device = device
        self.options = options
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
        let windowSize: CGSize
        switch options.windowSize {
        case .devicePixels:
            windowSize = CGSize(width: (screenSize.width * device.scale).rounded(.up),
                                height: (screenSize.height * device.scale).rounded(.up))
        case .fitToDisplay:
            windowSize = SDLHost.fittedWindowSize(for: screenSize)
        }
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
        application.makeCurrent()
        // The window belongs to the running app (windows register themselves).
        window = UIWindow(frame: CGRect(origin: .zero, size: device.screenSize(in: .portrait)))
        application.host = self
        configureScreen()
        window.backgroundColor = .black
        SDLHost.current = self
        makeTexture()
        updateGeometry()
        lastTurnStart = CACurrentMediaTime()
    }

    isolated deinit {
        close()
    }

    /// `SDL_WINDOWPOS_CENTERED` (a C macro Swift does not import).
    private static let centered: Int32 = 0x2FFF_0000

    /// The window size for `screenSize` points on the primary display.
    private static func fittedWindowSize(for screenSize: CGSize) -> CGSize {
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
    private var resizedScreenSize: CGSize?

    /// Gives the app's screen the device's metrics as they are now (size,
    /// scale, safe area in this orientation, the monitor's refresh rate).
    private func configureScreen() {
        application.screen.configure(size: screenSize, scale: device.scale,
                                     safeAreaInsets: device.safeAreaInsets(in: orientation), framesPerSecond: refreshRate)
    }

    // MARK: UIApplicationHost

    /// Uploads the compositor's pixels to the window's texture and presents them.
    public func present(_ frame: LayerCompositor) {
        guard let texture, frame.pixelWidth == textureSize.width, frame.pixelHeight == textureSize.height else { return }
        frame.withPixels { pixels, bytesPerRow in
            _ = SDL_UpdateTexture(texture, nil, pixels.baseAddress, Int32(bytesPerRow))
        }
        hasFrame = true
        drawFrame()
        SDL_RenderPresent(renderer)
        presentedFrameCount += 1
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

    // MARK: Running

    /// Runs the app until the user quits (or `quit()`): a turn per refresh while
    /// anything moves or input arrives, sleeping in `SDL_WaitEventTimeout` while
    /// the app is idle.
    public func run() {
        run(until: .infinity)
    }

    /// Runs as `run()` does until the media clock reaches `deadline` (or the user
    /// quits); for tools that show a window for a while, such as a screenshot.
    public func run(until deadline: CFTimeInterval) {
        while isRunning && CACurrentMediaTime() < deadline {
            waitForNextTurn(until: deadline)
            guard isRunning else { break }
            runTurn()
        }
    }

    /// Asks `run()` to return after the current turn.
    public func quit() {
        isRunning = false
    }

    /// Handles every event SDL has queued (input, window events, quit keys)
    /// without waiting. Returns `isRunning`.
    @discardableResult
    public func handleEvents() -> Bool {
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 {
            handle(event)
        }
        return isRunning
    }

    /// Runs one main-loop turn now (input handled so far, timers, animations,
    /// layout, display, composite) and presents its frame when it composited
    /// one. Returns whether a frame was presented.
    @discardableResult
    public func runTurn() -> Bool {
        precondition(!isClosed, "the SDLHost was closed")
        application.makeCurrent()
        let now = CACurrentMediaTime()
        enqueue(fingers.liftWheelIfDue(at: now))
        lastTurnStart = now
        turnCount += 1
        return application.mainLoop.runTurn(frameDuration: frameDuration)
    }

    /// Waits for the next turn: until the next refresh while the app is busy
    /// (handling input as it arrives, so it carries its arrival time), or — when
    /// idle — until input arrives, the wheel's finger is due to lift, or
    /// `idleWakeInterval` passes.
    private func waitForNextTurn(until limit: CFTimeInterval) {
        var event = SDL_Event()
        let isIdle = application.mainLoop.isIdle
        if isIdle {
            var wake = CACurrentMediaTime() + Self.idleWakeInterval
            if let lift = fingers.wheelLiftTime { wake = min(wake, lift) }
            let timeout = max(0, min(wake, limit) - CACurrentMediaTime())
            if SDL_WaitEventTimeout(&event, Self.milliseconds(timeout)) == 1 { handle(event) }
        } else {
            let deadline = min(lastTurnStart + frameDuration, limit)
            while isRunning {
                let remaining = deadline - CACurrentMediaTime()
                guard remaining > 0 else { break }
                if SDL_WaitEventTimeout(&event, Self.milliseconds(remaining)) == 1 { handle(event) }
            }
        }
        handleEvents()
    }

    private static func milliseconds(_ seconds: TimeInterval) -> Int32 {
        Int32(min(Double(Int32.max), (seconds * 1000).rounded(.up)))
    }

    // MARK: Input

    private func enqueue(_ samples: [UITouchSample]) {
        for sample in samples { application.mainLoop.enqueue(sample) }
    }

    private func screenPoint(x: Int32, y: Int32) -> CGPoint {
        geometry.screenPoint(forWindowPosition: CGPoint(x: Int(x), y: Int(y)))
    }

    private var screenCenter: CGPoint {
        CGPoint(x: screenSize.width / 2, y: screenSize.height / 2)
    }

    private func handle(_ event: SDL_Event) {
        let now = CACurrentMediaTime()
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            quit()
        case SDL_WINDOWEVENT:
            handleWindowEvent(event.window, time: now)
        case SDL_KEYDOWN:
            handleKey(event.key)
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            let modifiers = SDL_GetModState().rawValue
            let mirrored = modifiers & (KMOD_CTRL.rawValue | KMOD_ALT.rawValue) != 0
            enqueue(fingers.buttonDown(at: screenPoint(x: event.button.x, y: event.button.y), mirrored: mirrored,
                                       center: screenCenter, time: now))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            enqueue(fingers.buttonUp(at: screenPoint(x: event.button.x, y: event.button.y), time: now))
        case SDL_MOUSEMOTION:
            enqueue(fingers.pointerMoved(to: screenPoint(x: event.motion.x, y: event.motion.y), time: now))
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            let sign: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let delta = CGVector(dx: CGFloat(wheel.preciseX) * sign, dy: CGFloat(wheel.preciseY) * sign)
            enqueue(fingers.scroll(by: delta, at: screenPoint(x: wheel.mouseX, y: wheel.mouseY), time: now))
        default:
            break
        }
    }

    private func handleWindowEvent(_ event: SDL_WindowEvent, time: CFTimeInterval) {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_CLOSE:
            quit()
        case SDL_WINDOWEVENT_RESIZED:
            // Only a resize from outside (the user, the window manager) sends this.
            resizeScreen(toWindowSize: CGSize(width: Int(event.data1), height: Int(event.data2)))
            updateGeometry()
            redraw()
        case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_EXPOSED:
            updateGeometry()
            redraw()
        case SDL_WINDOWEVENT_FOCUS_LOST:
            enqueue(fingers.cancelAll(time: time))
        default:
            break
        }
    }

    private func handleKey(_ event: SDL_KeyboardEvent) {
        let key = UInt32(bitPattern: event.keysym.sym)
        let command = UInt32(event.keysym.mod) & (KMOD_CTRL.rawValue | KMOD_GUI.rawValue) != 0
        if key == SDLK_ESCAPE.rawValue || command && key == SDLK_w.rawValue {
            quit()
        } else if command && key == SDLK_r.rawValue && event.repeat == 0 {
            rotate()
        }
    }

    // MARK: Rotation

    /// Turns the device: swaps the screen's width and height (and its safe
    /// area) and resizes every window that covered the screen, animated, after
    /// telling the root view controllers `viewWillTransition(to:with:)`; then
    /// resizes the desktop window. Fingers that are down are cancelled first.
    public func rotate() {
        let cancelled = fingers.cancelAll(time: CACurrentMediaTime())
        if !cancelled.isEmpty {
            enqueue(cancelled)
            runTurn()
        }
        let oldBounds = CGRect(origin: .zero, size: screenSize)
        let newOrientation = orientation.rotated
        let newBounds = CGRect(origin: .zero, size: resizedScreenSize.map { CGSize(width: $0.height, height: $0.width) }
            ?? device.screenSize(in: newOrientation))
        // As on a device: controllers hear viewWillTransition(to:with:), then the
        // windows resize in an animation they can animate along with.
        application.transitionScreen(to: newBounds.size, targetTransform: CGAffineTransform(rotationAngle: -.pi / 2)) {
            self.orientation = newOrientation
            self.resizedScreenSize = self.resizedScreenSize.map { CGSize(width: $0.height, height: $0.width) }
            self.configureScreen()
            for window in self.application.windows where window.frame == oldBounds {
                window.frame = newBounds
            }
        }
        makeTexture()
        let windowSize: CGSize
        switch options.windowSize {
        case .devicePixels:
            windowSize = CGSize(width: (newBounds.width * device.scale).rounded(.up),
                                height: (newBounds.height * device.scale).rounded(.up))
        case .fitToDisplay:
            windowSize = SDLHost.fittedWindowSize(for: newBounds.size)
        }
        SDL_SetWindowSize(sdlWindow, Int32(windowSize.width), Int32(windowSize.height))
        updateGeometry()
    }

    /// A desktop window resized by the user resizes the screen with it, the way
    /// a device rotation does (controllers hear `viewWillTransition(to:with:)`),
    /// keeping the window's current number of window units per point.
    func resizeScreen(toWindowSize windowSize: CGSize) {
        let frame = geometry.frameRect
        let pixelsPerUnit = geometry.windowSize.width > 0 ? geometry.drawableSize.width / geometry.windowSize.width : 1
        let unitsPerPoint = frame.width / pixelsPerUnit / screenSize.width
        guard unitsPerPoint > 0, windowSize.width > 0, windowSize.height > 0 else { return }
        let newSize = CGSize(width: (windowSize.width / unitsPerPoint).rounded(),
                             height: (windowSize.height / unitsPerPoint).rounded())
        let oldBounds = CGRect(origin: .zero, size: screenSize)
        // Our own fitted window sizes round to whole units: a point of
        // difference is that rounding coming back, not a resize.
        guard abs(newSize.width - oldBounds.width) > 1 || abs(newSize.height - oldBounds.height) > 1 else { return }
        application.transitionScreen(to: newSize, targetTransform: .identity) {
            self.resizedScreenSize = newSize
            self.configureScreen()
            for window in self.application.windows where window.frame == oldBounds {
                window.frame = CGRect(origin: .zero, size: newSize)
            }
        }
        makeTexture()
    }

    // MARK: Drawing

    /// A texture of the screen's pixel size (the compositor's frame buffer size).
    private func makeTexture() {
        if let texture { SDL_DestroyTexture(texture) }
        let size = screenSize
        let width = Int((size.width * device.scale).rounded(.up))
        let height = Int((size.height * device.scale).rounded(.up))
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                    Int32(width), Int32(height))
        textureSize = (width, height)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        hasFrame = false
    }

    private func updateGeometry() {
        var windowWidth: Int32 = 0, windowHeight: Int32 = 0
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &windowWidth, &windowHeight)
        SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
        geometry = WindowGeometry(screenSize: screenSize,
                                  windowSize: CGSize(width: Int(windowWidth), height: Int(windowHeight)),
                                  drawableSize: CGSize(width: Int(outputWidth), height: Int(outputHeight)))
    }

    /// Clears the drawable and copies the last frame into its place (letterboxed).
    private func drawFrame() {
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        guard hasFrame else { return }
        let frame = geometry.frameRect
        var destination = SDL_Rect(x: Int32(frame.minX), y: Int32(frame.minY),
                                   w: Int32(frame.width), h: Int32(frame.height))
        SDL_RenderCopy(renderer, texture, nil, &destination)
    }

    /// Shows the last frame again (the window was exposed or resized).
    private func redraw() {
        drawFrame()
        SDL_RenderPresent(renderer)
    }

    /// What the window shows now, read back from the renderer
    /// (`SDL_RenderReadPixels`), one image pixel per drawable pixel.
    public func readWindowPixels() -> CGImage {
        drawFrame()
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        let bytesPerRow = Int(width) * 4
        var pixels = [UInt8](repeating: 0, count: bytesPerRow * Int(height))
        return pixels.withUnsafeMutableBytes { buffer in
            let status = SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress,
                                              Int32(bytesPerRow))
            precondition(status == 0, "SDL_RenderReadPixels failed: \(String(cString: SDL_GetError()))")
            return CGImage.copying(argb32Pixels: buffer.baseAddress!, width: Int(width), height: Int(height),
                                   bytesPerRow: bytesPerRow)
        }
    }

    /// The window's size in window units and its drawable's size in pixels.
    public var windowSize: (window: CGSize, drawable: CGSize) {
        (geometry.windowSize, geometry.drawableSize)
    }

    /// The window position (window units) over screen point `point`: where a
    /// click must land to touch `point`.
    public func windowPosition(forScreenPoint point: CGPoint) -> CGPoint {
        geometry.windowPosition(forScreenPoint: point)
    }

    /// SDL's id of the desktop window, for events pushed with `SDL_PushEvent`.
    public var windowID: UInt32 { SDL_GetWindowID(sdlWindow) }

    // MARK: Closing

    /// Closes the window, shuts SDL's video down, ends the host's app, and makes
    /// the app that ran before this host opened the running one again. Called by `deinit`
    /// too; closing twice does nothing.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        isRunning = false
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        if let sdlWindow { SDL_DestroyWindow(sdlWindow) }
        texture = nil
        renderer = nil
        sdlWindow = nil
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
        application.terminate()
        previousApplication?.makeCurrent()
        previousApplication = nil
        if SDLHost.current === self { SDLHost.current = nil }
    }
}

extension SDLHost {
    /// `UIApplicationMain` for a window: opens a window showing `device`, installs
    /// `rootViewController` (created after the screen is configured) in its key
    /// window, runs until the user quits, then closes the window.
    public static func run(device: SDLDevice = .iPhone15Pro, options: Options = Options(),
                           rootViewController: () -> UIViewController) throws {
        try run(device: device, options: options) { host in
            host.rootViewController = rootViewController()
        }
    }

    /// The app-delegate form: `launch` builds the app (windows, root controllers,
    /// `makeKeyAndVisible()`) with the host's screen configured, as
    /// `application(_:didFinishLaunchingWithOptions:)` would; then the host runs
    /// until the user quits and closes the window.
    public static func run(device: SDLDevice = .iPhone15Pro, options: Options = Options(),
                           launch: (SDLHost) -> Void) throws {
        let host = try SDLHost(device: device, options: options)
        defer { host.close() }
        launch(host)
        host.run()
    }
}
