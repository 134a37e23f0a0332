import CSDL2
import Foundation
import SDLHost
import ShowcaseKit
import UIKit
import UIKitTesting

/// The cost of presenting: the showcase's busiest screen (animation: four
/// repeating curves, springs, six transition tiles) in an SDL window on an Xvfb
/// server, driven by taps injected with `SDL_PushEvent`, turns run back to back
/// — frames per second and CPU time per frame — next to the same turns (same
/// taps) run by the headless `UITestHost`. Their ratio is what uploading the
/// frame to a texture, scaling it to the window and presenting it costs.
///
/// The window shows the device scaled down (393×852 units for 1179×2556
/// device pixels), so it renders at the window's pixel scale (1×); the same
/// turns are measured again at the device's scale (3×, scaled down by SDL), as
/// windows rendered before the window scale.
///
/// Also: the window's CPU use while idle (home screen, `run(until:)` for 3 s),
/// with the composites and presents per second it makes at rest, and the
/// frame rate it keeps when paced at the display's refresh rate.
/// Skipped, with a printed line, when no X server can be started.
@MainActor
enum PresentingBenchmark {
    static let turns = 240
    /// A tap (down, then up two turns later) on the next tile every this many turns.
    static let tapInterval = 30

    static func tile(_ turn: Int) -> CGPoint {
        // The transition tiles: 3 × 2 from (20, 500), 117.7 × 120 pt each (iPhone 15 Pro).
        let index = (turn / tapInterval) % 6
        return CGPoint(x: 20 + CGFloat(index % 3) * 117.7 + 50, y: 500 + CGFloat(index / 3) * 130 + 60)
    }

    static func run() {
        let display: VirtualDisplay
        switch VirtualDisplay.start() {
        case .success(let started): display = started
        case .failure(let failure):
            print("presenting: skipped, \(failure)")
            return
        }
        defer { display.stop() }
        let host: SDLHost
        do {
            host = try SDLHost(device: .iPhone15Pro, options: SDLHost.Options(vsync: false))
        } catch {
            print("presenting: skipped, no window on the Xvfb server (\(error))")
            return
        }
        print("presenting: Xvfb 1280×1024, iPhone 15 Pro (1179×2556 device pixels) in a "
            + "\(Int(host.windowSize.window.width))×\(Int(host.windowSize.window.height)) window, renderer \(host.rendererName)")

        // Idle: the home screen, nothing moving, 3 s.
        ShowcaseCatalog.show(ShowcaseCatalog.home, in: host.window)
        host.window.makeKeyAndVisible()
        for _ in 0..<5 { host.runTurn() }
        let idleTurnsBefore = host.turnCount
        let idleCompositesBefore = host.compositedFrameCount
        let idlePresentsBefore = host.presentedFrameCount
        let idle = measure { host.run(until: CACurrentMediaTime() + idleSeconds) }
        let idleTurns = host.turnCount - idleTurnsBefore
        let idleComposites = host.compositedFrameCount - idleCompositesBefore
        let idlePresents = host.presentedFrameCount - idlePresentsBefore

        // Window, unpaced: at the window's scale, then at the device's.
        ShowcaseCatalog.show(AnimationScreen.self, in: host.window)
        for _ in 0..<10 { host.runTurn() }
        let windowScaleBuffer = frameBufferDescription(host)
        let window = measureTurns(host, display)
        host.rendersAtWindowScale = false
        for _ in 0..<10 { host.runTurn() }
        let deviceScaleBuffer = frameBufferDescription(host)
        let deviceScale = measureTurns(host, display)
        host.rendersAtWindowScale = true

        // Paced at the display's refresh rate (at the window's scale), for 2 s.
        let pacedBefore = host.presentedFrameCount
        let pacedStart = CACurrentMediaTime()
        host.run(until: pacedStart + 2)
        let pacedRate = Double(host.presentedFrameCount - pacedBefore) / (CACurrentMediaTime() - pacedStart)

        // Back home: the animations stop, the window goes idle again.
        ShowcaseCatalog.show(ShowcaseCatalog.home, in: host.window)
        for _ in 0..<5 { host.runTurn() }
        let afterTurnsBefore = host.turnCount
        let afterIdle = measure { host.run(until: CACurrentMediaTime() + 1) }
        let afterTurns = host.turnCount - afterTurnsBefore
        let refreshRate = host.refreshRate
        host.close()

        // Headless: the same turns and taps.
        let headless = UITestHost(device: .iPhone15Pro)
        headless.composesEveryFrame = true
        headless.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: AnimationScreen.self)
        for _ in 0..<10 { headless.runFrame() }
        let headlessFramesBefore = headless.presentedFrameCount
        var finger: UITestTouch?
        let test = measure {
            for turn in 0..<turns {
                if turn % tapInterval == 0 {
                    finger = headless.touchDown(at: tile(turn))
                } else if turn % tapInterval == 2, let down = finger {
                    down.up()
                    finger = nil
                } else {
                    headless.runFrame()
                }
            }
        }
        let headlessFrames = headless.presentedFrameCount - headlessFramesBefore

