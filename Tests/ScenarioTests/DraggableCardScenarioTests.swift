import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// Cards on the gestures screen are dragged by pan recognizers: the card stays
/// under the finger the whole way, and on release the velocity decides whether
/// it settles in the top or bottom half.
@MainActor
@Suite struct DraggableCardScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)
    let card: UIView

    init() throws {
        host.rootViewController = GesturesScreen.makeViewController()
        card = try #require(host.view(withAccessibilityIdentifier: GesturesScreen.Identifier.firstCard))
    }

    @Test func theCardFollowsTheFingerExactly() {
        let start = card.center
        let grab = CGPoint(x: start.x + 20, y: start.y - 30)
        let touch = host.touchDown(at: grab)
        // Every frame, the card's center keeps the offset it had from the finger
        // at touch-down (translation is measured from where the finger came down).
        for step in 1...20 {
            let finger = CGPoint(x: grab.x + CGFloat(step) * 3, y: grab.y + CGFloat(step) * 9)
            touch.move(to: finger)
            if step >= 2 {
                #expect(card.center == CGPoint(x: start.x + (finger.x - grab.x), y: start.y + (finger.y - grab.y)))
            }
        }
        touch.up()
    }

    @Test func aSlowReleaseAboveTheMiddleSettlesInTheTopHalf() {
        let screen = host.window.bounds
        // Drag down 150 pt over a second, then hold still before lifting: no velocity.
        let touch = host.touchDown(at: card.center)
        touch.move(to: CGPoint(x: card.center.x, y: card.center.y + 150), duration: 1)
        host.advance(by: 0.2)
        touch.up()
        #expect(card.center.y == screen.height * 0.3)
    }

    @Test func aFastFlickDownwardCarriesTheCardToTheBottomHalf() {
        let screen = host.window.bounds
        let start = card.center
        // 120 pt in 0.1 s is 1,200 pt/s: it ends above the middle (start.y + 120 < 426)
        // but would coast 1,200 × 0.2 = 240 pt further, past the middle.
        #expect(start.y + 120 < screen.midY)
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 120), duration: 0.1)
        #expect(card.center.y == screen.height * 0.7)
    }

    @Test func theScreenAfterAPressAndDragWithTheButtonHeld() throws {
        let second = try #require(host.view(withAccessibilityIdentifier: GesturesScreen.Identifier.secondCard))
        // Press and hold the second card (it gets a border), then drag it down.
        host.longPressAndDrag(from: second.center, to: CGPoint(x: second.center.x, y: second.center.y + 300))
        let log = try #require(host.view(withAccessibilityIdentifier: GesturesScreen.Identifier.log)
            as? GesturesScreen.StateLogView)
        // The press begins first, then runs alongside the pan; both end at the lift.
        #expect(log.states.first == .began)
        #expect(log.states.suffix(2) == [.ended, .ended])
        #expect(log.states.filter { $0 == .began }.count == 2)
        #expect(second.layer.borderWidth == 6)
        let button = try #require(host.view(withAccessibilityIdentifier: GesturesScreen.Identifier.button) as? UIControl)
        let finger = host.touchDown(at: button.center)
        #expect(button.isHighlighted)
        assertSnapshot(of: host, named: "press-drag-and-held-button")
        finger.up()
    }
}
