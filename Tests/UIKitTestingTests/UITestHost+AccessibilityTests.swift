import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UITestHost: accessibility settings, notifications and descriptions")
struct UITestHostAccessibilityTests {
    @Test("the host's settings are the app's, and start off")
    func settings() {
        let host = UITestHost()
        #expect(!host.isVoiceOverRunning && !host.isReduceMotionEnabled && !host.isReduceTransparencyEnabled)
        #expect(!host.isBoldTextEnabled && !host.isDarkerSystemColorsEnabled)
        host.isVoiceOverRunning = true
        host.isBoldTextEnabled = true
        host.activate()
        #expect(host.isVoiceOverRunning && UIAccessibility.isVoiceOverRunning)
        #expect(host.isBoldTextEnabled && UIAccessibility.isBoldTextEnabled)
    }

    @Test("posted notifications are listed with their arguments and described")
    func notifications() {
        let host = UITestHost()
        let label = UILabel()
        host.activate()
        UIAccessibility.post(notification: .screenChanged, argument: label)
        UIAccessibility.post(notification: .announcement, argument: "Done")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        let posted = host.accessibilityNotifications
        #expect(posted.map(\.description) == ["screenChanged(UILabel)", "announcement(\"Done\")", "layoutChanged"])
        #expect(posted[0].element === label)
        #expect(host.accessibilityAnnouncements == ["Done"])
    }

    @Test("accessibilityTreeDescription lists what VoiceOver reads, in order")
    func treeDescription() {
        let title = UILabel(frame: CGRect(x: 20, y: 60, width: 200, height: 30))
        title.text = "Profile"
        title.accessibilityTraits = [.staticText, .header]
        let edit = UIButton(type: .system)
        edit.frame = CGRect(x: 300, y: 60, width: 60, height: 30)
        edit.setTitle("Edit", for: .normal)
        edit.accessibilityIdentifier = "edit"
        edit.isEnabled = false
        let host = makeTestHost(showing: [title, edit])
        #expect(host.accessibilityTreeDescription() == """
            [staticText, header] label="Profile" (20, 60, 200, 30)
            [button, notEnabled] label="Edit" id="edit" (300, 60, 60, 30)
            """)
    }

    @Test("hierarchyDescription shows labels that are set, not a label's own text")
    func hierarchyLabels() {
        let text = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        text.text = "Hello"
        let named = UILabel(frame: CGRect(x: 0, y: 20, width: 100, height: 20))
        named.text = "5"
        named.accessibilityLabel = "Five"
        let host = makeTestHost(.iPhoneSE, showing: [text, named])
        #expect(host.hierarchyDescription() == """
            UIWindow (0, 0, 375, 667)
              UIView (0, 0, 375, 667)
                UILabel (0, 0, 100, 20) userInteractionDisabled
                UILabel (0, 20, 100, 20) label="Five" userInteractionDisabled
            """)
        #expect(host.view(withAccessibilityLabel: "Hello") === text)
    }
}
