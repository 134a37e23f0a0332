import CSDL2
import Foundation
import SDLHost
import Testing
import UIKit
import UIKitTesting

/// A controller that notes the appearances it is told about.
@MainActor
private final class AppearanceWatcher: UIViewController {
    var styles: [UIUserInterfaceStyle] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        styles.append(traitCollection.userInterfaceStyle)
    }
}

/// Ctrl+D in the window switches the system appearance. (In the window
/// suite, which runs its tests one at a time on one virtual display.)
extension SDLHostWindowTests {
    @Test func controlDSwitchesDarkModeAndBack() async throws {
        try await withDisplay {
            let host = try SDLHost(device: Self.device, options: Self.options)
            defer { host.close() }
            let root = AppearanceWatcher()
            root.view.backgroundColor = .systemBackground
            host.window.rootViewController = root
            host.window.makeKeyAndVisible()
            _ = host.runTurn()
            root.styles = []
            @MainActor func pressControlD() {
                var event = SDL_Event()
                event.key.type = SDL_KEYDOWN.rawValue
                event.key.windowID = host.windowID
                event.key.keysym.sym = SDL_Keycode(SDLK_d.rawValue)
                event.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue)
                #expect(SDL_PushEvent(&event) == 1)
                host.handleEvents()
            }
            pressControlD()
            #expect(root.traitCollection.userInterfaceStyle == .dark)
            #expect(root.view.layer.backgroundColor?.sRGBComponents.red == 0)
            pressControlD()
            #expect(root.styles == [.dark, .light])
        }
    }
}
