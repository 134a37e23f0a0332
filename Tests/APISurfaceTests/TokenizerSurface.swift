import Foundation
import UIKit

// Tokenizers as iOS code uses them, in Swift 5 mode: asking a text field's
// words through the string tokenizer, a subclass that answers lines itself
// and hands everything else to `super`, and a tokenizer of one's own.

@MainActor
func selectWord(in field: UITextField, at position: UITextPosition) {
    let tokenizer = UITextInputStringTokenizer(textInput: field)
    if let word = tokenizer.rangeEnclosingPosition(position, with: .word, inDirection: .storage(.forward))
        ?? tokenizer.rangeEnclosingPosition(position, with: .word, inDirection: .storage(.backward)) {
        field.selectedTextRange = word
    }
    let direction = UITextDirection(rawValue: UITextStorageDirection.forward.rawValue)
    if let next = tokenizer.position(from: position, toBoundary: .word, inDirection: direction),
       tokenizer.isPosition(next, atBoundary: .word, inDirection: .layout(.right)),
       !tokenizer.isPosition(next, withinTextUnit: .word, inDirection: .layout(.right)) {
        field.selectedTextRange = field.textRange(from: next, to: next)
    }
    let _: Bool = UITextDirection.layout(.left) == .storage(.backward)
}

final class WrappedLineTokenizer: UITextInputStringTokenizer {
    override func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                         inDirection direction: UITextDirection) -> UITextRange? {
        if granularity == .line { return nil }
        return super.rangeEnclosingPosition(position, with: granularity, inDirection: direction)
    }

    override func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                           inDirection direction: UITextDirection) -> UITextPosition? {
        super.position(from: position, toBoundary: granularity, inDirection: direction == .layout(.left)
            ? .storage(.backward) : direction)
    }
}

final class WholeTextTokenizer: NSObject, UITextInputTokenizer {
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange? { nil }
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool { false }
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition? { nil }
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool { true }
}

@MainActor
func tokenizers(for field: UITextField) -> [UITextInputTokenizer] {
    [UITextInputStringTokenizer(textInput: field), WrappedLineTokenizer(textInput: field), WholeTextTokenizer()]
}
