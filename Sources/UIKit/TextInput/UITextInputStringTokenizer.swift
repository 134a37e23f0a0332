import Foundation

/// A tokenizer for any text input, answering from its text alone through
/// the `UITextInput` protocol (`text(in:)`, `offset(from:to:)`,
/// `position(from:offset:)`, `textRange(from:to:)`), so it serves Kumiki's
/// text fields and a text input of your own alike. Units are as
/// `TextBoundaries` defines them: grapheme clusters, words, sentences,
/// paragraphs and the document.
///
/// Deviations, all for want of layout information (subclass to add it, as
/// Apple's subclassing notes describe): a line is a paragraph, and the layout
/// directions are read as left-to-right text — right and down go forward,
/// left and up backward (docs/PORTING.md, "Text fields").
///
/// The tokenizer holds its text input weakly (as UIKit asks), and answers
/// nil or false once the text input is gone.
@MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    /// The unit around `position`. At a unit's edge the direction decides:
    /// forward finds the unit starting there, backward the unit ending
    /// there — so a caret at the end of a word finds the word going backward
    /// and nothing going forward when a space follows. Nil in spaces and
    /// punctuation for words, in the spaces between sentences for sentences.
    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let (input, text, offset) = resolve(position),
              let range = TextBoundaries.enclosingRange(unit(granularity), at: offset, forward: direction.isForward, in: text),
              let start = input.position(from: input.beginningOfDocument, offset: range.location),
              let end = input.position(from: input.beginningOfDocument, offset: range.location + range.length)
        else { return nil }
        return input.textRange(from: start, to: end)
    }

    /// Whether `position` is a boundary going in `direction`: going forward,
    /// where a unit ends (the end of a word); going backward, where one
    /// starts. The start and end of the document are boundaries of every
    /// unit. (Uncertain: UIKit documents only "a boundary in the particular
    /// direction"; this is the reading under which every position
    /// `position(from:toBoundary:inDirection:)` returns is a boundary.)
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (_, text, offset) = resolve(position) else { return false }
        return TextBoundaries.isAtBoundary(unit(granularity), at: offset, forward: direction.isForward, in: text)
    }

    /// The next boundary from `position`: going forward the end of the next
    /// unit (for words, past spaces and punctuation, as option–right arrow
    /// moves), going backward the start of the previous one; the end (start)
    /// of the document when no unit is left (uncertain), nil at the end
    /// (start) itself.
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let (input, text, offset) = resolve(position),
              let boundary = TextBoundaries.boundary(unit(granularity), from: offset, forward: direction.isForward, in: text)
        else { return nil }
        return input.position(from: input.beginningOfDocument, offset: boundary)
    }

    /// Whether `position` lies in a unit: inside one, or at its edge when the
    /// unit lies in `direction` (at a word's start going forward, at its end
    /// going backward). Every position is within the document.
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (_, text, offset) = resolve(position) else { return false }
        return TextBoundaries.isWithin(unit(granularity), at: offset, forward: direction.isForward, in: text)
    }

    /// The text input, its whole text, and the position's UTF-16 offset in it.
    private func resolve(_ position: UITextPosition) -> (UIResponder & UITextInput, String, Int)? {
        guard let input = textInput,
              let whole = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)
        else { return nil }
        let text = input.text(in: whole) ?? ""
        return (input, text, input.offset(from: input.beginningOfDocument, to: position))
    }

    private func unit(_ granularity: UITextGranularity) -> TextBoundaries.Unit {
        switch granularity {
        case .character: .character
        case .word: .word
        case .sentence: .sentence
        case .paragraph, .line: .paragraph
        case .document: .document
        }
    }
}
