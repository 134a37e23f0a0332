import Cassowary
import CoreGraphics

/// Auto Layout for one view tree: the Cassowary solver holding the tree's
/// active constraints, plus the constraints UIKit adds itself (autoresizing
/// masks, intrinsic content sizes, the built-in layout guides).
///
/// The engine lives on the tree's root (the window, for views on screen) and
/// is made the first time a constraint is installed or a view stops
/// translating its autoresizing mask. Most changes are incremental: a new
/// constant, an activated or deactivated constraint whose items the engine
/// already knows, a changed intrinsic size or a moved autoresizing view each
/// update the solver in place. Hierarchy changes, new items and margin
/// changes rebuild the solver from the tree at the next layout pass.
///
/// Each view or guide has four variables (`LayoutVariables`): its alignment
/// rectangle in its parent's bounds coordinates, so that a view's solved
/// variables are its frame, and moving a container changes only the
/// container's variables. A constraint is written in the coordinates of its
/// items' nearest common ancestor.
@MainActor
final class LayoutEngine {
    /// The tree's root: the view whose `layoutState.engine` this is.
    private(set) weak var root: UIView?
    /// A private engine sizing one view for `systemLayoutSizeFitting`: the
    /// root's own frame is not a constraint.
    let isFitting: Bool

    var solver = Solver()
    var needsRebuild = true
    var needsSolve = true
    /// After a rebuild every frame is applied again, changed or not.
    var rebuiltSinceLastSolve = false

    /// The views the engine has variables for. These, and the views it
    /// names elsewhere (`owners`, `Entry.reference`), are held weakly: the
    /// engine lives on its tree's root and lists the root among them, so
    /// strong references made a cycle — root → `layoutState.engine` → the
    /// root — and a window using Auto Layout, with every view and controller
    /// in it, outlived its app forever (`make fuzz`'s memory check found it:
    /// docs/RELIABILITY.md). The tree owns its views; a rebuild forgets those
    /// that left it.
    var views: [UIView] { viewReferences.compactMap(\.view) }
    var viewReferences: [WeakLayoutView] = []
    var guides: [UILayoutGuide] = []
    /// Which view or guide a variable belongs to.
    var owners: [ObjectIdentifier: LayoutItemOwner] = [:]

    /// The app's active constraints in the solver.
    var entries: [ObjectIdentifier: Entry] = [:]
    /// Active constraints the solver refused (logged and broken, as UIKit does).
    var brokenConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// The constraints UIKit made for views and guides, per item.
    var systemConstraints: [ObjectIdentifier: [SystemConstraint]] = [:]
    /// The width each wrapping label's height was measured at.
    var measuredWidths: [ObjectIdentifier: MeasuredContent] = [:]
    /// A fitting engine's variables (the tree's engine keeps them on the items,
    /// where views find them cheaply).
    var fittingVariables: [ObjectIdentifier: LayoutVariables] = [:]
    /// Views whose margins or safe area set constants (guides, margin attributes).
    var marginDependentViews: Set<ObjectIdentifier> = []
    /// Scroll views whose content size comes from their content layout guide.
    var contentSizedScrollViews: Set<ObjectIdentifier> = []
    /// Temporary constraints `exerciseAmbiguityInLayout()` added, per view.
    var exercisedAmbiguity: [ObjectIdentifier: (constraints: [Cassowary.Constraint], direction: Double)] = [:]

    /// An app constraint as the solver holds it. The solver's constant is
    /// `baseConstant - constraint.constant`: the base collects what the
    /// attributes themselves add (margins, baselines, alignment insets).
    struct Entry {
        let constraint: NSLayoutConstraint
        var solved: Cassowary.Constraint
        let baseConstant: Double
        /// Weak: it may be the tree's root (see `views`).
        weak var reference: UIView?
    }

