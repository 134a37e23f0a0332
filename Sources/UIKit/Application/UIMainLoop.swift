import Foundation

/// One turn of the main loop, in the order of DESIGN.md ("Time and the frame"):
/// main-queue work, input, timers, display links, layout, display, then the
/// composite when anything changed since the last frame.
@MainActor
package final class UIMainLoop {
    package let compositor: LayerCompositor
    private var pendingSamples: [UITouchSample] = []
    private var presentedGeneration: UInt64?
    /// Turns run so far.
    package private(set) var turnCount = 0

    init(screen: UIScreen) {
        compositor = LayerCompositor(pixelWidth: Int((screen.bounds.width * screen.scale).rounded(.up)),
                                     pixelHeight: Int((screen.bounds.height * screen.scale).rounded(.up)),
                                     scale: screen.scale)
    }

    /// Queues input for the next turn.
    package func enqueue(_ sample: UITouchSample) {
        pendingSamples.append(sample)
    }

    /// Runs one turn at the media clock's current time. Returns whether a frame was
    /// presented.
    @discardableResult
    package func runTurn(frameDuration: CFTimeInterval) -> Bool {
        turnCount += 1
        let application = UIApplication.shared
        // 1. Work app code put on the main queue. Only possible when this turn runs
        //    on the main thread's run loop (a window host); test hosts drain it
        //    asynchronously instead.
        if Thread.isMainThread {
            _ = RunLoop.main.run(mode: .default, before: .distantPast)
        }
        // 2. Input.
        let samples = pendingSamples
        pendingSamples.removeAll()
        application.touchRouter.route(samples, windows: application.visibleWindows, application: application)
        // 3. Timers on the media clock (gesture timeouts).
        application.touchRouter.arbiter.fireTimers(now: CACurrentMediaTime())
        // 4. Display links, then animations start and end (their values are
        //    sampled at this frame's time when the frame is composited).
        CADisplayLink.fireScheduledLinks(timestamp: CACurrentMediaTime(), frameDuration: frameDuration)
        CAAnimationEngine.current.tick(at: CACurrentMediaTime())
        // 5. Layout, then the appearance transitions that wait for it.
        let windows = application.visibleWindows
        for window in windows {
            window.layer.layoutIfNeeded()
            window.finishAppearanceTransitions()
        }
        // 6. Display.
        for window in windows {
            window.layer.displayTreeIfNeeded()
        }
        CATransaction.flush()
        // 7. Composite when anything changed.
        guard presentedGeneration != CALayer.renderGeneration else { return false }
        compositor.render(windows.map(\.layer))
        presentedGeneration = CALayer.renderGeneration
        application.host?.present(compositor)
        return true
    }

    /// Whether a turn would do anything beyond compositing an unchanged scene.
    package var isIdle: Bool {
        pendingSamples.isEmpty && !CADisplayLink.hasActiveLinks && presentedGeneration == CALayer.renderGeneration
            && UIApplication.shared.touchRouter.arbiter.isIdle && !CAAnimationEngine.current.hasAnimationsInFlight
    }
}
