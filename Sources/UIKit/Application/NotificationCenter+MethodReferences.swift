import Foundation
import Synchronization

/// `addObserver(_:selector:name:object:)` without the Objective-C runtime:
/// the selector is an unbound method reference (`Controller.keyboardWillShow(_:)`,
/// see docs/PORTING.md). As on iOS 9 and later, the observer is held weakly and
/// its registrations go away with it; `removeObserver(_:)` and
/// `removeObserver(_:name:object:)` remove them too (these overloads, generic
/// over the observer's class, are chosen over Foundation's for any class
/// instance and forward to Foundation's). The method runs on the thread that
/// posts.
extension NotificationCenter {
    public func addObserver<Observer: AnyObject>(_ observer: Observer,
                                                 selector: @escaping (Observer) -> (Notification) -> Void,
                                                 name aName: Notification.Name?, object anObject: Any?) {
        register(observer, name: aName, object: anObject) { target, notification in selector(target)(notification) }
    }

    /// The form whose method takes no argument.
    public func addObserver<Observer: AnyObject>(_ observer: Observer, selector: @escaping (Observer) -> () -> Void,
                                                 name aName: Notification.Name?, object anObject: Any?) {
        register(observer, name: aName, object: anObject) { target, _ in selector(target)() }
    }

    /// Removes every registration of `observer`, the method-reference ones included.
    public func removeObserver<Observer: AnyObject>(_ observer: Observer) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes `observer`'s registrations for `aName` (every name when nil) and
    /// `anObject` (any sender when nil), the method-reference ones included.
    public func removeObserver<Observer: AnyObject>(_ observer: Observer, name aName: Notification.Name?,
                                                    object anObject: Any?) {
        removeRegistrations(of: observer, name: aName, object: anObject)
        foundationRemoveObserver(observer, name: aName, object: anObject)
    }

    private func register<Observer: AnyObject>(_ observer: Observer, name: Notification.Name?, object: Any?,
                                               deliver: @escaping (Observer, Notification) -> Void) {
        let registration = MethodReferenceObservers.Registration(
            observer: WeakObserver(observer), name: name, object: object.map { $0 as AnyObject }, center: self,
            deliver: { target, notification in
                guard let target = target as? Observer else { return }
                deliver(target, notification)
            })
        let token = addObserver(forName: name, object: object, queue: nil) { [registration] notification in
            registration.receive(notification)
        }
        registration.token = token
        MethodReferenceObservers.table.withLock { $0.append(registration) }
    }

    private func removeRegistrations(of observer: Any, name: Notification.Name?, object: Any?) {
        let target = observer as AnyObject
        let sender = object.map { $0 as AnyObject }
        let removed = MethodReferenceObservers.table.withLock { table in
            let matching = table.filter { registration in
                registration.center === self && registration.observer.object === target
                    && (name == nil || registration.name == name)
                    && (sender == nil || registration.object === sender)
            }
            table.removeAll { registration in matching.contains { $0 === registration } }
            return matching
        }
        for registration in removed {
            if let token = registration.token { foundationRemoveObserver(token, name: nil, object: nil) }
        }
    }

}

/// The method-reference registrations of every center, so that removing an
/// observer finds them.
private enum MethodReferenceObservers {
    /// One `addObserver(_:selector:name:object:)` call. Foundation's block
    /// observer (`token`) calls `receive`, which calls the observer's method
    /// while the observer lives and, once it is gone, removes itself.
    final class Registration: @unchecked Sendable {
        let observer: WeakObserver
        let name: Notification.Name?
        let object: AnyObject?
        weak var center: NotificationCenter?
        var token: NSObjectProtocol?
        private let deliver: (AnyObject, Notification) -> Void

        init(observer: WeakObserver, name: Notification.Name?, object: AnyObject?, center: NotificationCenter,
             deliver: @escaping (AnyObject, Notification) -> Void) {
            self.observer = observer
            self.name = name
            self.object = object
            self.center = center
            self.deliver = deliver
        }

        func receive(_ notification: Notification) {
            if let target = observer.object {
                deliver(target, notification)
                return
            }
            table.withLock { $0.removeAll { $0 === self } }
            if let token { center?.foundationRemoveObserver(token, name: nil, object: nil) }
        }
    }

    static let table = Mutex<[Registration]>([])
}

private final class WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
