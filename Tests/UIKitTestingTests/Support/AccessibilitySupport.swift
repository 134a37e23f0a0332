import Testing
import UIKit
import UIKitTesting

// Helpers shared by the accessibility tests of UIKitTesting.

/// Expects `body` to record exactly the test failure `message` (as a known
/// issue, so the test itself passes).
@MainActor
func expectFailure(_ message: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void) {
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        issue.comments.map(\.rawValue) == [message]
    }
}

/// A custom adjustable control: a count from 0 to 10 that VoiceOver adjusts
/// with swipes, read as "3 of 10".
@MainActor
final class CountControl: UIControl {
    private(set) var count = 3

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = "Guests"
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var accessibilityValue: String? {
        get { "\(count) of 10" }
        set { super.accessibilityValue = newValue }
    }

    override func accessibilityIncrement() { setCount(count + 1) }
    override func accessibilityDecrement() { setCount(count - 1) }

    private func setCount(_ value: Int) {
        count = min(10, max(0, value))
        sendActions(for: .valueChanged)
    }
}

/// A system button titled `title` at `frame`, counting its taps in `taps`.
@MainActor
final class TapCountingButton {
    let button: UIButton
    private(set) var taps = 0

    init(_ title: String, frame: CGRect) {
        button = UIButton(type: .system)
        button.frame = frame
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
    }
}
