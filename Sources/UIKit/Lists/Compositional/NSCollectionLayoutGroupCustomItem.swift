import Foundation

/// One item of a custom group: a frame relative to the group's origin, in
/// points, and its stacking order. Immutable; `copy()` returns the same
/// object.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem: NSObject, NSCopying {
    public nonisolated let frame: CGRect
    /// Items with a higher index are drawn above those with a lower one.
    /// 0 by default.
    public nonisolated let zIndex: Int

    public nonisolated init(frame: CGRect) {
        self.frame = frame
        zIndex = 0
        super.init()
    }

    public nonisolated init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Makes the items of one custom group, given the group's environment (its
/// container is the group: `contentSize` is the group's size).
public typealias NSCollectionLayoutGroupCustomItemProvider = (NSCollectionLayoutEnvironment)
    -> [NSCollectionLayoutGroupCustomItem]
