import Foundation

/// One laid-out item: its frame after its content insets, relative to the
/// origin of what was laid out (a group, a section's content), in points.
struct CompositionalLeaf {
    var frame: CGRect
    var zIndex = 0
    /// The item description; nil for a custom group's items.
    var item: NSCollectionLayoutItem?
    /// The axes on which the item's view decides its length.
    var sizing: SelfSizingAxes = []

    func offset(by delta: CGPoint) -> CompositionalLeaf {
        var moved = self
        moved.frame = frame.offsetBy(dx: delta.x, dy: delta.y)
        return moved
    }
}

/// A group laid out: its final size and its items (in the order they take
/// the section's items), relative to its origin.
struct CompositionalSolvedGroup {
    var size: CGSize
    var leaves: [CompositionalLeaf]
}

/// Lays one group out: sizes its subitems against the group (less its
/// content insets), repeats them along its axis while they fit (or `count`
/// times), spreads leftover length over flexible spacings, places each
/// subitem across the group by its edge spacing, and sizes estimated group
/// dimensions to the content. Items are numbered as they are taken, so that
/// measured sizes of self-sizing items come back to the right places.
@MainActor
struct CompositionalGroupSolver {
    /// The measured size of a section's item (self-sizing), by item index;
    /// nil when the item has not been measured.
    var measuredSize: (Int) -> CGSize? = { _ in nil }

    /// The most subitems a line places: a guard against lines that would
    /// repeat forever (items of no length).
    static let maximumLineCount = 10_000

    /// Slack when testing whether a subitem fits, in points: lengths that
    /// are fractions of the group add up to the group's length only to
    /// within rounding.
    static let fitTolerance: CGFloat = 0.001

    /// Lays `group` out at `proposed` size (its layout size resolved against
    /// its container), taking items from index `next` on.
    func solve(_ group: NSCollectionLayoutGroup, proposed: CGSize, next: inout Int) -> CompositionalSolvedGroup {
        solve(group, proposed: proposed, next: &next, fixed: [])
    }

    /// `fixed`: axes whose length the caller decided (an even share, or a
    /// length found from the content), so no longer estimated.
    private func solve(_ group: NSCollectionLayoutGroup, proposed: CGSize, next: inout Int,
                       fixed: SelfSizingAxes) -> CompositionalSolvedGroup {
        let sizing = group.layoutSize.selfSizingAxes.subtracting(fixed)
        let insets = Self.insets(group.contentInsets, ignoringOn: sizing)
        switch group.arrangement {
        case .custom(let provider):
            return solveCustom(provider, proposed: proposed, insets: insets, sizing: sizing, next: &next)
        case let .line(axis, repetition):
            let first = next
            let line = solveLine(group, axis: axis, repetition: repetition, proposed: proposed, insets: insets,
                                 sizing: sizing, next: &next)
            if let across = line.relayAcross {
                // Subitems that are fractions of a length the content decided:
                // lay out again with that length fixed.
                next = first
                return solve(group, proposed: axis.other.replacing(proposed, with: across), next: &next,
                             fixed: fixed.union(axis.other.selfSizingAxis))
            }
            return line.solved
        }
    }

    // MARK: Lines

    private struct Child {
        var size: CGSize
        /// Relative to the child's origin.
        var leaves: [CompositionalLeaf]
        var item: NSCollectionLayoutItem
        var isLeaf: Bool
        var sizing: SelfSizingAxes
    }

