import Cassowary
import CoreGraphics

/// Filling the solver from the view tree: the items, UIKit's own constraints
/// for them, and the app's constraints.
extension LayoutEngine {
    /// Starts over from the tree: every installed constraint below the root,
    /// the views and guides they mention and the views between those and the
    /// constraint's common ancestor.
    func rebuild() {
        discardItems()
        needsRebuild = false
        needsSolve = true
        rebuiltSinceLastSolve = true
        guard let root else { return }
        var installed: [NSLayoutConstraint] = []
        root.forEachInSubtree { view in
            installed.append(contentsOf: view.layoutState.constraints)
            return true
        }
        addView(root)
        var planned: [(NSLayoutConstraint, UIView)] = []
        for constraint in installed {
            guard let reference = constraint.commonAncestor(), reference.isDescendant(of: root) else { continue }
            for item in constraint.allItems { addChain(from: item, upTo: reference) }
            addView(reference)
            if let scrollView = reference as? UIScrollView { addGuide(scrollView.contentLayoutGuide) }
            planned.append((constraint, reference))
        }
        for view in views { addSystemConstraints(for: view) }
        for guide in guides { addGuideConstraints(for: guide) }
        for (constraint, reference) in planned {
            // A fitting engine is private: constraints keep reporting to the tree's.
            if !isFitting { constraint.engine = self }
            if !addAppConstraint(constraint, reference: reference) {
                brokenConstraints[ObjectIdentifier(constraint)] = constraint
            }
        }
        // Building may have made guides (a scroll view's content guide), which
        // asks for a rebuild: this one already has them.
        needsRebuild = false
    }

    /// Forgets every item and constraint (before a rebuild).
    func discardItems() {
        if !isFitting {
            for view in views where view.layoutState.variables?.engine === self { view.layoutState.variables = nil }
            for guide in guides where guide.variables?.engine === self { guide.variables = nil }
        }
        fittingVariables.removeAll()
        if !isFitting {
            for entry in entries.values where entry.constraint.engine === self { entry.constraint.engine = nil }
        }
        viewReferences.removeAll()
        guides.removeAll()
        owners.removeAll()
        entries.removeAll()
        brokenConstraints.removeAll()
        systemConstraints.removeAll()
        measuredWidths.removeAll()
        marginDependentViews.removeAll()
        contentSizedScrollViews.removeAll()
        exercisedAmbiguity.removeAll()
        solver = Solver()
    }

    func addView(_ view: UIView) {
        guard variables(of: view) == nil else { return }
        let variables = LayoutVariables(name: LayoutDescription.name(of: view), engine: self)
        if isFitting { fittingVariables[ObjectIdentifier(view)] = variables } else { view.layoutState.variables = variables }
        viewReferences.append(WeakLayoutView(view: view))
        for variable in variables.all { owners[ObjectIdentifier(variable)] = .view(WeakLayoutView(view: view)) }
    }

    func addGuide(_ guide: UILayoutGuide) {
        guard variables(of: guide) == nil, let owner = guide.owningView else { return }
        addView(owner)
        let variables = LayoutVariables(name: LayoutDescription.name(of: guide), engine: self)
        if isFitting { fittingVariables[ObjectIdentifier(guide)] = variables } else { guide.variables = variables }
        guides.append(guide)
        for variable in variables.all { owners[ObjectIdentifier(variable)] = .guide(guide) }
    }

    /// The item and every view from it up to `reference`.
    func addChain(from item: AnyObject, upTo reference: UIView) {
        var view: UIView
        if let guide = item as? UILayoutGuide {
            guard let owner = guide.owningView else { return }
            addGuide(guide)
            view = owner
        } else if let itemView = item as? UIView {
            view = itemView
        } else {
            return
        }
        while view !== reference {
            addView(view)
            guard let parent = view.superview else { return }
            view = parent
        }
    }

    // MARK: The app's constraints

    /// Adds an active constraint to the solver; false when one of its items is
    /// unknown to the engine (a rebuild adds it) or the solver refused it
    /// (then it is logged and broken, as UIKit does).
    @discardableResult
    func addAppConstraint(_ constraint: NSLayoutConstraint, reference: UIView) -> Bool {
        guard let form = solverForm(of: constraint, reference: reference) else { return false }
        guard let strength = LayoutEngine.strength(for: constraint.priority) else { return true }
        let solved = Cassowary.Constraint(form.expression, form.relation, strength: strength)
        do {
            try solver.add(solved)
        } catch {
            brokenConstraints[ObjectIdentifier(constraint)] = constraint
            reportUnsatisfiable(constraint, reference: reference)
            return true
        }
        entries[ObjectIdentifier(constraint)] = Entry(constraint: constraint, solved: solved, baseConstant: form.base,
                                                      reference: reference)
        if !isFitting { constraint.engine = self }
        for item in constraint.allItems {
            if let view = item as? UIView { noteMarginUse(of: view, in: constraint) }
        }
        return true
    }

    /// Required at 1000; a priority of zero or less takes no part.
    static func strength(for priority: UILayoutPriority) -> Strength? {
        if priority.rawValue >= 1000 { return .required }
        guard priority.rawValue > 0 else { return nil }
        return Strength(priority: priority.rawValue)
    }

    private func noteMarginUse(of view: UIView, in constraint: NSLayoutConstraint) {
        let marginAttributes: Set<NSLayoutConstraint.Attribute> = [
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins,
        ]
        let attributes = constraint.firstTerm.attributes + (constraint.secondTerm?.attributes ?? [])
        if attributes.contains(where: marginAttributes.contains) {
            marginDependentViews.insert(ObjectIdentifier(view))
        }
    }

    // MARK: UIKit's constraints

