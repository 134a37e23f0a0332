import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// Sequences `make fuzz` once reported, replayed as the fuzzer plays them.
@MainActor
@Suite struct ShowcaseFuzzRegressionTests {
    /// Seed 7, sequence 10: a tap opened the long list, and a 6,200 pt/s flick
    /// coasts for 4.9 s; the indicator's 0.25 s fade after it outlasted the
    /// fuzzer's old 5 s settling limit and was reported as an animation left
    /// running. The app was fine; the limit now covers the longest coast.
    /// (Replayed from the long list itself: since the showcase moved onto a
    /// navigation stack, the recorded tap no longer lands on its row.)
    @Test func aLongCoastAndTheIndicatorFadeSettleWithinTheFuzzersLimit() throws {
        // The fuzzer's device: at 3× half a pixel is a sixth of a point, so the
        // coast runs longer than at 1×.
        let host = UITestHost(device: .iPhone15Pro)
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: LongListScreen.self)
        let sequence: [FuzzAction] = [
            .drag(from: CGPoint(x: 216.4, y: 567.98), to: CGPoint(x: 237.74, y: 134.13), duration: 0.07),
        ]
        for action in sequence { action.perform(on: host) }
        // Given the old 5 s, the app is not done yet; within the fuzzer's
        // limit it is, with every invariant holding.
        #expect(!host.runUntilIdle(limit: 5))
        #expect(host.runUntilIdle(limit: TouchFuzzer.settleLimit - 5))
        #expect(FuzzInvariants.violations(in: host) == [])
        let list = try #require(host.view(withAccessibilityIdentifier: LongListScreen.Identifier.list) as? UIScrollView)
        #expect(list.contentOffset.y > 3000)
        #expect(!list.isDecelerating)
    }

    /// Seed 42, sequence 2646: four fingers swept the photo strip, leaving it
    /// decelerating toward the second page, and a drag caught and flung it
    /// there at nearly the speed that stops it exactly. The paging spring's
    /// settling time was taken from its overshoot, 16 s later and 10⁻⁷⁰
    /// points out, so the strip kept "decelerating" past the fuzzer's limit.
    @Test func aPageFlungAtItsOwnSpeedSettlesAtOnce() throws {
        let host = UITestHost(device: .iPhone15Pro)
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: PhotoStripScreen.self)
        host.runUntilIdle()
        let sequence: [FuzzAction] = [
            .fingers([.init(from: CGPoint(x: 229.1, y: 13.67), to: CGPoint(x: 99.05, y: 583.4)),
                      .init(from: CGPoint(x: 91.06, y: 722.67), to: CGPoint(x: 151.11, y: 486.56)),
                      .init(from: CGPoint(x: 212.19, y: 516.25), to: CGPoint(x: 15.13, y: 639.03)),
                      .init(from: CGPoint(x: 220.05, y: 442.26), to: CGPoint(x: 41.52, y: 444.34))],
                     duration: 0.08, cancelled: false),
            .drag(from: CGPoint(x: 339.81, y: 596.09), to: CGPoint(x: 249.62, y: 263.17), duration: 0.42),
        ]
        for action in sequence { action.perform(on: host) }
        #expect(host.runUntilIdle(limit: 2))
        #expect(FuzzInvariants.violations(in: host) == [])
        let strip = try #require(host.view(withAccessibilityIdentifier: PhotoStripScreen.Identifier.strip) as? UIScrollView)
        #expect(strip.contentOffset.x == strip.bounds.width)
        #expect(host.view(withAccessibilityIdentifier: PhotoStripScreen.Identifier.pageLabel).map { ($0 as? UILabel)?.text }
                == PhotoStripScreen.pageText(1))
    }
}
