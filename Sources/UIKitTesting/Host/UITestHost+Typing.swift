import Testing
import UIKit

/// Typing, as XCUITest's `typeText(_:)`: into the first responder, one
/// character (grapheme cluster) at a time, a frame for each key.
extension UITestHost {
    /// Types `text` into the first responder when it takes keys (`UIKeyInput`:
    /// a text field being edited): each character is inserted as a key press
    /// would insert it; "\u{8}" (backspace) deletes backward and "\n" presses
    /// return. Records a failure when nothing is first responder or it does
    /// not take keys.
    public func typeText(_ text: String, filePath: StaticString = #filePath, line: UInt = #line,
                         sourceLocation: SourceLocation = #_sourceLocation) {
        activate()
        guard let input = application.keyInputResponder else {
            TestFailure.record("Failed to type \"\(text)\": neither element nor any descendant has keyboard focus",
                               at: TestFailure.CallSite(filePath: filePath, line: line, sourceLocation: sourceLocation))
            return
        }
        for character in text {
            if character == "\u{8}" {
                input.deleteBackward()
            } else {
                input.insertText(String(character))
            }
            runFrame()
        }
    }
}
