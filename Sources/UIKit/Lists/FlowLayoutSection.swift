import Foundation

/// One section of a flow layout, in axis-neutral terms: "main" runs along
/// the scroll direction (y for vertical scrolling), "cross" across it. Item
/// frames come from arithmetic when every item has the same size, and from
/// stored lines otherwise.
struct FlowLayoutSection {
    /// Where the section (its header) starts and ends along the main axis.
    var start: CGFloat = 0
    var end: CGFloat = 0
    var headerMain: CGFloat = 0
    var footerMain: CGFloat = 0
    /// Where the first line starts, and where the last line ends.
    var itemsStart: CGFloat = 0
    var itemsEnd: CGFloat = 0
    var count = 0
    var inset = UIEdgeInsets.zero
    /// The cross extent items are spread over: from `crossStart`, `available` wide.
    var crossStart: CGFloat = 0
    var available: CGFloat = 0
    var lineSpacing: CGFloat = 0
    var layout = Items.uniform(size: .zero, perLine: 1, pitch: 0)

    enum Items {
        /// Every item `size` (cross, main); `perLine` to a line, lines
        /// `pitch` apart.
        case uniform(size: CGSize, perLine: Int, pitch: CGFloat)
        /// Frames in (cross, main) terms and where each line starts.
        case lines(frames: [CGRect], lines: [Line])
    }

    struct Line {
        var firstItem: Int
        var mainStart: CGFloat
        var mainEnd: CGFloat
    }

    /// The item's frame in (cross, main) terms.
    func frame(ofItem item: Int) -> CGRect {
        switch layout {
        case let .uniform(size, perLine, pitch):
            let line = item / perLine
            let inLine = min(perLine, count - line * perLine)
            let cross = Self.crossOffset(index: item - line * perLine, count: inLine, itemCross: size.width,
                                         available: available)
            return CGRect(x: crossStart + cross, y: itemsStart + CGFloat(line) * pitch,
                          width: size.width, height: size.height)
        case let .lines(frames, _):
            return frames[item]
        }
    }

    /// The items whose lines overlap `low…high` along the main axis.
    func items(mainFrom low: CGFloat, to high: CGFloat) -> Range<Int> {
        guard count > 0, high >= itemsStart, low <= itemsEnd else { return 0..<0 }
        switch layout {
        case let .uniform(_, perLine, pitch):
            let first = pitch > 0 ? max(0, Int(((low - itemsStart) / pitch).rounded(.down))) : 0
            let last = pitch > 0 ? Int(((high - itemsStart) / pitch).rounded(.down)) : Int.max / 2
            let lower = min(count, first * perLine)
            let upper = min(count, (last + 1) * perLine)
            return lower..<max(lower, upper)
        case let .lines(_, lines):
            var lowIndex = 0, highIndex = lines.count
            while lowIndex < highIndex {
                let middle = (lowIndex + highIndex) / 2
                if lines[middle].mainEnd < low { lowIndex = middle + 1 } else { highIndex = middle }
            }
            var upperLine = lowIndex
            while upperLine < lines.count && lines[upperLine].mainStart <= high { upperLine += 1 }
            guard lowIndex < lines.count else { return 0..<0 }
            let lower = lines[lowIndex].firstItem
            let upper = upperLine < lines.count ? lines[upperLine].firstItem : count
            return lower..<max(lower, upper)
        }
    }

    /// Where an item sits across its line: lines are justified (the first
    /// item at the start, the last at the end, equal gaps), and a line of one
    /// item centers it — UIKit's flow layout alignment.
    static func crossOffset(index: Int, count: Int, itemCross: CGFloat, available: CGFloat) -> CGFloat {
        guard count > 1 else { return (available - itemCross) / 2 }
        let gap = (available - CGFloat(count) * itemCross) / CGFloat(count - 1)
        return CGFloat(index) * (itemCross + gap)
    }

    /// How many items of cross size `itemCross` fit in a line with at least
    /// `spacing` between them (at least one).
    static func itemsPerLine(itemCross: CGFloat, spacing: CGFloat, available: CGFloat) -> Int {
        guard itemCross + spacing > 0 else { return 1 }
        // A hair of tolerance so that sizes computed as fractions of the
        // width still fit the count they were computed for.
        let fitting = ((available + spacing + 0.0001) / (itemCross + spacing)).rounded(.down)
        return max(1, Int(min(fitting, CGFloat(Int32.max))))
    }

    /// Lines of items of different sizes (cross, main), filled greedily and
    /// justified; items are centered on their line's main extent.
    static func lines(sizes: [CGSize], start: CGFloat, crossStart: CGFloat, available: CGFloat,
                      interitem: CGFloat, lineSpacing: CGFloat) -> (frames: [CGRect], lines: [Line], end: CGFloat) {
        var frames = [CGRect](repeating: .zero, count: sizes.count)
        var lines: [Line] = []
        var main = start
        var index = 0
        while index < sizes.count {
            var end = index + 1
            var used = sizes[index].width
            while end < sizes.count, used + interitem + sizes[end].width <= available + 0.0001 {
                used += interitem + sizes[end].width
                end += 1
            }
            let lineMain = sizes[index..<end].map(\.height).max() ?? 0
            let count = end - index
            let gap = count > 1 ? (available - (used - CGFloat(count - 1) * interitem)) / CGFloat(count - 1) : 0
            var cross = count > 1 ? 0 : (available - used) / 2
            for item in index..<end {
                let size = sizes[item]
                frames[item] = CGRect(x: crossStart + cross, y: main + (lineMain - size.height) / 2,
                                      width: size.width, height: size.height)
                cross += size.width + gap
            }
            lines.append(Line(firstItem: index, mainStart: main, mainEnd: main + lineMain))
            main += lineMain + lineSpacing
            index = end
        }
        let end = lines.isEmpty ? start : main - lineSpacing
        return (frames, lines, end)
    }
}