        let headlessRate = Double(headlessFrames) / test.wall
        let headlessCPU = test.cpu * 1000 / Double(headlessFrames)
        for (name, run) in [("window scale, \(windowScaleBuffer)", window), ("device scale, \(deviceScaleBuffer)", deviceScale)] {
            report("presenting: window frames per second at the \(name) (animation screen, \(turns) turns, taps injected)",
                   Double(run.frames) / run.wall, unit: "fps", baselineName: "headless UITestHost, same turns", headlessRate)
            report("presenting: CPU per frame in the app's process (window at the \(name))",
                   run.cpu * 1000 / Double(run.frames), unit: "ms", baselineName: "headless", headlessCPU)
            print(String(format: "presenting: X server (Xvfb) CPU per window frame at the %@: %.2f ms", name,
                         run.server * 1000 / Double(run.frames)))
        }
        print(String(format: "presenting: window scale against device scale, CPU per frame: %.2f",
                     (window.cpu / Double(window.frames)) / (deviceScale.cpu / Double(deviceScale.frames))))
        print(String(format: "presenting: paced at the display's %d Hz: %.1f fps", refreshRate, pacedRate))
        print(String(format: "presenting: idle window (home screen, %.0f s): %.2f %% CPU, %.1f turns/s, "
                     + "%.2f composites/s, %.2f presents/s", idleSeconds, idle.cpu / idle.wall * 100,
                     Double(idleTurns) / idle.wall, Double(idleComposites) / idle.wall, Double(idlePresents) / idle.wall))
        print(String(format: "presenting: idle again after the animation screen (1 s): %.2f %% CPU, %d turns",
                     afterIdle.cpu / afterIdle.wall * 100, afterTurns))
    }

    /// Seconds of wall time the idle window runs.
    static let idleSeconds: Double = 3

    /// The unpaced animation turns with taps in the window: wall and CPU
    /// seconds, the X server's CPU seconds, and the frames presented.
    static func measureTurns(_ host: SDLHost, _ display: VirtualDisplay)
        -> (wall: Double, cpu: Double, server: Double, frames: Int) {
        let framesBefore = host.presentedFrameCount
        let serverBefore = display.serverCPUSeconds()
        let run = measure {
            for turn in 0..<turns {
                let position = host.windowPosition(forScreenPoint: tile(turn))
                if turn % tapInterval == 0 { pushButton(SDL_MOUSEBUTTONDOWN, at: position, host: host) }
                if turn % tapInterval == 2 { pushButton(SDL_MOUSEBUTTONUP, at: position, host: host) }
                host.handleEvents()
                host.runTurn()
            }
        }
        return (run.wall, run.cpu, display.serverCPUSeconds() - serverBefore, host.presentedFrameCount - framesBefore)
    }

    /// "1179×2556 px at 3×": the frame buffer the window renders into now.
    static func frameBufferDescription(_ host: SDLHost) -> String {
        guard let frame = host.application.mainLoop.compositor else { return "no frame buffer" }
        return String(format: "%d×%d px at %.3g×", frame.pixelWidth, frame.pixelHeight, Double(frame.scale))
    }

    static func pushButton(_ type: SDL_EventType, at position: CGPoint, host: SDLHost) {
        var event = SDL_Event()
        event.button.type = type.rawValue
        event.button.windowID = host.windowID
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
        event.button.x = Int32(position.x.rounded())
        event.button.y = Int32(position.y.rounded())
        SDL_PushEvent(&event)
    }

    /// Wall and process CPU seconds of `body`.
    static func measure(_ body: () -> Void) -> (wall: Double, cpu: Double) {
        let wallStart = monotonicSeconds(CLOCK_MONOTONIC)
        let cpuStart = monotonicSeconds(CLOCK_PROCESS_CPUTIME_ID)
        body()
        return (monotonicSeconds(CLOCK_MONOTONIC) - wallStart, monotonicSeconds(CLOCK_PROCESS_CPUTIME_ID) - cpuStart)
    }

    static func monotonicSeconds(_ clock: clockid_t) -> Double {
        var spec = timespec()
        clock_gettime(clock, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
