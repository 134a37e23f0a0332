import Cassowary
import CoreGraphics

/// The built-in layout guides' constraints: the safe area, the margins, the
/// readable column and a scroll view's content and frame.
extension LayoutEngine {
    /// The widest the readable content guide gets, in points: iOS's readable
    /// width at the default (Large) text size. It only narrows screens wider
    /// than it plus the margins (iPads, landscape on large iPhones).
    static let readableContentWidth: CGFloat = 672

    func addGuideConstraints(for guide: UILayoutGuide) {
        guard let builtIn = guide.builtIn, let owner = guide.owningView, let ownerVariables = variables(of: owner),
              let variables = variables(of: guide) else { return }
        let alignment = owner.alignmentRectInsets
        let boundsWidth = LinearExpression(ownerVariables.width) + Double(alignment.left + alignment.right)
        let boundsHeight = LinearExpression(ownerVariables.height) + Double(alignment.top + alignment.bottom)
        var made: [SystemConstraint] = []
        func add(_ expression: LinearExpression, _ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat,
                 relation: Cassowary.Relation = .equal, strength: Strength = .required,
                 role: SystemConstraint.Role = .guide) {
            let solved = Cassowary.Constraint(expression, relation, strength: strength)
            try? solver.add(solved)
            let described = NSLayoutConstraint(term: .attribute(LayoutItemReference(guide), attribute),
                                               relatedBy: .equal, to: nil, multiplier: 1, constant: value)
            described.kind = .system(guide.identifier)
            made.append(SystemConstraint(role: role, solved: solved, described: described))
        }
        func inset(by insets: UIEdgeInsets) {
            add(LinearExpression(variables.x) - Double(insets.left), .left, insets.left)
            add(LinearExpression(variables.y) - Double(insets.top), .top, insets.top)
            add(LinearExpression(variables.width) - boundsWidth + Double(insets.left + insets.right), .width,
                -(insets.left + insets.right))
            add(LinearExpression(variables.height) - boundsHeight + Double(insets.top + insets.bottom), .height,
                -(insets.top + insets.bottom))
        }
        switch builtIn {
        case .safeArea:
            marginDependentViews.insert(ObjectIdentifier(owner))
            inset(by: owner.safeAreaInsets)
        case .margins:
            marginDependentViews.insert(ObjectIdentifier(owner))
            inset(by: owner.effectiveLayoutMargins)
        case .readableContent:
            // Centered between the margins, as wide as they allow up to the
            // readable width.
            marginDependentViews.insert(ObjectIdentifier(owner))
            let margins = owner.effectiveLayoutMargins
            let left = Double(margins.left), right = Double(margins.right)
            add(LinearExpression(variables.x) - left, .left, margins.left, relation: .greaterThanOrEqual)
            add(LinearExpression(variables.width) - Double(LayoutEngine.readableContentWidth), .width,
                LayoutEngine.readableContentWidth, relation: .lessThanOrEqual)
            let marginsWidth: LinearExpression = LinearExpression(variables.width) - boundsWidth + (left + right)
            add(marginsWidth, .width, -(margins.left + margins.right), strength: Strength(priority: 999))
            add(LinearExpression(variables.x) + LinearExpression(variables.width) * 0.5 - boundsWidth * 0.5 - (left - right) / 2,
                .centerX, 0)
            add(LinearExpression(variables.y) - Double(margins.top), .top, margins.top)
            add(LinearExpression(variables.height) - boundsHeight + Double(margins.top + margins.bottom), .height,
                -(margins.top + margins.bottom))
        case .scrollContent:
            // The content's origin is the scroll view's bounds origin at zero
            // offset; its size is whatever the app's constraints make it.
            add(LinearExpression(variables.x), .left, 0)
            add(LinearExpression(variables.y), .top, 0)
        case .scrollFrame:
            let origin = owner.bounds.origin
            add(LinearExpression(variables.x) - Double(origin.x), .left, origin.x, role: .frame(0))
            add(LinearExpression(variables.y) - Double(origin.y), .top, origin.y, role: .frame(1))
            add(LinearExpression(variables.width) - boundsWidth, .width, 0)
            add(LinearExpression(variables.height) - boundsHeight, .height, 0)
        }
        systemConstraints[ObjectIdentifier(guide), default: []].append(contentsOf: made)
    }

    /// The frame layout guide follows the content offset, so that views
    /// pinned to it stay put while the content scrolls; true when it moved.
    func updateScrollFrameGuideConstraints(of scrollView: UIScrollView, guide: UILayoutGuide) -> Bool {
        let origin = scrollView.bounds.origin
        var changed = false
        for constraint in systemConstraints[ObjectIdentifier(guide)] ?? [] {
            guard case .frame(let index) = constraint.role else { continue }
            let value = index == 0 ? origin.x : origin.y
            guard constraint.solved.constant != -Double(value) else { continue }
            try? solver.updateConstant(of: constraint.solved, to: -Double(value))
            constraint.described.constant = value
            changed = true
        }
        return changed
    }
}
