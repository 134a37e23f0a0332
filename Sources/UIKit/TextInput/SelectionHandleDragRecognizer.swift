/// Drags a selection handle: a finger that comes down on a handle
/// (`grabs` says whether a point in the view is on one) begins the drag at
/// its first move, before the text view's scrolling or the text's long
/// press can; lifted without moving, it fails, so taps near a handle still
/// place the caret or select. A touch anywhere else fails it at once.
final class SelectionHandleDragRecognizer: UIGestureRecognizer {
    /// Whether a touch at a point (in the view) lands on a handle.
    var grabs: ((CGPoint) -> Bool)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // More fingers while dragging change nothing.
        guard state == .possible else { return }
        guard touches.count == 1, let view, let touch = touches.first,
              grabs?(touch.location(in: view)) == true else {
            state = .failed
            return
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }
}
