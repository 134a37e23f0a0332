/// What makes a constraint legal, where it is installed, and how UIKit
/// describes it in logs.
extension NSLayoutConstraint {
    private static let factoryName =
        "+[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]"

    /// UIKit refuses constraints that mix axes, mix leading/trailing with
    /// left/right, or set a location to a constant, with these messages.
    static func validate(_ constraint: NSLayoutConstraint) {
        let first = constraint.firstAttribute
        let second = constraint.secondAttribute
        func fail(_ reason: String) -> Never {
            UncaughtException.raise("NSInvalidArgumentException", reason: "*** \(factoryName): \(reason)")
        }
        guard first != .notAnAttribute else { fail("Invalid pairing of layout attributes") }
        if constraint.secondItem == nil || second == .notAnAttribute {
            if !first.isDimension {
                fail("A constraint cannot be made that sets a location equal to a constant. "
                    + "Location attributes must be specified in pairs.")
            }
            return
        }
        if first.isDimension != second.isDimension { fail("Invalid pairing of layout attributes") }
        if first.isDimension { return }
        if first.isHorizontal != second.isHorizontal { fail("Invalid pairing of layout attributes") }
        let directional: Set<Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let absolute: Set<Attribute> = [.left, .right, .leftMargin, .rightMargin]
        if (directional.contains(first) && absolute.contains(second))
            || (absolute.contains(first) && directional.contains(second)) {
            fail("A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither.")
        }
    }

    /// Every view or guide the constraint mentions.
    var allItems: [AnyObject] {
        firstTerm.items + (secondTerm?.items ?? [])
    }

    /// The nearest view that contains every item (a guide stands for its owning view).
    func commonAncestor() -> UIView? {
        let views = allItems.compactMap(LayoutItemRelations.view(of:))
        guard views.count == allItems.count, var ancestor = views.first else { return nil }
        for view in views.dropFirst() {
            guard let common = LayoutItemRelations.nearestCommonAncestor(ancestor, view) else { return nil }
            ancestor = common
        }
        return ancestor
    }

    /// UIKit's words for `addConstraint(_:)` on a view whose subtree does
    /// not hold every item of the constraint (the view shown briefly).
    func notInSubtreeReason(of view: UIView) -> String {
        "Unable to install constraint on view.  Does the constraint reference something from outside the subtree "
            + "of the view?  That's illegal. constraint:\(layoutDescription) view:<\(type(of: view)): "
            + "\(LayoutDescription.address(of: view))>"
    }

    /// UIKit's reason when the items share no ancestor.
    var noCommonAncestorReason: String {
        func anchorDescription(_ term: LayoutTerm?) -> String {
            guard let term else { return "(nil)" }
            let kind = term.primaryAttribute.isDimension ? "NSLayoutDimension"
                : term.primaryAttribute.isHorizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
            let item = term.primaryItem.map(LayoutDescription.name(of:)) ?? "(nil)"
            return "<\(kind):\(LayoutDescription.address(of: self)) \"\(item).\(term.primaryAttribute)\">"
        }
        return "Unable to activate constraint with anchors \(anchorDescription(firstTerm)) and "
            + "\(anchorDescription(secondTerm)) because they have no common ancestor.  Does the constraint or its "
            + "anchors reference items in different view hierarchies?  That's illegal."
    }

    /// UIKit's form: `<NSLayoutConstraint:0x… 'id' UILabel:0x….leading == UIView:0x….leading + 16   (active)>`.
    var layoutDescription: String {
        var text = "<\(kindName):\(LayoutDescription.address(of: self)) "
        if let identifier { text += "'\(identifier)' " }
        text += "\(termDescription(firstTerm)) \(relation) "
        var right = ""
        if let secondTerm {
            right = multiplier == 1 ? termDescription(secondTerm)
                : "\(LayoutDescription.number(multiplier))*\(termDescription(secondTerm))"
            if constant != 0 { right += constant > 0 ? " + \(LayoutDescription.number(constant))"
                                                     : " - \(LayoutDescription.number(-constant))" }
        } else {
            right = LayoutDescription.number(constant)
        }
        text += right
        if priority != .required { text += " @\(priority)" }
        text += "   (\(isActive || kind != .user ? "active" : "inactive"))>"
        return text
    }

    private var kindName: String {
        switch kind {
        case .autoresizingMask: "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: "NSContentSizeLayoutConstraint"
        case .user, .system: "NSLayoutConstraint"
        }
    }

    private func termDescription(_ term: LayoutTerm) -> String {
        switch term {
        case .attribute(let reference, let attribute):
            return "\(reference.item.map(LayoutDescription.name(of:)) ?? "(nil)").\(attribute)"
        case .distance(let from, let to):
            return "(\(termDescription(to)) - \(termDescription(from)))"
        }
    }
}

/// How views and guides relate in the hierarchy, for constraints.
@MainActor
enum LayoutItemRelations {
    /// The view an item lives in: itself, or a guide's owning view.
    static func view(of item: AnyObject) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if b.isDescendant(of: a) { return a }
        var candidate: UIView? = a.superview
        while let view = candidate {
            if b.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }
}

/// Pieces of UIKit's log formats.
@MainActor
enum LayoutDescription {
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }

    /// `UIView:0x…`, with a label's text in quotes as UIKit adds it.
    static func name(of item: AnyObject) -> String {
        var text = "\(type(of: item)):\(address(of: item))"
        if let label = item as? UILabel, let string = label.text { text += " '\(string)'" }
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { text = "'\(guide.identifier)'" }
        return text
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(describing: Double(value))
    }

    static func rect(_ rect: CGRect) -> String {
        "{{\(number(rect.minX)), \(number(rect.minY))}, {\(number(rect.width)), \(number(rect.height))}}"
    }
}
