/// One attribute of a view or layout guide (or a distance between two), to
/// make constraints from: `a.leadingAnchor.constraint(equalTo: b.leadingAnchor,
/// constant: 16)`. The type parameter keeps x anchors, y anchors and
/// dimensions apart, as UIKit does.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let term: LayoutTerm

    init(term: LayoutTerm) {
        self.term = term
        super.init()
    }

    /// The view or layout guide the anchor belongs to.
    public var item: AnyObject? { term.primaryItem }

    /// The anchor's attribute name ("leading", "height"…).
    public var name: String { term.primaryAttribute.description }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
                         constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// The constraints that affect this anchor's item along its axis.
    public var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let view = item as? UIView else { return [] }
        return view.constraintsAffectingLayout(for: term.primaryAttribute.isHorizontal ? .horizontal : .vertical)
    }

    /// Whether the item's position along this anchor's axis is not fully determined.
    public var hasAmbiguousLayout: Bool {
        (item as? UIView)?.hasAmbiguousLayout ?? false
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, multiplier: CGFloat = 1,
              constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(term: term, relatedBy: relation, to: anchor.term, multiplier: multiplier, constant: constant)
    }
}

/// System spacing between two sibling views, in points: UIKit's standard
/// spacing between views (the visual format language's `-`) is 8 pt.
let systemSpacing: CGFloat = 8

/// A horizontal position: left, right, leading, trailing or center x.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor`, as a dimension to
    /// constrain (positive when `otherAnchor` is to the right).
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(term: .distance(from: term, to: otherAnchor.term))
    }

    /// `self == anchor + multiplier × system spacing`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * systemSpacing)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }

    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
}

/// A vertical position: top, bottom, center y or a baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The distance from this anchor to `otherAnchor` (positive when below).
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(term: .distance(from: term, to: otherAnchor.term))
    }

    /// `self == anchor + multiplier × system spacing`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * systemSpacing)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }

    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
}

/// A size: width, height, or a distance made with `anchorWithOffset(to:)`.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constant(.equal, c)
    }

    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constant(.greaterThanOrEqual, c)
    }

    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constant(.lessThanOrEqual, c)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }

    private func constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(term: term, relatedBy: relation, to: nil, multiplier: 1, constant: c)
    }
}
