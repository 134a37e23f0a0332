import UIKit

/// A notification the app posted to assistive apps with
/// `UIAccessibility.post(notification:argument:)`, as the host recorded it.
public struct UITestAccessibilityNotification: CustomStringConvertible {
    /// Which notification (`.announcement`, `.screenChanged`, …).
    public let notification: UIAccessibility.Notification
    /// What was posted with it: a string to read, an element to move to, or nil.
    public let argument: Any?

    /// The text of a string or attributed-string argument.
    public var text: String? { UIApplication.announcementText(argument) }

    /// The element argument (a view or `UIAccessibilityElement`), if it is one.
    @MainActor public var element: UIAccessibilityIdentification? { argument as? UIAccessibilityIdentification }

    public var description: String {
        let name = switch notification {
        case .screenChanged: "screenChanged"
        case .layoutChanged: "layoutChanged"
        case .announcement: "announcement"
        case .pageScrolled: "pageScrolled"
        default: "Notification(rawValue: \(notification.rawValue))"
        }
        if let text { return "\(name)(\"\(text)\")" }
        if let argument { return "\(name)(\(type(of: argument)))" }
        return name
    }
}
