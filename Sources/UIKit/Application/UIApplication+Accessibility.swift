import Foundation

/// A user setting of Settings ▸ Accessibility that an app can read
/// (`UIAccessibility.isVoiceOverRunning` and its siblings). Hosts set them.
package enum AccessibilitySetting: CaseIterable, Hashable, Sendable {
    case voiceOver, reduceMotion, reduceTransparency, boldText, darkerSystemColors

    /// What UIKit posts when the setting changes.
    package var statusDidChangeNotification: NSNotification.Name {
        switch self {
        case .voiceOver: UIAccessibility.voiceOverStatusDidChangeNotification
        case .reduceMotion: UIAccessibility.reduceMotionStatusDidChangeNotification
        case .reduceTransparency: UIAccessibility.reduceTransparencyStatusDidChangeNotification
        case .boldText: UIAccessibility.boldTextStatusDidChangeNotification
        case .darkerSystemColors: UIAccessibility.darkerSystemColorsStatusDidChangeNotification
        }
    }
}

/// The accessibility settings of one app's device; all off by default.
package struct AccessibilitySettings: Equatable, Sendable {
    private var enabled: Set<AccessibilitySetting> = []

    package init() {}

    package subscript(setting: AccessibilitySetting) -> Bool {
        get { enabled.contains(setting) }
        set { if newValue { enabled.insert(setting) } else { enabled.remove(setting) } }
    }

    package var isVoiceOverRunning: Bool { self[.voiceOver] }
    package var isReduceMotionEnabled: Bool { self[.reduceMotion] }
    package var isReduceTransparencyEnabled: Bool { self[.reduceTransparency] }
    package var isBoldTextEnabled: Bool { self[.boldText] }
    package var isDarkerSystemColorsEnabled: Bool { self[.darkerSystemColors] }
}

/// A notification the app posted with `UIAccessibility.post(notification:argument:)`.
package struct PostedAccessibilityNotification {
    package let notification: UIAccessibility.Notification
    package let argument: Any?
}

/// One app's accessibility side: the settings its host set, what the app
/// posted, and the announcement VoiceOver is reading.
@MainActor
package final class AccessibilityState {
    var settings = AccessibilitySettings()
    var posted: [PostedAccessibilityNotification] = []
    /// The announcement being read, and the timer that finishes it.
    var pendingAnnouncement: (text: String, timer: Int)?

    init() {}
}

extension UIApplication {
    /// The settings a host set for this app's device.
    package var accessibilitySettings: AccessibilitySettings { accessibilityState.settings }

    /// Every notification the app posted to assistive apps, oldest first.
    package var postedAccessibilityNotifications: [PostedAccessibilityNotification] { accessibilityState.posted }

    /// Changes a setting as the user does in Settings: when the value changes,
    /// the setting's status notification is posted (object nil), as on iOS.
    /// VoiceOver stopping cuts short an announcement it was reading.
    package func setAccessibilitySetting(_ setting: AccessibilitySetting, to value: Bool) {
        guard accessibilityState.settings[setting] != value else { return }
        if setting == .voiceOver && !value { finishAnnouncement(successfully: false) }
        accessibilityState.settings[setting] = value
        NotificationCenter.default.post(name: setting.statusDidChangeNotification, object: nil)
    }

    /// Records a notification for assistive apps. While VoiceOver runs, an
    /// announcement (a `String` or `NSAttributedString` argument) is read
    /// until the next turn of the main loop, then
    /// `UIAccessibility.announcementDidFinishNotification` reports it read; a
    /// newer announcement cuts an unfinished one short (reported as not
    /// successful), as VoiceOver interrupts itself.
    package func postAccessibilityNotification(_ notification: UIAccessibility.Notification, argument: Any?) {
        accessibilityState.posted.append(PostedAccessibilityNotification(notification: notification, argument: argument))
        guard notification == .announcement, accessibilitySettings.isVoiceOverRunning,
              let text = Self.announcementText(argument) else { return }
        finishAnnouncement(successfully: false)
        let timer = timers.schedule(after: 0) { [weak self] in self?.finishAnnouncement(successfully: true) }
        accessibilityState.pendingAnnouncement = (text, timer)
    }

    /// The text of an announcement's argument, if it has one.
    nonisolated package static func announcementText(_ argument: Any?) -> String? {
        switch argument {
        case let string as String: string
        case let attributed as NSAttributedString: attributed.string
        default: nil
        }
    }

    private func finishAnnouncement(successfully: Bool) {
        guard let pending = accessibilityState.pendingAnnouncement else { return }
        accessibilityState.pendingAnnouncement = nil
        timers.cancel(pending.timer)
        NotificationCenter.default.post(
            name: UIAccessibility.announcementDidFinishNotification, object: nil,
            userInfo: [UIAccessibility.announcementStringValueUserInfoKey: pending.text,
                       UIAccessibility.announcementWasSuccessfulUserInfoKey: successfully])
    }
}
