@testable import QuartzCore
import Testing

/// The index of a node's children's extents finds every extent that can
/// meet a rectangle, in order and once each, from the bands it crosses.
@Suite struct ExtentGridTests {
    typealias PixelRect = DamageRegion.PixelRect
    let frame = PixelRect(x: 0, y: 0, width: 100, height: 640)

    @Test("every extent meeting a rectangle is found, in order, once, whatever bands the rectangle crosses")
    func findsEveryExtentMeetingARectangle() {
        // A column of 10 pt blocks every 20 pt, one tall block across them all, one off the frame.
        var extents = (0..<32).map { PixelRect(x: 0, y: $0 * 20, width: 10, height: 10) }
        extents.append(PixelRect(x: 50, y: 0, width: 10, height: 640))
        extents.append(PixelRect(x: 0, y: 700, width: 10, height: 10))
        let grid = ExtentGrid(extents, frame: frame)
        for query in [PixelRect(x: 0, y: 0, width: 5, height: 5), PixelRect(x: 0, y: 95, width: 60, height: 50),
                      PixelRect(x: 0, y: 0, width: 100, height: 640), PixelRect(x: 70, y: 300, width: 5, height: 5)] {
            let found = grid.positions(near: query)
            let meeting = extents.indices.filter { extents[$0].intersects(query) }
            #expect(Set(meeting).isSubset(of: Set(found)), "\(query)")
            #expect(found == found.sorted() && Set(found).count == found.count, "\(query)")
            #expect(!found.contains(extents.count - 1), "off the frame")
        }
    }

    @Test("a small rectangle gets the extents of its band, not all")
    func aSmallRectangleGetsItsBandOnly() {
        let extents = (0..<64).map { PixelRect(x: 0, y: $0 * 10, width: 10, height: 10) }
        let grid = ExtentGrid(extents, frame: frame)
        #expect(grid.positions(near: PixelRect(x: 0, y: 12, width: 4, height: 4)) == [1])
    }
}
