/// The view side of Auto Layout: installing constraints, translating
/// autoresizing masks, content priorities, fitting sizes, the update pass and
/// applying the engine's frames in `layoutSubviews`.
extension UIView {
    /// `systemLayoutSizeFitting` with this asks for the smallest size.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// `systemLayoutSizeFitting` with this asks for the largest size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: Installing

    /// Installs constraints on this view (the old API): each must relate this
    /// view or its descendants.
    func installOnSelf(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.installedView !== self {
            constraint.installedView?.uninstall(constraint)
            for item in constraint.allItems {
                guard let view = LayoutItemRelations.view(of: item), view.isDescendant(of: self) else {
                    UncaughtException.raise("NSGenericException", reason: constraint.notInSubtreeReason(of: self))
                }
            }
            install(constraint)
        }
    }

    func install(_ constraint: NSLayoutConstraint) {
        constraint.installedView = self
        layoutState.constraints.append(constraint)
        markSubtreeConstrained()
        layoutEngineIfActive?.constraintWasActivated(constraint)
        setNeedsLayout()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        layoutState.constraints.removeAll { $0 === constraint }
        constraint.engine?.constraintWasDeactivated(constraint)
        constraint.installedView = nil
        setNeedsLayout()
    }

    /// The root of this view's tree is told that Auto Layout is in use below it.
    func markSubtreeConstrained() {
        layoutRoot.layoutState.subtreeUsesConstraints = true
    }

    /// The topmost ancestor (the window, for views on screen).
    var layoutRoot: UIView {
        if let window = windowStorage { return window }
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The engine of this view's tree, made when Auto Layout is in use there.
    var layoutEngine: LayoutEngine? {
        let root = layoutRoot
        if let engine = root.layoutState.engine { return engine }
        guard root.layoutState.subtreeUsesConstraints else { return nil }
        let engine = LayoutEngine(root: root)
        root.layoutState.engine = engine
        return engine
    }

    /// The engine, only when it already exists (changes before it does are
    /// picked up when it is built).
    var layoutEngineIfActive: LayoutEngine? {
        layoutRoot.layoutState.engine
    }

    // MARK: Properties

    func setTranslatesAutoresizingMask(_ translates: Bool) {
        guard translates != layoutState.translatesAutoresizingMask else { return }
        layoutState.translatesAutoresizingMask = translates
        if !translates { markSubtreeConstrained() }
        layoutEngineIfActive?.itemNeedsRebuild()
        superview?.setNeedsLayout()
    }

    func setContentPriority(_ priority: UILayoutPriority, hugging: Bool, for axis: NSLayoutConstraint.Axis) {
        switch (hugging, axis) {
        case (true, .horizontal): layoutState.hugging.horizontal = priority
        case (true, .vertical): layoutState.hugging.vertical = priority
        case (false, .horizontal): layoutState.compressionResistance.horizontal = priority
        case (false, .vertical): layoutState.compressionResistance.vertical = priority
        }
        layoutEngineIfActive?.contentSizeDidChange(of: self)
        superview?.setNeedsLayout()
    }

    /// The engine re-reads the intrinsic size (called by `invalidateIntrinsicContentSize`).
    func intrinsicContentSizeDidChange() {
        layoutEngineIfActive?.contentSizeDidChange(of: self)
    }

    // MARK: The update pass

    /// Marks the view so that `updateConstraints()` runs before the next layout.
    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        markSubtreeConstrained()
        layoutRoot.layoutState.descendantNeedsUpdateConstraints = true
        setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool {
        layoutState.needsUpdateConstraints
    }

    /// Runs `updateConstraints()` now on this view and its descendants that
    /// need it, deepest first (UIKit's order: subviews before their superview).
    public func updateConstraintsIfNeeded() {
        var stack: [(UIView, Bool)] = [(self, false)]
        while let (view, childrenDone) = stack.popLast() {
            if childrenDone {
                if view.layoutState.needsUpdateConstraints {
                    // A controller's root view is updated through the controller.
                    if let controller = view.owningViewController {
                        controller.updateViewConstraints()
                    } else {
                        view.updateConstraints()
                    }
                }
                view.layoutState.needsUpdateConstraints = false
            } else {
                stack.append((view, true))
                stack.append(contentsOf: view.subviewList.reversed().map { ($0, false) })
            }
        }
    }

    /// The view's own `updateConstraints()`, as a controller's
    /// `updateViewConstraints()` runs it.
    func runUpdateConstraints() {
        updateConstraints()
    }

    /// Before laying out: update constraints, solve, and mark the superviews
    /// of every view whose frame the solution moves.
    func prepareConstraintLayout() {
        let root = layoutRoot
        if root.layoutState.descendantNeedsUpdateConstraints {
            root.layoutState.descendantNeedsUpdateConstraints = false
            root.updateConstraintsIfNeeded()
        }
        layoutEngine?.solveAndMarkChangedViews()
    }

    /// UIView's own `layoutSubviews`: subviews positioned by constraints take
    /// the engine's frames.
    func applyConstraintLayout() {
        guard let engine = layoutEngineIfActive else { return }
        engine.applyFrames(toSubviewsOf: self)
    }

    // MARK: Fitting

    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        prepareConstraintLayout()
        return LayoutEngine.fittingSize(of: self, target: target, horizontalPriority: horizontal,
                                        verticalPriority: vertical)
    }

