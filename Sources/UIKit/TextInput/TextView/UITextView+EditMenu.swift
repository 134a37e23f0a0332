import CoreGraphics
import Foundation

/// The text view's edit menu (TextEditMenu.swift) and the long press that
/// drags the caret (or, when the text is only selectable, selects a word)
/// before showing it.
extension UITextView: TextEditMenuHost {
    var allowsTextChanges: Bool { isEditable }
    var hidesTextFromCopying: Bool { false }

    func delegateEditMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        textViewDelegate?.textView(self, editMenuForTextIn: range, suggestedActions: suggestedActions)
    }

    func delegateWillPresentEditMenu(animator: UIEditMenuInteractionAnimating) {
        textViewDelegate?.textView(self, willPresentEditMenuWith: animator)
    }

    func delegateWillDismissEditMenu(animator: UIEditMenuInteractionAnimating) {
        textViewDelegate?.textView(self, willDismissEditMenuWith: animator)
    }

    /// A long press begins editing and puts the caret under the finger; the
    /// caret follows the finger, and lifting it shows the edit menu. In text
    /// that is selectable but not editable, it selects the word under the
    /// finger instead. (iOS also magnifies the text; Kumiki has no loupe.)
    func textLongPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard isEditable || isSelectable else { return }
        switch recognizer.state {
        case .began, .changed:
            if !isEditing {
                guard recognizer.state == .began, becomeFirstResponder() else { return }
            }
            editing.move(to: offset(closestTo: recognizer.location(in: self)), extending: false)
            if isEditable {
                selectionDidChange()
            } else {
                selectUnit(around: editing.selection.location, tapCount: 2)
            }
        case .ended:
            textEditMenu.present()
        default:
            break
        }
    }
}
