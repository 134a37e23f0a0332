import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UIApplication: accessibility settings and announcements", .serialized)
struct UIApplicationAccessibilityTests {
    static let statusNames = [
        UIAccessibility.voiceOverStatusDidChangeNotification,
        UIAccessibility.reduceMotionStatusDidChangeNotification,
        UIAccessibility.reduceTransparencyStatusDidChangeNotification,
        UIAccessibility.boldTextStatusDidChangeNotification,
        UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
    ]

    @Test("each setting posts its own status notification when it changes, and only then")
    func statusNotifications() {
        let host = UITestHost()
        let recorder = AccessibilityNotificationRecorder(Self.statusNames)
        defer { recorder.stop() }
        host.isVoiceOverRunning = true
        host.isVoiceOverRunning = true
        host.isReduceMotionEnabled = true
        host.isReduceTransparencyEnabled = true
        host.isBoldTextEnabled = true
        host.isDarkerSystemColorsEnabled = true
        host.isVoiceOverRunning = false
        host.isReduceMotionEnabled = false
        #expect(recorder.names == Self.statusNames + [
            UIAccessibility.voiceOverStatusDidChangeNotification, UIAccessibility.reduceMotionStatusDidChangeNotification,
        ])
        #expect(recorder.received.allSatisfy { $0.object == nil })
    }

    @Test("an observer reads the new value when the status notification comes")
    func observersReadTheNewValue() {
        let host = UITestHost()
        let watcher = MotionWatcher()
        NotificationCenter.default.addObserver(watcher, selector: MotionWatcher.motionChanged,
                                               name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        defer { NotificationCenter.default.removeObserver(watcher) }
        host.isReduceMotionEnabled = true
        host.isReduceMotionEnabled = false
        #expect(watcher.seen == [true, false])
    }

    @Test("while VoiceOver runs, an announcement is reported read at the next turn")
    func announcementFinishes() throws {
        let host = UITestHost()
        host.isVoiceOverRunning = true
        let recorder = AccessibilityNotificationRecorder([UIAccessibility.announcementDidFinishNotification])
        defer { recorder.stop() }
        host.activate()
        UIAccessibility.post(notification: .announcement, argument: NSAttributedString(string: "Message sent"))
        #expect(recorder.received.isEmpty)
        host.runFrame()
        let finished = try #require(recorder.received.first)
        #expect(recorder.received.count == 1)
        #expect(finished.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String == "Message sent")
        #expect(finished.userInfo?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? Bool == true)
    }

    @Test("a newer announcement cuts the unfinished one short")
    func announcementsInterrupt() {
        let host = UITestHost()
        host.isVoiceOverRunning = true
        let recorder = AccessibilityNotificationRecorder([UIAccessibility.announcementDidFinishNotification])
        defer { recorder.stop() }
        host.activate()
        UIAccessibility.post(notification: .announcement, argument: "Uploading")
        UIAccessibility.post(notification: .announcement, argument: "Upload failed")
        host.runFrame()
        let reports = recorder.received.map {
            ($0.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String ?? "",
             $0.userInfo?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? Bool ?? false)
        }
        #expect(reports.map(\.0) == ["Uploading", "Upload failed"])
        #expect(reports.map(\.1) == [false, true])
        #expect(host.accessibilityAnnouncements == ["Uploading", "Upload failed"])
    }

    @Test("VoiceOver stopping cuts the announcement short; without VoiceOver nothing is read")
    func announcementsNeedVoiceOver() {
        let host = UITestHost()
        let recorder = AccessibilityNotificationRecorder([UIAccessibility.announcementDidFinishNotification])
        defer { recorder.stop() }
        host.activate()
        UIAccessibility.post(notification: .announcement, argument: "Not read")
        host.runFrame()
        #expect(recorder.received.isEmpty)
        host.isVoiceOverRunning = true
        host.activate()
        UIAccessibility.post(notification: .announcement, argument: "Cut short")
        host.isVoiceOverRunning = false
        host.runFrame()
        #expect(recorder.received.count == 1)
        #expect(recorder.received.first?.userInfo?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? Bool == false)
        // Both were recorded for the host all the same.
        #expect(host.accessibilityAnnouncements == ["Not read", "Cut short"])
    }
}

/// Reads the setting when told it changed, as an app adapting its motion does.
private final class MotionWatcher: @unchecked Sendable {
    var seen: [Bool] = []

    func motionChanged() {
        seen.append(MainActor.assumeIsolated { UIAccessibility.isReduceMotionEnabled })
    }
}
