import CCairo
import CSDL2
import Foundation
import SDLHost
import ShowcaseKit
import UIKit
import UIKitTesting

/// The cost of scrolling.
///
/// - A scroll frame: the content offset moves 3 pt, then one main-loop turn
///   lays out, displays and composites the frame — over 1,000 views of 30×30
///   pt in a 20-column grid inside a scroll view filling an 896×416 pt window
///   at 1× (a phone held sideways). Headless (`UITestHost`) and in an SDL
///   window on Xvfb (the same turn plus uploading and presenting the frame),
///   each next to one full-frame Cairo fill of 896×416 px, the floor for
///   touching every pixel of the frame once.
/// - Virtual time: 10 s of flings and bounces on the showcase's long list run
///   by `UITestHost`, in wall time, against the 10 s they stand for — how much
///   faster than a person a scenario test scrolls.
@MainActor
enum ScrollBenchmark {
    static let size = CGSize(width: 896, height: 416)
    static let viewCount = 1_000
    static let columns = 20
    /// Points the offset moves per measured frame.
    static let step: CGFloat = 3

    static let device = UITestDevice(name: "896×416 at 1×", screenSize: size, scale: 1, safeAreaInsets: .zero,
                                     framesPerSecond: 60)
    static let windowDevice = SDLDevice(name: "896×416 at 1×", screenSize: size, scale: 1, safeAreaInsets: .zero,
                                        landscapeSafeAreaInsets: .zero, framesPerSecond: 60)

    static func run() {
        let fill = fullFrameFill()
        let (headless, compositeOnly) = headlessScrollFrame(viewCount: viewCount)
        report("scroll frame (+3 pt, turn and composite), \(viewCount) views of 30×30 pt, 896×416 pt at 1×, headless",
               headless, unit: "ms", baselineName: "one full-frame Cairo fill of 896×416 px", fill)
        // Where the time goes: compositing alone, and a grid of only the views
        // a frame shows (12 rows: what culling the views outside the scroll
        // view's bounds would leave to draw).
        report("scroll frame: of which compositing the same tree (no turn)", compositeOnly, unit: "ms",
               baselineName: "the whole scroll frame", headless)
        let visibleOnly = headlessScrollFrame(viewCount: 12 * columns).frame
        report("scroll frame with only the \(12 * columns) views on screen in the scroll view", visibleOnly, unit: "ms",
               baselineName: "with all \(viewCount)", headless)
        if let window = windowScrollFrame() {
            report("scroll frame, same scene in an SDL window on Xvfb (turn, composite, upload, present)", window,
                   unit: "ms", baselineName: "one full-frame Cairo fill of 896×416 px", fill)
            print(String(format: "scroll frame: window / headless %.2f", window / headless))
        }
    }

