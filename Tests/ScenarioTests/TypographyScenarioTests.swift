import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The typography screen's number picker: a large number between an up and a
/// down chevron button. Each tap on a chevron steps the number by one, wrapping
/// around from 9 to 0 and from 0 to 9.
@MainActor
@Suite struct TypographyScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)
    let number: UILabel
    let up: UIButton
    let down: UIButton

    init() throws {
        host.rootViewController = TypographyScreen.makeViewController()
        number = try #require(host.view(withAccessibilityIdentifier: TypographyScreen.Identifier.number) as? UILabel)
        up = try #require(host.view(withAccessibilityIdentifier: TypographyScreen.Identifier.up) as? UIButton)
        down = try #require(host.view(withAccessibilityIdentifier: TypographyScreen.Identifier.down) as? UIButton)
    }

    @Test func thePickerStartsAtSeven() {
        #expect(number.text == "7")
    }

    @Test func tappingUpThreeTimesFromSevenWrapsToZero() {
        var shown: [String?] = []
        for _ in 0..<3 {
            host.tap(up)
            shown.append(number.text)
        }
        #expect(shown == ["8", "9", "0"])
    }

    @Test func tappingDownStepsBackAndWrapsFromZeroToNine() {
        for _ in 0..<3 { host.tap(up) }
        #expect(number.text == "0")
        host.tap(down)
        #expect(number.text == "9")
        host.tap(down)
        #expect(number.text == "8")
    }

    @Test func theChevronsAreSystemButtonsThatDimWhileHeld() {
        let finger = host.touchDown(at: up.convert(CGPoint(x: up.bounds.midX, y: up.bounds.midY), to: nil))
        #expect(up.isHighlighted)
        // The image view's alpha is the layer's Float opacity: compare within Float precision.
        #expect(abs((up.imageView?.alpha ?? 1) - UIButton.highlightedContentAlpha) < 1e-6)
        // Lifting inside counts as a tap.
        finger.up()
        #expect(number.text == "8")
        #expect(up.imageView?.alpha == 1)
    }

    @Test func theTypographyScreen() {
        host.tap(up)
        assertSnapshot(of: host, named: "typography-after-one-step-up")
    }
}
