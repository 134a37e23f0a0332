import CSDL2
import Foundation
import UIKit

/// SDL events: the mouse and wheel as fingers, window events, the quit,
/// rotate and dark-mode keys, typing and editing keys for the text field
/// being edited (`SDLHost+Typing.swift`), other keys as presses
/// (`SDLHost+Keys.swift`), and clipboard changes (`SDLHost+Clipboard.swift`).
extension SDLHost {
    func enqueue(_ samples: [UITouchSample]) {
        for sample in samples { application.mainLoop.enqueue(sample) }
    }

    func screenPoint(x: Int32, y: Int32) -> CGPoint {
        geometry.screenPoint(forWindowPosition: CGPoint(x: Int(x), y: Int(y)))
    }

    var screenCenter: CGPoint {
        CGPoint(x: screenSize.width / 2, y: screenSize.height / 2)
    }

    func handle(_ event: SDL_Event) {
        let now = CACurrentMediaTime()
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            quit()
        case SDL_WINDOWEVENT:
            handleWindowEvent(event.window, time: now)
        case SDL_KEYDOWN:
            handleKey(event.key)
        case SDL_KEYUP:
            enqueuePress(event.key, isDown: false)
        case SDL_TEXTINPUT:
            handleTextInput(event.text)
        case SDL_TEXTEDITING:
            handleTextEditing(event.edit)
        case SDL_CLIPBOARDUPDATE:
            clipboardDidUpdate()
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            // The pointer becomes a finger: hovering ends.
            movePointer(to: nil)
            let modifiers = SDL_GetModState().rawValue
            let mirrored = modifiers & (KMOD_CTRL.rawValue | KMOD_ALT.rawValue) != 0
            enqueue(fingers.buttonDown(at: screenPoint(x: event.button.x, y: event.button.y), mirrored: mirrored,
                                       center: screenCenter, time: now))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            enqueue(fingers.buttonUp(at: screenPoint(x: event.button.x, y: event.button.y), time: now))
        case SDL_MOUSEMOTION:
            let point = screenPoint(x: event.motion.x, y: event.motion.y)
            enqueue(fingers.pointerMoved(to: point, time: now))
            if event.motion.state == 0 { movePointer(to: point) }
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            let sign: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let delta = CGVector(dx: CGFloat(wheel.preciseX) * sign, dy: CGFloat(wheel.preciseY) * sign)
            enqueue(fingers.scroll(by: delta, at: screenPoint(x: wheel.mouseX, y: wheel.mouseY),
                                   time: Self.arrivalTime(of: wheel.timestamp, now: now)))
        case SDL_DROPFILE, SDL_DROPTEXT:
            handleDrop(event.drop, isFile: SDL_EventType(event.type) == SDL_DROPFILE)
        default:
            break
        }
    }

    /// A file (or text) dragged from the desktop and dropped on the window:
    /// it reaches the app as a drop from outside, at the pointer. A file's
    /// provider has the file (`loadFileRepresentation`) and its URL
    /// (`loadObject(ofClass: URL.self)`).
    func handleDrop(_ drop: SDL_DropEvent, isFile: Bool) {
        guard let pointer = drop.file else { return }
        let value = String(cString: pointer)
        SDL_free(pointer)
        let provider: NSItemProvider?
        if isFile {
            // The file itself (its type's file representation), and its URL.
            let url = URL(fileURLWithPath: value)
            provider = NSItemProvider(contentsOf: url)
            provider?.registerObject(url as NSURL, visibility: .all)
        } else {
            provider = NSItemProvider(object: value as NSString)
        }
        guard let provider else { return }
        window.deliverOutsideDrop(of: [provider], at: pointerOverWindow)
    }

    /// Where the pointer is over the window, in screen points. A drop from the
    /// desktop carries no position and the window hears no motion while a file
    /// is dragged over it, so the pointer's place on the desktop decides.
    var pointerOverWindow: CGPoint {
        var pointerX: Int32 = 0
        var pointerY: Int32 = 0
        SDL_GetGlobalMouseState(&pointerX, &pointerY)
        var windowX: Int32 = 0
        var windowY: Int32 = 0
        SDL_GetWindowPosition(sdlWindow, &windowX, &windowY)
        return screenPoint(x: pointerX - windowX, y: pointerY - windowY)
    }

    /// When an event arrived, in media time, from SDL's millisecond stamp:
    /// events handled together (the app was busy) keep their real spacing, so
    /// a burst of wheel events does not read as an impossibly fast flick.
    static func arrivalTime(of timestamp: UInt32, now: CFTimeInterval) -> CFTimeInterval {
        let age = Double(SDL_GetTicks() &- timestamp) / 1000
        return age >= 0 && age < 1 ? now - age : now
    }

    func handleWindowEvent(_ event: SDL_WindowEvent, time: CFTimeInterval) {
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
            // Keys held now will come up elsewhere.
            application.pressDelivery.cancelAll(at: time, application: application)
            // The window is the app's scene: leaving it is going to the
            // background, when iOS writes an app's defaults.
            defaults?.flush()
        case SDL_WINDOWEVENT_MINIMIZED:
            // The window is the app's scene: minimized, it goes to the
            // background, when iOS writes an app's defaults.
            enqueue(fingers.cancelAll(time: time))
            application.makeCurrent()
            application.enterBackground()
            defaults?.flush()
        case SDL_WINDOWEVENT_RESTORED:
            application.makeCurrent()
            application.enterForeground()
        case SDL_WINDOWEVENT_HIDDEN:
            defaults?.flush()
        case SDL_WINDOWEVENT_LEAVE:
            movePointer(to: nil)
        default:
            break
        }
    }

    /// The host's shortcuts first (they never reach the app, as a simulator's
    /// own shortcuts do not); any other key goes to the app as a press.
    func handleKey(_ event: SDL_KeyboardEvent) {
        let key = UInt32(bitPattern: event.keysym.sym)
        let command = UInt32(event.keysym.mod) & (KMOD_CTRL.rawValue | KMOD_GUI.rawValue) != 0
        if key == SDLK_ESCAPE.rawValue || command && key == SDLK_w.rawValue {
            quit()
        } else if command && key == SDLK_r.rawValue && event.repeat == 0 {
            rotate()
        } else if command && key == SDLK_d.rawValue && event.repeat == 0 {
            toggleDarkMode()
        } else if !(command && (key == SDLK_r.rawValue || key == SDLK_d.rawValue)) && !handleEditingKey(event) {
            enqueuePress(event, isDown: true)
        }
    }
}
