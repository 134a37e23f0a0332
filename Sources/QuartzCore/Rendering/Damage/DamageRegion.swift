/// A set of whole-pixel rectangles of a frame buffer that must be drawn
/// again. Kept as a short list: rectangles that overlap or touch are merged
/// into their bounding box, and past `maximumRectangles` the whole region
/// becomes one box — each rectangle is painted in a pass of its own, and a
/// few passes cost little where many would not.
package struct DamageRegion: Equatable, Sendable {
    /// A rectangle in device pixels, `x`/`y` its top-left corner.
    package struct PixelRect: Equatable, Hashable, Sendable {
        package var x: Int
        package var y: Int
        package var width: Int
        package var height: Int

        package init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        package var isEmpty: Bool { width <= 0 || height <= 0 }
        package var maxX: Int { x + width }
        package var maxY: Int { y + height }
        package var area: Int { isEmpty ? 0 : width * height }

        /// Whether the two share pixels or an edge (merging them then costs
        /// no more pixels than a sliver).
        func touches(_ other: PixelRect) -> Bool {
            x <= other.maxX && other.x <= maxX && y <= other.maxY && other.y <= maxY
        }

        func intersects(_ other: PixelRect) -> Bool {
            x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
        }

        func union(_ other: PixelRect) -> PixelRect {
            let minX = min(x, other.x), minY = min(y, other.y)
            return PixelRect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
        }

        /// The part inside `other` (empty when they do not meet).
        func clipped(to other: PixelRect) -> PixelRect {
            let minX = max(x, other.x), minY = max(y, other.y)
            return PixelRect(x: minX, y: minY, width: max(0, min(maxX, other.maxX) - minX),
                             height: max(0, min(maxY, other.maxY) - minY))
        }

        /// Whether `other` lies wholly inside this rectangle.
        func contains(_ other: PixelRect) -> Bool {
            other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
        }

        func offset(by dx: Int, _ dy: Int) -> PixelRect {
            PixelRect(x: x + dx, y: y + dy, width: width, height: height)
        }

        /// Grown by `amount` pixels on every side.
        func outset(by amount: Int) -> PixelRect {
            PixelRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
        }
    }

    /// Past this many rectangles the region is one bounding box.
    package static let maximumRectangles = 4

    package private(set) var rects: [PixelRect] = []

    package init() {}

    package init(_ rect: PixelRect) {
        add(rect)
    }

    package var isEmpty: Bool { rects.isEmpty }

    /// Pixels covered (rectangles never overlap after merging).
    package var area: Int { rects.reduce(0) { $0 + $1.area } }

    /// The box around every rectangle, if any.
    package var bounds: PixelRect? {
        rects.dropFirst().reduce(rects.first) { $0?.union($1) }
    }

    package func intersects(_ rect: PixelRect) -> Bool {
        rects.contains { $0.intersects(rect) }
    }

    /// Adds `rect`, merging it with every rectangle it touches (repeatedly,
    /// as a merge can reach further ones).
    package mutating func add(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        var merged = rect
        var changed = true
        while changed {
            changed = false
            for (index, existing) in rects.enumerated().reversed() where existing.touches(merged) {
                merged = merged.union(existing)
                rects.remove(at: index)
                changed = true
            }
        }
        rects.append(merged)
        if rects.count > Self.maximumRectangles, let box = bounds { rects = [box] }
    }
}
