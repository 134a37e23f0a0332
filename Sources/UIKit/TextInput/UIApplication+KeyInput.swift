import Foundation

extension UIApplication {
    /// The first responder, when it takes typed text: where the keyboard types.
    package var keyInputResponder: (any UIKeyInput)? { firstResponder as? any UIKeyInput }
}
