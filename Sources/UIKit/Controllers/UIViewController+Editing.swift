import Foundation

/// The editing mode a controller's content may have (a table's delete and
/// reorder controls, for instance). Setting it tells the controller through
/// `setEditing(_:animated:)`, which subclasses override to pass it on.
extension UIViewController {
    /// Whether the controller's content is in editing mode. False by default.
    public var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
}
