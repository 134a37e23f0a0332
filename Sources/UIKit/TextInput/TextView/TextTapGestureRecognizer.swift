import Foundation

/// A text view's tap: it remembers how many taps in a row its touch was
/// (`UITouch.tapCount`), so one recognizer places the caret, selects a word
/// on the second tap and a paragraph on the third without waiting to see
/// whether another tap follows.
final class TextTapGestureRecognizer: UITapGestureRecognizer {
    /// The tap count of the touch that began the tap.
    private(set) var tapCount = 1

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        tapCount = touches.first?.tapCount ?? 1
        super.touchesBegan(touches, with: event)
    }
}
