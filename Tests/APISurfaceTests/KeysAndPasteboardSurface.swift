import Foundation
import UIKit
import UniformTypeIdentifiers

// Hardware keys and the pasteboard as iOS code uses them, in Swift 5 mode:
// a controller offering shortcuts and reading presses, copy and paste
// through `UIPasteboard`, including from a background queue.

final class ShortcutController: UIViewController {
    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        let find = UIKeyCommand(input: "f", modifierFlags: .command, action: ShortcutController.find(_:))
        find.discoverabilityTitle = "Find"
        find.wantsPriorityOverSystemBehavior = true
        let up = UIKeyCommand(title: "Up", action: ShortcutController.moveUp, input: UIKeyCommand.inputUpArrow)
        return [find, up]
    }

    func find(_ sender: UIKeyCommand) {
        copy(sender.input ?? "")
    }

    func moveUp() {}

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else {
            super.pressesBegan(presses, with: event)
            return
        }
        if key.keyCode == .keyboardEscape || key.charactersIgnoringModifiers == UIKeyCommand.inputEscape {
            dismiss(animated: true)
        } else if key.modifierFlags.contains(.command), presses.first?.phase == .began,
                  event?.modifierFlags.contains(.shift) == true, presses.first?.type == .select,
                  presses.first?.force ?? 0 > 0, presses.first?.timestamp ?? 0 >= 0 {
            _ = key.characters
        } else {
            super.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesEnded(presses, with: event)
    }

    func copy(_ text: String) {
        let pasteboard = UIPasteboard.general
        pasteboard.string = text
        pasteboard.setItems([[UTType.utf8PlainText.identifier: text]], options: [.localOnly: true])
        if pasteboard.hasImages, let image = pasteboard.image {
            pasteboard.images = [image]
        }
        _ = pasteboard.changeCount
        NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: pasteboard,
                                               queue: .main) { note in
            _ = note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String]
        }
        DispatchQueue.global().async {
            let named = UIPasteboard(name: UIPasteboard.Name("com.example.app"), create: true)
            named?.setData(Data(), forPasteboardType: "com.example.data")
            _ = UIPasteboard.withUniqueName().items
            UIPasteboard.remove(withName: UIPasteboard.Name("com.example.app"))
        }
    }
}
