import CSDL2
import Foundation
import SDLHost
import Testing
import UIKit
import UIKitTesting

/// A drop target that keeps the URLs dropped on it.
@MainActor
private final class FileCatcher: UIDropInteractionDelegate {
    var urls: [URL] = []
    var sawLocalSession = true

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(dropOperation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        sawLocalSession = session.localDragSession != nil
        session.loadObjects(ofClass: URL.self) { self.urls = $0 }
    }
}

/// Files dropped on the window from the desktop reach the drop interaction
/// under the pointer as a drop from outside the app. (In the window suite,
/// which runs its tests one at a time on one virtual display.)
extension SDLHostWindowTests {
    @Test func aFileDroppedOnTheWindowArrivesAsAnOutsideDrop() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-drop-\(UUID().uuidString).txt")
        try Data("dropped".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try await withDisplay {
            let host = try SDLHost(device: Self.device, options: Self.options)
            defer { host.close() }
            let catcher = FileCatcher()
            let root = UIViewController()
            root.view.addInteraction(UIDropInteraction(delegate: catcher))
            host.window.rootViewController = root
            host.window.makeKeyAndVisible()
            _ = host.runTurn()
            // The pointer over the middle of the window, as a person dropping a file there.
            let sdlWindow = SDL_GetWindowFromID(host.windowID)
            var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
            SDL_GetWindowPosition(sdlWindow, &x, &y)
            SDL_GetWindowSize(sdlWindow, &width, &height)
            SDL_WarpMouseGlobal(x + width / 2, y + height / 2)
            var event = SDL_Event()
            event.drop.type = SDL_DROPFILE.rawValue
            event.drop.windowID = host.windowID
            event.drop.file = SDL_strdup(file.path)
            #expect(SDL_PushEvent(&event) == 1)
            host.handleEvents()
            _ = host.runTurn()
            #expect(catcher.urls.map(\.path) == [file.path])
            #expect(!catcher.sawLocalSession)
        }
    }
}
