/// Told when a text input's text or selection changes other than by typing:
/// the system's keyboard is a text input's delegate on iOS, and resets its
/// suggestions then. Kumiki's text fields and text views tell it around
/// changes made through their API (`text`, `attributedText`,
/// `selectedRange`, `selectedTextRange`) and by their selection handles;
/// nothing in Kumiki sets one, so it is for code of your own.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: UITextInput?)
    func selectionDidChange(_ textInput: UITextInput?)
    func textWillChange(_ textInput: UITextInput?)
    func textDidChange(_ textInput: UITextInput?)
}
