import CSDL2
import Foundation
import SDLHost
import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The showcase in a real SDL window on an Xvfb server this test starts: clicks,
/// drags, the wheel and keys go through SDL's event queue, and the window's
/// pixels, read back with `SDL_RenderReadPixels`, must equal the headless
/// `UITestHost` snapshot of the same state exactly. The window shows the device
/// 1:1 (one window pixel per device pixel), so nothing is scaled.
///
/// Skipped, with the reason printed, where Xvfb cannot start.
@MainActor
@Suite(.serialized) struct SDLHostWindowTests {
    static let device = SDLDevice.iPhoneSE
    static let testDevice = UITestDevice.iPhoneSE
    static let options = SDLHost.Options(windowSize: .devicePixels, title: "Kumiki tests", renderDriver: "software",
                                         vsync: false, showsStatusBar: false)

    /// Starts Xvfb for `body` and stops it afterwards; skips the test (printing
    /// why) when no server can start.
    func withDisplay(_ body: () throws -> Void) async throws {
        let display: VirtualDisplay
        switch VirtualDisplay.start() {
        case .success(let started):
            display = started
        case .failure(let failure):
            print("SDLHostWindowTests: skipped, \(failure)")
            try Test.cancel("no X server for the window: \(failure)")
        }
        defer { display.stop() }
        try body()
    }

    /// Starts Xvfb and opens a window on it for `body`; closes both afterwards.
    func withWindow(_ body: (SDLHost, WindowDriver) throws -> Void) async throws {
        try await withDisplay {
            let host = try SDLHost(device: Self.device, options: Self.options)
            defer { host.close() }
            // Pixels are compared exactly: no damage tint, whatever KUMIKI_SHOW_DAMAGE says.
            host.showsDamage = false
            try body(host, WindowDriver(host: host))
        }
    }

    /// The number of pixels that differ, and the first of them.
    /// How many pixels differ by more than `tolerance` levels in a channel,
    /// and the first of them. A window's compositor may draw a subtree that
    /// moved from a raster-cache picture, where antialiased text and
    /// translucent edges come out a level apart (docs/PERFORMANCE.md "Damage
    /// tracking"); anything wrong differs by far more.
    func difference(_ window: CGImage, _ headless: CGImage, tolerance: Int = 1) -> (count: Int, first: String?) {
        guard window.width == headless.width, window.height == headless.height,
              let a = window.dataProvider?.data, let b = headless.dataProvider?.data else {
            return (Int.max, "sizes differ: \(window.width)×\(window.height) vs \(headless.width)×\(headless.height)")
        }
        var count = 0
        var first: String?
        for y in 0..<window.height {
            for x in 0..<window.width {
                let i = y * window.bytesPerRow + x * 4
                let j = y * headless.bytesPerRow + x * 4
                let differs = (0..<4).contains { abs(Int(a[i + $0]) - Int(b[j + $0])) > tolerance }
                if differs {
                    count += 1
                    if first == nil {
                        first = "(\(x), \(y)): window \(window.pixel(atX: x, y: y)), headless \(headless.pixel(atX: x, y: y))"
                    }
                }
            }
        }
        return (count, first)
    }

    /// Expects the two images to be equal within a level; on failure writes
    /// both next to the build.
    func expectSame(_ window: CGImage, _ headless: CGImage, _ name: String,
                    sourceLocation: SourceLocation = #_sourceLocation) {
        let (count, first) = difference(window, headless)
        #expect(count == 0, "\(name): \(count) pixels differ, first \(first ?? "")", sourceLocation: sourceLocation)
        guard count > 0 else { return }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../.build/sdlhost-failures")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? window.pngData()?.write(to: folder.appendingPathComponent("\(name)-window.png"))
        try? headless.pngData()?.write(to: folder.appendingPathComponent("\(name)-headless.png"))
    }

    /// The center of `screen`'s home row in the window, the menu at its top:
    /// below the iPhone SE's 20-pt status bar and the 96-pt large-title bar.
    func rowCenter(_ screen: any ShowcaseScreen.Type, width: CGFloat) -> CGPoint {
        let index = ShowcaseCatalog.screens.firstIndex { $0 == screen }!
        let frame = HomeScreen.rowFrame(index, width: width)
        return CGPoint(x: frame.midX, y: 20 + 96 + frame.midY)
    }

