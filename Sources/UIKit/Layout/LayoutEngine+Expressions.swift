import Cassowary
import CoreGraphics

/// Writing layout attributes as linear expressions of the engine's variables.
extension LayoutEngine {
    /// Where an item lies, in a reference view's bounds coordinates.
    struct ItemGeometry {
        var minX: LinearExpression
        var minY: LinearExpression
        var width: LinearExpression
        var height: LinearExpression
        var margins = UIEdgeInsets.zero
        /// Distance from the top to the first baseline, and from the last
        /// baseline to the bottom; nil puts both baselines at the bottom
        /// (a view without text).
        var baselines: (fromTop: CGFloat, fromBottom: CGFloat)?
    }

    /// The solver's form of `constraint`: `first - multiplier × second - constant`
    /// related to zero, and the part of the constant the attributes add.
    func solverForm(of constraint: NSLayoutConstraint, reference: UIView)
        -> (expression: LinearExpression, relation: Cassowary.Relation, base: Double)? {
        // Leading and trailing in a right-to-left layout: the constraint is
        // written in mirrored x, so that a positive constant still points
        // toward the trailing edge.
        let mirrored = reference.isRightToLeft && constraint.usesDirectionalAttributes
        guard var linear = expression(for: constraint.firstTerm, in: reference, mirrored: mirrored) else {
            return nil
        }
        if let secondTerm = constraint.secondTerm {
            guard let second = expression(for: secondTerm, in: reference, mirrored: mirrored) else { return nil }
            linear = linear - second * Double(constraint.multiplier)
        }
        let base = linear.constant
        linear.constant = base - Double(constraint.constant)
        let relation: Cassowary.Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return (linear, relation, base)
    }

    func expression(for term: LayoutTerm, in reference: UIView, mirrored: Bool) -> LinearExpression? {
        switch term {
        case .attribute(let itemReference, let attribute):
            guard let item = itemReference.item, let geometry = geometry(of: item, attribute: attribute, in: reference)
            else { return nil }
            return LayoutEngine.expression(for: attribute, of: geometry, mirrored: mirrored)
        case .distance(let from, let to):
            guard let start = expression(for: from, in: reference, mirrored: mirrored),
                  let end = expression(for: to, in: reference, mirrored: mirrored) else { return nil }
            return end - start
        }
    }

    static func expression(for attribute: NSLayoutConstraint.Attribute, of item: ItemGeometry,
                           mirrored: Bool) -> LinearExpression? {
        let margins = item.margins
        let left = Double(margins.left), right = Double(margins.right)
        let top = Double(margins.top), bottom = Double(margins.bottom)
        let maxX = item.minX + item.width
        let maxY = item.minY + item.height
        // In mirrored x, leading is the right edge and every x is negated.
        func x(_ value: LinearExpression) -> LinearExpression { mirrored ? -value : value }
        switch attribute {
        case .left: return item.minX
        case .right: return maxX
        case .leftMargin: return item.minX + left
        case .rightMargin: return maxX - right
        case .leading: return mirrored ? -maxX : item.minX
        case .trailing: return mirrored ? -item.minX : maxX
        case .leadingMargin: return mirrored ? -(maxX - right) : item.minX + left
        case .trailingMargin: return mirrored ? -(item.minX + left) : maxX - right
        case .centerX: return x(item.minX + item.width * 0.5)
        case .centerXWithinMargins: return x(item.minX + item.width * 0.5 + (left - right) / 2)
        case .top: return item.minY
        case .bottom: return maxY
        case .topMargin: return item.minY + top
        case .bottomMargin: return maxY - bottom
        case .centerY: return item.minY + item.height * 0.5
        case .centerYWithinMargins: return item.minY + item.height * 0.5 + (top - bottom) / 2
        case .width: return item.width
        case .height: return item.height
        case .firstBaseline: return item.baselines.map { item.minY + Double($0.fromTop) } ?? maxY
        case .lastBaseline: return item.baselines.map { maxY - Double($0.fromBottom) } ?? maxY
        case .notAnAttribute: return nil
        }
    }

