import Foundation
import UIKit

/// Runs a UIKit app headlessly in virtual time, for tests: a window of the
/// device's size, main-loop turns at the device's frame rate, synthetic touches,
/// and snapshots of exactly what a window host would show.
///
/// Every host runs an app of its own (`application`: windows, touches,
/// gestures, timers, screen, and a virtual clock starting at 1,000 s). Each
/// call makes that app the running one, so tests side by side on the main
/// actor never see each other's; views belong to the app whose window they
/// join, whenever they were made. When the host goes away its app ends with
/// it: fingers still down are cancelled and nothing of it stays alive.
@MainActor
public final class UITestHost: UIApplicationHost {
    public let device: UITestDevice
    /// The app this host runs (Kumiki addition: iOS has one per process).
    public let application: UIApplication
    /// The key window, covering the screen: the host's own until
    /// `launch(applicationDelegate:)` makes the app's window the host's window.
    public internal(set) var window: UIWindow
    /// The scene the host connected for its app; `window` belongs to it.
    public internal(set) var windowScene: UIWindowScene
    /// Frames presented so far (turns in which something visible changed).
    public private(set) var presentedFrameCount = 0
    /// Touch samples (a finger's down, move, up or cancel) sent so far.
    public private(set) var touchSampleCount = 0
    /// How the device is held (`rotate(to:)` turns it).
    public internal(set) var orientation = UIDeviceOrientation.portrait
    /// The orientation the interface shows, in device terms: `.portrait`,
    /// `.landscapeLeft` or `.landscapeRight` (`.portraitUpsideDown` on an iPad).
    public internal(set) var interfaceOrientation = UIDeviceOrientation.portrait
    private var nextTouchIdentifier = 1

    /// A host showing `device`, its app's interface reading
    /// `userInterfaceLayoutDirection` (right to left as under an Arabic or
    /// Hebrew system language).
    /// `defaultsDirectory`: where the app's `UserDefaults` persist. nil (the
    /// default) gives the host empty defaults in a fresh temporary directory,
    /// so that tests see neither each other's settings nor the developer's;
    /// pass a directory to find what an earlier host (or process) saved there,
    /// as an app relaunched finds its settings.
    public init(device: UITestDevice = .iPhone15Pro,
                userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
                defaultsDirectory: URL? = nil) {
        self.device = device
        let directory = defaultsDirectory ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("kumiki-defaults-\(UUID().uuidString)", isDirectory: true)
        defaults = UserDefaultsPersistence.activate(directory: directory, identity: UserDefaultsPersistence.defaultIdentity,
                                                    startingEmpty: defaultsDirectory == nil)
        ownsDefaultsDirectory = defaultsDirectory == nil
        application = UIApplication()
        application.userInterfaceLayoutDirection = userInterfaceLayoutDirection
        // The device first: the screen's traits carry its idiom.
        application.device.configure(idiom: device.userInterfaceIdiom, systemVersion: device.systemVersion,
                                     identifierForVendor: UIDevice.vendorIdentifier(seed: device.name))
        application.screen.configure(size: device.screenSize, scale: device.scale,
                                     safeAreaInsets: device.safeAreaInsets, framesPerSecond: device.framesPerSecond)
        application.animationContext.clock.useVirtualTime(startingAt: 1_000)
        application.makeCurrent()
        windowScene = application.connectHostScene()
        window = UIWindow(windowScene: windowScene)
        window.backgroundColor = .black
        application.host = self
        windowScene.turnInterface = { [weak self] orientation in self?.turnInterface(to: orientation) }
    }

    isolated deinit {
        if ownsDefaultsDirectory {
            defaults.retire()
            try? FileManager.default.removeItem(at: defaults.directory)
        } else {
            defaults.flush()
        }
        application.terminate()
    }

    /// Where this host's app keeps its `UserDefaults` (see `init`).
    public var defaultsDirectory: URL { defaults.directory }
    let defaults: UserDefaultsPersistence
    /// The temporary directory made for this host is removed with it.
    private let ownsDefaultsDirectory: Bool

