import Foundation
import Testing
import UIKit

/// A controller whose methods are custom actions' targets.
@MainActor
private final class MessageController {
    var log: [String] = []

    func archive(_ action: UIAccessibilityCustomAction) -> Bool {
        log.append("archive \(action.name)")
        return true
    }

    func flag() -> Bool {
        log.append("flag")
        return false
    }
}

@MainActor
@Suite("UIAccessibilityCustomAction")
struct UIAccessibilityCustomActionTests {
    @Test("a handler action runs its handler with itself and answers its result")
    func handler() {
        var heard: [String] = []
        let action = UIAccessibilityCustomAction(name: "Delete") { action in
            heard.append(action.name)
            return true
        }
        #expect(action.perform())
        #expect(heard == ["Delete"])
        #expect(action.target == nil)
    }

    @Test("a target action runs the method reference, with or without the action")
    func targetAndMethod() {
        let controller = MessageController()
        let archive = UIAccessibilityCustomAction(name: "Archive", target: controller,
                                                  selector: MessageController.archive(_:))
        let flag = UIAccessibilityCustomAction(name: "Flag", target: controller, selector: MessageController.flag)
        #expect(archive.perform())
        #expect(!flag.perform())
        #expect(controller.log == ["archive Archive", "flag"])
        #expect(archive.target === controller)
    }

    @Test("the target is held weakly; once it is gone the action fails")
    func weakTarget() {
        var controller: MessageController? = MessageController()
        let action = UIAccessibilityCustomAction(name: "Flag", target: controller!, selector: MessageController.flag)
        controller = nil
        #expect(action.target == nil)
        #expect(!action.perform())
    }

    @Test("a handler runs instead of the target when both are there")
    func handlerFirst() {
        let controller = MessageController()
        let action = UIAccessibilityCustomAction(name: "Flag", target: controller, selector: MessageController.flag)
        action.actionHandler = { _ in true }
        #expect(action.perform())
        #expect(controller.log.isEmpty)
    }

    @Test("the name is the attributed name's string, and setting it replaces the attributed name")
    func names() {
        let action = UIAccessibilityCustomAction(
            attributedName: NSAttributedString(string: "Répondre", attributes: [.kern: 1]),
            image: UIImage(systemName: "trash")) { _ in true }
        #expect(action.name == "Répondre")
        #expect(action.image != nil)
        action.name = "Reply"
        #expect(action.attributedName.string == "Reply")
    }
}
