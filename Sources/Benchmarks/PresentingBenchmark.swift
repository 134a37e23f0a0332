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
/// Also: the window's CPU use while idle (home screen, `run(until:)` for 1 s)
/// and the frame rate it keeps when paced at the display's refresh rate.
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
        print("presenting: Xvfb 1280×1024, iPhone 15 Pro (1179×2556 px frames) in a "
            + "\(Int(host.windowSize.window.width))×\(Int(host.windowSize.window.height)) window, renderer \(host.rendererName)")

        // Idle: the home screen, nothing moving, 1 s.
        ShowcaseCatalog.show(ShowcaseCatalog.home, in: host.window)
        host.window.makeKeyAndVisible()
        for _ in 0..<5 { host.runTurn() }
        let idleTurnsBefore = host.turnCount
        let idle = measure { host.run(until: CACurrentMediaTime() + 1) }
        let idleTurns = host.turnCount - idleTurnsBefore

        // Window, unpaced.
        ShowcaseCatalog.show(AnimationScreen.self, in: host.window)
        for _ in 0..<10 { host.runTurn() }
        let framesBefore = host.presentedFrameCount
        let serverBefore = display.serverCPUSeconds()
        let window = measure {
            for turn in 0..<turns {
                let position = host.windowPosition(forScreenPoint: tile(turn))
                if turn % tapInterval == 0 { pushButton(SDL_MOUSEBUTTONDOWN, at: position, host: host) }
                if turn % tapInterval == 2 { pushButton(SDL_MOUSEBUTTONUP, at: position, host: host) }
                host.handleEvents()
                host.runTurn()
            }
        }
        let serverSeconds = display.serverCPUSeconds() - serverBefore
        let windowFrames = host.presentedFrameCount - framesBefore

        // Paced at the display's refresh rate, for 2 s.
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

        let windowRate = Double(windowFrames) / window.wall
        let headlessRate = Double(headlessFrames) / test.wall
        report("presenting: window frames per second (animation screen, \(turns) turns, taps injected)", windowRate,
               unit: "fps", baselineName: "headless UITestHost, same turns", headlessRate)
        report("presenting: CPU per frame in the app's process (window)", window.cpu * 1000 / Double(windowFrames),
               unit: "ms", baselineName: "headless", test.cpu * 1000 / Double(headlessFrames))
        print(String(format: "presenting: X server (Xvfb) CPU per window frame: %.2f ms", serverSeconds * 1000 / Double(windowFrames)))
        print(String(format: "presenting: paced at the display's %d Hz: %.1f fps", refreshRate, pacedRate))
        print(String(format: "presenting: idle window (home screen, 1 s): %.2f %% CPU, %d turns", idle.cpu / idle.wall * 100, idleTurns))
        print(String(format: "presenting: idle again after the animation screen (1 s): %.2f %% CPU, %d turns",
                     afterIdle.cpu / afterIdle.wall * 100, afterTurns))
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
