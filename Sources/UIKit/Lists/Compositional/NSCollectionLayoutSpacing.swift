import Foundation

/// Space between items in a group (`interItemSpacing`) or around one item
/// (`NSCollectionLayoutEdgeSpacing`): exactly so many points, or at least so
/// many points with a share of the room the group has left over.
///
/// Flexible spacings in a group split its leftover length equally: flexible
/// leading and trailing edge spacing centers an item, flexible inter-item
/// spacing justifies a row. Immutable; `copy()` returns the same object.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject, NSCopying {
    /// The spacing in points (the minimum, for flexible spacing).
    public nonisolated let spacing: CGFloat
    public nonisolated let isFlexibleSpacing: Bool
    public nonisolated var isFixedSpacing: Bool { !isFlexibleSpacing }

    nonisolated init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }

    /// At least `flexibleSpacing` points, growing to share the group's
    /// leftover length.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }

    public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    public nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutSpacing else { return false }
        return spacing == other.spacing && isFlexibleSpacing == other.isFlexibleSpacing
    }

    public nonisolated override var hash: Int { spacing.hashValue ^ (isFlexibleSpacing ? 1 : 0) }

    public nonisolated override var description: String {
        isFlexibleSpacing ? "flexible(\(spacing))" : "fixed(\(spacing))"
    }
}
