import CSDL2
import Foundation
import SDLHost
import Testing
import UIKit

/// Typing into a text field from the desktop keyboard, through SDL on Xvfb:
/// committed text, an input method's composition, and the editing keys.
extension SDLHostWindowTests {
    @Test func textFromTheKeyboardAndTheInputMethodReachesTheEditedField() async throws {
        try await withDisplay {
            let host = try SDLHost(device: Self.device, options: Self.options)
            defer { host.close() }
            let root = UIViewController()
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
            let next = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
            root.view.addSubview(field)
            root.view.addSubview(next)
            host.rootViewController = root
            _ = host.runTurn()
            #expect(field.becomeFirstResponder())
            let windowID = host.windowID
            func pushText(_ text: String) {
                var event = SDL_Event()
                event.text.type = SDL_TEXTINPUT.rawValue
                event.text.windowID = windowID
                withUnsafeMutableBytes(of: &event.text.text) { buffer in
                    for (index, byte) in text.utf8.enumerated() { buffer[index] = byte }
                }
                #expect(SDL_PushEvent(&event) == 1)
            }
            func pushComposition(_ text: String, cursor: Int32) {
                var event = SDL_Event()
                event.edit.type = SDL_TEXTEDITING.rawValue
                event.edit.windowID = windowID
                event.edit.start = cursor
                withUnsafeMutableBytes(of: &event.edit.text) { buffer in
                    for (index, byte) in text.utf8.enumerated() { buffer[index] = byte }
                }
                #expect(SDL_PushEvent(&event) == 1)
            }
            func pushKey(_ scancode: SDL_Scancode, _ sym: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE) {
                for type in [SDL_KEYDOWN, SDL_KEYUP] {
                    var event = SDL_Event()
                    event.key.type = type.rawValue
                    event.key.windowID = windowID
                    event.key.keysym.scancode = scancode
                    event.key.keysym.sym = Int32(bitPattern: sym.rawValue)
                    event.key.keysym.mod = UInt16(mod.rawValue)
                    #expect(SDL_PushEvent(&event) == 1)
                }
            }
            pushText("a👍🏽")
            pushKey(SDL_SCANCODE_BACKSPACE, SDLK_BACKSPACE)
            pushText("b")
            host.handleEvents()
            #expect(field.text == "ab")
            // An input method composes にほ, then commits 日本.
            pushComposition("に", cursor: 1)
            pushComposition("にほ", cursor: 2)
            host.handleEvents()
            #expect(field.text == "abにほ")
            #expect(field.markedTextRange.map { field.text(in: $0) } == "にほ")
            pushComposition("", cursor: 0)
            pushText("日本")
            host.handleEvents()
            #expect(field.text == "ab日本")
            #expect(field.markedTextRange == nil)
            // Shift+Left selects the last character; typing replaces it; Tab moves on.
            pushKey(SDL_SCANCODE_LEFT, SDLK_LEFT, mod: KMOD_LSHIFT)
            pushText("!")
            pushKey(SDL_SCANCODE_TAB, SDLK_TAB)
            host.handleEvents()
            #expect(field.text == "ab日!")
            #expect(next.isFirstResponder)
        }
    }
}
