/// Drags a selection handle: begins as soon as one finger comes down on a
/// handle (`grabs` says whether a point in the view is on one), so the
/// text's taps, long press and scrolling never see that touch; fails at
/// once for a touch anywhere else.
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
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .changed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled }
    }
}
