import Foundation

/// A view a collection view recycles: the base of cells and of supplementary
/// and decoration views. The collection view creates it with
/// `init(frame:)`, gives it its reuse identifier, and calls
/// `prepareForReuse()` right before handing a recycled one out again.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued under.
    public internal(set) var reuseIdentifier: String?

    /// The axes on which the layout wants this view's own size (self-sizing):
    /// set by the collection view before `preferredLayoutAttributesFitting(_:)`.
    var selfSizingAxes: SelfSizingAxes = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// How the collection view makes a registered class: `init(frame:)`,
    /// reached through the class value. Swift constructs a class held in a
    /// variable only through a `required` initializer, and iOS code overrides
    /// `init(frame:)` without `required`; a required *convenience*
    /// initializer is inherited by every subclass that overrides `init(frame:)`
    /// and `init?(coder:)` (or neither), so ported cells compile unchanged.
    /// Not UIKit API: call `init(frame:)`.
    public required convenience init(_dequeuedWithFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Resets state before the view is reused. Call `super` when overriding.
    open func prepareForReuse() {}

    /// Applies attributes beyond geometry (subclasses of layout attributes
    /// carry their own). The collection view has already set the frame,
    /// transform, alpha, hidden state and z position.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes this view would like, given the layout's: for a view the
    /// layout sizes itself (an estimated size), the size its constraints fit
    /// on the self-sizing axes (the layout's size held on the others);
    /// otherwise the layout's attributes unchanged.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        guard !selfSizingAxes.isEmpty,
              let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        preferred.size = fittingView.systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: selfSizingAxes.contains(.horizontal) ? .fittingSizeLevel : .required,
            verticalFittingPriority: selfSizingAxes.contains(.vertical) ? .fittingSizeLevel : .required)
        return preferred
    }

    /// The view whose constraints decide the self-sized size.
    var fittingView: UIView { self }

    /// The layout is about to change (`setCollectionViewLayout`).
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

/// The axes on which an element sizes itself.
struct SelfSizingAxes: OptionSet {
    let rawValue: Int
    static let horizontal = SelfSizingAxes(rawValue: 1)
    static let vertical = SelfSizingAxes(rawValue: 2)
}