    /// `item`'s rectangle in `reference`'s bounds coordinates. A scroll view's
    /// edges seen from inside it are its content's (its content layout guide),
    /// its width and height its frame's, as in UIKit.
    func geometry(of item: AnyObject, attribute: NSLayoutConstraint.Attribute, in reference: UIView) -> ItemGeometry? {
        if let view = item as? UIView {
            guard let variables = variables(of: view) else { return nil }
            if view === reference {
                if let scrollView = view as? UIScrollView, !attribute.isDimension {
                    guard let guide = scrollView.layoutState.scrollContentGuide,
                          var geometry = geometry(of: guide, attribute: attribute, in: reference) else { return nil }
                    geometry.margins = view.effectiveLayoutMargins
                    return geometry
                }
                let insets = view.alignmentRectInsets
                return ItemGeometry(minX: LinearExpression(constant: Double(insets.left)),
                                    minY: LinearExpression(constant: Double(insets.top)),
                                    width: LinearExpression(variables.width), height: LinearExpression(variables.height),
                                    margins: view.effectiveLayoutMargins, baselines: baselines(of: view))
            }
            guard let parent = view.superview, let origin = boundsOrigin(of: parent, in: reference) else { return nil }
            return ItemGeometry(minX: origin.x + variables.x, minY: origin.y + variables.y,
                                width: LinearExpression(variables.width), height: LinearExpression(variables.height),
                                margins: view.effectiveLayoutMargins, baselines: baselines(of: view))
        }
        if let guide = item as? UILayoutGuide {
            guard let variables = variables(of: guide), let owner = guide.owningView,
                  let origin = boundsOrigin(of: owner, in: reference) else { return nil }
            if guide.builtIn == .scrollContent, let scrollView = owner as? UIScrollView {
                contentSizedScrollViews.insert(ObjectIdentifier(scrollView))
            }
            return ItemGeometry(minX: origin.x + variables.x, minY: origin.y + variables.y,
                                width: LinearExpression(variables.width), height: LinearExpression(variables.height))
        }
        return nil
    }

    /// Where `view`'s bounds origin lies in `reference`'s bounds coordinates:
    /// the sum of the frame origins on the way up.
    func boundsOrigin(of view: UIView, in reference: UIView) -> (x: LinearExpression, y: LinearExpression)? {
        var x = LinearExpression(), y = LinearExpression()
        var current = view
        while current !== reference {
            guard let variables = variables(of: current), let parent = current.superview else { return nil }
            let insets = current.alignmentRectInsets
            x = x + variables.x - Double(insets.left)
            y = y + variables.y - Double(insets.top)
            current = parent
        }
        return (x, y)
    }

    func baselines(of view: UIView) -> (fromTop: CGFloat, fromBottom: CGFloat)? {
        (view as? LayoutBaselineProviding)?.baselineOffsetsForLayout
    }
}

/// Views with text: where their baselines lie, for baseline constraints.
@MainActor
protocol LayoutBaselineProviding: UIView {
    /// The first baseline below the top and the last above the bottom, in
    /// points, when the view has its intrinsic height.
    var baselineOffsetsForLayout: (fromTop: CGFloat, fromBottom: CGFloat) { get }
}

/// Views whose intrinsic height depends on the width they get (wrapping text).
@MainActor
protocol LayoutWidthDependentContent: UIView {
    /// The intrinsic height at `width`, or nil when it does not depend on it.
    func intrinsicContentHeight(forLayoutWidth width: CGFloat) -> CGFloat?
}

extension NSLayoutConstraint {
    /// Whether a side uses leading or trailing (which a right-to-left layout mirrors).
    var usesDirectionalAttributes: Bool {
        let directional: Set<Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        return firstTerm.attributes.contains(where: directional.contains)
            || (secondTerm?.attributes.contains(where: directional.contains) ?? false)
    }
}

extension LayoutTerm {
    /// Every attribute the term reads.
    var attributes: [NSLayoutConstraint.Attribute] {
        switch self {
        case .attribute(_, let attribute): [attribute]
        case .distance(let from, let to): from.attributes + to.attributes
        }
    }
}
