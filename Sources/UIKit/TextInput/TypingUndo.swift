import Foundation

/// Text that undo and redo can change back: a text field or text view.
@MainActor
protocol TextUndoTarget: AnyObject {
    /// Replaces `range` with `text` without asking the delegate, announces
    /// the change, and returns the text it replaced.
    func replaceForUndo(_ range: NSRange, with text: String) -> String
}

/// Undo for what a person types, coalesced as iOS does: a run of typing and
/// deleting at one place undoes as one step ("Undo Typing"), however many
/// turns it took; an edit elsewhere starts a new run, and so do paste, cut
/// and undo itself. Redo types the run again.
///
/// The run is registered with the responder chain's undo manager (the
/// window's) on its first edit and grows as typing goes on, so the step undo
/// takes back is the whole run as it stands.
@MainActor
final class TypingUndo {
    /// The run so far: `length` UTF-16 units at `start` stand where
    /// `original` was.
    final class Run {
        var start: Int
        var length: Int
        var original: String

        init(start: Int, length: Int, original: String) {
            self.start = start
            self.length = length
            self.original = original
        }

        /// Takes in an edit of `range` (of `text`, before the edit) to
        /// `replacementLength` units when it goes on where the run ends
        /// (typing on, or deleting back into or past the run); false when it
        /// is elsewhere.
        func absorb(_ range: NSRange, of text: String, replacementLength: Int) -> Bool {
            let end = start + length
            guard range.location + range.length == end else { return false }
            if range.location >= start {
                length += replacementLength - range.length
            } else {
                // Deleting back past the run's start: what it removed before
                // the run becomes part of what undo restores.
                original = substring(of: text, NSRange(location: range.location, length: start - range.location)) + original
                length = end - (range.location + range.length) + replacementLength
                start = range.location
            }
            return true
        }
    }

    private var run: Run?

    /// Records that a person replaced `range` of `text` (before the change)
    /// with `replacement`.
    func record<Target: TextUndoTarget>(_ range: NSRange, of text: String, replacement: String,
                                        on target: Target, undoManager: UndoManager?) {
        guard let undoManager, undoManager.isUndoRegistrationEnabled, !undoManager.isUndoing,
              !undoManager.isRedoing else { return }
        if let run, run.absorb(range, of: text, replacementLength: replacement.utf16.count) { return }
        let newRun = Run(start: range.location, length: replacement.utf16.count, original: substring(of: text, range))
        run = newRun
        undoManager.registerUndo(withTarget: target) { [weak self] target in
            self?.end()
            TypingUndo.replace(NSRange(location: newRun.start, length: newRun.length), with: newRun.original,
                               on: target, undoManager: undoManager)
        }
        undoManager.setActionName("Typing")
    }

    /// Ends the run: the next edit undoes on its own.
    func end() {
        run = nil
    }

    /// Replaces `range` with `text`, registering the change back (a redo
    /// while undoing, an undo while redoing).
    private static func replace<Target: TextUndoTarget>(_ range: NSRange, with text: String, on target: Target,
                                                        undoManager: UndoManager) {
        let replaced = target.replaceForUndo(range, with: text)
        undoManager.registerUndo(withTarget: target) { target in
            replace(NSRange(location: range.location, length: text.utf16.count), with: replaced, on: target,
                    undoManager: undoManager)
        }
        undoManager.setActionName("Typing")
    }
}

/// The text in `range` (UTF-16 units, within `text`).
private func substring(of text: String, _ range: NSRange) -> String {
    TextEditingState(text: text).substring(range)
}
