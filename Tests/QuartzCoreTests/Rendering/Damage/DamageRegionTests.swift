@testable import QuartzCore
import Testing

/// The damage region: a short list of whole-pixel rectangles, merged when
/// they touch, one bounding box past four.
@Suite struct DamageRegionTests {
    typealias Rect = DamageRegion.PixelRect

    @Test("apart rectangles stay apart; touching or overlapping ones merge into their box")
    func merging() {
        var region = DamageRegion()
        region.add(Rect(x: 0, y: 0, width: 10, height: 10))
        region.add(Rect(x: 50, y: 50, width: 5, height: 5))
        #expect(region.rects.count == 2)
        #expect(region.area == 125)
        // Touching the first along its right edge.
        region.add(Rect(x: 10, y: 0, width: 5, height: 10))
        #expect(region.rects.contains(Rect(x: 0, y: 0, width: 15, height: 10)))
        // A rectangle bridging both merges all three.
        region.add(Rect(x: 12, y: 8, width: 40, height: 44))
        #expect(region.rects == [Rect(x: 0, y: 0, width: 55, height: 55)])
    }

    @Test("past four rectangles the region becomes their bounding box")
    func cap() {
        var region = DamageRegion()
        for index in 0..<5 { region.add(Rect(x: index * 20, y: 0, width: 5, height: 5)) }
        #expect(region.rects == [Rect(x: 0, y: 0, width: 85, height: 5)])
    }

    @Test("empty rectangles add nothing; clipping, outsetting and intersecting are whole-pixel")
    func geometry() {
        var region = DamageRegion()
        region.add(Rect(x: 3, y: 3, width: 0, height: 9))
        #expect(region.isEmpty && region.bounds == nil)
        let frame = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(Rect(x: -5, y: 40, width: 20, height: 20).clipped(to: frame) == Rect(x: 0, y: 40, width: 15, height: 10))
        #expect(Rect(x: 200, y: 0, width: 5, height: 5).clipped(to: frame).isEmpty)
        #expect(Rect(x: 10, y: 10, width: 2, height: 2).outset(by: 3) == Rect(x: 7, y: 7, width: 8, height: 8))
        region.add(Rect(x: 10, y: 10, width: 10, height: 10))
        #expect(region.intersects(Rect(x: 19, y: 19, width: 5, height: 5)))
        #expect(!region.intersects(Rect(x: 20, y: 10, width: 5, height: 5)))
    }
}
