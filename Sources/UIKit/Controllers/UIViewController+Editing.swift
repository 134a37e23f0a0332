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

    /// A bar button item that toggles editing (`setEditing(!isEditing,
    /// animated: true)`): titled "Edit", and "Done" in the bold `.done` style
    /// while editing. The same item every time it is asked for.
    public var editButtonItem: UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem(title: "Edit", style: .plain)
        item.primaryAction = UIAction { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        }
        editButtonItemStorage = item
        updateEditButtonItem()
        return item
    }

    /// The edit button item follows the editing mode.
    func updateEditButtonItem() {
        guard let item = editButtonItemStorage else { return }
        item.title = editingState ? "Done" : "Edit"
        item.style = editingState ? .done : .plain
    }
}
