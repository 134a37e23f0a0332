/// The view tree. Callbacks come in UIKit's order: when adding,
/// `willMove(toSuperview:)`, `didMoveToSuperview()`, then `willMove(toWindow:)` and
/// `didMoveToWindow()` through the whole moved subtree when the window changes,
/// then the superview's `didAddSubview(_:)`. When removing, the superview's
/// `willRemoveSubview(_:)`, `willMove(toSuperview: nil)`, the window callbacks,
/// then `didMoveToSuperview()`.
extension UIView {
    public var superview: UIView? { superviewStorage }

    /// Back to front.
    public var subviews: [UIView] { subviewList }

    /// The window this view is in, or nil.
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superviewStorage
        }
        return nil
    }

    public func addSubview(_ view: UIView) {
        insert(view, at: subviewList.count)
    }

    /// Inserts at `index` (clamped to the subview count).
    public func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Above `siblingSubview`, or at the front when it is not a subview.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviewList.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviewList.count
        insert(view, at: index)
    }

    /// Below `siblingSubview`, or at the front when it is not a subview.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let index = subviewList.firstIndex { $0 === siblingSubview } ?? subviewList.count
        insert(view, at: index)
    }

    /// Swaps two subviews' places. Stops on an index out of range.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        precondition(subviewList.indices.contains(index1) && subviewList.indices.contains(index2),
                     "exchangeSubview(at:withSubviewAt:): index out of bounds")
        guard index1 != index2 else { return }
        subviewList.swapAt(index1, index2)
        syncLayerOrder()
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviewList.firstIndex(where: { $0 === view }) else { return }
        subviewList.append(subviewList.remove(at: index))
        syncLayerOrder()
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviewList.firstIndex(where: { $0 === view }) else { return }
        subviewList.insert(subviewList.remove(at: index), at: 0)
        syncLayerOrder()
    }

    public func removeFromSuperview() {
        guard let parent = superviewStorage else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { subtreeWillMove(toWindow: nil) }
        resignFirstResponderInSubtree()
        parent.subviewList.removeAll { $0 === self }
        superviewStorage = nil
        layer.removeFromSuperlayer()
        if oldWindow != nil {
            subtreeDidMoveToWindow()
            // Leaving the screen ends the subtree's animations (their completions
            // hear finished == false), as Core Animation drops them with the layers.
            UIView.removeAnimations(in: layer)
        }
        didMoveToSuperview()
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superviewStorage
        }
        return false
    }

    /// Depth first, this view first.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviewList {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    private func insert(_ view: UIView, at requestedIndex: Int) {
        precondition(view !== self, "Can't add self as subview")
        precondition(!isDescendant(of: view), "Can't add a view to one of its own subviews (\(type(of: view)) is an ancestor of \(type(of: self)))")
        var index = requestedIndex
        if view.superviewStorage === self {
            // Reordering within the same superview: no hierarchy callbacks.
            if let current = subviewList.firstIndex(where: { $0 === view }) {
                if current < index { index -= 1 }
                subviewList.remove(at: current)
            }
            subviewList.insert(view, at: min(max(0, index), subviewList.count))
            syncLayerOrder()
            return
        }
        view.superviewStorage?.willRemoveSubview(view)
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if let oldParent = view.superviewStorage {
            oldParent.subviewList.removeAll { $0 === view }
        }
        subviewList.insert(view, at: min(max(0, index), subviewList.count))
        view.superviewStorage = self
        syncLayerOrder()
        view.didMoveToSuperview()
        // A view that inherits its tint hears about the new inherited value.
        if view.tintColorStorage == nil || view.tintAdjustmentModeStorage == .automatic {
            view.propagateTintChange { $0.tintColorStorage == nil || $0.tintAdjustmentModeStorage == .automatic }
        }
        if oldWindow !== newWindow {
            view.subtreeWillMove(toWindow: newWindow)
            view.resignFirstResponderInSubtree()
            view.subtreeDidMoveToWindow()
        }
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Keeps the subviews' layers in the subviews' order, leaving any other
    /// sublayers where they are relative to them. A layer that joins goes right
    /// below the next subview's layer, or on top of every sublayer when its view is
    /// the front-most (UIKit's `addSubview` adds the layer above sublayers the app
    /// added itself).
    func syncLayerOrder() {
        var previous: CALayer?
        for (position, subview) in subviewList.enumerated() {
            let sublayer = subview.layer
            let sublayers = layer.sublayers ?? []
            let index = sublayers.firstIndex { $0 === sublayer }
            let previousIndex = previous.flatMap { earlier in sublayers.firstIndex { $0 === earlier } }
            let inPlace = index != nil && (previousIndex.map { index! > $0 } ?? true)
            if index == nil {
                let next = subviewList[(position + 1)...].first { $0.layer.superlayer === layer }
                if let next {
                    layer.insertSublayer(sublayer, below: next.layer)
                } else {
                    layer.addSublayer(sublayer)
                }
            } else if !inPlace {
                if let previous {
                    layer.insertSublayer(sublayer, above: previous)
                } else {
                    layer.insertSublayer(sublayer, at: 0)
                }
            }
            previous = sublayer
        }
    }

    /// Resigns the first responder when it is this view or inside it: it is
    /// leaving its window.
    func resignFirstResponderInSubtree() {
        if let current = UIResponder.currentFirstResponder as? UIView, current.isDescendant(of: self) {
            current.resignFirstResponder()
        }
    }

    func subtreeWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviewList { subview.subtreeWillMove(toWindow: newWindow) }
    }

    func subtreeDidMoveToWindow() {
        didMoveToWindow()
        if window != nil { layer.contentsScale = UIScreen.main.scale }
        updateSafeAreaInsets()
        for subview in subviewList { subview.subtreeDidMoveToWindow() }
    }

    static func removeAnimations(in layer: CALayer) {
        layer.removeAllAnimations()
        for sublayer in layer.sublayers ?? [] { removeAnimations(in: sublayer) }
    }
}
