/// Layout: marking, the layout pass, autoresizing, sizing and the safe area.
extension UIView {
    /// Walks from the window down to this view (iteratively) and clamps the
    /// result to the view's size.
    func computeSafeAreaInsets() -> UIEdgeInsets {
        guard window != nil else { return .zero }
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view {
            chain.append(current)
            view = current.superview
        }
        var unclamped = UIEdgeInsets.zero
        for (index, view) in chain.reversed().enumerated() {
            unclamped = index == 0 ? view.ownUnclampedSafeAreaInsets : view.unclampedSafeAreaInsets(within: unclamped)
        }
        return clamped(unclamped)
    }

    /// A window's own insets; zero for a view at the root of a tree outside one.
    private var ownUnclampedSafeAreaInsets: UIEdgeInsets {
        (self as? UIWindow)?.windowSafeAreaInsets ?? .zero
    }

    /// This view's unclamped insets from its superview's: each edge moves in by
    /// the distance between the superview's bounds edge and this view's frame
    /// edge (the frame being the bounding box under a transform).
    private func unclampedSafeAreaInsets(within parentInsets: UIEdgeInsets) -> UIEdgeInsets {
        guard let parent = superview else { return ownUnclampedSafeAreaInsets }
        let frame = self.frame
        let parentBounds = parent.bounds
        let extra = owningViewController.map { controller in
            let own = controller.additionalSafeAreaInsetsStorage, container = controller.containerSafeAreaInsets
            return UIEdgeInsets(top: own.top + container.top, left: own.left + container.left,
                                bottom: own.bottom + container.bottom, right: own.right + container.right)
        } ?? .zero
        return UIEdgeInsets(top: parentInsets.top - (frame.minY - parentBounds.minY) + extra.top,
                            left: parentInsets.left - (frame.minX - parentBounds.minX) + extra.left,
                            bottom: parentInsets.bottom - (parentBounds.maxY - frame.maxY) + extra.bottom,
                            right: parentInsets.right - (parentBounds.maxX - frame.maxX) + extra.right)
    }

    /// A controller's `additionalSafeAreaInsets` changed: the safe area of
    /// this subtree is recomputed (parents first) and laid out again.
    func safeAreaNeedsUpdate() {
        forEachInSubtree { view in
            view.updateSafeAreaInsets()
            return true
        }
        setNeedsLayout()
    }

    private func clamped(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        let size = bounds.size
        return UIEdgeInsets(top: max(0, min(size.height, insets.top)), left: max(0, min(size.width, insets.left)),
                            bottom: max(0, min(size.height, insets.bottom)), right: max(0, min(size.width, insets.right)))
    }

    /// Recomputes the safe area from the superview's (already updated: callers
    /// go top-down) and calls `safeAreaInsetsDidChange()` when it changed.
    func updateSafeAreaInsets() {
        let insets: UIEdgeInsets
        if window == nil {
            unclampedSafeAreaInsets = .zero
            insets = .zero
        } else {
            // A window's own insets are read fresh (they follow the screen); any
            // other superview's were updated before this view's.
            let parentInsets = superview.map { ($0 as? UIWindow)?.windowSafeAreaInsets ?? $0.unclampedSafeAreaInsets }
            unclampedSafeAreaInsets = unclampedSafeAreaInsets(within: parentInsets ?? .zero)
            insets = clamped(unclampedSafeAreaInsets)
        }
        guard insets != lastSafeAreaInsets else { return }
        lastSafeAreaInsets = insets
        if layoutState.variables != nil { layoutEngineIfActive?.marginsDidChange(of: self) }
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
    }

    /// The view controller callbacks and `layoutSubviews()` for one layout pass of
    /// this view (called by the layer as its delegate).
    func runLayoutPass() {
        updateSafeAreaInsets()
        traitCollection.withCurrent {
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in subviewList { subview.updateSafeAreaInsets() }
    }

    /// Autoresizes the subviews after a bounds size change and marks layout.
    func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = bounds.size
        guard newSize != oldSize else { return }
        if drawsWhenSized, newSize.width > 0, newSize.height > 0 { layer.setNeedsDisplay() }
        if autoresizesSubviews {
            for subview in subviewList {
                subview.autoresize(superviewResizedFrom: oldSize, to: newSize)
            }
        }
        setNeedsLayout()
    }

    /// UIKit's autoresizing: on each axis, the change in the superview's size is
    /// shared by the flexible parts (margins and size) in proportion to their
    /// current lengths, or equally when those lengths are all zero.
    func autoresize(superviewResizedFrom oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        var frame = self.frame
        func distribute(delta: CGFloat, lengths: [CGFloat], flexible: [Bool]) -> [CGFloat] {
            let total = zip(lengths, flexible).filter(\.1).map(\.0).reduce(0, +)
            let count = CGFloat(flexible.filter { $0 }.count)
            guard count > 0 else { return lengths.map { _ in 0 } }
            return zip(lengths, flexible).map { length, isFlexible in
                guard isFlexible else { return 0 }
                return total > 0 ? delta * length / total : delta / count
            }
        }
        let x = distribute(delta: newSize.width - oldSize.width,
                           lengths: [frame.minX, frame.width, oldSize.width - frame.maxX],
                           flexible: [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                      mask.contains(.flexibleRightMargin)])
        let y = distribute(delta: newSize.height - oldSize.height,
                           lengths: [frame.minY, frame.height, oldSize.height - frame.maxY],
                           flexible: [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                      mask.contains(.flexibleBottomMargin)])
        frame.origin.x += x[0]
        frame.size.width += x[1]
        frame.origin.y += y[0]
        frame.size.height += y[1]
        self.frame = frame
    }
}
