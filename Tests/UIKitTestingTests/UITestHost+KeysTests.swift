import Testing
import UIKit
import UIKitTesting

/// Records presses, and becomes first responder.
@MainActor
private final class KeyTarget: UIView {
    var keys: [String] = []
    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        keys += presses.compactMap { $0.key?.characters }
    }
}

@MainActor
@Suite("UITestHost keys")
struct UITestHostKeysTests {
    private func makeTarget() -> (UITestHost, KeyTarget) {
        let host = UITestHost()
        let controller = UIViewController()
        let target = KeyTarget(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(target)
        host.rootViewController = controller
        target.becomeFirstResponder()
        return (host, target)
    }

    @Test("pressKey with characters finds the key on a US layout, adding Shift where it is needed")
    func pressKeyByCharacters() {
        let (host, target) = makeTarget()
        for character in ["a", "A", "7", "&", " ", UIKeyCommand.inputLeftArrow, UIKeyCommand.inputF5] {
            host.pressKey(character)
        }
        #expect(target.keys == ["a", "A", "7", "&", " ", "UIKeyInputLeftArrow", "UIKeyInputF5"])
    }

    @Test("each key moves time by one frame down and one up")
    func framesPerKey() {
        let (host, _) = makeTarget()
        let start = CACurrentMediaTime()
        host.pressKey(.keyboardA)
        #expect(CACurrentMediaTime() == start + 2 * host.frameDuration)
    }

    @Test("a character no key types is a test failure")
    func unknownCharacter() {
        let (host, target) = makeTarget()
        withKnownIssue {
            host.pressKey("é")
        }
        #expect(target.keys.isEmpty)
    }
}
