import Foundation

/// A section's items: its group repeated along one axis (the layout's
/// scroll axis, or the other one for orthogonal scrolling), frames relative
/// to the section's content origin, in points.
///
/// When nothing in the group sizes itself, every group is the same and
/// frames are arithmetic — group `item / n`, slot `item % n` — so the
/// arrangement holds one group's worth of frames whatever the item count.
/// Otherwise each group is laid out with its items' measured sizes and every
/// frame is kept.
struct CompositionalItemArrangement {
    enum Storage {
        /// One group's leaves (relative to a group's origin), a group every
        /// `pitch` points; leaves reach from `reach.low` to `reach.high` along
        /// the axis relative to a group's origin.
        case uniform(template: [CompositionalLeaf], groupLength: CGFloat, pitch: CGFloat,
                     reach: (low: CGFloat, high: CGFloat))
        /// Every item's leaf, and the groups in order.
        case measured(leaves: [CompositionalLeaf], groups: [GroupRun])
    }

    /// One laid-out group of a measured arrangement.
    struct GroupRun {
        var firstItem: Int
        /// The group's own start and length along the axis.
        var start: CGFloat
        var length: CGFloat
        /// How far its items reach along the axis (they may overflow it).
        var low: CGFloat
        var high: CGFloat
    }

    let axis: CompositionalAxis
    let count: Int
    let storage: Storage
    /// The groups' length along the axis, spacing between them included.
    let length: CGFloat
    /// The longest group's length across the axis.
    let breadth: CGFloat

    /// Repeats `template` (a group laid out once) `ceil(count / n)` times.
    init(uniform template: CompositionalSolvedGroup, count: Int, axis: CompositionalAxis, spacing: CGFloat) {
        self.axis = axis
        self.count = count
        let perGroup = template.leaves.count
        let groupLength = axis.length(template.size)
        let pitch = groupLength + spacing
        let groups = perGroup > 0 ? (count + perGroup - 1) / perGroup : 0
        let low = min(0, template.leaves.map { axis.start($0.frame) }.min() ?? 0)
        let high = max(groupLength, template.leaves.map { axis.end($0.frame) }.max() ?? 0)
        storage = .uniform(template: template.leaves, groupLength: groupLength, pitch: pitch, reach: (low, high))
        length = groups > 0 ? CGFloat(groups) * pitch - spacing : 0
        breadth = axis.other.length(template.size)
    }

    /// Lays each group out in turn with `solver` (which knows the measured
    /// sizes) until every item has a place.
    @MainActor
    init(measuring group: NSCollectionLayoutGroup, proposed: CGSize, solver: CompositionalGroupSolver, count: Int,
         axis: CompositionalAxis, spacing: CGFloat) {
        self.axis = axis
        self.count = count
        var leaves: [CompositionalLeaf] = []
        leaves.reserveCapacity(count)
        var groups: [GroupRun] = []
        var position: CGFloat = 0
        var breadth: CGFloat = 0
        var next = 0
        while next < count {
            let first = next
            let solved = solver.solve(group, proposed: proposed, next: &next)
            guard next > first else { break }
            let groupLength = axis.length(solved.size)
            let shift = axis.point(along: position, across: 0)
            var low = position, high = position + groupLength
            for (offset, leaf) in solved.leaves.enumerated() where first + offset < count {
                let moved = leaf.offset(by: shift)
                low = min(low, axis.start(moved.frame))
                high = max(high, axis.end(moved.frame))
                leaves.append(moved)
            }
            groups.append(GroupRun(firstItem: first, start: position, length: groupLength, low: low, high: high))
            breadth = max(breadth, axis.other.length(solved.size))
            position += groupLength + spacing
        }
        storage = .measured(leaves: leaves, groups: groups)
        length = groups.isEmpty ? 0 : position - spacing
        self.breadth = breadth
    }

    /// How many items one group places (uniform arrangements), or nil.
    var itemsPerGroup: Int? {
        if case .uniform(let template, _, _, _) = storage { return template.count }
        return nil
    }

    /// Whether every item has a place (a group that places no items leaves
    /// the rest without one).
    var placesEveryItem: Bool {
        switch storage {
        case .uniform(let template, _, _, _): return count == 0 || !template.isEmpty
        case .measured(let leaves, _): return leaves.count == count
        }
    }

    var groupCount: Int {
        switch storage {
        case .uniform(let template, _, _, _): return template.isEmpty ? 0 : (count + template.count - 1) / template.count
        case .measured(_, let groups): return groups.count
        }
    }

    /// Group `index`'s start and length along the axis.
    func group(_ index: Int) -> (start: CGFloat, length: CGFloat) {
        switch storage {
        case let .uniform(_, groupLength, pitch, _): return (CGFloat(index) * pitch, groupLength)
        case .measured(_, let groups): return (groups[index].start, groups[index].length)
        }
    }

    /// The item's leaf, relative to the content origin.
    func leaf(_ item: Int) -> CompositionalLeaf {
        switch storage {
        case let .uniform(template, _, pitch, _):
            let group = item / template.count
            return template[item % template.count].offset(by: axis.point(along: CGFloat(group) * pitch, across: 0))
        case .measured(let leaves, _):
            return leaves[item]
        }
    }

    /// The items of the groups reaching into `low…high` along the axis.
    func items(from low: CGFloat, to high: CGFloat) -> Range<Int> {
        guard count > 0, high >= low else { return 0..<0 }
        switch storage {
        case let .uniform(template, _, pitch, reach):
            guard !template.isEmpty else { return 0..<0 }
            let groups = groupCount
            guard pitch > 0 else { return 0..<count }
            // Group g reaches g·pitch + reach.low … g·pitch + reach.high.
            let first = ((low - reach.high) / pitch).rounded(.up)
            let last = ((high - reach.low) / pitch).rounded(.down)
            let firstGroup = Int(min(max(first, 0), CGFloat(groups)))
            let lastGroup = Int(min(max(last, -1), CGFloat(groups - 1)))
            guard lastGroup >= firstGroup else { return 0..<0 }
            return (firstGroup * template.count)..<min(count, (lastGroup + 1) * template.count)
        case .measured(let leaves, let groups):
            var lower = 0, upper = groups.count
            while lower < upper {
                let middle = (lower + upper) / 2
                if groups[middle].high < low { lower = middle + 1 } else { upper = middle }
            }
            var end = lower
            while end < groups.count && groups[end].low <= high { end += 1 }
            guard lower < end else { return 0..<0 }
            let firstItem = groups[lower].firstItem
            let endItem = end < groups.count ? groups[end].firstItem : leaves.count
            return firstItem..<max(firstItem, endItem)
        }
    }

    /// The group whose rest position (`rest(g)`, increasing with g) is
    /// nearest `offset`, by bisection.
    func nearestGroup(to offset: CGFloat, rest: (Int) -> CGFloat) -> Int {
        let groups = groupCount
        guard groups > 1 else { return 0 }
        var lower = 0, upper = groups - 1
        while lower < upper {
            let middle = (lower + upper) / 2
            if rest(middle) < offset { lower = middle + 1 } else { upper = middle }
        }
        if lower > 0 && abs(rest(lower - 1) - offset) <= abs(rest(lower) - offset) { return lower - 1 }
        return lower
    }
}
