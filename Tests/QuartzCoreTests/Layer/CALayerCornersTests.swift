import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing
import UIKitTesting

/// `cornerCurve`: how a layer's background, border and clip round their corners.
@MainActor
@Suite struct CALayerCornersTests {
    static let blue = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)

    func card(_ curve: CALayerCornerCurve, x: CGFloat) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: x, y: 10, width: 40, height: 80)
        layer.backgroundColor = Self.blue
        layer.cornerRadius = 14
        layer.cornerCurve = curve
        layer.borderWidth = 2
        layer.borderColor = CGColor(gray: 0, alpha: 1)
        return layer
    }

    @Test func cornersAreCircularUntilToldOtherwise() {
        let layer = CALayer()
        #expect(layer.cornerCurve == .circular)
        layer.cornerCurve = .continuous
        #expect(layer.value(forKey: "cornerCurve") as? CALayerCornerCurve == .continuous)
        layer.setValue(CALayerCornerCurve.circular, forKey: "cornerCurve")
        #expect(layer.cornerCurve == .circular)
    }

    @Test func changingTheCurveDoesNotAnimate() {
        withAnimationTimeline { _ in
            let layer = makeTestLayer()
            renderOnce(layer)
            layer.cornerRadius = 10
            layer.cornerCurve = .continuous
            // The radius animates (the layer has been rendered); the curve does not.
            #expect(layer.animationKeys() == ["cornerRadius"])
        }
    }

    @Test func aContinuousCornerCutsMoreOfTheEdgeThanACircle() {
        // 0.8 radii from the corner along the top edge (11.2 pt of 14), a
        // circle is 0.28 pt below the edge, the continuous corner 0.47 pt: at
        // 3× the border's second pixel row is full under a circle, about
        // 60 % covered under the continuous corner.
        let root = CALayer()
        withoutActions {
            root.addSublayer(card(.circular, x: 0))
            root.addSublayer(card(.continuous, x: 50))
        }
        let image = renderOverWhite(root, scale: 3)
        func blueness(_ x: Int, _ y: Int) -> Int { 255 - Int(image.pixel(atX: x, y: y).red) }
        // Pixel row 31 spans y = 10.33…10.67 pt; columns 33 and 183 are 11.17 pt into each card.
        let circularEdge = blueness(33, 31), continuousEdge = blueness(183, 31)
        #expect(circularEdge > 240)
        #expect(continuousEdge > 100 && continuousEdge < 200)
        // Far from the corners the two cards are the same.
        #expect(blueness(60, 150) == blueness(210, 150))
    }

    @Test func continuousCardsLookLikeIOSCards() {
        let root = CALayer()
        withoutActions {
            root.addSublayer(card(.circular, x: 5))
            root.addSublayer(card(.continuous, x: 55))
        }
        assertSnapshot(of: renderOverWhite(root, scale: 2), named: "circularAndContinuousCards")
    }
}
