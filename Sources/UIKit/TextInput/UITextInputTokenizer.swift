import Foundation

/// Answers questions about units of text — characters, words, sentences,
/// paragraphs, lines, the document — around positions of a text input, in a
/// direction. `UITextInputStringTokenizer` answers them for any
/// `UITextInput` from its text alone.
///
/// The direction decides which unit a position between two units belongs
/// to: going forward, a position belongs to the unit that starts there;
/// going backward, to the unit that ends there.
@MainActor
public protocol UITextInputTokenizer: NSObjectProtocol {
    /// The unit of `granularity` around `position`, or nil when there is none
    /// (a position in the spaces between words has no word). A position at a
    /// unit's edge is in it as `isPosition(_:withinTextUnit:inDirection:)` says.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?

    /// Whether `position` is a boundary of a unit of `granularity` in
    /// `direction`.
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool

    /// The next boundary of a unit of `granularity` from `position` in
    /// `direction`, or nil when there is none.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?

    /// Whether `position` lies in a unit of `granularity`; at a unit's edge,
    /// only when the unit lies in `direction` from it.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}