    // MARK: Debugging

    /// Whether the constraints leave this view's frame undetermined.
    public var hasAmbiguousLayout: Bool {
        prepareConstraintLayout()
        return layoutEngineIfActive?.isAmbiguous(self) ?? false
    }

    /// Moves an ambiguously laid out view to another position its constraints
    /// allow (each call alternates), to show the ambiguity.
    public func exerciseAmbiguityInLayout() {
        guard hasAmbiguousLayout else { return }
        layoutEngineIfActive?.exerciseAmbiguity(of: self)
        superview?.setNeedsLayout()
    }

    /// The active constraints that position or size this view along `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        prepareConstraintLayout()
        return layoutEngineIfActive?.constraintsAffecting(self, horizontal: axis == .horizontal) ?? []
    }

    // MARK: Alignment rectangles

    /// The alignment rectangle for `frame`: the frame inset by `alignmentRectInsets`.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame whose alignment rectangle is `alignmentRect`.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
                      width: alignmentRect.width + insets.left + insets.right,
                      height: alignmentRect.height + insets.top + insets.bottom)
    }
}

/// Constraints when views move between trees.
extension UIView {
    /// Before this view leaves its superview: constraints installed above it
    /// that mention something inside it are deactivated (UIKit removes them),
    /// and the old tree's engine rebuilds. Returns what the old tree's root
    /// knew (the subtree may carry constraints and pending updates along).
    func detachConstraintsBeforeLeavingTree() -> LayoutTreeFlags {
        guard let parent = superview else {
            return LayoutTreeFlags(usesConstraints: layoutState.subtreeUsesConstraints,
                                   needsUpdateConstraints: layoutState.descendantNeedsUpdateConstraints)
        }
        let oldRoot = layoutRoot
        let flags = LayoutTreeFlags(usesConstraints: oldRoot.layoutState.subtreeUsesConstraints,
                                    needsUpdateConstraints: oldRoot.layoutState.descendantNeedsUpdateConstraints)
        guard flags.usesConstraints else { return flags }
        var ancestor: UIView? = parent
        while let current = ancestor {
            for constraint in current.layoutState.constraints where constraint.allItems.contains(where: { item in
                LayoutItemRelations.view(of: item)?.isDescendant(of: self) ?? false
            }) {
                current.uninstall(constraint)
            }
            ancestor = current.superview
        }
        oldRoot.layoutState.engine?.itemNeedsRebuild()
        return flags
    }

    /// After this view joined a tree (or became a root of its own): the new
    /// tree learns that Auto Layout is used in it and rebuilds its engine.
    func attachConstraintsAfterJoiningTree(_ flags: LayoutTreeFlags) {
        guard superview != nil else {
            layoutState.subtreeUsesConstraints = flags.usesConstraints
            layoutState.descendantNeedsUpdateConstraints = flags.needsUpdateConstraints
            return
        }
        layoutState.engine = nil
        let root = layoutRoot
        if flags.usesConstraints { root.layoutState.subtreeUsesConstraints = true }
        if flags.needsUpdateConstraints { root.layoutState.descendantNeedsUpdateConstraints = true }
        root.layoutState.engine?.itemNeedsRebuild()
    }
}

/// What a tree's root knows about Auto Layout below it, carried along when
/// a subtree moves (conservatively: the whole old tree's flags).
struct LayoutTreeFlags {
    var usesConstraints: Bool
    var needsUpdateConstraints: Bool
}
