import Foundation

/// Lays its subitems out in a row (`horizontal`), a column (`vertical`) or
/// at frames of your own (`custom`). A section repeats its group along the
/// layout's scroll direction (or across it, for orthogonal scrolling) until
/// every item has a place.
///
/// A row or column made with `subitems:` places its subitems in order and
/// starts over from the first as long as the next one still fits, so one
/// item of `.fractionalWidth(1/3)` makes a row of three. The first subitem
/// is always placed, fitting or not. `subitem:count:` divides the group's
/// length evenly among `count` items (less `interItemSpacing`), ignoring
/// the subitem's own length along the group; `repeatingSubitem:count:`
/// (iOS 16) places `count` items at their own size.
///
/// Subitems' fractional sizes are fractions of the group's size less its
/// `contentInsets`. A group dimension that is estimated takes the length of
/// its content. Items are taken in the order they are placed, depth first
/// through nested groups.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        /// A line along the axis.
        case line(CompositionalAxis, Repetition)
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    enum Repetition: Equatable {
        /// Subitems in turn while they fit.
        case fill
        /// `count` items sharing the group's length evenly.
        case evenly(Int)
        /// `count` items at their own size.
        case repeating(Int)
    }

    let arrangement: Arrangement
    /// The items (and groups) this group lays out.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between neighboring subitems. nil (no space) by default.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(size: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], arrangement: Arrangement,
         supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.arrangement = arrangement
        self.subitems = subitems
        super.init(size: size, supplementaryItems: supplementaryItems)
    }

    /// A row of `subitems`, repeated while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize,
                                  subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        line(.horizontal, layoutSize, subitems, .fill)
    }

    /// A row of `count` copies of `subitem`, each an equal share of the
    /// group's width (deprecated on iOS 16 in favor of
    /// `horizontal(layoutSize:repeatingSubitem:count:)`, which keeps the
    /// item's own width).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        line(.horizontal, layoutSize, [subitem], .evenly(count))
    }

    /// A row of `count` copies of `subitem` at its own width (iOS 16).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        line(.horizontal, layoutSize, [subitem], .repeating(count))
    }

    /// A column of `subitems`, repeated while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize,
                                subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        line(.vertical, layoutSize, subitems, .fill)
    }

    /// A column of `count` copies of `subitem`, each an equal share of the
    /// group's height (deprecated on iOS 16).
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        line(.vertical, layoutSize, [subitem], .evenly(count))
    }

    /// A column of `count` copies of `subitem` at its own height (iOS 16).
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        line(.vertical, layoutSize, [subitem], .repeating(count))
    }

    /// A group whose items are the frames `itemProvider` returns, relative to
    /// the group's origin; asked each time the layout lays the group out.
    public static func custom(layoutSize: NSCollectionLayoutSize,
                              itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(size: layoutSize, subitems: [], arrangement: .custom(itemProvider))
    }

    private static func line(_ axis: CompositionalAxis, _ size: NSCollectionLayoutSize, _ subitems: [NSCollectionLayoutItem],
                             _ repetition: Repetition) -> NSCollectionLayoutGroup {
        switch repetition {
        case .evenly(let count), .repeating(let count):
            if count < 1 {
                UncaughtException.raise("NSInvalidArgumentException", reason:
                    "Invalid count (\(count)) for group: the count must be 1 or more.")
            }
        case .fill:
            if subitems.isEmpty {
                UncaughtException.raise("NSInvalidArgumentException", reason:
                    "Invalid group: a horizontal or vertical group needs at least one subitem.")
            }
        }
        return NSCollectionLayoutGroup(size: size, subitems: subitems, arrangement: .line(axis, repetition))
    }

    override func makeCopy() -> NSCollectionLayoutItem {
        let copy = NSCollectionLayoutGroup(size: layoutSize, subitems: subitems, arrangement: arrangement,
                                           supplementaryItems: supplementaryItems)
        copyBaseProperties(to: copy)
        copy.interItemSpacing = interItemSpacing
        return copy
    }
}