    /// Makes this host's app the running one: `UIApplication.shared`,
    /// `UIScreen.main` and `CACurrentMediaTime()` answer for it. Every call on
    /// the host does this first; app code run outside host calls (a test body
    /// building views) only needs it when it reads those itself.
    public func activate() {
        application.makeCurrent()
    }

    // MARK: UIApplicationHost

    public func present(_ frame: LayerCompositor) {
        presentedFrameCount += 1
    }

    /// Whether every turn that changes something composites its frame, as a
    /// window does. Off by default: the host composites when a test reads
    /// pixels (`snapshot()`), which lets scenarios scroll and animate in
    /// virtual time without paying for frames nobody looks at. Benchmarks of
    /// compositing turn it on.
    public var composesEveryFrame = false

    public var composesOnDemand: Bool { !composesEveryFrame }

    // MARK: Content

    /// Installing a controller makes the window key and visible and runs one turn,
    /// so the controller has loaded, appeared and laid out.
    public var rootViewController: UIViewController? {
        get { window.rootViewController }
        set {
            activate()
            window.rootViewController = newValue
            window.makeKeyAndVisible()
            runFrame()
        }
    }

    /// Seconds per frame at the device's refresh rate.
    public var frameDuration: TimeInterval { 1 / Double(device.framesPerSecond) }

    /// The main loop of this host's app (made the running one first).
    private var loop: UIMainLoop {
        activate()
        return application.mainLoop
    }

    private var clock: MediaClock { application.animationContext.clock }

    // MARK: Time

    /// Advances virtual time by one frame and runs one main-loop turn.
    public func runFrame() {
        let loop = self.loop
        clock.advance(by: frameDuration)
        loop.runTurn(frameDuration: frameDuration)
    }

    /// Advances virtual time by `seconds`, one turn per frame (a last, shorter step
    /// lands exactly on the target time).
    public func advance(by seconds: TimeInterval) {
        let loop = self.loop
        let target = clock.now + seconds
        var remaining = seconds
        while remaining > 1e-9 {
            // Whole frames, then exactly what is left: summing frame durations would
            // drift from the target by rounding errors.
            let step = remaining > frameDuration + 1e-9 ? frameDuration : target - clock.now
            clock.advance(by: step)
            loop.runTurn(frameDuration: frameDuration)
            remaining = target - clock.now
        }
    }

    /// Runs frames until nothing is pending (input, display links, changes not yet
    /// on screen), at most `limit` virtual seconds. Returns whether it became idle.
    @discardableResult
    public func runUntilIdle(limit: TimeInterval = 30) -> Bool {
        var elapsed: TimeInterval = 0
        repeat {
            runFrame()
            elapsed += frameDuration
        } while !loop.isIdle && elapsed < limit
        return loop.isIdle
    }

