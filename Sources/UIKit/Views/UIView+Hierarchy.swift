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
    public var window: UIWindow? { windowStorage }

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
        var found: UIView?
        forEachInSubtree { view in
            if found == nil, view.tag == tag { found = view }
            return found == nil
        }
        return found
    }

    /// Visits this view and its descendants depth first, parents before their
    /// subviews, back to front; `body` returns whether to visit the view's
    /// subviews. Iterative, so a tree of any depth is walked in constant stack.
    func forEachInSubtree(_ body: (UIView) -> Bool) {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            guard body(view) else { continue }
            pending.append(contentsOf: view.subviewList.reversed())
        }
    }

    func setWindowInSubtree(_ newWindow: UIWindow?) {
        forEachInSubtree { view in
            if !(view is UIWindow) { view.windowStorage = newWindow }
            return true
        }
    }

    func insert(_ view: UIView, at requestedIndex: Int) {
        if view === self { UncaughtException.raise("NSInvalidArgumentException", reason: "Can't add self as subview") }
        // Only a view with subviews can be an ancestor of this one (checking
        // just then keeps building a deep tree linear). iOS lets the views
        // form a loop and Core Animation stops at the layer cycle; Kumiki
        // stops here with Core Animation's message.
        if !view.subviewList.isEmpty && isDescendant(of: view) {
            UncaughtException.raise("CALayerInvalid", reason: view.layer.cycleReason)
        }
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
        let layoutFlags = view.detachConstraintsBeforeLeavingTree()
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if let oldParent = view.superviewStorage {
            oldParent.subviewList.removeAll { $0 === view }
        }
        subviewList.insert(view, at: min(max(0, index), subviewList.count))
        view.superviewStorage = self
        if oldWindow !== newWindow { view.setWindowInSubtree(newWindow) }
        view.attachConstraintsAfterJoiningTree(layoutFlags)
        if subviewList.last === view && view.layer.superlayer !== layer {
            // Appended (`addSubview`): its layer joins on top of every
            // sublayer, the others being in order already — no full re-sync,
            // which would make adding n subviews cost n³.
            layer.addSublayer(view.layer)
        } else {
            syncLayerOrder()
        }
        view.didMoveToSuperview()
        view.updateTraitsAfterMove()
        // A view that inherits its tint hears about the new inherited value.
        if view.tintColorStorage == nil || view.tintAdjustmentModeStorage == .automatic {
            view.propagateTintChange { $0.tintColorStorage == nil || $0.tintAdjustmentModeStorage == .automatic }
        }
        if oldWindow !== newWindow {
            view.subtreeWillMove(toWindow: newWindow, from: oldWindow)
            view.resignFirstResponderInSubtree(leaving: oldWindow)
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
    func resignFirstResponderInSubtree(leaving window: UIWindow?) {
        if let current = window?.application?.firstResponder as? UIView, current.isDescendant(of: self) {
            current.resignFirstResponder()
        }
    }

    /// `willMove(toWindow:)` through the subtree; the controllers whose root
    /// views are in it hear the move too (their appearance may follow it).
    func subtreeWillMove(toWindow newWindow: UIWindow?, from oldWindow: UIWindow?) {
        forEachInSubtree { view in
            view.willMove(toWindow: newWindow)
            view.owningViewController?.rootViewWillMove(from: oldWindow, to: newWindow)
            return true
        }
    }

    func subtreeDidMoveToWindow() {
        forEachInSubtree { view in
            view.didMoveToWindow()
            if let window = view.window { view.layer.contentsScale = window.screen.scale }
            view.updateSafeAreaInsets()
            view.owningViewController?.rootViewDidMoveToWindow()
            for case let interaction as WindowBoundInteraction in view.interactionList {
                interaction.viewDidMoveToWindow()
            }
            return true
        }
    }

    static func removeAnimations(in layer: CALayer) {
        var pending = [layer]
        while let current = pending.popLast() {
            current.removeAllAnimations()
            pending.append(contentsOf: current.sublayers ?? [])
        }
    }
}
