import CoreGraphics
import Foundation

/// The text field's edit menu (TextEditMenu.swift) and the long press that
/// drags the caret before showing it.
extension UITextField: TextEditMenuHost {
    var allowsTextChanges: Bool { true }
    var hidesTextFromCopying: Bool { isSecureTextEntry }

    func delegateEditMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        delegate?.textField(self, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
    }

    func delegateWillPresentEditMenu(animator: UIEditMenuInteractionAnimating) {
        delegate?.textField(self, willPresentEditMenuWith: animator)
    }

    func delegateWillDismissEditMenu(animator: UIEditMenuInteractionAnimating) {
        delegate?.textField(self, willDismissEditMenuWith: animator)
    }

    func installLongPressRecognizer() {
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: UITextField.textLongPressed(_:)))
    }

    /// A long press begins editing and puts the caret under the finger; the
    /// caret follows the finger, and lifting it shows the edit menu (iOS
    /// also magnifies the text under the finger; Kumiki has no loupe).
    func textLongPressed(_ recognizer: UILongPressGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard isEditing || becomeFirstResponder() else { return }
            moveCaret(toPoint: recognizer.location(in: self))
        case .changed:
            guard isEditing else { return }
            moveCaret(toPoint: recognizer.location(in: self))
        case .ended:
            textEditMenu.present()
        default:
            break
        }
    }
}
