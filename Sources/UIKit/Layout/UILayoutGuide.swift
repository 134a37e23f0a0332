/// A rectangle that takes part in Auto Layout without being a view: space
/// between views, a container for a group, the safe area or the margins of
/// its owning view.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to (its rectangle is in that view's coordinates).
    public internal(set) weak var owningView: UIView?
    /// Names the guide in logs.
    open var identifier = ""
    /// The engine's variables for the guide, while an engine holds it.
    var variables: LayoutVariables?
    /// Which of a view's built-in guides this is, if one.
    var builtIn: BuiltIn?

    enum BuiltIn {
        case safeArea
        case margins
        case readableContent
        case scrollContent
        case scrollFrame
    }

    public override init() {
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates, as of the last
    /// layout pass (zero before one).
    public var layoutFrame: CGRect {
        owningView?.layoutEngine?.frame(of: self) ?? .zero
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: .attribute(LayoutItemReference(self), .leading)) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: .attribute(LayoutItemReference(self), .trailing)) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: .attribute(LayoutItemReference(self), .left)) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: .attribute(LayoutItemReference(self), .right)) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: .attribute(LayoutItemReference(self), .centerX)) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: .attribute(LayoutItemReference(self), .top)) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: .attribute(LayoutItemReference(self), .bottom)) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: .attribute(LayoutItemReference(self), .centerY)) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(term: .attribute(LayoutItemReference(self), .width)) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(term: .attribute(LayoutItemReference(self), .height)) }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { layoutDescription }
    }

    private var layoutDescription: String {
        "<\(type(of: self)): \(LayoutDescription.address(of: self)) - \(LayoutDescription.rect(layoutFrame))"
            + (identifier.isEmpty ? "" : ", layoutFrame identifier: '\(identifier)'") + ">"
    }
}
