import Testing
@testable import UIKit

/// A section's row heights: arithmetic while uniform, a Fenwick tree once
/// rows differ; offsets and lookups agree with summing heights by hand.
@Suite("TableRowHeights")
struct TableRowHeightsTests {
    @Test("uniform rows answer by multiplication, whatever the count")
    func uniform() {
        let rows = TableRowHeights(count: 1_000_000, base: 44)
        #expect(rows.isUniform)
        #expect(rows.total == 44_000_000)
        #expect(rows.offset(of: 250_000) == 11_000_000)
        #expect(rows.row(at: 11_000_000) == 250_000)
        #expect(rows.row(at: 11_000_043.9) == 250_000)
        #expect(rows.row(at: -5) == 0)
        #expect(rows.row(at: 99_999_999) == 999_999)
    }

    @Test("a row given its own height shifts every row below it")
    func ownHeight() {
        var rows = TableRowHeights(count: 10, base: 44)
        rows.setHeight(100, at: 3)
        #expect(!rows.isUniform)
        #expect(rows.height(at: 3) == 100)
        #expect(rows.offset(of: 3) == 132)          // 3 × 44
        #expect(rows.offset(of: 4) == 232)          // 132 + 100
        #expect(rows.total == CGFloat(9 * 44 + 100))
        #expect(rows.row(at: 231) == 3)
        #expect(rows.row(at: 232) == 4)
    }

    @Test("offsets equal the running sum of heights for mixed rows")
    func runningSums() {
        let heights: [CGFloat] = [10, 0, 55, 44, 44, 12.5, 300, 1]
        let rows = TableRowHeights(heights: heights, base: 44)
        var sum: CGFloat = 0
        for (row, height) in heights.enumerated() {
            #expect(rows.offset(of: row) == sum)
            if height > 0 { #expect(rows.row(at: sum) == row) }
            sum += height
        }
        #expect(rows.total == sum)
    }

    @Test("removing and inserting rows keeps the others' heights")
    func removeInsert() {
        let rows = TableRowHeights(heights: [10, 20, 30], base: 44)
        #expect(rows.removing(at: 1).heights == [10, 30])
        #expect(rows.inserting(5, at: 0).heights == [5, 10, 20, 30])
        let uniform = TableRowHeights(count: 3, base: 44)
        #expect(uniform.inserting(44, at: 1).isUniform)
        #expect(uniform.inserting(50, at: 1).heights == [44, 50, 44, 44])
    }
}

/// Sections stacked below the table header: headers, rows and footers.
@Suite("TableGeometry")
struct TableGeometryTests {
    let geometry = TableGeometry(tableHeaderHeight: 100, tableFooterHeight: 50, sections: [
        TableSectionGeometry(headerHeight: 28, footerHeight: 0, rows: TableRowHeights(count: 3, base: 44)),
        TableSectionGeometry(headerHeight: 28, footerHeight: 10, rows: TableRowHeights(count: 2, base: 60)),
    ])

    @Test("sections follow the table header, rows follow their header")
    func spans() {
        #expect(geometry.sectionTop(0) == 100)
        #expect(geometry.rowSpan(IndexPath(row: 2, section: 0)) == (minY: 216, height: 44))   // 100 + 28 + 88
        #expect(geometry.sectionTop(1) == 260)                                               // 100 + 28 + 132
        #expect(geometry.rowSpan(IndexPath(row: 1, section: 1)).minY == 348)                 // 260 + 28 + 60
        #expect(geometry.footerSpan(1) == (minY: 408, height: 10))
        #expect(geometry.contentHeight == 468)                                               // 418 + 50
    }

    @Test("a point on a header or footer is no row")
    func lookups() {
        #expect(geometry.indexPath(at: 50) == nil)
        #expect(geometry.indexPath(at: 110) == nil)
        #expect(geometry.indexPath(at: 128) == IndexPath(row: 0, section: 0))
        #expect(geometry.indexPath(at: 300) == IndexPath(row: 0, section: 1))
        #expect(geometry.indexPath(at: 410) == nil)
    }

    @Test("rows in a band come top to bottom across sections")
    func band() {
        #expect(geometry.rows(from: 200, to: 300) == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0),
                                                      IndexPath(row: 0, section: 1)])
        #expect(geometry.rows(from: 0, to: 100).isEmpty)
    }

    @Test("a measured row moves the sections below it")
    func measuredRow() {
        var changed = geometry
        changed.setRowHeight(64, at: IndexPath(row: 0, section: 0))
        #expect(changed.sectionTop(1) == 280)
        #expect(changed.contentHeight == 488)
    }

    @Test("moving a row carries its height to the other section")
    func moving() {
        let moved = geometry.movingRow(from: IndexPath(row: 0, section: 1), to: IndexPath(row: 3, section: 0))
        #expect(moved.sections[0].rows.heights == [44, 44, 44, 60])
        #expect(moved.sections[1].rows.count == 1)
        #expect(moved.contentHeight == geometry.contentHeight)
    }
}
