import Foundation
import Testing
import TestSupport
@testable import UIKit

@Suite("ScrollAxisMotion: momentum, edges and springs over time")
struct ScrollMotionTests {
    @Test("momentum inside the range follows the deceleration and rests on its rest point")
    func momentum() {
        var motion = ScrollAxisMotion(start: 0, velocity: 1000, rate: 0.998, lower: 0, upper: 10_000, bounces: true,
                                      tolerance: 0.25)
        let deceleration = ScrollDeceleration(start: 0, velocity: 1000, rate: 0.998)
        #expect(isClose(motion.advance(to: 0.2).offset, deceleration.offset(at: 0.2), tolerance: 1e-9))
        let end = motion.advance(to: 10)
        #expect(end.finished)
        #expect(end.offset == deceleration.restingOffset)
    }

    @Test("momentum crossing an edge becomes a bounce from the edge with the velocity it had there")
    func crossingAnEdge() throws {
        let deceleration = ScrollDeceleration(start: 0, velocity: 2000, rate: 0.998)
        var motion = ScrollAxisMotion(start: 0, velocity: 2000, rate: 0.998, lower: 0, upper: 300, bounces: true,
                                      tolerance: 0.25)
        let crossing = try #require(ScrollAxisMotion.time(of: deceleration, reaching: 300))
        #expect(isClose(deceleration.offset(at: crossing), 300, tolerance: 1e-9))
        let spring = BounceSpring(start: 0, velocity: deceleration.velocity(at: crossing))
        let t = crossing + 0.05
        #expect(isClose(motion.advance(to: t).offset, 300 + spring.displacement(at: 0.05), tolerance: 1e-9))
        let end = motion.advance(to: 10)
        #expect(end.finished && end.offset == 300)
    }

    @Test("without bouncing momentum stops at the edge")
    func stopsAtTheEdge() {
        var motion = ScrollAxisMotion(start: 0, velocity: 2000, rate: 0.998, lower: 0, upper: 300, bounces: false,
                                      tolerance: 0.25)
        let end = motion.advance(to: 1)
        #expect(end.finished && end.offset == 300)
    }

    @Test("a release past an edge springs back with the release velocity")
    func releasedPastAnEdge() {
        var motion = ScrollAxisMotion(start: -80, velocity: -500, rate: 0.998, lower: 0, upper: 300, bounces: true,
                                      tolerance: 0.25)
        let spring = BounceSpring(start: -80, velocity: -500)
        #expect(isClose(motion.advance(to: 0.1).offset, spring.displacement(at: 0.1), tolerance: 1e-9))
        #expect(motion.advance(to: 5).offset == 0)
    }

    @Test("an eased move follows Core Animation's ease-in-ease-out and lands exactly")
    func eased() {
        var motion = ScrollAxisMotion(easeFrom: 0, to: 200, duration: 0.3)
        #expect(isClose(motion.advance(to: 0.15).offset, 100, tolerance: 1e-6))
        let end = motion.advance(to: 0.3)
        #expect(end.finished && end.offset == 200)
    }
}
