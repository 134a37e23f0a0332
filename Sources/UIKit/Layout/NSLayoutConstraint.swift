/// A relation between two layout attributes: `firstItem.firstAttribute
/// relation multiplier × secondItem.secondAttribute + constant`, at a priority.
/// Active constraints are solved by the view hierarchy's layout engine
/// (`LayoutEngine`) at the next layout pass.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The first item: a view or layout guide (nil only for a broken constraint).
    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    /// The second item, nil for a constant size (`width == 100`).
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// Names the constraint in logs.
    open var identifier: String?
    /// Whether the engine should archive the constraint (accepted; Kumiki archives nothing).
    open var shouldBeArchived = false

    /// What each side measures: an item's attribute, or (for anchors made
    /// with `anchorWithOffset(to:)`) the distance between two anchors.
    private(set) var firstTerm: LayoutTerm
    private(set) var secondTerm: LayoutTerm?

    /// The first side as an anchor (an item's attribute, or a distance between two).
    public var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(term: firstTerm) }

    /// The second side as an anchor; nil for a constant size.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? { secondTerm.map { NSLayoutAnchor<AnyObject>(term: $0) } }

    /// The constant added to the right side, in points. Changing it on an
    /// active constraint re-solves incrementally at the next layout pass
    /// (inside `UIView.animate`, `layoutIfNeeded()` animates the change).
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            engine?.constantDidChange(of: self)
        }
    }

    /// 1000 is required. An active constraint cannot move between required
    /// and not (UIKit stops with its message).
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive && (oldValue == .required) != (priority == .required) {
                UncaughtException.raise("NSInternalInconsistencyException", reason: "Mutating a priority from required "
                    + "to not on an installed constraint (or vice-versa) is not supported.  You passed priority "
                    + "\(priority) and the existing priority was \(oldValue).")
            }
            engine?.priorityDidChange(of: self)
        }
    }

    /// The engine solving this constraint while it is active.
    weak var engine: LayoutEngine?
    /// The view the constraint is installed on (the items' nearest common ancestor).
    weak var installedView: UIView?
    /// What UIKit made it for (autoresizing, content size, stack views…), for logs.
    var kind: Kind = .user

    enum Kind: Equatable {
        case user
        case autoresizingMask
        case contentSize
        case system(String)
    }

    /// The one initializer: `view1.attr1 relation view2.attr2 × multiplier + c`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        firstTerm = .attribute(LayoutItemReference(first), attr1)
        secondTerm = second.map { .attribute(LayoutItemReference($0), attr2) }
        super.init()
        NSLayoutConstraint.validate(self)
    }

    /// A constraint between two anchor terms (anchors, or distances between them).
    init(term first: LayoutTerm, relatedBy relation: Relation, to second: LayoutTerm?, multiplier: CGFloat,
         constant: CGFloat) {
        firstItem = first.primaryItem
        firstAttribute = first.primaryAttribute
        self.relation = relation
        secondItem = second?.primaryItem
        secondAttribute = second?.primaryAttribute ?? .notAnAttribute
        self.multiplier = multiplier
        self.constant = constant
        firstTerm = first
        secondTerm = second
        super.init()
    }

    /// Whether the constraint takes part in layout. Activating installs it on
    /// the items' nearest common ancestor (UIKit stops when there is none).
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { NSLayoutConstraint.activate([self]) } else { NSLayoutConstraint.deactivate([self]) }
        }
    }

    /// UIKit's form: `<NSLayoutConstraint:0x… 'id' UILabel:0x….leading == UIView:0x….leading + 16   (active)>`.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { layoutDescription }
    }

    /// Activates each constraint (the efficient way to turn on many).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where !constraint.isActive {
            guard let view = constraint.commonAncestor() else {
                UncaughtException.raise("NSGenericException", reason: constraint.noCommonAncestorReason)
            }
            view.install(constraint)
        }
    }

    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints {
            constraint.installedView?.uninstall(constraint)
        }
    }
}
