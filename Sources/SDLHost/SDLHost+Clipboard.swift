import CSDL2
import UIKit

/// The desktop clipboard behind `UIPasteboard.general`: what the app copies
/// is on the desktop's clipboard, and text copied on the desktop is the
/// general pasteboard's string (its change counted when SDL reports it,
/// SDL_CLIPBOARDUPDATE, or when the app next reads the pasteboard). SDL2's
/// clipboard holds text only: images, URLs and colors the app copies stay in
/// the app (docs/PORTING.md).
extension SDLHost: UIPasteboardHostClipboard {
    package var clipboardText: String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let pointer = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(pointer) }
        return String(cString: pointer)
    }

    package func setClipboardText(_ text: String) {
        _ = SDL_SetClipboardText(text)
    }

    /// SDL_CLIPBOARDUPDATE: the desktop (or the app) changed the clipboard.
    func clipboardDidUpdate() {
        application.makeCurrent()
        UIPasteboard.hostClipboardDidChange()
    }
}