    /// A constraint UIKit made: the solver's, and an `NSLayoutConstraint`
    /// describing it in logs and `constraintsAffectingLayout(for:)`.
    struct SystemConstraint {
        enum Role {
            case frame(Int)                   // 0 x, 1 y, 2 width, 3 height
            case contentSize(horizontal: Bool)
            case guide
        }
        let role: Role
        var solved: Cassowary.Constraint
        let described: NSLayoutConstraint
    }

    /// A wrapping label and the width its height was measured at.
    struct MeasuredContent {
        unowned let view: UIView
        let width: CGFloat
    }

    init(root: UIView, isFitting: Bool = false) {
        self.root = root
        self.isFitting = isFitting
    }

    /// This engine's variables for `view`, if it has any.
    func variables(of view: UIView) -> LayoutVariables? {
        if isFitting { return fittingVariables[ObjectIdentifier(view)] }
        guard let variables = view.layoutState.variables, variables.engine === self else { return nil }
        return variables
    }

    func variables(of guide: UILayoutGuide) -> LayoutVariables? {
        if isFitting { return fittingVariables[ObjectIdentifier(guide)] }
        guard let variables = guide.variables, variables.engine === self else { return nil }
        return variables
    }

    func variables(of item: AnyObject) -> LayoutVariables? {
        if let view = item as? UIView { return variables(of: view) }
        if let guide = item as? UILayoutGuide { return variables(of: guide) }
        return nil
    }

    // MARK: Changes from views and constraints

    func constraintWasActivated(_ constraint: NSLayoutConstraint) {
        constraint.engine = self
        guard !needsRebuild else { return }
        // Incremental only when every item (and the way between them) is
        // known already; otherwise the rebuild adds the new items.
        guard let reference = constraint.commonAncestor(), addAppConstraint(constraint, reference: reference) else {
            needsRebuild = true
            return
        }
        needsSolve = true
    }

    func constraintWasDeactivated(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        if let entry = entries.removeValue(forKey: id) {
            try? solver.remove(entry.solved)
            needsSolve = true
        }
        brokenConstraints.removeValue(forKey: id)
        constraint.engine = nil
    }

    /// A new constant re-solves in place (Cassowary's incremental update).
    func constantDidChange(of constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        constraint.installedView?.setNeedsLayout()
        if let entry = entries[id] {
            try? solver.updateConstant(of: entry.solved, to: entry.baseConstant - Double(constraint.constant))
            needsSolve = true
        } else if brokenConstraints.removeValue(forKey: id) != nil, !needsRebuild,
                  let reference = constraint.commonAncestor() {
            // A broken constraint gets another chance with its new constant.
            _ = addAppConstraint(constraint, reference: reference)
            needsSolve = true
        }
    }

    func priorityDidChange(of constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        constraint.installedView?.setNeedsLayout()
        guard let entry = entries.removeValue(forKey: id) else { return }
        try? solver.remove(entry.solved)
        if let reference = entry.reference {
            if !addAppConstraint(constraint, reference: reference) { needsRebuild = true }
        } else {
            needsRebuild = true
        }
        needsSolve = true
    }

    /// Views or guides joined or left, or a view's autoresizing translation changed.
    func itemNeedsRebuild() {
        needsRebuild = true
    }

    /// A view's intrinsic size or content priorities changed.
    func contentSizeDidChange(of view: UIView) {
        guard !needsRebuild, variables(of: view) != nil else { return }
        guard !view.layoutState.translatesAutoresizingMask || (view === root && isFitting) else { return }
        replaceContentSizeConstraints(of: view)
        needsSolve = true
    }

    /// Margins or the safe area changed: constants of guides and margin
    /// attributes follow at the next pass.
    func marginsDidChange(of view: UIView) {
        if marginDependentViews.contains(ObjectIdentifier(view)) { needsRebuild = true }
    }

