import CSDL2
import Foundation
import SDLHost
import Testing
import UIKit

/// Records the presses that reach it.
@MainActor
private final class PressRecorder: UIView {
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("began \(presses.first?.key?.keyCode.rawValue ?? -1) \(event?.modifierFlags.rawValue ?? -1)")
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("ended \(presses.first?.key?.keyCode.rawValue ?? -1)")
    }
}

/// The desktop clipboard and the keyboard, through SDL on Xvfb.
extension SDLHostWindowTests {
    @Test func theGeneralPasteboardIsTheDesktopClipboard() async throws {
        try await withDisplay {
            let host = try SDLHost(device: Self.device, options: Self.options)
            defer { host.close() }
            _ = host.runTurn()
            // The app copies: the desktop has it.
            UIPasteboard.general.string = "from the app ✂️"
            let copied = SDL_GetClipboardText()
            #expect(copied.map { String(cString: $0) } == "from the app ✂️")
            SDL_free(copied)
            // The desktop copies: the app reads it, and the change is counted once.
            let count = UIPasteboard.general.changeCount
            #expect(SDL_SetClipboardText("from the desktop 📋") == 0)
            host.handleEvents()
            #expect(UIPasteboard.general.string == "from the desktop 📋")
            #expect(UIPasteboard.general.changeCount == count + 1)
            #expect(UIPasteboard.general.changeCount == count + 1, "reading again is no change")
            // Images stay in the app; the desktop keeps its text.
            UIPasteboard.general.image = UIImage(systemName: "star")
            #expect(UIPasteboard.general.hasImages)
            #expect(!UIPasteboard.general.hasStrings)
        }
    }

    @Test func keysReachTheFirstResponderAsPressesAndHostShortcutsDoNot() async throws {
        try await withDisplay {
            let host = try SDLHost(device: Self.device, options: Self.options)
            defer { host.close() }
            let root = UIViewController()
            let recorder = PressRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.view.addSubview(recorder)
            host.rootViewController = root
            _ = host.runTurn()
            #expect(recorder.becomeFirstResponder())
            let windowID = host.windowID
            func push(_ type: SDL_EventType, _ scancode: SDL_Scancode, _ sym: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE) {
                var event = SDL_Event()
                event.key.type = type.rawValue
                event.key.windowID = windowID
                event.key.timestamp = SDL_GetTicks()
                event.key.keysym.scancode = scancode
                event.key.keysym.sym = Int32(bitPattern: sym.rawValue)
                event.key.keysym.mod = UInt16(mod.rawValue)
                #expect(SDL_PushEvent(&event) == 1)
            }
            push(SDL_KEYDOWN, SDL_SCANCODE_A, SDLK_a, mod: KMOD_LSHIFT)
            push(SDL_KEYUP, SDL_SCANCODE_A, SDLK_a, mod: KMOD_LSHIFT)
            // Ctrl+D is the host's dark-mode switch: no press for D.
            push(SDL_KEYDOWN, SDL_SCANCODE_D, SDLK_d, mod: KMOD_LCTRL)
            push(SDL_KEYUP, SDL_SCANCODE_D, SDLK_d, mod: KMOD_LCTRL)
            host.handleEvents()
            _ = host.runTurn()
            let shift = UIKeyModifierFlags.shift.rawValue
            #expect(recorder.log == ["began 4 \(shift)", "ended 4"])
        }
    }
}
