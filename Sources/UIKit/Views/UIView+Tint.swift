/// Tint color, inherited down the view tree.
extension UIView {
    /// The view's own tint, else the nearest ancestor's, else the system default
    /// (systemBlue); gray when the effective adjustment mode is dimmed.
    public var tintColor: UIColor! {
        get {
            if tintAdjustmentMode == .dimmed { return UIColor(white: 0.5, alpha: 1) }
            return inheritedTint
        }
        set {
            tintColorStorage = newValue
            propagateTintChange { $0.tintColorStorage == nil }
        }
    }

    /// `.automatic` reports the superview's mode (`.normal` at the root).
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            var view: UIView? = self
            while let current = view {
                if current.tintAdjustmentModeStorage != .automatic { return current.tintAdjustmentModeStorage }
                view = current.superview
            }
            return .normal
        }
        set {
            tintAdjustmentModeStorage = newValue
            propagateTintChange { $0.tintAdjustmentModeStorage == .automatic }
        }
    }

    private var inheritedTint: UIColor {
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