    /// Lets work that app code put on the main queue (`DispatchQueue.main.async`,
    /// `Task { @MainActor in … }`) run, then runs a frame. Tests run on the main
    /// actor without a main run loop, so that work runs only when the test awaits.
    public func drainMainQueue() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
        runFrame()
    }

    // MARK: Touches

    /// Puts a finger down at `point` (window coordinates) and runs a frame.
    @discardableResult
    public func touchDown(at point: CGPoint) -> UITestTouch {
        let touch = UITestTouch(host: self, identifier: nextTouchIdentifier, location: point)
        nextTouchIdentifier += 1
        send(touch.identifier, .began, point)
        runFrame()
        return touch
    }

    func send(_ identifier: Int, _ phase: UITouch.Phase, _ point: CGPoint) {
        touchSampleCount += 1
        // The sample belongs to the frame about to run.
        loop.enqueue(UITouchSample(identifier: identifier, phase: phase, location: point,
                                   timestamp: clock.now + frameDuration))
    }

    /// A quick tap: down for one frame, then up.
    public func tap(at point: CGPoint) {
        touchDown(at: point).up()
    }

    /// Taps the center of `view`'s visible frame.
    public func tap(_ view: UIView) {
        tap(at: centerInWindow(of: view))
    }

    /// Presses at `point` for `duration` seconds, then lifts.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.6) {
        let touch = touchDown(at: point)
        advance(by: max(0, duration - frameDuration))
        touch.up()
    }

    /// Presses at `start`, moves every frame in a straight line so that the last
    /// move lands exactly on `end` after `duration` seconds, then lifts.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3) {
        let touch = touchDown(at: start)
        touch.move(to: end, duration: duration)
        touch.up()
    }

    /// A long press at `start` (`pressDuration` seconds), then a drag to `end`.
    public func longPressAndDrag(from start: CGPoint, to end: CGPoint,
                                 pressDuration: TimeInterval = 0.6, dragDuration: TimeInterval = 0.3) {
        let touch = touchDown(at: start)
        advance(by: max(0, pressDuration - frameDuration))
        touch.move(to: end, duration: dragDuration)
        touch.up()
    }

    /// A fast flick from `start` to `end` (default 0.1 s).
    public func swipe(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.1) {
        drag(from: start, to: end, duration: duration)
    }

    /// Two fingers moving together, each in a straight line (pinches and rotations).
    public func twoFingerDrag(from starts: (CGPoint, CGPoint), to ends: (CGPoint, CGPoint),
                              duration: TimeInterval = 0.3) {
        moveFingers([(starts.0, ends.0), (starts.1, ends.1)], duration: duration)
    }

    /// Fingers that come down together (one frame), each move in a straight line
    /// a step every frame for `duration` seconds (the last step exactly on its
    /// end), then lift together — or, with `cancelled`, are cancelled by the
    /// system together (an incoming call).
    public func moveFingers(_ paths: [(from: CGPoint, to: CGPoint)], duration: TimeInterval = 0.3,
                            cancelled: Bool = false) {
        guard !paths.isEmpty else { return }
        let fingers = paths.enumerated().map { index, path in
            UITestTouch(host: self, identifier: nextTouchIdentifier + index, location: path.from)
        }
        nextTouchIdentifier += paths.count
        for finger in fingers { send(finger.identifier, .began, finger.location) }
        runFrame()
        let steps = max(1, Int((duration / frameDuration).rounded()))
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            for (finger, path) in zip(fingers, paths) {
                finger.location = step == steps ? path.to : UITestTouch.interpolate(path.from, path.to, t)
                send(finger.identifier, .moved, finger.location)
            }
            runFrame()
        }
        for finger in fingers { send(finger.identifier, cancelled ? .cancelled : .ended, finger.location) }
        runFrame()
    }

    private func centerInWindow(of view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}

/// A finger put down by `UITestHost.touchDown(at:)`. Each call advances virtual
/// time the way a finger would.
@MainActor
public final class UITestTouch {
    /// Held strongly: a finger keeps its host alive.
    private let host: UITestHost
    let identifier: Int
    /// Where the finger is (window coordinates).
    public internal(set) var location: CGPoint
    public private(set) var isDown = true

    init(host: UITestHost, identifier: Int, location: CGPoint) {
        self.host = host
        self.identifier = identifier
        self.location = location
    }

    /// Moves the finger to `point` in one frame.
    public func move(to point: CGPoint) {
        precondition(isDown, "the finger was already lifted")
        location = point
        host.send(identifier, .moved, point)
        host.runFrame()
    }

    /// Moves in a straight line, one sample per frame, the last exactly on `point`.
    public func move(to point: CGPoint, duration: TimeInterval) {
        let start = location
        let steps = max(1, Int((duration / host.frameDuration).rounded()))
        for step in 1...steps {
            move(to: step == steps ? point : Self.interpolate(start, point, CGFloat(step) / CGFloat(steps)))
        }
    }

    /// Lifts the finger where it is, in one frame.
    public func up() {
        precondition(isDown, "the finger was already lifted")
        isDown = false
        host.send(identifier, .ended, location)
        host.runFrame()
    }

    /// The system cancels the touch (an incoming call, say), in one frame.
    public func cancel() {
        precondition(isDown, "the finger was already lifted")
        isDown = false
        host.send(identifier, .cancelled, location)
        host.runFrame()
    }

    static func interpolate(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
