import Foundation

/// Where a supplementary item is attached to its container (the item's
/// frame): the edges it is aligned with — `[.top, .trailing]` puts it in the
/// top trailing corner, inside; no edge centers it on that axis — then moved
/// by an offset, in points (`absoluteOffset`) or in fractions of the
/// supplementary item's own size (`fractionalOffset`: `(0.5, -0.5)` from the
/// top trailing corner centers a badge on the corner).
///
/// Immutable; `copy()` returns the same object.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject, NSCopying {
    public nonisolated let edges: NSDirectionalRectEdge
    /// The offset: points, or fractions of the item's size.
    public nonisolated let offset: CGPoint
    public nonisolated let isAbsoluteOffset: Bool
    public nonisolated var isFractionalOffset: Bool { !isAbsoluteOffset }

    nonisolated init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
        super.init()
    }

    public nonisolated convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }

    public nonisolated convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }

    public nonisolated convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    /// The anchor's point on a rect of `size` at the origin, on its edges
    /// (the middle on an axis with no edge), without the offset.
    nonisolated func edgePoint(in size: CGSize) -> CGPoint {
        func axis(_ low: Bool, _ high: Bool, _ length: CGFloat) -> CGFloat {
            low ? 0 : (high ? length : length / 2)
        }
        return CGPoint(x: axis(edges.contains(.leading), edges.contains(.trailing), size.width),
                       y: axis(edges.contains(.top), edges.contains(.bottom), size.height))
    }

    /// The offset in points for an attached item of `itemSize`.
    nonisolated func offset(forItemOf itemSize: CGSize) -> CGPoint {
        isAbsoluteOffset ? offset : CGPoint(x: offset.x * itemSize.width, y: offset.y * itemSize.height)
    }

    public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    public nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutAnchor else { return false }
        return edges == other.edges && offset == other.offset && isAbsoluteOffset == other.isAbsoluteOffset
    }

    public nonisolated override var hash: Int { Int(edges.rawValue) ^ offset.x.hashValue ^ (offset.y.hashValue &* 31) }
}

extension NSCollectionLayoutAnchor {
    /// The frame of an item of `size` attached to `container` by
    /// `containerAnchor`, with the item's own point `itemAnchor` (default: the
    /// same edges as the container anchor) on the container's anchor point.
    nonisolated static func frame(of size: CGSize, in container: CGRect, containerAnchor: NSCollectionLayoutAnchor,
                                  itemAnchor: NSCollectionLayoutAnchor?) -> CGRect {
        let onContainer = containerAnchor.edgePoint(in: container.size)
        let shift = containerAnchor.offset(forItemOf: size)
        let onItem: CGPoint
        if let itemAnchor {
            let point = itemAnchor.edgePoint(in: size)
            let itemShift = itemAnchor.offset(forItemOf: size)
            onItem = CGPoint(x: point.x + itemShift.x, y: point.y + itemShift.y)
        } else {
            onItem = containerAnchor.edgePoint(in: size)
        }
        return CGRect(x: container.minX + onContainer.x + shift.x - onItem.x,
                      y: container.minY + onContainer.y + shift.y - onItem.y,
                      width: size.width, height: size.height)
    }
}
