import Testing
import TestSupport
@testable import UIKit

@Suite("RubberBand: c·d·x / (d + c·x)")
struct RubberBandTests {
    @Test("the shown distance for a finger overscroll, either side", arguments: [10, 100, 480, 5000] as [CGFloat])
    func formula(overscroll: CGFloat) {
        let d: CGFloat = 480
        let expected = 0.55 * d * overscroll / (d + 0.55 * overscroll)
        #expect(isClose(RubberBand.offset(forOverscroll: overscroll, dimension: d), expected, tolerance: 1e-9))
        #expect(isClose(RubberBand.offset(forOverscroll: -overscroll, dimension: d), -expected, tolerance: 1e-9))
    }

    @Test("near the edge content moves 0.55 pt per finger point; it never passes the view's size")
    func slopeAndLimit() {
        #expect(isClose(RubberBand.offset(forOverscroll: 0.001, dimension: 480) / 0.001, 0.55, tolerance: 1e-5))
        #expect(RubberBand.offset(forOverscroll: 1e9, dimension: 480) < 480)
        #expect(RubberBand.offset(forOverscroll: 5, dimension: 0) == 0)
    }

    @Test("the inverse gives back the finger overscroll", arguments: [1, 50, 200, 470] as [CGFloat])
    func inverse(shown: CGFloat) {
        let finger = RubberBand.overscroll(forOffset: shown, dimension: 480)
        #expect(isClose(RubberBand.offset(forOverscroll: finger, dimension: 480), shown, tolerance: 1e-6))
        #expect(isClose(RubberBand.overscroll(forOffset: -shown, dimension: 480), -finger, tolerance: 1e-9))
    }

    @Test("clamping bands only the part outside the range")
    func clamping() {
        #expect(RubberBand.clamp(50, lower: 0, upper: 100, dimension: 300) == 50)
        #expect(isClose(RubberBand.clamp(130, lower: 0, upper: 100, dimension: 300),
                        100 + RubberBand.offset(forOverscroll: 30, dimension: 300)))
        #expect(isClose(RubberBand.clamp(-30, lower: 0, upper: 100, dimension: 300),
                        -RubberBand.offset(forOverscroll: 30, dimension: 300)))
    }
}
