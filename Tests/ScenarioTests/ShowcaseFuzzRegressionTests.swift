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
}