    private func solveLine(_ group: NSCollectionLayoutGroup, axis: CompositionalAxis,
                           repetition: NSCollectionLayoutGroup.Repetition, proposed: CGSize,
                           insets: NSDirectionalEdgeInsets, sizing: SelfSizingAxes,
                           next: inout Int) -> (solved: CompositionalSolvedGroup, relayAcross: CGFloat?) {
        let across = axis.other
        let inner = CGRect(origin: .zero, size: proposed).inset(byDirectional: insets).size
        let spacing = group.interItemSpacing
        let gap = spacing?.spacing ?? 0
        let room = axis.length(inner)
        var evenLength: CGFloat?
        var limit = Self.maximumLineCount
        var fills = false
        switch repetition {
        case .fill:
            fills = true
        case .evenly(let count):
            limit = count
            evenLength = max(0, (room - gap * CGFloat(count - 1)) / CGFloat(count))
        case .repeating(let count):
            limit = count
        }

        var children: [Child] = []
        var used: CGFloat = 0
        var usedAtPassStart: CGFloat = 0
        var index = 0
        while children.count < limit {
            let mark = next
            let child = makeChild(group.subitems[index % group.subitems.count], container: inner, axis: axis,
                                  evenLength: evenLength, next: &next)
            let need = (children.isEmpty ? 0 : gap) + Self.length(of: child, along: axis)
            if fills && !children.isEmpty && used + need > room + Self.fitTolerance {
                next = mark
                break
            }
            children.append(child)
            used += need
            index += 1
            if fills && index % group.subitems.count == 0 {
                // A whole pass of subitems that took no length would repeat forever.
                if used <= usedAtPassStart { break }
                usedAtPassStart = used
            }
        }
        makeUniform(&children)

        // The group's own size: estimated dimensions take the content's.
        var size = proposed
        let content = children.enumerated().reduce(CGFloat(0)) { total, entry in
            total + (entry.offset > 0 ? gap : 0) + Self.length(of: entry.element, along: axis)
        }
        if sizing.contains(axis.selfSizingAxis) {
            size = axis.replacing(size, with: content + axis.leadingInset(insets) + axis.trailingInset(insets))
        }
        if sizing.contains(across.selfSizingAxis) {
            let independent = children.filter { !across.isFraction(across.dimension($0.item.layoutSize)) }
            if let longest = independent.map({ Self.length(of: $0, along: across) }).max() {
                let final = longest + across.leadingInset(insets) + across.trailingInset(insets)
                if independent.count < children.count && final != across.length(proposed) {
                    return (CompositionalSolvedGroup(size: size, leaves: []), final)
                }
                size = across.replacing(size, with: final)
            }
        }

        // Positions: flexible spacings share what is left along the axis.
        let innerFinal = CGRect(origin: .zero, size: size).inset(byDirectional: insets).size
        let flexibleGap = spacing?.isFlexibleSpacing == true
        var flexibleCount = flexibleGap ? max(0, children.count - 1) : 0
        for child in children {
            if axis.leadingSpacing(child.item.edgeSpacing)?.isFlexibleSpacing == true { flexibleCount += 1 }
            if axis.trailingSpacing(child.item.edgeSpacing)?.isFlexibleSpacing == true { flexibleCount += 1 }
        }
        let share = flexibleCount > 0 ? max(0, axis.length(innerFinal) - content) / CGFloat(flexibleCount) : 0
        func space(_ spacing: NSCollectionLayoutSpacing?) -> CGFloat {
            guard let spacing else { return 0 }
            return spacing.spacing + (spacing.isFlexibleSpacing ? share : 0)
        }
        var leaves: [CompositionalLeaf] = []
        var position: CGFloat = 0
        for (offset, child) in children.enumerated() {
            if offset > 0 { position += gap + (flexibleGap ? share : 0) }
            position += space(axis.leadingSpacing(child.item.edgeSpacing))
            let crossPosition = Self.crossPosition(of: child, across: across, room: across.length(innerFinal))
            let origin = axis.point(along: position + axis.leadingInset(insets),
                                    across: crossPosition + across.leadingInset(insets))
            leaves.append(contentsOf: child.leaves.map { $0.offset(by: origin) })
            position += axis.length(child.size) + space(axis.trailingSpacing(child.item.edgeSpacing))
        }
        return (CompositionalSolvedGroup(size: size, leaves: leaves), nil)
    }

    /// A subitem sized in `container`: a nested group laid out, or an item
    /// (its measured size on the axes it sizes itself).
    private func makeChild(_ subitem: NSCollectionLayoutItem, container: CGSize, axis: CompositionalAxis,
                           evenLength: CGFloat?, next: inout Int) -> Child {
        var proposed = subitem.layoutSize.resolved(in: container)
        if let evenLength { proposed = axis.replacing(proposed, with: evenLength) }
        if let group = subitem as? NSCollectionLayoutGroup {
            let solved = solve(group, proposed: proposed, next: &next,
                               fixed: evenLength == nil ? [] : axis.selfSizingAxis)
            return Child(size: solved.size, leaves: solved.leaves, item: group, isLeaf: false, sizing: [])
        }
        let index = next
        next += 1
        var sizing = subitem.layoutSize.selfSizingAxes
        if evenLength != nil { sizing.remove(axis.selfSizingAxis) }
        var size = proposed
        if !sizing.isEmpty, let measured = measuredSize(index) {
            if sizing.contains(.horizontal) { size.width = measured.width }
            if sizing.contains(.vertical) { size.height = measured.height }
        }
        return Child(size: size, leaves: [Self.leaf(subitem, size: size, sizing: sizing)], item: subitem, isLeaf: true,
                     sizing: sizing)
    }

