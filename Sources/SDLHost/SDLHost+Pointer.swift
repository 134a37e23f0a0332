import CSDL2
import UIKit

/// The mouse with no button pressed is the iPad's pointer: it hovers, and the
/// desktop pointer takes the style the app asks for.
extension SDLHost {
    /// Sends the pointer to the app (nil, or a point off the device's screen:
    /// it left) and shows the style the app wants there.
    func movePointer(to point: CGPoint?) {
        let onScreen = point.flatMap { CGRect(origin: .zero, size: screenSize).contains($0) ? $0 : nil }
        application.makeCurrent()
        application.movePointer(to: onScreen, modifiers: Self.modifierFlags(SDL_GetModState()))
        showCursor(application.pointerStyle?.cursor ?? .arrow)
    }

    /// SDL's modifier keys as UIKit's flags (the Super key is Command).
    static func modifierFlags(_ state: SDL_Keymod) -> UIKeyModifierFlags {
        let raw = state.rawValue
        var flags: UIKeyModifierFlags = []
        if raw & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
        if raw & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
        if raw & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
        if raw & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
        if raw & KMOD_CAPS.rawValue != 0 { flags.insert(.alphaShift) }
        return flags
    }

    /// Shows `cursor` as the window's pointer.
    func showCursor(_ cursor: UIPointerStyle.Cursor) {
        guard cursor != shownCursor else { return }
        shownCursor = cursor
        if cursor == .hidden {
            SDL_ShowCursor(SDL_DISABLE)
            return
        }
        SDL_ShowCursor(SDL_ENABLE)
        let system: SDL_SystemCursor = switch cursor {
        case .hand: SDL_SYSTEM_CURSOR_HAND
        case .textBeam: SDL_SYSTEM_CURSOR_IBEAM
        case .arrow, .hidden: SDL_SYSTEM_CURSOR_ARROW
        }
        if systemCursors[system.rawValue] == nil { systemCursors[system.rawValue] = SDL_CreateSystemCursor(system) }
        if let made = systemCursors[system.rawValue] { SDL_SetCursor(made) }
    }

    func freeCursors() {
        if shownCursor != .arrow {
            SDL_ShowCursor(SDL_ENABLE)
            SDL_SetCursor(SDL_GetDefaultCursor())
        }
        for cursor in systemCursors.values { SDL_FreeCursor(cursor) }
        systemCursors.removeAll()
    }
}
