import Foundation
import Testing
import TestSupport
@testable import UIKit

@Suite("ZoomRubberBand: the rubber band in log scale")
struct ZoomRubberBandTests {
    @Test("inside the limits the scale is as asked")
    func inside() {
        #expect(ZoomRubberBand.scale(for: 2, minimum: 1, maximum: 4) == 2)
    }

    @Test("past the maximum the log overshoot is banded with d = ln 2: never twice the maximum")
    func pastTheMaximum() {
        let asked: CGFloat = 8
        let expected = 4 * exp(RubberBand.offset(forOverscroll: log(asked / 4), dimension: log(2)))
        #expect(isClose(ZoomRubberBand.scale(for: asked, minimum: 1, maximum: 4), expected, tolerance: 1e-12))
        #expect(ZoomRubberBand.scale(for: 1e9, minimum: 1, maximum: 4) < 8)
        #expect(ZoomRubberBand.scale(for: 1e-9, minimum: 1, maximum: 4) > 0.5)
        // Just past the limit the scale follows the pinch at 0.55 of its (log) rate.
        let nudged = ZoomRubberBand.scale(for: 4 * exp(0.001), minimum: 1, maximum: 4)
        #expect(isClose(log(nudged / 4) / 0.001, 0.55, tolerance: 1e-3))
    }
}
