import Foundation
import UIKit

// Gesture recognizers: method references for selectors, delegates, subclasses,
// equality against the recognizers a touch carries.

final class GestureController: UIViewController, UIGestureRecognizerDelegate {
    lazy var pan = UIPanGestureRecognizer(target: self, action: GestureController.handlePan(_:))
    let tap = UITapGestureRecognizer()

    override func viewDidLoad() {
        super.viewDidLoad()
        pan.delegate = self
        tap.addTarget(self, action: GestureController.handleTap)
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        pan.require(toFail: tap)
        let press = UILongPressGestureRecognizer(target: self, action: GestureController.handlePress(_:))
        press.minimumPressDuration = 0.3
        view.addGestureRecognizer(press)
        view.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: GestureController.handleTap))
        view.addGestureRecognizer(UIRotationGestureRecognizer(target: self, action: GestureController.handleTap))
        let swipe = UISwipeGestureRecognizer(target: self, action: GestureController.handleTap)
        swipe.direction = [.left, .right]
        view.addGestureRecognizer(swipe)
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: GestureController.handleTap)
        edge.edges = .left
        view.addGestureRecognizer(edge)
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        recognizer.setTranslation(.zero, in: view)
        _ = recognizer.velocity(in: view).x + translation.x
        if recognizer.state == .ended { _ = recognizer.location(in: nil) }
    }

    func handlePress(_ recognizer: UILongPressGestureRecognizer) {}
    func handleTap() {}

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer == pan && otherGestureRecognizer == tap
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer != tap
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        touch.view == view || touch.gestureRecognizers?.contains(gestureRecognizer) == true
    }
}

final class CheckmarkRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count != 1 { state = .failed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .recognized
    }

    override func reset() {
        super.reset()
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