    /// Siblings whose dimension is `uniformAcrossSiblings` take the largest
    /// of their lengths on that axis.
    private func makeUniform(_ children: inout [Child]) {
        for axis in [CompositionalAxis.horizontal, .vertical] {
            let uniform = children.indices.filter {
                children[$0].isLeaf && axis.dimension(children[$0].item.layoutSize).isUniformAcrossSiblings
            }
            guard uniform.count > 1, let longest = uniform.map({ axis.length(children[$0].size) }).max() else { continue }
            for index in uniform {
                children[index].size = axis.replacing(children[index].size, with: longest)
                children[index].leaves = [Self.leaf(children[index].item, size: children[index].size,
                                                    sizing: children[index].sizing)]
            }
        }
    }

    /// An item's leaf: its place inset by its content insets (not on the
    /// axes it sizes itself).
    private static func leaf(_ item: NSCollectionLayoutItem, size: CGSize, sizing: SelfSizingAxes) -> CompositionalLeaf {
        let frame = CGRect(origin: .zero, size: size).inset(byDirectional: insets(item.contentInsets, ignoringOn: sizing))
        return CompositionalLeaf(frame: frame, item: item, sizing: sizing)
    }

    /// The child's length along `axis` with the least edge spacing around it.
    private static func length(of child: Child, along axis: CompositionalAxis) -> CGFloat {
        (axis.leadingSpacing(child.item.edgeSpacing)?.spacing ?? 0) + axis.length(child.size)
            + (axis.trailingSpacing(child.item.edgeSpacing)?.spacing ?? 0)
    }

    /// Where a child starts across the line: after its fixed leading edge
    /// spacing; centered when both edge spacings across are flexible; at the
    /// far side when only the leading one is.
    private static func crossPosition(of child: Child, across: CompositionalAxis, room: CGFloat) -> CGFloat {
        let lead = across.leadingSpacing(child.item.edgeSpacing)
        let trail = across.trailingSpacing(child.item.edgeSpacing)
        let length = across.length(child.size)
        let leadValue = lead?.spacing ?? 0, trailValue = trail?.spacing ?? 0
        switch (lead?.isFlexibleSpacing == true, trail?.isFlexibleSpacing == true) {
        case (true, true): return leadValue + max(0, room - length - leadValue - trailValue) / 2
        case (true, false): return max(leadValue, room - trailValue - length)
        default: return leadValue
        }
    }

    static func insets(_ insets: NSDirectionalEdgeInsets, ignoringOn sizing: SelfSizingAxes) -> NSDirectionalEdgeInsets {
        var result = insets
        if sizing.contains(.horizontal) { result = CompositionalAxis.horizontal.clearing(result) }
        if sizing.contains(.vertical) { result = CompositionalAxis.vertical.clearing(result) }
        return result
    }

    // MARK: Custom groups

    private func solveCustom(_ provider: NSCollectionLayoutGroupCustomItemProvider, proposed: CGSize,
                             insets: NSDirectionalEdgeInsets, sizing: SelfSizingAxes,
                             next: inout Int) -> CompositionalSolvedGroup {
        let environment = CompositionalLayoutEnvironment(
            container: CompositionalLayoutContainer(contentSize: proposed, contentInsets: insets))
        let items = provider(environment)
        next += items.count
        let leaves = items.map { CompositionalLeaf(frame: $0.frame, zIndex: $0.zIndex, item: nil) }
        var size = proposed
        if sizing.contains(.horizontal), let right = leaves.map(\.frame.maxX).max() { size.width = right }
        if sizing.contains(.vertical), let bottom = leaves.map(\.frame.maxY).max() { size.height = bottom }
        return CompositionalSolvedGroup(size: size, leaves: leaves)
    }
}
