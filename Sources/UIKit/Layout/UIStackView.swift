import CoreGraphics

/// Lays out its arranged subviews in a row or a column with Auto Layout
/// constraints it makes itself (regenerated in `updateConstraints()` whenever
/// an arrangement property, the arranged list or an arranged view's
/// `isHidden` changes). Hidden arranged views collapse to zero length along
/// the axis and lose their spacing; inside `UIView.animate`, a
/// `layoutIfNeeded()` after hiding animates the others into place.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the length along the axis.
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }

    /// How arranged views sit across the axis.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5

        /// For horizontal stacks, the same as `leading`.
        public static var top: Alignment { .leading }
        /// For horizontal stacks, the same as `trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// `customSpacing(after:)` when none was set: the stack's `spacing` applies.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing that asks for the system's standard spacing (8 points).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack arranges, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []

    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// Between adjacent arranged views, in points (a minimum for the equal-spacing distributions).
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether spacing in a vertical stack runs from baseline to baseline.
    open var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether the arrangement is inset by the stack's layout margins.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

    /// Spacing set after particular views, by view.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made, active while it arranges.
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// Spacer guides for the equal-spacing distributions.
    var spacerGuides: [UILayoutGuide] = []
    var needsArrangement = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        arrangementDidChange()
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Adds `view` at the end of the arrangement (and as the last subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex`, adding it as a
    /// subview when it is not one. Stops on an index beyond the end, as UIKit does.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        guard stackIndex >= 0 && stackIndex <= arrangedSubviews.count else {
            UncaughtException.raise("NSInvalidArgumentException", reason: "Insertion index \(stackIndex) out of bounds "
                + "for arrangedSubviews count of \(arrangedSubviews.count)")
        }
        arrangedSubviews.insert(view, at: stackIndex)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement; it stays a subview (remove it
    /// from its superview to take it off screen).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeValue(forKey: ObjectIdentifier(view))
        arrangementDidChange()
    }

    /// The spacing after `arrangedSubview` in place of `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementDidChange()
    }

    /// The spacing set after `arrangedSubview`, or `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    open override func updateConstraints() {
        if needsArrangement { rebuildArrangement() }
        super.updateConstraints()
    }

    open override class var requiresConstraintBasedLayout: Bool { true }

    /// The arrangement is remade at the next update-constraints pass.
    func arrangementDidChange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// An arranged view was hidden or shown.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
    }
}
