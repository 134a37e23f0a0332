import Foundation

/// The heights of one section's rows, in points: a base height shared by
/// every row, plus per-row differences kept only once some row differs.
///
/// A section whose rows all have the base height costs a few words whatever
/// its row count, and every answer is arithmetic. Once a row's height
/// differs (measured by self-sizing, or asked of the delegate), the
/// differences go into a Fenwick tree, so a row's offset and the row at an
/// offset cost O(log n) and O(log² n).
struct TableRowHeights {
    private(set) var count: Int
    /// The height of every row that has not been given its own.
    private(set) var base: CGFloat
    /// Per row: height − base (nil while every row has the base height).
    private var differences: [CGFloat]?
    /// Fenwick tree over `differences` (1-based).
    private var tree: [CGFloat] = []
    private(set) var total: CGFloat

    init(count: Int, base: CGFloat) {
        self.count = max(0, count)
        self.base = base
        total = base * CGFloat(self.count)
    }

    /// Rows with the given heights (one per row).
    init(heights: [CGFloat], base: CGFloat) {
        self.init(count: heights.count, base: base)
        if heights.contains(where: { $0 != base }) {
            var differences = heights.map { $0 - base }
            self.differences = differences
            tree = Self.buildTree(&differences)
            total = heights.reduce(0, +)
        }
    }

    /// Whether some row has a height of its own.
    var isUniform: Bool { differences == nil }

    func height(at row: Int) -> CGFloat {
        base + (differences?[row] ?? 0)
    }

    /// The summed height of the rows above `row` (the row's top within the
    /// section's rows). `row` may be `count` (the bottom).
    func offset(of row: Int) -> CGFloat {
        base * CGFloat(row) + prefixDifference(row)
    }

    /// The row whose span contains `y` (clamped to the rows; nil when there
    /// are none). A `y` on a boundary belongs to the row below it.
    func row(at y: CGFloat) -> Int? {
        guard count > 0 else { return nil }
        if isUniform {
            guard base > 0 else { return 0 }
            return min(count - 1, max(0, Int((y / base).rounded(.down))))
        }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offset(of: middle) <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    mutating func setHeight(_ height: CGFloat, at row: Int) {
        guard row >= 0, row < count else { return }
        let change = height - self.height(at: row)
        guard change != 0 else { return }
        if differences == nil {
            differences = Array(repeating: 0, count: count)
            tree = Array(repeating: 0, count: count + 1)
        }
        differences?[row] += change
        var index = row + 1
        while index <= count {
            tree[index] += change
            index += index & -index
        }
        total += change
    }

    /// Every row's height, top to bottom (for rebuilding after an update).
    var heights: [CGFloat] {
        (0..<count).map(height(at:))
    }

    /// The rows without `row`.
    func removing(at row: Int) -> TableRowHeights {
        if isUniform { return TableRowHeights(count: count - 1, base: base) }
        var all = heights
        all.remove(at: row)
        return TableRowHeights(heights: all, base: base)
    }

    /// The rows with a row of `height` inserted at `row`.
    func inserting(_ height: CGFloat, at row: Int) -> TableRowHeights {
        if isUniform && height == base { return TableRowHeights(count: count + 1, base: base) }
        var all = heights
        all.insert(height, at: row)
        return TableRowHeights(heights: all, base: base)
    }

    private func prefixDifference(_ row: Int) -> CGFloat {
        guard differences != nil else { return 0 }
        var sum: CGFloat = 0
        var index = min(row, count)
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }

    private static func buildTree(_ values: inout [CGFloat]) -> [CGFloat] {
        var tree = [CGFloat](repeating: 0, count: values.count + 1)
        for index in 1...max(1, values.count) where index <= values.count {
            tree[index] += values[index - 1]
            let parent = index + (index & -index)
            if parent <= values.count { tree[parent] += tree[index] }
        }
        return tree
    }
}
