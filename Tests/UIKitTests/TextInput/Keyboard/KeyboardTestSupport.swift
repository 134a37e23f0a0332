import Foundation
@testable import UIKit
import UIKitTesting

/// The smallest responder that takes keys: a view that can become first
/// responder and collects what is typed.
@MainActor
final class KeyInputView: UIView, UIKeyInput {
    var text = ""
    var accessory: UIView?
    var customInput: UIView?
    var appearance = UIKeyboardAppearance.default
    var keyboardAppearance: UIKeyboardAppearance { appearance }

    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { accessory }
    override var inputView: UIView? { customInput }

    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}

/// One keyboard notification as a test sees it.
struct KeyboardEvent: Equatable, Sendable {
    let name: String
    let begin: CGRect
    let end: CGRect
    let duration: Double
    let curve: Int
    let isLocal: Bool
    /// Virtual time of posting.
    let time: CFTimeInterval
}

/// Records the six keyboard notifications, reading the user info the way
/// ported iOS code does.
@MainActor
final class KeyboardLog {
    private(set) var events: [KeyboardEvent] = []
    private var tokens: [NSObjectProtocol] = []

    static let names: [Notification.Name] = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
    ]

    init() {
        for name in Self.names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let info = note.userInfo
                let event = KeyboardEvent(
                    name: note.name.rawValue,
                    begin: (info?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .null,
                    end: (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null,
                    duration: info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? -1,
                    curve: info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? -1,
                    isLocal: info?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? false,
                    time: CACurrentMediaTime())
                MainActor.assumeIsolated { self?.events.append(event) }
            })
        }
    }

    /// The notifications' names without the "UIKeyboard" prefix and "Notification" suffix.
    var names: [String] {
        events.map { String($0.name.dropFirst("UIKeyboard".count).dropLast("Notification".count)) }
    }

    func clear() { events.removeAll() }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens.removeAll()
    }
}

@MainActor
extension UITestHost {
    /// A plain screen with a key-input view near the top, installed and laid out.
    func installKeyInputScreen() -> (UIViewController, KeyInputView) {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let field = KeyInputView(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.backgroundColor = .secondarySystemBackground
        controller.view.addSubview(field)
        rootViewController = controller
        return (controller, field)
    }
}
