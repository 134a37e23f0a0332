import CoreGraphics
import Testing
@testable import UIKit
import UIKitTesting

/// A view's `mask`: another view whose alpha cuts this one, placed in its
/// coordinates, drawn (even with draw(_:)) though it is in no window.
@MainActor
@Suite struct UIViewMaskTests {
    let host = UITestHost(device: .iPhone15Pro)
    let view = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))

    init() {
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        view.backgroundColor = .red
        controller.view.addSubview(view)
        host.rootViewController = controller
    }

    /// Whether the screen pixel at a point (in points) is the view's red.
    func isRed(atX x: CGFloat, y: CGFloat) -> Bool {
        let pixel = host.snapshot().pixel(atX: Int(x * 3), y: Int(y * 3))
        return pixel.red > 200 && pixel.green < 100
    }

    @Test func aMaskViewCutsTheViewToWhereItDraws() {
        let circle = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        circle.backgroundColor = .black
        circle.layer.cornerRadius = 25
        view.mask = circle
        #expect(view.layer.mask === circle.layer)
        #expect(circle.superview == nil)
        #expect(isRed(atX: 125, y: 225))
        #expect(!isRed(atX: 102, y: 202))
        #expect(!isRed(atX: 175, y: 275))
        view.mask = nil
        #expect(view.layer.mask == nil)
        #expect(isRed(atX: 175, y: 275))
    }

    @Test func aDrawingMaskViewIsDisplayed() {
        final class Stripe: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.black.setFill()
                UIRectFill(CGRect(x: 0, y: 40, width: bounds.width, height: 20))
            }
        }
        let stripe = Stripe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stripe.isOpaque = false
        stripe.backgroundColor = .clear
        view.mask = stripe
        #expect(isRed(atX: 150, y: 250))
        #expect(!isRed(atX: 150, y: 220))
    }
}
