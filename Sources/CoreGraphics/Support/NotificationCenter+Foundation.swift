import Foundation

/// Foundation's own observer removal, reachable from UIKit, whose
/// method-reference observers shadow `removeObserver` (this module sees only
/// Foundation's).
extension NotificationCenter {
    package func foundationRemoveObserver(_ observer: Any, name: Notification.Name?, object: Any?) {
        removeObserver(observer, name: name, object: object)
    }
}
