import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What a text view draws: wrapped text inside its insets, the caret, and a
/// selection highlighted line by line, light and dark.
@MainActor
@Suite struct UITextViewDrawingTests {
    let host = UITestHost(device: .iPhone15Pro)
    let textView = UITextView(frame: CGRect(x: 20, y: 80, width: 353, height: 220))

    init() {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemGroupedBackground
        controller.view.addSubview(textView)
        textView.font = .systemFont(ofSize: 17)
        textView.layer.cornerRadius = 10
        textView.text = """
        Notes 📝
        Kumiki lays out long lines by wrapping them at the text container's width, \
        five points of padding from each edge.
        日本語も折り返します。👍🏽🇯🇵
        """
        host.rootViewController = controller
    }

    @Test func aSelectionSpansLinesLikeIOS() {
        host.tap(textView)
        textView.selectedRange = NSRange(location: 12, length: 90)
        assertSnapshot(of: host, named: "text-view-selection")
        host.userInterfaceStyle = .dark
        assertSnapshot(of: host, named: "text-view-selection-dark")
    }

    @Test func theCaretFollowsTypingIntoAScrolledView() {
        host.tap(textView)
        textView.selectedRange = NSRange(location: (textView.text as NSString).length, length: 0)
        host.typeText("\nOne more line\nand another\nand another\nand another\nand the last one")
        assertSnapshot(of: host, named: "text-view-typing")
    }
}