    func addSystemConstraints(for view: UIView) {
        if view === root && isFitting {
            addContentSizeConstraints(for: view)
        } else if view.layoutState.translatesAutoresizingMask {
            addFrameConstraints(for: view)
        } else {
            addContentSizeConstraints(for: view)
        }
    }

    /// An autoresizing view's frame, fixed (UIKit's autoresizing-mask
    /// constraints; the mask itself acts when the superview resizes it).
    private func addFrameConstraints(for view: UIView) {
        guard let variables = variables(of: view) else { return }
        let rect = LayoutEngine.alignmentFrame(of: view)
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        let attributes: [NSLayoutConstraint.Attribute] = [.left, .top, .width, .height]
        var made: [SystemConstraint] = []
        for (index, variable) in variables.all.enumerated() {
            let solved = Cassowary.Constraint(LinearExpression(variable) - Double(values[index]), .equal)
            try? solver.add(solved)
            let described = NSLayoutConstraint(term: .attribute(LayoutItemReference(view), attributes[index]),
                                               relatedBy: .equal, to: nil, multiplier: 1, constant: values[index])
            described.kind = .autoresizingMask
            made.append(SystemConstraint(role: .frame(index), solved: solved, described: described))
        }
        systemConstraints[ObjectIdentifier(view), default: []].append(contentsOf: made)
    }

    /// Moves an autoresizing view's frame constraints to its current frame;
    /// true when one changed.
    func updateFrameConstraints(of view: UIView) -> Bool {
        let rect = LayoutEngine.alignmentFrame(of: view)
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        var changed = false
        for constraint in systemConstraints[ObjectIdentifier(view)] ?? [] {
            guard case .frame(let index) = constraint.role, constraint.solved.constant != -Double(values[index])
            else { continue }
            try? solver.updateConstant(of: constraint.solved, to: -Double(values[index]))
            constraint.described.constant = values[index]
            changed = true
        }
        return changed
    }

    /// The alignment rectangle of the view's untransformed frame.
    static func alignmentFrame(of view: UIView) -> CGRect {
        let size = view.bounds.size
        let anchor = view.layer.anchorPoint
        let center = view.center
        let frame = CGRect(x: center.x - size.width * anchor.x, y: center.y - size.height * anchor.y,
                           width: size.width, height: size.height)
        return view.alignmentRect(forFrame: frame)
    }

    /// Hugging (no larger than the content) and compression resistance (no
    /// smaller) on each axis that has an intrinsic size, at the view's priorities.
    private func addContentSizeConstraints(for view: UIView) {
        guard let variables = variables(of: view) else { return }
        var size = view.intrinsicContentSize
        if let dependent = view as? LayoutWidthDependentContent, size.width != UIView.noIntrinsicMetric {
            measuredWidths[ObjectIdentifier(view)] = MeasuredContent(view: view, width: size.width)
            if let height = dependent.intrinsicContentHeight(forLayoutWidth: size.width) { size.height = height }
        }
        var made: [SystemConstraint] = []
        for horizontal in [true, false] {
            let metric = horizontal ? size.width : size.height
            guard metric != UIView.noIntrinsicMetric, metric >= 0 else { continue }
            let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
            let variable = horizontal ? variables.width : variables.height
            let pairs: [(Cassowary.Relation, NSLayoutConstraint.Relation, UILayoutPriority)] = [
                (.lessThanOrEqual, .lessThanOrEqual, view.contentHuggingPriority(for: axis)),
                (.greaterThanOrEqual, .greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis)),
            ]
            for (relation, described, priority) in pairs {
                guard let strength = LayoutEngine.strength(for: priority) else { continue }
                let solved = Cassowary.Constraint(LinearExpression(variable) - Double(metric), relation, strength: strength)
                try? solver.add(solved)
                let description = NSLayoutConstraint(
                    term: .attribute(LayoutItemReference(view), horizontal ? .width : .height), relatedBy: described,
                    to: nil, multiplier: 1, constant: metric)
                description.priority = priority
                description.kind = .contentSize
                made.append(SystemConstraint(role: .contentSize(horizontal: horizontal), solved: solved,
                                             described: description))
            }
        }
        systemConstraints[ObjectIdentifier(view), default: []].append(contentsOf: made)
    }

    func replaceContentSizeConstraints(of view: UIView) {
        let id = ObjectIdentifier(view)
        var kept: [SystemConstraint] = []
        for constraint in systemConstraints[id] ?? [] {
            if case .contentSize = constraint.role {
                try? solver.remove(constraint.solved)
            } else {
                kept.append(constraint)
            }
        }
        systemConstraints[id] = kept
        measuredWidths.removeValue(forKey: id)
        addContentSizeConstraints(for: view)
    }

    /// Wrapping text measured again at the width just solved; true when a
    /// height changed (the caller solves again).
    func remeasureWidthDependentContent() -> Bool {
        var changed = false
        for (id, measured) in measuredWidths {
            let view = measured.view
            guard let variables = variables(of: view), let dependent = view as? LayoutWidthDependentContent
            else { continue }
            let width = CGFloat(variables.width.value)
            guard abs(width - measured.width) >= 0.5 else { continue }
            measuredWidths[id] = MeasuredContent(view: view, width: width)
            guard let height = dependent.intrinsicContentHeight(forLayoutWidth: width) else { continue }
            for constraint in systemConstraints[id] ?? [] {
                guard case .contentSize(horizontal: false) = constraint.role,
                      constraint.solved.constant != -Double(height) else { continue }
                try? solver.updateConstant(of: constraint.solved, to: -Double(height))
                constraint.described.constant = height
                changed = true
            }
        }
        return changed
    }
}
