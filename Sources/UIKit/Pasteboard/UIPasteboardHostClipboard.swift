import Foundation

/// The desktop's clipboard, as a window host offers it to UIKit: text only.
/// A host conforms to this, and the general pasteboard uses the clipboard of
/// the running app's host (`UIApplication.host`), so UIKit never imports a
/// host and a test host (which does not conform) keeps the pasteboard in
/// memory.
@MainActor
package protocol UIPasteboardHostClipboard: AnyObject {
    /// The clipboard's text; nil when it holds none.
    var clipboardText: String? { get }
    /// Puts `text` on the clipboard.
    func setClipboardText(_ text: String)
}

extension UIPasteboard {
    /// What the general pasteboard last saw on a host's clipboard: the host
    /// and the text. A different host starts afresh.
    private struct HostClipboardState {
        var host: ObjectIdentifier?
        var lastText: String?
    }

    nonisolated(unsafe) private static var hostState = HostClipboardState()
    private static let hostLock = NSLock()

    /// Runs `body` with the clipboard of the running app's host, when there is
    /// one and the caller is on the main actor (the desktop's clipboard is only
    /// reachable there).
    private static func withHostClipboard<T: Sendable>(
        _ body: @MainActor (any UIPasteboardHostClipboard) -> T
    ) -> T? {
        guard MainActorCheck.isOnMainActor else { return nil }
        return MainActor.assumeIsolated {
            guard let clipboard = UIApplication.current.host as? any UIPasteboardHostClipboard else { return nil }
            return body(clipboard)
        }
    }

    /// Takes the desktop clipboard's text when it changed since the general
    /// pasteboard last saw it: the items become that string (and the change
    /// is counted and posted). Text the app put there itself is not a change.
    /// Text going away (the desktop copied something that is not text) empties
    /// the items.
    func synchronizeWithHost() {
        guard name == .general else { return }
        let reading = Self.withHostClipboard { clipboard in
            (host: ObjectIdentifier(clipboard), text: clipboard.clipboardText)
        }
        guard let reading else { return }
        let changed: Bool = Self.hostLock.withLock {
            defer { Self.hostState = HostClipboardState(host: reading.host, lastText: reading.text) }
            guard Self.hostState.host == reading.host else { return reading.text != nil }
            return Self.hostState.lastText != reading.text
        }
        guard changed else { return }
        write(reading.text.map { [[(PasteboardValue.stringType, $0)]] } ?? [], fromHost: true)
    }

    /// Puts the general pasteboard's first string on the desktop clipboard after
    /// the app wrote, unless the items are `.localOnly`. Items without a string
    /// leave the desktop clipboard as it is (SDL's clipboard holds text only).
    func pushToHost() {
        guard name == .general else { return }
        let localOnly = options[.localOnly] as? Bool == true
        let text = firstStoredString
        let written = Self.withHostClipboard { clipboard -> (host: ObjectIdentifier, text: String?)? in
            if localOnly { return nil }
            // Without a string, remember what the desktop holds now, so that
            // it is not taken back as a change.
            guard let text else { return (ObjectIdentifier(clipboard), clipboard.clipboardText) }
            clipboard.setClipboardText(text)
            return (ObjectIdentifier(clipboard), text)
        }
        guard let written = written ?? nil else { return }
        Self.hostLock.withLock { Self.hostState = HostClipboardState(host: written.host, lastText: written.text) }
    }

    /// Called by a host when its clipboard changed (SDL_CLIPBOARDUPDATE), so
    /// the change is counted and posted without waiting for a read.
    package static func hostClipboardDidChange() {
        general.synchronizeWithHost()
    }
}
