import CSDL2
import Foundation
import UIKit

/// Pacing: turns at the monitor's refresh while anything moves, asleep while
/// the app is idle.
extension SDLHost {
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
        readBatteryIfDue(at: now)
        lastTurnStart = now
        turnCount += 1
        let composited = application.mainLoop.runTurn(frameDuration: frameDuration)
        // The damage tint lasts one frame.
        if !composited { clearDamageTint() }
        return composited
    }

    /// Waits for the next turn: until the next refresh while the app is busy
    /// (handling input as it arrives, so it carries its arrival time), or — when
    /// idle — until input arrives, the wheel's finger is due to lift, or
    /// `idleWakeInterval` passes.
    func waitForNextTurn(until limit: CFTimeInterval) {
        var event = SDL_Event()
        // A blinking caret keeps the frames coming, though the app counts as
        // idle; so does a frame buffer of a new size (the window resized) and
        // a damage tint to clear.
        let loop: UIMainLoop = application.mainLoop
        let isIdle = loop.isIdle && !loop.hasAmbientMotion && !loop.needsNewFrameBuffer && tintedDamage.isEmpty
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

    static func milliseconds(_ seconds: TimeInterval) -> Int32 {
        Int32(min(Double(Int32.max), (seconds * 1000).rounded(.up)))
    }
}