    /// On the back button's chevron, at the bar's leading edge (the bar spans y 20…64).
    static let backCenter = CGPoint(x: 20, y: 42)
    /// The center of the touch screen's first ("working") target: x 40…120, y 36…116 in the
    /// screen's view, which starts at the bar's bottom (y 64).
    static let workingTarget = CGPoint(x: 80, y: 64 + 76)

    @Test func clickingThroughTheShowcaseShowsWhatTheHeadlessHostShows() async throws {
        var windowImages: [(String, CGImage)] = []
        try await withWindow { host, driver in
            ShowcaseCatalog.show(ShowcaseCatalog.home, in: host.window)
            host.window.makeKeyAndVisible()
            driver.settle()
            windowImages.append(("home", host.readWindowPixels()))
            driver.click(at: rowCenter(TouchDebugScreen.self, width: Self.device.screenSize.width))
            #expect((host.window.rootViewController as? UINavigationController)?.viewControllers.count == 2)
            windowImages.append(("touches", host.readWindowPixels()))
            driver.click(at: Self.workingTarget)
            windowImages.append(("touches-tapped", host.readWindowPixels()))
            driver.click(at: Self.backCenter)
            windowImages.append(("home-again", host.readWindowPixels()))
        }
        #expect(windowImages.count == 4)
        #expect(windowImages.first?.1.width == 750 && windowImages.first?.1.height == 1334)

        let headless = UITestHost(device: Self.testDevice)
        headless.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: ShowcaseCatalog.home)
        var headlessImages = [headless.snapshot()]
        headless.tap(at: rowCenter(TouchDebugScreen.self, width: Self.testDevice.screenSize.width))
        headless.runUntilIdle()
        headlessImages.append(headless.snapshot())
        headless.tap(at: Self.workingTarget)
        headless.runUntilIdle()
        headlessImages.append(headless.snapshot())
        headless.tap(at: Self.backCenter)
        headless.runUntilIdle()
        headlessImages.append(headless.snapshot())
        for ((name, window), snapshot) in zip(windowImages, headlessImages) {
            expectSame(window, snapshot, name)
        }
    }

    @Test func draggingAndScrollingTheSliderShowWhatTheHeadlessHostShows() async throws {
        // The slider spans y 96…496 of the screen's view (160…560 in the window, below
        // the bar's bottom at y 64) at x 80…160.
        let drag = [CGPoint(x: 120, y: 500), CGPoint(x: 120, y: 420), CGPoint(x: 121, y: 330), CGPoint(x: 120, y: 250)]
        let wheelPoint = CGPoint(x: 110, y: 460)
        var dragged: CGImage?
        var scrolled: CGImage?
        try await withWindow { host, driver in
            ShowcaseCatalog.show(VerticalSliderScreen.self, in: host.window)
            host.window.makeKeyAndVisible()
            driver.settle()
            driver.drag(through: drag)
            dragged = host.readWindowPixels()
            // Two notches towards the user: the finger goes down at the pointer,
            // moves up past the pan's 10 pt starting distance and then 2 × 40 pt,
            // and stays down until the wheel rests.
            driver.pushWheel(dy: -1, at: wheelPoint)
            driver.pushWheel(dy: -1, at: wheelPoint)
            driver.settle()
            scrolled = host.readWindowPixels()
        }
        let headless = UITestHost(device: Self.testDevice)
        headless.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: VerticalSliderScreen.self)
        let finger = headless.touchDown(at: drag[0])
        for point in drag.dropFirst() { finger.move(to: point) }
        finger.up()
        expectSame(try #require(dragged), headless.snapshot(), "slider-dragged")
        let wheelFinger = headless.touchDown(at: wheelPoint)
        wheelFinger.move(to: CGPoint(x: wheelPoint.x, y: wheelPoint.y - 10))
        wheelFinger.move(to: CGPoint(x: wheelPoint.x, y: wheelPoint.y - 50))
        wheelFinger.move(to: CGPoint(x: wheelPoint.x, y: wheelPoint.y - 90))
        expectSame(try #require(scrolled), headless.snapshot(), "slider-scrolled")
    }

    @Test func ctrlDragPinchesAndRotatesAroundTheCenter() async throws {
        try await withWindow { host, driver in
            let controller = GestureRecordingController()
            host.rootViewController = controller
            driver.settle()
            let center = CGPoint(x: Self.device.screenSize.width / 2, y: Self.device.screenSize.height / 2)
            // 50 pt right of the center, dragged out to 100 pt: the mirrored fingers go
            // from 100 to 200 pt apart.
            driver.drag(through: (0...5).map { CGPoint(x: center.x + 50 + CGFloat($0) * 10, y: center.y) },
                        modifiers: KMOD_LCTRL)
            #expect(controller.pinchScales.last == 2)
            #expect(controller.pinchStates.first == .began && controller.pinchStates.last == .ended)
            #expect(controller.maximumTouches == 2)
            // A quarter turn around the center (right → below: clockwise on screen).
            controller.reset()
            let arc = (0...6).map { step -> CGPoint in
                let angle = CGFloat(step) / 6 * .pi / 2
                return CGPoint(x: center.x + (50 * cos(angle) * 2).rounded() / 2,
                               y: center.y + (50 * sin(angle) * 2).rounded() / 2)
            }
            driver.drag(through: arc, modifiers: KMOD_LALT)
            let rotation = try #require(controller.rotations.last)
            #expect(abs(rotation - .pi / 2) < 1e-9)
        }
    }

    @Test func theWheelDragsThePanUnderThePointer() async throws {
        try await withWindow { host, driver in
            let controller = GestureRecordingController()
            host.rootViewController = controller
            driver.settle()
            for _ in 0..<3 { driver.pushWheel(dy: -1, at: CGPoint(x: 200, y: 400)) }
            driver.settle()
            // Three notches towards the user: the finger moves up past the pan's
            // 10 pt starting distance, then 120 pt.
            #expect(controller.panTranslations.last == CGPoint(x: 0, y: -130))
            #expect(controller.panStates.last == .changed)
            // A click lifts the wheel's finger first: the pan ends there.
            driver.click(at: CGPoint(x: 20, y: 20))
            #expect(controller.panStates.last == .ended)
        }
    }

    @Test func ctrlRRotatesTheScreenAndTheWindow() async throws {
        var landscape: CGImage?
        try await withWindow { host, driver in
            ShowcaseCatalog.show(ShowcaseCatalog.home, in: host.window)
            host.window.makeKeyAndVisible()
            driver.settle()
            driver.pushKey(SDLK_r, modifiers: KMOD_LCTRL)
            driver.settle()
            #expect(host.orientation == .landscape)
            #expect(UIDevice.current.orientation == .landscapeLeft)
            #expect(UIScreen.main.bounds.size == CGSize(width: 667, height: 375))
            #expect(host.window.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
            #expect(host.window.rootViewController?.view.frame.size == CGSize(width: 667, height: 375))
            #expect(host.windowSize.window == CGSize(width: 1334, height: 750))
            landscape = host.readWindowPixels()
        }
        // The same home screen turned by the test host: a compact 32-pt bar
        // with the title inline, as on an iPhone in landscape.
        let headless = UITestHost(device: Self.testDevice)
        headless.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: ShowcaseCatalog.home)
        headless.rotate(to: .landscapeLeft)
        headless.runUntilIdle()
        expectSame(try #require(landscape), headless.snapshot(), "home-landscape")
    }

    @Test func resizingTheDesktopWindowResizesTheScreenLikeARotation() async throws {
        try await withWindow { host, driver in
            let controller = SizeRecordingController()
            host.window.rootViewController = controller
            host.window.makeKeyAndVisible()
            driver.settle()
            // The window shows the iPhone SE at 2 window units per point (device
            // pixels); a resize to 900 × 1000 units asks for 450 × 500 points.
            var event = SDL_Event()
            event.window.type = SDL_WINDOWEVENT.rawValue
            event.window.windowID = host.windowID
            event.window.event = UInt8(SDL_WINDOWEVENT_RESIZED.rawValue)
            event.window.data1 = 900
            event.window.data2 = 1000
            #expect(SDL_PushEvent(&event) == 1)
            driver.settle()
            #expect(controller.transitionSizes == [CGSize(width: 450, height: 500)])
            #expect(UIScreen.main.bounds.size == CGSize(width: 450, height: 500))
            #expect(host.window.frame.size == CGSize(width: 450, height: 500))
            #expect(controller.view.frame.size == CGSize(width: 450, height: 500))
        }
    }

    @Test func aTurnWithNothingNewPresentsNoFrame() async throws {
        try await withWindow { host, driver in
            ShowcaseCatalog.show(ShowcaseCatalog.home, in: host.window)
            host.window.makeKeyAndVisible()
            driver.settle()
            let presented = host.presentedFrameCount
            #expect(presented >= 1)
            #expect(host.runTurn() == false)
            #expect(host.presentedFrameCount == presented)
            // A touch that changes something presents exactly one new frame.
            driver.click(at: rowCenter(LayersScreen.self, width: Self.device.screenSize.width))
            #expect(host.presentedFrameCount > presented)
        }
    }

    @Test(arguments: [("Escape", SDLK_ESCAPE, KMOD_NONE), ("Ctrl+W", SDLK_w, KMOD_LCTRL)])
    func quitKeysEndTheRunLoop(name: String, key: SDL_KeyCode, modifiers: SDL_Keymod) async throws {
        try await withWindow { host, driver in
            host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: ShowcaseCatalog.home)
            driver.pushKey(key, modifiers: modifiers)
            // The key is already queued: run() handles it and returns.
            host.run()
            #expect(!host.isRunning, "\(name) should quit")
        }
    }

    @Test func theApplicationMainEntryLaunchesRunsAndClosesTheWindow() async throws {
        try await withDisplay {
            var launched: SDLHost?
            try SDLHost.run(device: Self.device, options: Self.options) { host in
                launched = host
                host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: ShowcaseCatalog.home)
                #expect(UIApplication.shared.keyWindow === host.window)
                #expect(!host.window.isHidden)
                // The user quits at once.
                WindowDriver(host: host).pushKey(SDLK_ESCAPE)
            }
            let host = try #require(launched)
            #expect(!host.isRunning)
            #expect(UIApplication.shared.host !== host)
        }
    }

    @Test func theRootViewControllerEntryRunsUntilTheWindowIsClosed() async throws {
        try await withDisplay {
            var created = 0
            try SDLHost.run(device: Self.device, options: Self.options) {
                created += 1
                // The desktop asks the app to quit (the window's close button).
                var quit = SDL_Event()
                quit.type = SDL_QUIT.rawValue
                SDL_PushEvent(&quit)
                return ShowcaseCatalog.makeNavigableViewController(for: ShowcaseCatalog.home)
            }
            #expect(created == 1)
            #expect(UIApplication.shared.mainLoop == nil || UIApplication.shared.host == nil
                || !(UIApplication.shared.host is SDLHost))
        }
    }

    @Test("the mouse without a button hovers, and the desktop pointer takes the app's style")
    func mouseHoversWithPointerStyles() async throws {
        try await withWindow { host, driver in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
            button.isPointerInteractionEnabled = true
            // Away from the screen's center, where the desktop's own pointer may
            // sit when the window opens.
            let hoverView = UIView(frame: CGRect(x: 0, y: 450, width: 150, height: 150))
            let recorder = HoverStateRecorder()
            hoverView.addGestureRecognizer(UIHoverGestureRecognizer(target: recorder, action: HoverStateRecorder.hovered))
            host.window.addSubview(button)
            host.window.addSubview(hoverView)
            host.window.makeKeyAndVisible()
            driver.settle()
            driver.pushMotion(to: CGPoint(x: 150, y: 120), buttonHeld: false)
            driver.settle()
            #expect(host.shownCursor == .hand)
            driver.pushMotion(to: CGPoint(x: 50, y: 500), buttonHeld: false)
            driver.pushMotion(to: CGPoint(x: 60, y: 500), buttonHeld: false)
            driver.settle()
            #expect(host.shownCursor == .arrow)
            // Pressing the button turns the pointer into a finger: the hover ends.
            driver.pushButton(SDL_MOUSEBUTTONDOWN, at: CGPoint(x: 60, y: 500))
            driver.pushButton(SDL_MOUSEBUTTONUP, at: CGPoint(x: 60, y: 500))
            driver.settle()
            #expect(recorder.states == [.began, .changed, .ended])
        }
    }

    @Test("the wheel scrolls the scroll view under the pointer, 40 pt a notch")
    func wheelScrollsAScrollView() async throws {
        try await withWindow { host, driver in
            let scrollView = UIScrollView(frame: host.window.bounds)
            scrollView.contentSize = CGSize(width: host.window.bounds.width, height: 5000)
            host.window.addSubview(scrollView)
            host.window.makeKeyAndVisible()
            driver.settle()
            // At rest below the status bar's 20 pt safe area.
            #expect(scrollView.contentOffset.y == -20)
            for _ in 0..<3 { driver.pushWheel(dy: -1, at: CGPoint(x: 200, y: 400)) }
            driver.settle()
            #expect(scrollView.contentOffset.y == CGFloat(-20 + 120))
            #expect(scrollView.isDragging)
        }
    }

    @Test func closingGivesBackTheAppThatRanBefore() async throws {
        let headless = UITestHost(device: Self.testDevice)
        let marker = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        marker.accessibilityIdentifier = "marker"
        headless.window.addSubview(marker)
        headless.window.makeKeyAndVisible()
        let time = CACurrentMediaTime()
        try await withWindow { host, _ in
            host.rootViewController = UIViewController()
            #expect(UIApplication.shared.keyWindow === host.window)
            #expect(UIScreen.main.bounds.size == Self.device.screenSize)
            #expect(!CAMediaClock.isVirtual)
        }
        #expect(UIApplication.shared.keyWindow === headless.window)
        #expect(CAMediaClock.isVirtual && CACurrentMediaTime() == time)
        #expect(UIScreen.main.bounds.size == Self.testDevice.screenSize)
        #expect(headless.view(withAccessibilityIdentifier: "marker") === marker)
    }
}

