import Foundation
import SDLHost
import Testing
import UIKit

/// A window app keeps its settings as an iOS app does: under its bundle
/// identifier, in Foundation's defaults directory, written when the window
/// closes without the app calling `synchronize()`.
@MainActor
@Suite(.serialized) struct SDLHostDefaultsTests {
    @Test func anAppsSettingsAreWrittenUnderItsIdentifierWhenTheWindowCloses() async throws {
        let display: VirtualDisplay
        switch VirtualDisplay.start() {
        case .success(let started): display = started
        case .failure(let failure): try Test.cancel("no X server for the window: \(failure)")
        }
        defer { display.stop() }
        let config = FileManager.default.temporaryDirectory
            .appendingPathComponent("kumiki-sdl-defaults-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: config) }
        let previous = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"]
        setenv("XDG_CONFIG_HOME", config.path, 1)
        defer {
            if let previous { setenv("XDG_CONFIG_HOME", previous, 1) } else { unsetenv("XDG_CONFIG_HOME") }
        }
        let options = SDLHost.Options(windowSize: .devicePixels, title: "Kumiki tests", renderDriver: "software",
                                      vsync: false, bundleIdentifier: "dev.kumiki.tests.settings")
        let host = try SDLHost(device: .iPhoneSE, options: options)
        UserDefaults.standard.set(["Maps", "Mail"], forKey: "order")
        host.close()
        let file = config.appendingPathComponent("dev.kumiki.tests.settings.plist")
        #expect(NSDictionary(contentsOf: file)?["order"] as? [String] == ["Maps", "Mail"])
    }
}