    /// 10 s of flings in virtual time, as tests run them (compositing when
    /// they read pixels), then compositing every frame as a window does
    /// (`Benchmarks flings` runs only these).
    static func runFlings() {
        let atOne = UITestDevice(name: "iPhone 15 Pro at 1×", screenSize: CGSize(width: 393, height: 852), scale: 1,
                                 safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), framesPerSecond: 60)
        for composesEveryFrame in [false, true] {
            flingInVirtualTime(device: .iPhone15Pro, composesEveryFrame: composesEveryFrame)
            flingInVirtualTime(device: atOne, composesEveryFrame: composesEveryFrame)
        }
    }

    // MARK: Scroll frames

    /// A scroll view filling `window`, holding the grid: 50 rows of 20 views,
    /// each in a color of its own, 44.8 × 40 pt apart (the content is 2,000 pt
    /// tall, so a measured run of 3 pt steps never reaches its end).
    static func makeGrid(in window: UIWindow, viewCount: Int = viewCount) -> UIScrollView {
        let scrollView = UIScrollView(frame: window.bounds)
        let pitch = CGSize(width: size.width / CGFloat(columns), height: 40)
        for index in 0..<viewCount {
            let column = index % columns
            let row = index / columns
            let view = UIView(frame: CGRect(x: CGFloat(column) * pitch.width + (pitch.width - 30) / 2,
                                            y: CGFloat(row) * pitch.height + 5, width: 30, height: 30))
            view.backgroundColor = UIColor(hue: CGFloat(index % 97) / 97, saturation: 0.6, brightness: 0.9, alpha: 1)
            scrollView.addSubview(view)
        }
        scrollView.contentSize = CGSize(width: size.width, height: CGFloat(viewCount / columns) * pitch.height)
        scrollView.backgroundColor = .white
        window.addSubview(scrollView)
        return scrollView
    }

    /// Moves the content `step` points on, back to the top before the end
    /// (for a short grid: within the 60 pt it can scroll).
    static func scrollOneStep(_ scrollView: UIScrollView) {
        var offset = scrollView.contentOffset
        offset.y += step
        if offset.y > max(60, scrollView.contentSize.height - scrollView.bounds.height) { offset.y = 0 }
        scrollView.contentOffset = offset
    }

    /// The scroll frame over a grid of `viewCount` views, and compositing the
    /// same tree alone (the frame's last step, without the turn around it).
    static func headlessScrollFrame(viewCount: Int) -> (frame: Double, compositeOnly: Double) {
        let host = UITestHost(device: device)
        host.composesEveryFrame = true
        let scrollView = makeGrid(in: host.window, viewCount: viewCount)
        host.window.makeKeyAndVisible()
        host.runFrame()
        let framesBefore = host.presentedFrameCount
        let milliseconds = medianMilliseconds(runs: 200, warmUp: 10) {
            scrollOneStep(scrollView)
            host.runFrame()
        }
        noteUnpresentedFrames(host.presentedFrameCount - framesBefore, "headless")
        guard let compositor = host.application.mainLoop.compositor else { return (milliseconds, .nan) }
        let layers = host.application.windows.filter { !$0.isHidden }.map(\.layer)
        let composite = medianMilliseconds(runs: 200, warmUp: 10) { compositor.render(layers) }
        return (milliseconds, composite)
    }

    /// The same frames in a window; nil (with a printed note) without an X server.
    static func windowScrollFrame() -> Double? {
        let display: VirtualDisplay
        switch VirtualDisplay.start() {
        case .success(let started): display = started
        case .failure(let failure):
            print("scroll frame in a window: skipped, \(failure)")
            return nil
        }
        defer { display.stop() }
        let host: SDLHost
        do {
            host = try SDLHost(device: windowDevice, options: SDLHost.Options(windowSize: .devicePixels, vsync: false))
        } catch {
            print("scroll frame in a window: skipped, no window on the Xvfb server (\(error))")
            return nil
        }
        defer { host.close() }
        print("scroll frame in a window: \(Int(host.windowSize.window.width))×\(Int(host.windowSize.window.height)) "
            + "window, renderer \(host.rendererName)")
        let scrollView = makeGrid(in: host.window)
        host.window.makeKeyAndVisible()
        for _ in 0..<5 { host.runTurn() }
        let framesBefore = host.presentedFrameCount
        let milliseconds = medianMilliseconds(runs: 200, warmUp: 10) {
            scrollOneStep(scrollView)
            host.handleEvents()
            host.runTurn()
        }
        noteUnpresentedFrames(host.presentedFrameCount - framesBefore, "window")
        return milliseconds
    }

    /// Every measured turn (200 runs after 10 warm-up runs) must have presented
    /// a frame, or the figure would not be a scroll frame's.
    static func noteUnpresentedFrames(_ presented: Int, _ where: String) {
        if presented != 210 { print("scroll frame (\(`where`)): only \(presented) of 210 turns presented a frame") }
    }

    /// One Cairo paint of a whole 896×416 px ARGB surface.
    static func fullFrameFill() -> Double {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))!
        let cairo = cairo_create(surface)!
        defer {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
        return medianMilliseconds(runs: 200, warmUp: 10) {
            cairo_set_source_rgba(cairo, 0.2, 0.4, 0.6, 1)
            cairo_paint(cairo)
            cairo_surface_flush(surface)
        }
    }

    // MARK: Virtual time

    /// The showcase's long list (200 rows with labels) on `device`: a fling
    /// (400 pt in 0.1 s) every second, down until the list has bounced off its
    /// end, then up until it bounces off its top, and so on, until the media
    /// clock has advanced 10 s; measured once, in wall time.
    static func flingInVirtualTime(device: UITestDevice, composesEveryFrame: Bool) {
        let host = UITestHost(device: device)
        host.composesEveryFrame = composesEveryFrame
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: LongListScreen.self)
        guard let list = host.view(withAccessibilityIdentifier: LongListScreen.Identifier.list) as? UIScrollView else {
            print("fling in virtual time: skipped, no list on the long list screen")
            return
        }
        let duration: CFTimeInterval = 10
        let x = list.bounds.midX
        let lower = list.frame.maxY - 150
        let upper = list.frame.minY + 250
        host.activate()
        let start = CACurrentMediaTime()
        var down = true
        var flings = 0
        var bounces = 0
        let framesAtStart = host.presentedFrameCount
        let clock = ContinuousClock()
        let wall = clock.measure {
            // A fling and its coast take a second; stop when the next would pass 10 s.
            while CACurrentMediaTime() - start <= duration - 1 {
                let begin = CACurrentMediaTime()
                if down {
                    host.swipe(from: CGPoint(x: x, y: lower), to: CGPoint(x: x, y: lower - 400), duration: 0.1)
                } else {
                    host.swipe(from: CGPoint(x: x, y: upper), to: CGPoint(x: x, y: upper + 400), duration: 0.1)
                }
                flings += 1
                var bounced = false
                while CACurrentMediaTime() - begin < 1 - 1e-9 {
                    host.runFrame()
                    let offset = list.contentOffset.y
                    let top = -list.adjustedContentInset.top
                    let bottom = list.contentSize.height - list.bounds.height + list.adjustedContentInset.bottom
                    bounced = bounced || offset < top || offset > bottom
                }
                if bounced {
                    bounces += 1
                    down.toggle()
                }
            }
            host.advance(by: start + duration - CACurrentMediaTime())
        }
        let virtual = CACurrentMediaTime() - start
        // Compositing one frame of the list, alone: what every turn that
        // moved something pays, whether or not a test looks at the pixels.
        var compositeShare = ""
        if composesEveryFrame, let compositor = host.application.mainLoop.compositor {
            let layers = host.application.windows.filter { !$0.isHidden }.map(\.layer)
            let composite = medianMilliseconds(runs: 20, warmUp: 2) { compositor.render(layers) }
            let frames = host.presentedFrameCount - framesAtStart
            compositeShare = String(format: " | compositing one frame alone: %.2f ms × %d frames = %.2f s",
                                    composite, frames, composite * Double(frames) / 1000)
        }
        let seconds = Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18
        print(String(format: "fling in virtual time (%@, %d Hz, %.0f× scale, %@): %.2f s of flings (%d flings, %d bounces) "
                        + "in %.2f s wall | baseline (real time): %.2f s | speed-up %.1f×",
                     device.name, device.framesPerSecond, device.scale,
                     composesEveryFrame ? "compositing every frame" : "compositing on demand", virtual, flings, bounces, seconds,
                     virtual, virtual / seconds) + compositeShare)
    }
}
