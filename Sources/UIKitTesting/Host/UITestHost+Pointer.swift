import UIKit

/// A mouse or trackpad pointer with no button pressed, as on an iPad with a
/// trackpad: hover recognizers follow it, pointer interactions see it.
extension UITestHost {
    /// Moves the pointer to `point` (window coordinates) and runs a frame.
    public func hover(at point: CGPoint, modifiers: UIKeyModifierFlags = []) {
        activate()
        application.movePointer(to: point, modifiers: modifiers)
        runFrame()
    }

    /// Moves the pointer in a straight line from `start` to `end`, one step per
    /// frame, the last exactly on `end`.
    public func hover(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3) {
        let steps = max(1, Int((duration / frameDuration).rounded()))
        for step in 0...steps {
            hover(at: step == steps ? end : UITestTouch.interpolate(start, end, CGFloat(step) / CGFloat(steps)))
        }
    }

    /// The pointer leaves the screen, and a frame runs.
    public func endHover() {
        activate()
        application.movePointer(to: nil)
        runFrame()
    }

    /// The pointer's style now: the one the pointer interaction under the
    /// pointer chose, nil for the system pointer.
    public var pointerStyle: UIPointerStyle? {
        activate()
        return application.pointerStyle
    }
}
