import Foundation
import UIKit

// Helpers shared by the accessibility tests (Tests/UIKitTests/Accessibility,
// Application, Views).

/// Records the notifications of the names it watches on the default center,
/// until `stop()`. Posts come on the posting thread (the main actor here).
final class AccessibilityNotificationRecorder: @unchecked Sendable {
    private(set) var received: [Notification] = []

    init(_ names: [Notification.Name]) {
        for name in names {
            NotificationCenter.default.addObserver(self, selector: AccessibilityNotificationRecorder.heard(_:),
                                                   name: name, object: nil)
        }
    }

    /// The names heard, in order.
    var names: [Notification.Name] { received.map(\.name) }

    func heard(_ notification: Notification) {
        received.append(notification)
    }

    func stop() {
        NotificationCenter.default.removeObserver(self)
    }
}
