import Foundation

/// The app's side of assistive technologies: notifications the app posts to
/// them, and the user's accessibility settings with their change
/// notifications.
///
/// Kumiki: every answer is the running app's (`UIApplication.shared`). Linux
/// has no VoiceOver, so nothing is spoken: posted notifications are recorded
/// by the app, and the settings are set by the host — `UITestHost` reads the
/// notifications and sets the settings (`host.isVoiceOverRunning = true`) the
/// way a person changes them in Settings.
public struct UIAccessibility: Sendable {
    private init() {}

    /// A notification an app posts to assistive apps with `post(notification:argument:)`.
    ///
    /// Kumiki: the raw values are Kumiki's own (Apple does not publish them).
    public struct Notification: Hashable, RawRepresentable, Sendable {
        public var rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// A new view covers a major part of the screen. The argument is the
        /// element assistive apps move to, a string to read, or nil.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed (elements came or went). The
        /// argument is the element to move to, a string to read, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to read: the argument is a `String` or an
        /// `NSAttributedString`.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string describing the new
        /// position ("Page 3 of 7").
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive apps about a change. Kumiki records the notification
    /// with its argument in the running app (`UITestHost.accessibilityNotifications`);
    /// while VoiceOver runs, an announcement is taken as read at the next
    /// turn of the main loop and `announcementDidFinishNotification` follows.
    @preconcurrency @MainActor
    public static func post(notification: Notification, argument: Any?) {
        UIApplication.shared.postAccessibilityNotification(notification, argument: argument)
    }

    /// `rect` in `view`'s coordinates, in screen coordinates: what an
    /// `accessibilityFrame` holds (the bounding box under rotation).
    @preconcurrency @MainActor
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.layer.convert(rect, to: nil)
    }

    // MARK: Settings (the user's, set by the host)

    /// Whether VoiceOver is on; `voiceOverStatusDidChangeNotification` tells of changes.
    @preconcurrency @MainActor
    public static var isVoiceOverRunning: Bool { UIApplication.shared.accessibilitySettings.isVoiceOverRunning }

    /// Whether the user asked for less motion (Settings ▸ Accessibility ▸
    /// Motion). Kumiki has no system transitions of its own to tone down, so
    /// the app reads it and chooses (for example a cross-fade instead of a
    /// slide); `UIView` animations run as asked, as on iOS.
    @preconcurrency @MainActor
    public static var isReduceMotionEnabled: Bool { UIApplication.shared.accessibilitySettings.isReduceMotionEnabled }

    /// Whether the user asked for less transparency; for the app to read
    /// (Kumiki's blur effects do not turn opaque for it, as iOS's do:
    /// docs/PORTING.md).
    @preconcurrency @MainActor
    public static var isReduceTransparencyEnabled: Bool {
        UIApplication.shared.accessibilitySettings.isReduceTransparencyEnabled
    }

    /// Whether the user asked for bold text; for the app to read (Kumiki's
    /// fonts do not change with it).
    @preconcurrency @MainActor
    public static var isBoldTextEnabled: Bool { UIApplication.shared.accessibilitySettings.isBoldTextEnabled }

    /// Whether the user asked for more contrast; for the app to read
    /// (Kumiki's system colors do not change with it).
    @preconcurrency @MainActor
    public static var isDarkerSystemColorsEnabled: Bool {
        UIApplication.shared.accessibilitySettings.isDarkerSystemColorsEnabled
    }

    // MARK: Notification center names

    /// Posted (object nil) when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted (object nil) when Reduce Motion changes.
    public static let reduceMotionStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted (object nil) when Reduce Transparency changes.
    public static let reduceTransparencyStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted (object nil) when Bold Text changes.
    public static let boldTextStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted (object nil) when Increase Contrast (darker system colors) changes.
    public static let darkerSystemColorsStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted (object nil) when VoiceOver has read an announcement; its user
    /// info holds `announcementStringValueUserInfoKey` (the text) and
    /// `announcementWasSuccessfulUserInfoKey` (a `Bool`).
    public static let announcementDidFinishNotification =
        NSNotification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    /// The announced text, in `announcementDidFinishNotification`'s user info.
    public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    /// Whether the announcement was read to the end, in
    /// `announcementDidFinishNotification`'s user info.
    public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
}
