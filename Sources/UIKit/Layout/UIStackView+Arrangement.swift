import CoreGraphics

/// The constraints a stack view makes for its arrangement, named with
/// UIKit's identifiers (`UISV-spacing`, `UISV-alignment`…) as they appear in logs.
extension UIStackView {
    /// The stack's attributes for one arrangement: along the axis and across it.
    private struct Edges {
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute
        let length: NSLayoutConstraint.Attribute

        init(horizontal: Bool) {
            start = horizontal ? .leading : .top
            end = horizontal ? .trailing : .bottom
            center = horizontal ? .centerX : .centerY
            length = horizontal ? .width : .height
        }
    }

    /// The priority of the constraint that keeps the stack as small as its
    /// content across the axis: just below `fittingSizeLevel`, so a fitting
    /// size still decides.
    static let canvasFitPriority = UILayoutPriority(49)

    func rebuildArrangement() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in spacerGuides { removeLayoutGuide(guide) }
        spacerGuides = []
        var made: [NSLayoutConstraint] = []
        func make(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ second: AnyObject?,
                  _ secondAttribute: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation = .equal,
                  multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required,
                  _ identifier: String) {
            let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation,
                                                toItem: second, attribute: secondAttribute, multiplier: multiplier,
                                                constant: constant)
            constraint.priority = priority
            constraint.identifier = identifier
            constraint.kind = .system(identifier)
            made.append(constraint)
        }
        let horizontal = axis == .horizontal
        let along = Edges(horizontal: horizontal)
        let across = Edges(horizontal: !horizontal)
        let margins = isLayoutMarginsRelativeArrangement
        let canvasStart = margins ? along.start.margin : along.start
        let canvasEnd = margins ? along.end.margin : along.end
        let acrossStart = margins ? across.start.margin : across.start
        let acrossEnd = margins ? across.end.margin : across.end
        let acrossCenter: NSLayoutConstraint.Attribute = margins
            ? (horizontal ? .centerYWithinMargins : .centerXWithinMargins) : across.center

        let visible = arrangedSubviews.filter { !$0.isHidden }
        // Hidden views: no length, where they would start.
        var previousVisible: UIView?
        for view in arrangedSubviews {
            if view.isHidden {
                make(view, along.length, nil, .notAnAttribute, "UISV-hiding")
                if let previousVisible {
                    make(view, along.start, previousVisible, along.end, "UISV-hiding")
                } else {
                    make(view, along.start, self, canvasStart, "UISV-hiding")
                }
            } else {
                previousVisible = view
            }
        }
        if let first = visible.first, let last = visible.last {
            make(first, along.start, self, canvasStart, "UISV-canvas-connection")
            make(self, canvasEnd, last, along.end, "UISV-canvas-connection")
        }
        for (index, (earlier, later)) in zip(visible, visible.dropFirst()).enumerated() {
            let gap = spacing(after: earlier)
            if isBaselineRelativeArrangement && !horizontal {
                make(later, .firstBaseline, earlier, .lastBaseline, constant: gap, "UISV-spacing")
                continue
            }
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                make(later, along.start, earlier, along.end, constant: gap, "UISV-spacing")
            case .equalSpacing, .equalCentering:
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                spacerGuides.append(guide)
                if distribution == .equalSpacing {
                    make(guide, along.start, earlier, along.end, "UISV-distributing-edge")
                    make(later, along.start, guide, along.end, "UISV-distributing-edge")
                    make(guide, along.length, nil, .notAnAttribute, relation: .greaterThanOrEqual, constant: gap, "UISV-spacing")
                } else {
                    make(guide, along.start, earlier, along.center, "UISV-distributing-edge")
                    make(later, along.center, guide, along.end, "UISV-distributing-edge")
                    make(later, along.start, earlier, along.end, relation: .greaterThanOrEqual, constant: gap, "UISV-spacing")
                }
                if index > 0, let firstGuide = spacerGuides.first {
                    make(guide, along.length, firstGuide, along.length,
                         priority: distribution == .equalSpacing ? .required : UILayoutPriority(999), "UISV-fill-equally")
                }
            }
        }
        if let first = visible.first {
            switch distribution {
            case .fillEqually:
                for view in visible.dropFirst() { make(view, along.length, first, along.length, "UISV-fill-equally") }
            case .fillProportionally:
                let lengths = visible.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
                if lengths[0] > 0 {
                    for (view, length) in zip(visible.dropFirst(), lengths.dropFirst()) where length >= 0 {
                        make(view, along.length, first, along.length, multiplier: length / lengths[0],
                             priority: UILayoutPriority(999), "UISV-fill-proportionally")
                    }
                }
            default:
                break
            }
        }
        // Across the axis.
        let baselineAttribute: NSLayoutConstraint.Attribute? = horizontal
            ? (alignment == .firstBaseline ? .firstBaseline : alignment == .lastBaseline ? .lastBaseline : nil) : nil
        // Vertical stacks have no baseline alignment: it acts as leading.
        let acrossAlignment = !horizontal && baselineAttribute == nil
            && (alignment == .firstBaseline || alignment == .lastBaseline) ? .leading : alignment
        for view in arrangedSubviews {
            switch acrossAlignment {
            case .fill:
                make(view, across.start, self, acrossStart, "UISV-alignment")
                make(self, acrossEnd, view, across.end, "UISV-alignment")
            case .leading:
                make(view, across.start, self, acrossStart, "UISV-alignment")
                make(view, across.end, self, acrossEnd, relation: .lessThanOrEqual, "UISV-spanning-boundary")
            case .trailing:
                make(self, acrossEnd, view, across.end, "UISV-alignment")
                make(view, across.start, self, acrossStart, relation: .greaterThanOrEqual, "UISV-spanning-boundary")
            case .center:
                make(view, across.center, self, acrossCenter, "UISV-alignment")
                make(view, across.start, self, acrossStart, relation: .greaterThanOrEqual, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                if let baselineAttribute, let first = visible.first, view !== first {
                    make(view, baselineAttribute, first, baselineAttribute, "UISV-alignment")
                }
                make(view, across.start, self, acrossStart, relation: .greaterThanOrEqual, "UISV-spanning-boundary")
                make(view, across.end, self, acrossEnd, relation: .lessThanOrEqual, "UISV-spanning-boundary")
            }
        }
        if alignment != .fill && !arrangedSubviews.isEmpty {
            make(self, across.length, nil, .notAnAttribute, priority: UIStackView.canvasFitPriority, "UISV-canvas-fit")
        }
        arrangementConstraints = made
        NSLayoutConstraint.activate(made)
    }

    /// The gap after `view`: its custom spacing, or the stack's; the system
    /// spacing when either asks for it.
    private func spacing(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let gap = custom == UIStackView.spacingUseDefault ? spacing : custom
        return gap == UIStackView.spacingUseSystem ? systemSpacing : gap
    }
}
