import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIAccessibility: posting to assistive apps and reading the user's settings")
struct UIAccessibilityTests {
    @Test("posted notifications are recorded with their arguments, in order, by the running app")
    func postRecords() {
        let host = UITestHost()
        let other = UITestHost()
        let label = UILabel()
        host.activate()
        UIAccessibility.post(notification: .screenChanged, argument: label)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        UIAccessibility.post(notification: .pageScrolled, argument: "Page 2 of 3")
        let posted = host.accessibilityNotifications
        #expect(posted.map(\.notification) == [.screenChanged, .announcement, .layoutChanged, .pageScrolled])
        #expect(posted[0].argument as? UILabel === label)
        #expect(posted[1].text == "Saved")
        #expect(posted[2].argument == nil)
        #expect(host.accessibilityAnnouncements == ["Saved"])
        // Each host runs its own app.
        #expect(other.accessibilityNotifications.isEmpty)
    }

    @Test("the settings are off until the host turns them on, and read the running app's")
    func settingsReadTheRunningApp() {
        let host = UITestHost()
        let other = UITestHost()
        host.activate()
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(!UIAccessibility.isReduceTransparencyEnabled)
        #expect(!UIAccessibility.isBoldTextEnabled)
        #expect(!UIAccessibility.isDarkerSystemColorsEnabled)
        host.isVoiceOverRunning = true
        host.isReduceMotionEnabled = true
        host.isReduceTransparencyEnabled = true
        host.isBoldTextEnabled = true
        host.isDarkerSystemColorsEnabled = true
        #expect(UIAccessibility.isVoiceOverRunning)
        #expect(UIAccessibility.isReduceMotionEnabled)
        #expect(UIAccessibility.isReduceTransparencyEnabled)
        #expect(UIAccessibility.isBoldTextEnabled)
        #expect(UIAccessibility.isDarkerSystemColorsEnabled)
        other.activate()
        #expect(!UIAccessibility.isVoiceOverRunning)
    }

    @Test("notifications are values: distinct, made from raw values, equal by raw value")
    func notificationValues() {
        let all: [UIAccessibility.Notification] = [.screenChanged, .layoutChanged, .announcement, .pageScrolled]
        #expect(Set(all).count == 4)
        #expect(UIAccessibility.Notification(rawValue: UIAccessibility.Notification.announcement.rawValue) == .announcement)
    }

    @Test("the notification center names are UIKit's")
    func names() {
        #expect(UIAccessibility.voiceOverStatusDidChangeNotification.rawValue
                == "UIAccessibilityVoiceOverStatusDidChangeNotification")
        #expect(UIAccessibility.reduceMotionStatusDidChangeNotification.rawValue
                == "UIAccessibilityReduceMotionStatusDidChangeNotification")
        #expect(UIAccessibility.announcementDidFinishNotification.rawValue
                == "UIAccessibilityAnnouncementDidFinishNotification")
        #expect(UIAccessibility.announcementStringValueUserInfoKey == "UIAccessibilityAnnouncementKeyStringValue")
        #expect(UIAccessibility.announcementWasSuccessfulUserInfoKey == "UIAccessibilityAnnouncementKeyWasSuccessful")
    }
}
