import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `selectionRects(for:)`: one rectangle per line the range covers, the
/// first from the start's caret, the last to the end's, full lines between.
@MainActor
@Suite struct UITextSelectionRectTests {
    let host = UITestHost(device: .iPhone15Pro)
    let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 200, height: 300))
    let field = UITextField(frame: CGRect(x: 20, y: 500, width: 353, height: 34))

    init() {
        let controller = UIViewController()
        controller.view.addSubview(textView)
        controller.view.addSubview(field)
        textView.font = .systemFont(ofSize: 17)
        textView.text = "A first line that wraps across several lines of this narrow view.\nAnd the end."
        field.text = "one two three"
        host.rootViewController = controller
        host.tap(textView)
    }

    func range(_ location: Int, _ length: Int) -> UITextRange {
        TextOffsetRange(NSRange(location: location, length: length))
    }

    @Test func aRangeOverSeveralLinesGivesOneRectanglePerLine() {
        let whole = range(2, (textView.text as NSString).length - 4)
        let rects = textView.selectionRects(for: whole)
        let start = textView.caretRect(for: whole.start)
        let end = textView.caretRect(for: whole.end)
        #expect(rects.count >= 4)
        #expect(rects.first?.containsStart == true && rects.first?.containsEnd == false)
        #expect(rects.last?.containsEnd == true && rects.last?.containsStart == false)
        #expect(rects.dropFirst().dropLast().allSatisfy { !$0.containsStart && !$0.containsEnd })
        #expect(rects.first?.rect.minX == start.midX)
        #expect(rects.last?.rect.maxX == end.midX)
        #expect(rects.first?.rect.minY == start.minY)
        #expect(rects.last?.rect.minY == end.minY)
        // Lines follow each other without gaps or overlaps, all full width between.
        for (upper, lower) in zip(rects, rects.dropFirst()) {
            #expect(abs(upper.rect.maxY - lower.rect.minY) < 0.01)
        }
        let full = rects.dropFirst().dropLast().map(\.rect.width)
        #expect(Set(full).count == 1)
        #expect(rects.allSatisfy { $0.writingDirection == .leftToRight && !$0.isVertical })
    }

    @Test func aRangeOnOneLineGivesOneRectangleWithBothEnds() {
        let rects = textView.selectionRects(for: range(2, 5))
        #expect(rects.count == 1)
        #expect(rects[0].containsStart && rects[0].containsEnd)
        #expect(rects[0].rect == textView.firstRect(for: range(2, 5)))
    }

    @Test func anEmptyRangeGivesNone() {
        #expect(textView.selectionRects(for: range(3, 0)).isEmpty)
    }

    @Test func aFieldGivesItsOneLine() {
        host.tap(field)
        let rects = field.selectionRects(for: range(4, 3))
        #expect(rects.count == 1)
        #expect(rects[0].rect == field.firstRect(for: range(4, 3)))
        #expect(rects[0].containsStart && rects[0].containsEnd)
    }

    @Test func theAbstractClassAnswersNothing() {
        let rect = UITextSelectionRect()
        #expect(rect.rect == .zero)
        #expect(rect.writingDirection == .natural)
        #expect(!rect.containsStart && !rect.containsEnd && !rect.isVertical)
    }
}
