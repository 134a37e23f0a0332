import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// A person types emoji into the showcase's text field and deletes them; the
/// log shows each delegate call with the UTF-16 range iOS would report.
@MainActor
@Suite struct TextFieldScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)

    init() {
        host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: TextFieldScreen.self)
    }

    var logLines: [String] {
        let label = host.view(withAccessibilityIdentifier: TextFieldScreen.Identifier.log) as? UILabel
        return label?.text?.components(separatedBy: "\n") ?? []
    }

    @Test func typingAndDeletingEmojiLogsTheirFullRanges() throws {
        let field = try #require(host.view(withAccessibilityIdentifier: TextFieldScreen.Identifier.field) as? UITextField)
        host.tap(field)
        host.typeText("a👍🏽🇯🇵")
        host.typeText("\u{8}")
        #expect(field.text == "a👍🏽")
        #expect(logLines.suffix(8) == [
            "shouldChange {0, 0} \"a\"", "didChangeSelection {1, 0}",
            "shouldChange {1, 0} \"👍🏽\"", "didChangeSelection {5, 0}",
            "shouldChange {5, 0} \"🇯🇵\"", "didChangeSelection {9, 0}",
            "shouldChange {5, 4} \"\"", "didChangeSelection {5, 0}",
        ])
        assertSnapshot(of: host, named: "emoji-typed-and-deleted")
        host.typeText("\n")
        #expect(!field.isEditing)
        #expect(logLines.suffix(2) == ["shouldReturn", "didEndEditing(reason: .committed)"])
    }
}
