import Foundation

/// The long press that lifts a drag. Once the drag is under way, other
/// fingers coming down on the view are not its business (they may tap more
/// items into the drag): it stops tracking them instead of failing, as a
/// plain long press would with one finger too many.
final class DragLiftRecognizer: UILongPressGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .began || state == .changed else { return super.touchesBegan(touches, with: event) }
        for touch in touches { ignore(touch, for: event) }
    }
}
