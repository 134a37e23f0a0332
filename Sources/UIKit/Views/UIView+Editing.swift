import Foundation

extension UIView {
    /// Ends editing in this view's subtree: asks the first responder inside
    /// it to resign (or makes it, with `force`). Returns whether it resigned.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let application = window?.application,
              let responder = application.firstResponder as? UIView,
              responder === self || responder.isDescendant(of: self) else { return true }
        if let field = responder as? UITextField { return field.endEditingIfAllowed(force: force) }
        if let textView = responder as? UITextView { return textView.endEditingIfAllowed(force: force) }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        application.firstResponder = nil
        return true
    }
}
