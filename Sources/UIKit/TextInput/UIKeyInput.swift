import Foundation

/// The simplest text input: a responder that takes typed characters and the
/// delete key. A responder that conforms and becomes first responder brings
/// up the keyboard and receives what is typed (`UITestHost.typeText(_:)`,
/// the window's keyboard).
@MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Typed text: one or more characters, or "\n" for the return key.
    func insertText(_ text: String)
    /// The delete key.
    func deleteBackward()
}
