import CoreGraphics

/// Splits a bar of items that does not fit its width into pages, as iOS's
/// edit menu does: each page but the last ends with a "next" chevron, each
/// but the first starts with a "previous" one, and every page holds as many
/// items as fit (at least one, so an item wider than the bar gets a page to
/// itself and is clipped).
enum EditMenuPaging {
    /// The ranges of `widths` (points, item by item) on each page, for a bar
    /// at most `maxWidth` wide with chevron items `chevronWidth` wide. One
    /// page when everything fits; an empty list for no items.
    static func pages(widths: [CGFloat], maxWidth: CGFloat, chevronWidth: CGFloat) -> [Range<Int>] {
        guard !widths.isEmpty else { return [] }
        if widths.reduce(0, +) <= maxWidth { return [0..<widths.count] }
        var pages: [Range<Int>] = []
        var start = 0
        while start < widths.count {
            let leading: CGFloat = start > 0 ? chevronWidth : 0
            // Everything left fits beside the previous chevron alone: the last page.
            if leading + widths[start...].reduce(0, +) <= maxWidth {
                pages.append(start..<widths.count)
                break
            }
            var used = leading + chevronWidth
            var end = start
            while end < widths.count, end == start || used + widths[end] <= maxWidth {
                used += widths[end]
                end += 1
            }
            pages.append(start..<end)
            start = end
        }
        return pages
    }
}
