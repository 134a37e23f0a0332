/// Tint color, inherited down the view tree.
extension UIView {
    var inheritedTint: UIColor {
        var view: UIView? = self
        while let current = view {
            if let tint = current.tintColorStorage { return tint }
            view = current.superview
        }
        return .systemBlue
    }

    /// Calls `tintColorDidChange()` on this view and every descendant that
    /// inherits the changed value (`inherits` says whether a subview does): a
    /// descendant with its own tint color is not told about an ancestor's color.
    func propagateTintChange(to inherits: (UIView) -> Bool) {
        forEachInSubtree { view in
            guard view === self || inherits(view) else { return false }
            view.tintColorDidChange()
            return true
        }
    }
}