    /// A view's frame or bounds was set: an autoresizing view's frame
    /// constraints, and a scroll view's frame layout guide, follow it.
    func geometryDidChange(of view: UIView) {
        guard !needsRebuild, variables(of: view) != nil else { return }
        var changed = false
        if view.layoutState.translatesAutoresizingMask && !(view === root && isFitting) {
            changed = updateFrameConstraints(of: view)
        }
        if let scrollView = view as? UIScrollView, let guide = scrollView.layoutState.scrollFrameGuide,
           variables(of: guide) != nil {
            changed = updateScrollFrameGuideConstraints(of: scrollView, guide: guide) || changed
        }
        guard changed else { return }
        needsSolve = true
        view.superview?.setNeedsLayout()
        view.setNeedsLayout()
    }

    // MARK: Solving and applying

    /// Rebuilds if needed, solves, and marks for layout the superviews of the
    /// views the solution moved (and the owners of moved guides).
    func solveAndMarkChangedViews() {
        if needsRebuild { rebuild() }
        guard needsSolve else { return }
        let changed = solve()
        if rebuiltSinceLastSolve {
            rebuiltSinceLastSolve = false
            for view in views { view.superview?.setNeedsLayout() }
            for guide in guides { guide.owningView?.setNeedsLayout() }
            return
        }
        for variable in changed {
            switch owners[ObjectIdentifier(variable)] {
            case .view(let reference)?: reference.view?.superview?.setNeedsLayout()
            case .guide(let guide)?: guide.owningView?.setNeedsLayout()
            case nil: break
            }
        }
    }

    /// Solves, measuring wrapping text again at its solved width (its height
    /// depends on it) up to three times; returns the variables that changed.
    func solve() -> [Variable] {
        needsSolve = false
        var changed = solver.updateVariables()
        for _ in 0..<3 {
            guard remeasureWidthDependentContent() else { break }
            changed += solver.updateVariables()
        }
        return changed
    }

    /// `layoutSubviews`' Auto Layout part: each subview positioned by
    /// constraints takes its solved frame, rounded to the screen's pixels as
    /// UIKit rounds; a scroll view sized by its content guide takes its
    /// content size.
    func applyFrames(toSubviewsOf view: UIView) {
        solveAndMarkChangedViews()
        let scale = view.window?.screen.scale ?? 1
        for subview in view.subviewList where !subview.layoutState.translatesAutoresizingMask {
            guard let variables = variables(of: subview) else { continue }
            let frame = subview.frame(forAlignmentRect: LayoutEngine.pixelAligned(variables.rect, scale: scale))
            if subview.transform.isIdentity {
                if subview.frame != frame { subview.frame = frame }
            } else {
                if subview.bounds.size != frame.size { subview.bounds.size = frame.size }
                subview.center = CGPoint(x: frame.midX, y: frame.midY)
            }
        }
        if let scrollView = view as? UIScrollView, contentSizedScrollViews.contains(ObjectIdentifier(scrollView)),
           let guide = scrollView.layoutState.scrollContentGuide, let variables = variables(of: guide) {
            let size = LayoutEngine.pixelAligned(variables.rect, scale: scale).size
            if scrollView.contentSize != size { scrollView.contentSize = size }
        }
    }

    /// The solved rectangle of a guide, in its owning view's coordinates.
    func frame(of guide: UILayoutGuide) -> CGRect? {
        solveAndMarkChangedViews()
        guard let variables = variables(of: guide) else { return nil }
        return LayoutEngine.pixelAligned(variables.rect, scale: guide.owningView?.window?.screen.scale ?? 1)
    }

    /// Edges rounded to the nearest pixel; the size is what lies between them.
    static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = round(rect.minX), minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}

/// The view or guide a solver variable belongs to.
enum LayoutItemOwner {
    /// Weak, as every view the engine lists (`LayoutEngine.views`).
    case view(WeakLayoutView)
    /// A guide holds its owning view weakly: no cycle through the root.
    case guide(UILayoutGuide)
}

/// A view the layout engine knows, held weakly.
struct WeakLayoutView {
    weak var view: UIView?
}
