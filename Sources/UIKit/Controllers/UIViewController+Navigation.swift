/// What a controller knows of the navigation around it.
extension UIViewController {
    /// What a navigation bar shows for this controller: made on first use,
    /// titled with the controller's `title`.
    public var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// The nearest navigation controller up the parent chain; nil outside one.
    public var navigationController: UINavigationController? {
        var current = parentStorage
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parentStorage
        }
        return nil
    }
}
