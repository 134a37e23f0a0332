import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// A text view grows with Auto Layout when it does not scroll, finds carets
/// in a long text laid out in pieces, and stops on misuse as UIKit does.
@MainActor
@Suite struct UITextViewLayoutTests {
    let host = UITestHost(device: .iPhone15Pro)
    let textView = UITextView()
    let controller = UIViewController()

    init() {
        textView.font = .systemFont(ofSize: 17)
        host.rootViewController = controller
    }

    @Test func withoutScrollingItGrowsAsLinesAreTyped() {
        textView.isScrollEnabled = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            textView.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -20),
            textView.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
        ])
        controller.view.layoutIfNeeded()
        let line = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(textView.frame.height == (8 + line + 8).rounded(.up))
        host.tap(textView)
        host.typeText("one\ntwo\nthree")
        controller.view.layoutIfNeeded()
        #expect(textView.frame.height == (8 + 3 * line + 8).rounded(.up))
        #expect(textView.contentOffset == .zero)
        #expect(textView.frame.width == controller.view.bounds.width - 40)
    }

    @Test func aScrollingTextViewHasNoIntrinsicSize() {
        textView.text = "some text"
        #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func sizeThatFitsWrapsAtTheGivenWidth() {
        textView.text = String(repeating: "word ", count: 30)
        let narrow = textView.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        let wide = textView.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        #expect(narrow.width == 100)
        #expect(narrow.height > wide.height)
    }

    @Test func caretsAreFoundAcrossTheLayoutsPiecesOfALongText() {
        textView.frame = CGRect(x: 0, y: 100, width: 393, height: 400)
        controller.view.addSubview(textView)
        // 40,000 UTF-16 units: three pieces of at most 16,384.
        let paragraph = String(repeating: "x", count: 99) + "\n"
        textView.text = String(repeating: paragraph, count: 400)
        textView.layoutIfNeeded()
        #expect(textView.textLayout().paragraphs.count > 1)
        host.tap(textView)
        var previous = -CGFloat.infinity
        for line in stride(from: 0, through: 399, by: 57) {
            let caret = textView.caretRect(for: TextOffsetPosition(line * 100))
            #expect(caret.minY > previous)
            #expect(caret.minX == 4)
            previous = caret.minY
            let back = textView.closestPosition(to: CGPoint(x: caret.midX + 1, y: caret.midY))
            #expect(textView.offset(from: textView.beginningOfDocument, to: back!) == line * 100)
        }
        // After the final newline, the caret stands on a line of its own.
        let end = textView.caretRect(for: textView.endOfDocument)
        let lastLine = textView.caretRect(for: TextOffsetPosition(399 * 100))
        #expect(end.minY > lastLine.minY)
        #expect(end.minX == 4)
    }

    @Test func replacingARangeBeyondTheTextStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let textView = UITextView()
                textView.text = "abc"
                let whole = textView.textRange(from: textView.beginningOfDocument, to: textView.endOfDocument)!
                textView.text = ""
                textView.replace(whole, withText: "x")
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'NSRangeException', reason: "
            + "'-[UITextView replaceRange:withText:]: Range {0, 3} out of bounds; string length 0'"))
    }

    @Test func aPositionFromElsewhereStopsTheApp() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let textView = UITextView()
                _ = textView.caretRect(for: UITextPosition())
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'NSInvalidArgumentException', reason: "
            + "'-[UITextView offsetFromPosition:toPosition:]: position is not from this text input'"))
    }
}
