import CSDL2
import Foundation
import SDLHost
import UIKit

/// Drives an `SDLHost` the way a person at the desk would, through SDL's own
/// event queue (`SDL_PushEvent`): clicks, drags, the wheel and keys, in window
/// positions computed from screen points. Each gesture ends by letting the host
/// handle the events and run turns until the app is idle (no wall-clock waits:
/// the screens driven here settle without animation).
@MainActor
struct WindowDriver {
    let host: SDLHost

    private func position(_ point: CGPoint) -> (x: Int32, y: Int32) {
        let position = host.windowPosition(forScreenPoint: point)
        return (Int32(position.x.rounded()), Int32(position.y.rounded()))
    }

    private func push(_ event: inout SDL_Event) {
        let status = SDL_PushEvent(&event)
        precondition(status == 1, "SDL_PushEvent failed: \(String(cString: SDL_GetError()))")
    }

    func pushButton(_ type: SDL_EventType, at point: CGPoint) {
        let (x, y) = position(point)
        var event = SDL_Event()
        event.button.type = type.rawValue
        event.button.windowID = host.windowID
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = x
        event.button.y = y
        push(&event)
    }

    /// Mouse motion to `point`, with the left button held (a drag) or not (hovering).
    func pushMotion(to point: CGPoint, buttonHeld: Bool = true) {
        let (x, y) = position(point)
        var event = SDL_Event()
        event.motion.type = SDL_MOUSEMOTION.rawValue
        event.motion.windowID = host.windowID
        event.motion.state = buttonHeld ? 1 : 0  // SDL_BUTTON_LMASK: the left button held
        event.motion.x = x
        event.motion.y = y
        push(&event)
    }

    func pushWheel(dy: Float, at point: CGPoint) {
        let (x, y) = position(point)
        var event = SDL_Event()
        event.wheel.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.windowID = host.windowID
        event.wheel.y = Int32(dy)
        event.wheel.preciseY = dy
        event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        event.wheel.mouseX = x
        event.wheel.mouseY = y
        push(&event)
    }

    func pushKey(_ key: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE) {
        var event = SDL_Event()
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.windowID = host.windowID
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = SDL_Keycode(bitPattern: key.rawValue)
        event.key.keysym.mod = UInt16(modifiers.rawValue)
        push(&event)
    }

    /// A window event, as the window manager sends it (minimized, restored…).
    func pushWindowEvent(_ id: SDL_WindowEventID) {
        var event = SDL_Event()
        event.window.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = host.windowID
        event.window.event = UInt8(id.rawValue)
        push(&event)
    }

    /// Handles the queued events, then runs turns until nothing is pending.
    func settle() {
        host.handleEvents()
        var turns = 0
        repeat {
            host.runTurn()
            turns += 1
        } while !(UIApplication.shared.mainLoop?.isIdle ?? true) && turns < 60
    }

    /// Button down and up at `point`.
    func click(at point: CGPoint) {
        pushButton(SDL_MOUSEBUTTONDOWN, at: point)
        pushButton(SDL_MOUSEBUTTONUP, at: point)
        settle()
    }

    /// Button down at `points.first`, motion through the rest (a turn after each
    /// event, as a person's drag spans frames), button up at the last. With
    /// `modifiers` (Ctrl or Alt) held, a mirrored second finger comes along.
    func drag(through points: [CGPoint], modifiers: SDL_Keymod = KMOD_NONE) {
        SDL_SetModState(modifiers)
        defer { SDL_SetModState(KMOD_NONE) }
        pushButton(SDL_MOUSEBUTTONDOWN, at: points[0])
        host.handleEvents()
        host.runTurn()
        for point in points.dropFirst() {
            pushMotion(to: point)
            host.handleEvents()
            host.runTurn()
        }
        pushButton(SDL_MOUSEBUTTONUP, at: points[points.count - 1])
        settle()
    }
}