/// A full-screen view with a pinch, a rotation and a pan recognizer that records
/// what they report.
final class GestureRecordingController: UIViewController, UIGestureRecognizerDelegate {
    var pinchScales: [CGFloat] = []
    var pinchStates: [UIGestureRecognizer.State] = []
    var rotations: [CGFloat] = []
    var panTranslations: [CGPoint] = []
    var panStates: [UIGestureRecognizer.State] = []
    var maximumTouches = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let pinch = UIPinchGestureRecognizer(target: self, action: GestureRecordingController.pinched(_:))
        let rotation = UIRotationGestureRecognizer(target: self, action: GestureRecordingController.rotated(_:))
        let pan = UIPanGestureRecognizer(target: self, action: GestureRecordingController.panned(_:))
        for recognizer in [pinch, rotation, pan] as [UIGestureRecognizer] {
            recognizer.delegate = self
            view.addGestureRecognizer(recognizer)
        }
    }

    func reset() {
        pinchScales = []
        pinchStates = []
        rotations = []
        panTranslations = []
        panStates = []
        maximumTouches = 0
    }

    func pinched(_ pinch: UIPinchGestureRecognizer) {
        pinchStates.append(pinch.state)
        pinchScales.append(pinch.scale)
        maximumTouches = max(maximumTouches, pinch.numberOfTouches)
    }

    func rotated(_ rotation: UIRotationGestureRecognizer) {
        rotations.append(rotation.rotation)
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        panStates.append(pan.state)
        panTranslations.append(pan.translation(in: view))
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        true
    }
}

/// Records the sizes `viewWillTransition(to:with:)` announces.
@MainActor
final class SizeRecordingController: UIViewController {
    var transitionSizes: [CGSize] = []

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        transitionSizes.append(size)
    }
}

/// Records a hover recognizer's states.
@MainActor
final class HoverStateRecorder {
    var states: [UIGestureRecognizer.State] = []

    func hovered(_ recognizer: UIHoverGestureRecognizer) {
        states.append(recognizer.state)
    }
}
