import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// A person looks at the showcase's effects, taps the progress ring (its arc
/// animates from where it was to the next step and stays there) and taps a
/// card (it flips over in perspective to its back).
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

    @Test func tappingACardFlipsItOverInPerspective() throws {
        let card = try #require(host.view(withAccessibilityIdentifier: EffectsScreen.Identifier.card))
        let label = try #require(card.subviews.first as? UILabel)
        host.tap(card)
        #expect(label.text == EffectsScreen.cardFaces.1)
        #expect(card.layer.animation(forKey: "transition") != nil)
        // A third of the way through the 0.6 s ease-in-out flip the front is
        // turned away, its left edge toward the viewer.
        host.advance(by: 0.2)
        assertSnapshot(of: host, named: "effects-card-flipping")
        _ = host.runUntilIdle()
        #expect(card.layer.animationKeys() == nil)
        host.tap(card)
        _ = host.runUntilIdle()
        #expect(label.text == EffectsScreen.cardFaces.0)
    }

    @Test func theScreenLooksLikeIOS() {
        assertSnapshot(of: host, named: "effects")
        host.userInterfaceStyle = .dark
        assertSnapshot(of: host, named: "effects-dark")
    }
}
