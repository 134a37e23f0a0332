import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The handles at a selection's ends: shown for a selection while editing,
/// dragged by a finger to move their end by whole grapheme clusters, never
/// past the other end, hiding the edit menu while they move.
@MainActor
@Suite struct SelectionHandlesTests {
    let host = UITestHost(device: .iPhone15Pro)
    let field = UITextField(frame: CGRect(x: 20, y: 400, width: 353, height: 34))
    let textView = UITextView(frame: CGRect(x: 20, y: 120, width: 353, height: 200))

    init() {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        controller.view.addSubview(textView)
        controller.view.addSubview(field)
        field.borderStyle = .roundedRect
        field.text = "one two three 👍🏽 four"
        textView.font = .systemFont(ofSize: 17)
        textView.text = "First paragraph here.\nSecond one 👨‍👩‍👧 inside, and the third line wraps "
            + "around the edge of the view."
        host.rootViewController = controller
    }

    /// The middle of a handle's stem, in the window.
    func stem(_ handle: SelectionHandleView) -> CGPoint {
        handle.superview!.convert(handle.stemCenter, to: nil)
    }

    /// The caret's middle at `offset`, in the window.
    func caret(in input: some UIView & UITextInput, at offset: Int) -> CGPoint {
        let rect = input.caretRect(for: TextOffsetPosition(offset))
        return input.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    @Test func handlesShowOnlyForASelectionWhileEditing() {
        let handles = field.selectionHandles!
        #expect(handles.start.isHidden && handles.end.isHidden)
        host.tap(field)
        #expect(handles.start.isHidden)
        field.selectedTextRange = field.textRange(from: TextOffsetPosition(4), to: TextOffsetPosition(7))
        #expect(!handles.start.isHidden && !handles.end.isHidden)
        // The stems stand on the selection's ends, the knobs above the start and below the end.
        let startCaret = field.caretRect(for: TextOffsetPosition(4))
        let endCaret = field.caretRect(for: TextOffsetPosition(7))
        #expect(abs(handles.start.frame.midX - startCaret.midX) < 0.01)
        #expect(abs(handles.start.frame.maxY - startCaret.maxY) < 0.01)
        #expect(abs(handles.start.frame.minY - (startCaret.minY - 9)) < 0.01)
        #expect(abs(handles.end.frame.minY - endCaret.minY) < 0.01)
        #expect(abs(handles.end.frame.maxY - (endCaret.maxY + 9)) < 0.01)
        _ = field.resignFirstResponder()
        #expect(handles.start.isHidden && handles.end.isHidden)
    }

    @Test func draggingTheEndHandleExtendsTheSelectionByWholeClusters() {
        host.tap(field)
        field.selectedTextRange = field.textRange(from: TextOffsetPosition(4), to: TextOffsetPosition(7))
        let emoji = (field.text! as NSString).range(of: "👍🏽")
        // Dropped in the middle of the emoji: the selection takes all of it or none.
        let emojiMiddle = CGPoint(x: (caret(in: field, at: emoji.location).x
                                      + caret(in: field, at: emoji.location + emoji.length).x) / 2 + 2,
                                  y: stem(field.selectionHandles.end).y)
        host.drag(from: stem(field.selectionHandles.end), to: emojiMiddle)
        let end = field.selection.location + field.selection.length
        #expect(field.selection.location == 4)
        #expect(end == emoji.location || end == emoji.location + emoji.length)
        // Just past the emoji: all of it.
        let pastEmoji = caret(in: field, at: emoji.location + emoji.length + 1)
        host.drag(from: stem(field.selectionHandles.end), to: pastEmoji)
        #expect(field.selection == NSRange(location: 4, length: emoji.location + emoji.length + 1 - 4))
    }

    @Test func theStartHandleStopsOneClusterShortOfTheEnd() {
        host.tap(field)
        field.selectedTextRange = field.textRange(from: TextOffsetPosition(4), to: TextOffsetPosition(7))
        host.drag(from: stem(field.selectionHandles.start), to: caret(in: field, at: 13))
        #expect(field.selection == NSRange(location: 6, length: 1))
    }

    @Test func theEndHandleStopsOneClusterPastTheStart() {
        host.tap(field)
        field.selectedTextRange = field.textRange(from: TextOffsetPosition(4), to: TextOffsetPosition(7))
        host.drag(from: stem(field.selectionHandles.end), to: caret(in: field, at: 0))
        #expect(field.selection == NSRange(location: 4, length: 1))
    }

    @Test func aFingerNearAHandleGrabsItKeepingItsDistance() {
        host.tap(field)
        field.selectedTextRange = field.textRange(from: TextOffsetPosition(4), to: TextOffsetPosition(7))
        let grab = stem(field.selectionHandles.end)
        let below = CGPoint(x: grab.x, y: grab.y + 15)
        let target = caret(in: field, at: 13)
        host.drag(from: below, to: CGPoint(x: target.x, y: target.y + 15))
        #expect(field.selection == NSRange(location: 4, length: 9))
    }

    @Test func theEditMenuHidesWhileAHandleMovesAndReturnsAfter() {
        host.tap(field)
        let wordMiddle = caret(in: field, at: 5)
        host.tap(at: wordMiddle)
        host.tap(at: wordMiddle)
        #expect(field.textEditMenu.isVisible)
        let touch = host.touchDown(at: stem(field.selectionHandles.end))
        touch.move(to: caret(in: field, at: 13), duration: 0.2)
        #expect(!field.textEditMenu.isVisible)
        touch.up()
        #expect(field.textEditMenu.isVisible)
        #expect(field.selection == NSRange(location: 4, length: 9))
    }

    @Test func draggingAHandleInATextViewDoesNotScrollItAndCrossesLines() {
        host.tap(textView)
        textView.selectedRange = NSRange(location: 6, length: 9)
        let offsetBefore = textView.contentOffset
        let family = (textView.text as NSString).range(of: "👨‍👩‍👧")
        host.drag(from: stem(textView.selectionHandles.end), to: caret(in: textView, at: family.location + 2))
        #expect(textView.contentOffset == offsetBefore)
        // Into the family emoji: its whole cluster, 8 UTF-16 units, or none of it.
        let end = textView.selectedRange.location + textView.selectedRange.length
        #expect(end == family.location || end == family.location + family.length)
        #expect(textView.selectedRange.location == 6)
    }

    @Test func aTapAwayFromTheHandlesStillPlacesTheCaret() {
        host.tap(textView)
        textView.selectedRange = NSRange(location: 6, length: 9)
        host.advance(by: 1)
        host.tap(at: caret(in: textView, at: 60))
        #expect(textView.selectedRange.length == 0)
        #expect(textView.selectionHandles.start.isHidden)
    }

    @Test func handlesLookLikeIOSs() {
        host.tap(textView)
        textView.selectedRange = NSRange(location: 6, length: 30)
        assertSnapshot(of: host, named: "selection-handles")
    }
}
