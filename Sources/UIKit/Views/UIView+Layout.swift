/// Layout: marking, the layout pass, autoresizing, sizing and the safe area.
extension UIView {
    public func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Lays out now what is marked, starting from the highest marked ancestor
    /// (Core Animation's rule).
    public func layoutIfNeeded() {
        layer.layoutIfNeeded()
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    public func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    /// The part of the window's safe area insets that this view overlaps, in points;
    /// zero outside a window.
    public var safeAreaInsets: UIEdgeInsets {
        computeSafeAreaInsets()
    }

    func computeSafeAreaInsets() -> UIEdgeInsets {
        guard let window else { return .zero }
        let windowInsets = window.windowSafeAreaInsets
        if window === self { return windowInsets }
        let frameInWindow = convert(bounds, to: window)
        let windowBounds = window.bounds
        return UIEdgeInsets(
            top: max(0, min(frameInWindow.height, windowInsets.top - (frameInWindow.minY - windowBounds.minY))),
            left: max(0, min(frameInWindow.width, windowInsets.left - (frameInWindow.minX - windowBounds.minX))),
            bottom: max(0, min(frameInWindow.height, windowInsets.bottom - (windowBounds.maxY - frameInWindow.maxY))),
            right: max(0, min(frameInWindow.width, windowInsets.right - (windowBounds.maxX - frameInWindow.maxX))))
    }

    /// Recomputes the safe area and calls `safeAreaInsetsDidChange()` when it changed.
    func updateSafeAreaInsets() {
        let insets = computeSafeAreaInsets()
        guard insets != lastSafeAreaInsets else { return }
        lastSafeAreaInsets = insets
        safeAreaInsetsDidChange()
    }

    /// The view controller callbacks and `layoutSubviews()` for one layout pass of
    /// this view (called by the layer as its delegate).
    func runLayoutPass() {
        updateSafeAreaInsets()
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
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
