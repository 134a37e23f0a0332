import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// A person looks at the showcase's effects and taps the progress ring: its
/// arc animates from where it was to the next step and stays there.
@MainActor
@Suite struct EffectsScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)

    init() {
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: EffectsScreen.self)
        _ = host.runUntilIdle()
    }

    @Test func tappingTheRingAnimatesItsArcToTheNextStep() throws {
        let ring = try #require(host.view(withAccessibilityIdentifier: EffectsScreen.Identifier.ring)
                                as? EffectsScreen.ProgressRingView)
        #expect(ring.arc.strokeEnd == EffectsScreen.ringSteps[0])
        host.tap(ring)
        #expect(ring.progress == EffectsScreen.ringSteps[1])
        // Half-way through the 0.6 s ease-in-out: half-way between the steps.
        host.advance(by: 0.3)
        let shown = try #require(ring.arc.presentation()?.strokeEnd)
        let middle = (EffectsScreen.ringSteps[0] + EffectsScreen.ringSteps[1]) / 2
        #expect(abs(shown - middle) < 0.02)
        _ = host.runUntilIdle()
        #expect(ring.arc.presentation()?.strokeEnd == EffectsScreen.ringSteps[1])
        #expect(ring.arc.animation(forKey: "progress") == nil)
    }

    @Test func theScreenLooksLikeIOS() {
        assertSnapshot(of: host, named: "effects")
        host.userInterfaceStyle = .dark
        assertSnapshot(of: host, named: "effects-dark")
    }
}
