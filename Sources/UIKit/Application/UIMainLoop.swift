import Foundation

/// One app's main loop. A turn runs, in the order of docs/ARCHITECTURE.md ("The
/// frame pipeline"): main-queue work, input, timers, display links and
/// animations, layout, display, then the composite when anything on screen
/// changed since the last frame.
@MainActor
package final class UIMainLoop {
    private unowned let application: UIApplication
    /// The frame buffer: the screen's size at the host's backing scale (the
    /// screen's scale unless a window renders at its own), made again when
    /// either changes.
    package private(set) var compositor: LayerCompositor?
    private var pendingSamples: [UITouchSample] = []
    private var presentedGeneration: UInt64?
    /// A host composing on demand has not composited the last presented turn.
    private var needsComposite = false
    /// Turns run so far.
    package private(set) var turnCount = 0

    init(application: UIApplication) {
        self.application = application
    }

    /// Queues input for the next turn.
    package func enqueue(_ sample: UITouchSample) {
        pendingSamples.append(sample)
    }

    /// Runs one turn at the app's current media time. Returns whether a frame was
    /// presented.
    @discardableResult
    package func runTurn(frameDuration: CFTimeInterval) -> Bool {
        turnCount += 1
        let context = application.animationContext
        let now = context.clock.now
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
        application.pressDelivery.deliverPending(application: application)
        // 3. Timers on the media clock (gesture timeouts).
        application.touchDelivery.fireTimers(now: now)
        // 4. Display links, then animations start and end (their values are
        //    sampled at this frame's time when the frame is composited).
        CADisplayLink.fireScheduledLinks(in: context, timestamp: now, frameDuration: frameDuration)
        context.animationEngine.tick(at: now)
        for sample in application.turnSamplers.values { sample() }
        //    App code has run for this turn: the undo groups it opened by
        //    registering (groupsByEvent) close now, before layout, so that what
        //    their observers change is drawn in this frame.
        application.endUndoGroupsOfTurn()
        // 5. Layout (the status bar first takes its controller's preferences),
        //    then the appearance transitions that wait for it.
        for scene in application.connectedWindowScenes { scene.updateStatusBar() }
        let windows = application.windowsOnScreen
        application.appearanceSchedule.callViewIsAppearing()
        for window in windows {
            window.layoutIfNeeded()
        }
        application.appearanceSchedule.endTransitionsAfterLayout()
        // What `viewDidAppear` changed is laid out in this frame, not the next.
        for window in windows {
            window.layoutIfNeeded()
        }
        // 6. Display.
        for window in windows {
            window.layer.displayTreeIfNeeded()
        }
        CATransaction.flush()
        // Saved settings reach disk shortly after they change (UserDefaults).
        UserDefaultsPersistence.current?.turnEnded(at: now)
        // 7. Composite when anything on this app's screen changed.
        let frame = frameBuffer()
        guard presentedGeneration != context.renderGeneration || frame !== compositor else { return false }
        if application.host?.composesOnDemand == true {
            // The host composites when it reads pixels; the layers still
            // count as shown (implicit animations start from what is on screen).
            for window in windows { window.layer.markShown(at: CACurrentMediaTime()) }
            needsComposite = true
        } else {
            frame.render(windows.map(\.layer))
            needsComposite = false
        }
        presentedGeneration = context.renderGeneration
        application.host?.present(frame)
        return true
    }

    /// For hosts that compose on demand: composites the last turn's scene
    /// if it has not been yet, so that `compositor` holds its pixels.
    package func compositeIfNeeded() {
        guard needsComposite, let compositor else { return }
        compositor.render(application.windowsOnScreen.map(\.layer))
        needsComposite = false
    }

    /// The compositor for the screen as it is now.
    private func frameBuffer() -> LayerCompositor {
        let wanted = wantedFrameBuffer
        if let compositor, Self.compositor(compositor, matches: wanted) {
            return compositor
        }
        let fresh = LayerCompositor(pixelWidth: wanted.width, pixelHeight: wanted.height, scale: wanted.scale)
        // A window redraws only what changed; a host that composes on demand
        // (a test's) draws each frame whole, so a snapshot's pixels never
        // depend on the frames before it (docs/PERFORMANCE.md "Damage tracking").
        fresh.tracksDamage = application.host?.composesOnDemand != true
        // A window paints a large damage in bands, one per core, on every
        // core (unless KUMIKI_RENDERING_THREADS=1).
        fresh.paintsInBands = fresh.tracksDamage && RenderingThreads.preferred > 1
        compositor = fresh
        // The new buffer holds nothing yet: the next composite draws it whole,
        // even when nothing in the scene changed (a window resized).
        presentedGeneration = nil
        return fresh
    }

    /// The frame buffer the screen needs now: the screen's size at the host's
    /// backing scale (the screen's scale unless the host says otherwise), in
    /// whole pixels, at least one each way.
    private var wantedFrameBuffer: (width: Int, height: Int, scale: CGFloat) {
        let screen = application.screen
        let scale = application.host?.backingScale ?? screen.scale
        return (max(1, Self.pixelCount(screen.bounds.width, scale: scale)),
                max(1, Self.pixelCount(screen.bounds.height, scale: scale)), scale)
    }

    private static func compositor(_ compositor: LayerCompositor,
                                   matches wanted: (width: Int, height: Int, scale: CGFloat)) -> Bool {
        compositor.pixelWidth == wanted.width && compositor.pixelHeight == wanted.height
            && compositor.scale == wanted.scale
    }

    /// Whether the next turn makes a new compositor (the screen's size or the
    /// host's backing scale changed since the last one), and so composites
    /// although nothing in the scene changed: a window host runs that turn
    /// without waiting for input.
    package var needsNewFrameBuffer: Bool {
        guard let compositor else { return true }
        return !Self.compositor(compositor, matches: wantedFrameBuffer)
    }

    /// The pixels that cover `points` at `scale` pixels per point: rounded up,
    /// except that a product within a millionth of a whole number is that
    /// number: a scale computed as a window's pixels over the screen's points,
    /// 110 / 834, gives 834 × (110 / 834) = 110.00000000000001, which is 110
    /// pixels, not 111.
    package nonisolated static func pixelCount(_ points: CGFloat, scale: CGFloat) -> Int {
        let exact = points * scale
        let nearest = exact.rounded()
        return Int(abs(exact - nearest) < 1e-6 ? nearest : exact.rounded(.up))
    }

    /// Whether a turn would do anything beyond compositing an unchanged scene.
    package var isIdle: Bool {
        let context = application.animationContext
        return pendingSamples.isEmpty && !CADisplayLink.hasActiveLinks(in: context)
            && presentedGeneration == context.renderGeneration
            && application.touchDelivery.isIdle && application.pressDelivery.isIdle
            && !context.animationEngine.hasAnimationsInFlight()
    }

    /// Whether an ambient animation (a blinking caret) runs, or a value is
    /// sampled each turn (an observed `Progress`): an idle app that a window
    /// shows still needs frames for it.
    package var hasAmbientMotion: Bool {
        application.animationContext.animationEngine.hasAnimationsInFlight(includingAmbient: true)
            || !application.turnSamplers.isEmpty
    }
}
