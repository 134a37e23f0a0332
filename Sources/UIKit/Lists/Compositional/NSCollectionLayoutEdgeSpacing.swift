import Foundation

/// Space added outside an item's frame, between it and its neighbors or its
/// group's edges; each edge is optional. It moves the item (and what
/// follows it) without changing its size, unlike `contentInsets`, which
/// shrink the item inside its place and are applied after edge spacing.
///
/// Kumiki lays leading out on the left (left-to-right layouts only).
/// Immutable; `copy()` returns the same object.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying {
    public nonisolated let leading: NSCollectionLayoutSpacing?
    public nonisolated let top: NSCollectionLayoutSpacing?
    public nonisolated let trailing: NSCollectionLayoutSpacing?
    public nonisolated let bottom: NSCollectionLayoutSpacing?

    public nonisolated init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                            trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    public nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutEdgeSpacing else { return false }
        func same(_ a: NSCollectionLayoutSpacing?, _ b: NSCollectionLayoutSpacing?) -> Bool {
            a == nil ? b == nil : a!.isEqual(b)
        }
        return same(leading, other.leading) && same(top, other.top) && same(trailing, other.trailing)
            && same(bottom, other.bottom)
    }

    public nonisolated override var hash: Int {
        [leading, top, trailing, bottom].reduce(0) { $0 &* 31 &+ ($1?.hash ?? 0) }
    }
}
