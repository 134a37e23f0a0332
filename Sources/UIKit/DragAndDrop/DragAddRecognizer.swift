import Foundation

/// A tap with another finger while a drag is in flight in the window: it
/// asks the drag interaction's delegate for items to add to that drag and
/// recognizes only when there are some, so a tap that adds nothing stays an
/// ordinary touch for the view. Without a drag in flight it takes no part:
/// each touch is ignored as it comes down.
///
/// Recognizing cancels the touch in the view (the tapped cell is not
/// selected), as the system's adding gesture does on iOS (uncertain).
final class DragAddRecognizer: UIGestureRecognizer {
    /// Where the candidate finger came down, in window coordinates.
    private var start: CGPoint?
    /// What the tap adds, decided as the finger lifts; the action adds it.
    private(set) var addition: (drag: DragController, items: [UIDragItem])?
    /// Asked as the finger lifts at a point (window coordinates): the drag to
    /// add to and the items, or nil to let the tap be.
    var itemsToAdd: ((CGPoint) -> (drag: DragController, items: [UIDragItem])?)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard start == nil, let window = touch.window, !window.activeDrags.isEmpty else {
                ignore(touch, for: event)
                continue
            }
            start = touch.location(in: nil)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start else { return }
        let here = location(in: nil)
        if hypot(here.x - start.x, here.y - start.y) > GestureThresholds.tapSlop { state = .failed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard start != nil, let found = itemsToAdd?(location(in: nil)), !found.items.isEmpty else {
            state = .failed
            return
        }
        addition = found
        state = .recognized
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func reset() {
        super.reset()
        start = nil
        addition = nil
    }
}
