import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Records what a text input tells its input delegate.
@MainActor
final class RecordingInputDelegate: UITextInputDelegate {
    var log: [String] = []

    func selectionWillChange(_ textInput: UITextInput?) { log.append("selectionWillChange") }
    func selectionDidChange(_ textInput: UITextInput?) { log.append("selectionDidChange") }
    func textWillChange(_ textInput: UITextInput?) { log.append("textWillChange") }
    func textDidChange(_ textInput: UITextInput?) { log.append("textDidChange") }
}

/// The input delegate hears of changes made through the API and by the
/// selection handles, not of typing.
@MainActor
@Suite struct UITextInputDelegateTests {
    let host = UITestHost(device: .iPhone15Pro)
    let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 353, height: 200))
    let field = UITextField(frame: CGRect(x: 20, y: 400, width: 353, height: 34))
    let recorder = RecordingInputDelegate()

    init() {
        let controller = UIViewController()
        controller.view.addSubview(textView)
        controller.view.addSubview(field)
        textView.text = "Some text"
        field.text = "A field"
        host.rootViewController = controller
    }

    @Test func settingTextOrSelectionTellsTheDelegateAroundTheChange() {
        textView.inputDelegate = recorder
        host.tap(textView)
        recorder.log = []
        textView.text = "Other text"
        textView.attributedText = NSAttributedString(string: "Styled")
        textView.selectedRange = NSRange(location: 1, length: 2)
        textView.selectedTextRange = textView.textRange(from: textView.beginningOfDocument, to: textView.endOfDocument)
        #expect(recorder.log == ["textWillChange", "textDidChange", "textWillChange", "textDidChange",
                                 "selectionWillChange", "selectionDidChange",
                                 "selectionWillChange", "selectionDidChange"])
    }

    @Test func typingTellsTheDelegateNothing() {
        field.inputDelegate = recorder
        host.tap(field)
        host.typeText("!")
        #expect(field.text == "A field!")
        #expect(recorder.log.isEmpty)
        field.text = "New"
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(recorder.log == ["textWillChange", "textDidChange", "selectionWillChange", "selectionDidChange"])
    }

    @Test func theDelegateIsHeldWeakly() {
        var delegate: RecordingInputDelegate? = RecordingInputDelegate()
        field.inputDelegate = delegate
        delegate = nil
        #expect(field.inputDelegate == nil)
    }
}
