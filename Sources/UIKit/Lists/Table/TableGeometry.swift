import Foundation

/// One section's vertical extent: header, rows, footer (points).
struct TableSectionGeometry {
    var headerHeight: CGFloat
    var footerHeight: CGFloat
    var rows: TableRowHeights

    var height: CGFloat { headerHeight + rows.total + footerHeight }
}

/// Where every section, row, header and footer of a table view lies along
/// the vertical axis, from the top of the content (points). Horizontal
/// placement depends on the style and is the table view's.
struct TableGeometry {
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    private(set) var sections: [TableSectionGeometry] = []
    /// Top of each section, after the table header.
    private var sectionTops: [CGFloat] = []

    init(tableHeaderHeight: CGFloat = 0, tableFooterHeight: CGFloat = 0, sections: [TableSectionGeometry] = []) {
        self.tableHeaderHeight = tableHeaderHeight
        self.tableFooterHeight = tableFooterHeight
        self.sections = sections
        recomputeTops()
    }

    var sectionCount: Int { sections.count }

    var contentHeight: CGFloat {
        (sectionTops.last.map { $0 + sections[sections.count - 1].height } ?? tableHeaderHeight) + tableFooterHeight
    }

    /// Where the footer of the table begins.
    var tableFooterTop: CGFloat { contentHeight - tableFooterHeight }

    func sectionTop(_ section: Int) -> CGFloat { sectionTops[section] }

    /// The section's span: header, rows and footer.
    func sectionSpan(_ section: Int) -> (minY: CGFloat, maxY: CGFloat) {
        let top = sectionTops[section]
        return (top, top + sections[section].height)
    }

    func headerSpan(_ section: Int) -> (minY: CGFloat, height: CGFloat) {
        (sectionTops[section], sections[section].headerHeight)
    }

    func footerSpan(_ section: Int) -> (minY: CGFloat, height: CGFloat) {
        let geometry = sections[section]
        return (sectionTops[section] + geometry.headerHeight + geometry.rows.total, geometry.footerHeight)
    }

    /// The row's top and height.
    func rowSpan(_ indexPath: IndexPath) -> (minY: CGFloat, height: CGFloat) {
        let geometry = sections[indexPath.section]
        return (sectionTops[indexPath.section] + geometry.headerHeight + geometry.rows.offset(of: indexPath.row),
                geometry.rows.height(at: indexPath.row))
    }

    /// The section whose span contains `y` (clamped to the sections).
    func section(at y: CGFloat) -> Int? {
        guard !sections.isEmpty else { return nil }
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionTops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The row at `y`, or nil when `y` falls on a header, footer or no row.
    func indexPath(at y: CGFloat) -> IndexPath? {
        guard let section = section(at: y) else { return nil }
        let geometry = sections[section]
        let rowsTop = sectionTops[section] + geometry.headerHeight
        guard y >= rowsTop, y < rowsTop + geometry.rows.total, let row = geometry.rows.row(at: y - rowsTop) else {
            return nil
        }
        return IndexPath(row: row, section: section)
    }

    /// The rows that overlap `minY..<maxY`, top to bottom.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        guard maxY > minY, let first = section(at: minY) else { return [] }
        var result: [IndexPath] = []
        var section = first
        while section < sections.count, sectionTops[section] < maxY {
            let geometry = sections[section]
            let rowsTop = sectionTops[section] + geometry.headerHeight
            if geometry.rows.count > 0, rowsTop < maxY, rowsTop + geometry.rows.total > minY,
               let start = geometry.rows.row(at: max(0, minY - rowsTop)) {
                var row = start
                while row < geometry.rows.count, rowsTop + geometry.rows.offset(of: row) < maxY {
                    result.append(IndexPath(row: row, section: section))
                    row += 1
                }
            }
            section += 1
        }
        return result
    }

    /// The sections that overlap `minY..<maxY`.
    func sections(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard let first = section(at: minY) else { return 0..<0 }
        var end = first
        while end < sections.count, sectionTops[end] < maxY { end += 1 }
        return first..<max(first + 1, end)
    }

    /// The geometry with one row taken from `from` and put at `to` (both in
    /// the sense of a move: `to` counts rows after the removal).
    func movingRow(from: IndexPath, to: IndexPath) -> TableGeometry {
        guard from != to else { return self }
        var moved = sections
        let height = moved[from.section].rows.height(at: from.row)
        moved[from.section].rows = moved[from.section].rows.removing(at: from.row)
        moved[to.section].rows = moved[to.section].rows.inserting(height, at: to.row)
        return TableGeometry(tableHeaderHeight: tableHeaderHeight, tableFooterHeight: tableFooterHeight, sections: moved)
    }

    mutating func setRowHeight(_ height: CGFloat, at indexPath: IndexPath) {
        let before = sections[indexPath.section].rows.total
        sections[indexPath.section].rows.setHeight(height, at: indexPath.row)
        shiftTops(after: indexPath.section, by: sections[indexPath.section].rows.total - before)
    }

    mutating func setHeaderHeight(_ height: CGFloat, section: Int) {
        let change = height - sections[section].headerHeight
        sections[section].headerHeight = height
        shiftTops(after: section, by: change)
    }

    mutating func setFooterHeight(_ height: CGFloat, section: Int) {
        let change = height - sections[section].footerHeight
        sections[section].footerHeight = height
        shiftTops(after: section, by: change)
    }

    private mutating func shiftTops(after section: Int, by change: CGFloat) {
        guard change != 0 else { return }
        for index in (section + 1)..<sectionTops.count { sectionTops[index] += change }
    }

    private mutating func recomputeTops() {
        sectionTops = []
        sectionTops.reserveCapacity(sections.count)
        var top = tableHeaderHeight
        for section in sections {
            sectionTops.append(top)
            top += section.height
        }
    }
}
