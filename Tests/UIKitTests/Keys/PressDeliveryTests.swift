import Testing
import UIKit
import UIKitTesting

/// A shared log of what responders heard, in order.
@MainActor
private final class KeyLog {
    var entries: [String] = []
}

/// A view that records presses (then passes them on) and offers key commands.
@MainActor
private final class KeyView: UIView {
    let name: String
    let log: KeyLog
    var acceptsFirstResponder = false
    var commands: [UIKeyCommand]?
    var lastPress: UIPress?
    var lastEvent: UIPressesEvent?

    init(_ name: String, log: KeyLog) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    required init?(coder: NSCoder) { fatalError() }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
    override var keyCommands: [UIKeyCommand]? { commands }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        lastPress = presses.first
        lastEvent = event
        log.entries.append("\(name) began \(presses.first?.key?.characters ?? "?")")
        super.pressesBegan(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.entries.append("\(name) ended \(presses.first?.key?.characters ?? "?")")
        super.pressesEnded(presses, with: event)
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.entries.append("\(name) cancelled \(presses.first?.key?.characters ?? "?")")
        super.pressesCancelled(presses, with: event)
    }

    func find(_ command: UIKeyCommand) {
        log.entries.append("\(name) find \(command.input ?? "")")
    }

    func moveUp() {
        log.entries.append("\(name) up")
    }
}

@MainActor
@Suite("Presses and key commands")
struct PressDeliveryTests {
    /// outer ⊃ inner; inner is first responder.
    private func makeChain() -> (UITestHost, KeyView, KeyView, KeyLog) {
        let log = KeyLog()
        let outer = KeyView("outer", log: log)
        let inner = KeyView("inner", log: log)
        inner.acceptsFirstResponder = true
        outer.addSubview(inner)
        let host = makeHost(showing: [outer])
        #expect(inner.becomeFirstResponder())
        return (host, outer, inner, log)
    }

    @Test("a press reaches the first responder, then its superview, began then ended")
    func pressUpTheChain() throws {
        let (host, _, inner, log) = makeChain()
        host.pressKey(.keyboardA)
        #expect(log.entries == ["inner began a", "outer began a", "inner ended a", "outer ended a"])
        let press = try #require(inner.lastPress)
        #expect(press.key?.keyCode == .keyboardA)
        #expect(press.responder === inner)
        #expect(press.window === inner.window)
        #expect(press.phase == .ended)
        #expect(press.force == 0)
        #expect(inner.lastEvent?.type == .presses)
        #expect(inner.lastEvent?.allPresses == [press])
    }

    @Test("press timestamps come from the media clock, one frame apart")
    func timestamps() throws {
        let (host, _, inner, _) = makeChain()
        host.keyDown(.keyboardB)
        let press = try #require(inner.lastPress)
        let began = press.timestamp
        #expect(began == CACurrentMediaTime())
        #expect(press.phase == .began)
        #expect(press.force == 1)
        host.keyUp(.keyboardB)
        #expect(press.timestamp == began + host.frameDuration)
    }

    @Test("Shift and Caps Lock change characters, not charactersIgnoringModifiers")
    func characters() throws {
        let (host, _, inner, _) = makeChain()
        host.pressKey(.keyboard1, modifierFlags: .shift)
        var key = try #require(inner.lastPress?.key)
        #expect(key.characters == "!")
        #expect(key.charactersIgnoringModifiers == "1")
        #expect(key.modifierFlags == .shift)
        #expect(inner.lastEvent?.modifierFlags == .shift)
        host.pressKey(.keyboardQ, modifierFlags: .alphaShift)
        key = try #require(inner.lastPress?.key)
        #expect(key.characters == "Q")
        host.pressKey(UIKeyCommand.inputUpArrow)
        key = try #require(inner.lastPress?.key)
        #expect(key.keyCode == .keyboardUpArrow)
        #expect(key.characters == "UIKeyInputUpArrow")
        #expect(inner.lastPress?.type == .upArrow)
        host.pressKey("?")
        #expect(inner.lastPress?.key?.keyCode == .keyboardSlash)
        #expect(inner.lastPress?.key?.modifierFlags == .shift)
    }

    @Test("without a first responder, presses go to the key window")
    func keyWindowWithoutFirstResponder() {
        let log = KeyLog()
        let view = KeyView("view", log: log)
        let host = makeHost(showing: [view])
        host.pressKey(.keyboardReturnOrEnter)
        #expect(log.entries.isEmpty, "the view is not in the chain from the window")
        #expect(host.window.isKeyWindow)
    }

    @Test("a key command on an ancestor matches with its modifiers and consumes the press")
    func keyCommandAlongTheChain() {
        let (host, outer, _, log) = makeChain()
        outer.commands = [UIKeyCommand(input: "f", modifierFlags: .command, action: KeyView.find(_:))]
        host.pressKey(.keyboardF, modifierFlags: .command)
        // Sent to the first responder that can perform it: the inner view.
        #expect(log.entries == ["inner find f"])
        log.entries.removeAll()
        host.pressKey(.keyboardF)
        #expect(log.entries == ["inner began f", "outer began f", "inner ended f", "outer ended f"],
                "without Command the command does not match")
        log.entries.removeAll()
        host.pressKey(.keyboardF, modifierFlags: [.command, .shift])
        #expect(log.entries.count == 4, "modifiers must match exactly")
    }

    @Test("arrow-key commands with an action that takes no argument; the action goes to its type's responder")
    func inputConstants() {
        let (host, outer, _, chainLog) = makeChain()
        final class Controller: UIViewController {
            var ups = 0
            func up() { ups += 1 }
        }
        let controller = Controller()
        outer.commands = [UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: KeyView.moveUp),
                          UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: Controller.up)]
        host.pressKey(.keyboardUpArrow)
        #expect(chainLog.entries == ["inner up"])
        chainLog.entries.removeAll()
        // No Controller is in the chain: the command is passed over and the press delivered.
        host.pressKey(.keyboardDownArrow)
        #expect(chainLog.entries.first == "inner began UIKeyInputDownArrow")
        #expect(controller.ups == 0)
    }

    @Test("keys held when the host cancels them hear pressesCancelled, and their release nothing")
    func cancelled() throws {
        let (host, _, inner, log) = makeChain()
        host.keyDown(.keyboardC)
        host.application.pressDelivery.cancelAll(at: CACurrentMediaTime(), application: host.application)
        host.keyUp(.keyboardC)
        #expect(log.entries == ["inner began c", "outer began c", "inner cancelled c", "outer cancelled c"])
        #expect(inner.lastPress?.phase == .cancelled)
    }

    @Test("UIKit's raw values")
    func rawValues() {
        #expect(UIKeyboardHIDUsage.keyboardA.rawValue == 4)
        #expect(UIKeyboardHIDUsage.keyboardZ.rawValue == 29)
        #expect(UIKeyboardHIDUsage.keyboard0.rawValue == 39)
        #expect(UIKeyboardHIDUsage.keyboardF12.rawValue == 69)
        #expect(UIKeyboardHIDUsage.keyboardUpArrow.rawValue == 82)
        #expect(UIKeyboardHIDUsage.keypad0.rawValue == 98)
        #expect(UIKeyboardHIDUsage.keyboardRightGUI.rawValue == 231)
        #expect(UIPress.PressType.pageDown.rawValue == 31)
        #expect(UIPress.Phase.cancelled.rawValue == 4)
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20)
        #expect(UIKeyCommand.inputF12 == "UIKeyInputF12")
    }
}
