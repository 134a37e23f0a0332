import Foundation
import Testing
import UIKit

private final class BlockCounter: @unchecked Sendable {
    var count = 0
}

private final class KeyboardWatcher {
    var received: [String] = []

    func keyboardWillShow(_ notification: Notification) {
        received.append("show \(notification.userInfo?["height"] as? Int ?? 0)")
    }

    func keyboardWillHide() {
        received.append("hide")
    }
}

/// `addObserver(_:selector:name:object:)` with method references, observers
/// held weakly, and removal as on iOS.
@Suite("NotificationCenter: observers by method reference")
struct NotificationCenterMethodReferencesTests {
    static let show = Notification.Name("KumikiTestKeyboardWillShow")
    static let hide = Notification.Name("KumikiTestKeyboardWillHide")

    @Test("the observer's method hears each post, with or without the notification")
    func delivers() {
        let center = NotificationCenter()
        let watcher = KeyboardWatcher()
        center.addObserver(watcher, selector: KeyboardWatcher.keyboardWillShow(_:), name: Self.show, object: nil)
        center.addObserver(watcher, selector: KeyboardWatcher.keyboardWillHide, name: Self.hide, object: nil)
        center.post(name: Self.show, object: nil, userInfo: ["height": 336])
        center.post(name: Self.hide, object: nil)
        #expect(watcher.received == ["show 336", "hide"])
    }

    @Test("removeObserver(_:) stops every registration; removeObserver(_:name:object:) only the named one")
    func removal() {
        let center = NotificationCenter()
        let watcher = KeyboardWatcher()
        center.addObserver(watcher, selector: KeyboardWatcher.keyboardWillShow(_:), name: Self.show, object: nil)
        center.addObserver(watcher, selector: KeyboardWatcher.keyboardWillHide, name: Self.hide, object: nil)
        center.removeObserver(watcher, name: Self.hide, object: nil)
        center.post(name: Self.show, object: nil)
        center.post(name: Self.hide, object: nil)
        #expect(watcher.received == ["show 0"])
        center.removeObserver(watcher)
        center.post(name: Self.show, object: nil)
        #expect(watcher.received == ["show 0"])
        // Adding again after removing, as controllers do on each appearance, delivers once.
        center.addObserver(watcher, selector: KeyboardWatcher.keyboardWillHide, name: Self.hide, object: nil)
        center.post(name: Self.hide, object: nil)
        #expect(watcher.received == ["show 0", "hide"])
    }

    @Test("the observer is held weakly: once it is gone, posting reaches nothing")
    func weakObserver() {
        let center = NotificationCenter()
        weak var gone: KeyboardWatcher?
        do {
            let watcher = KeyboardWatcher()
            center.addObserver(watcher, selector: KeyboardWatcher.keyboardWillHide, name: Self.hide, object: nil)
            gone = watcher
        }
        #expect(gone == nil)
        center.post(name: Self.hide, object: nil)
    }

    @Test("the object filter and Foundation's own block observers work alongside")
    func objectFilterAndBlocks() {
        let center = NotificationCenter()
        let watcher = KeyboardWatcher()
        let sender = NSObject()
        center.addObserver(watcher, selector: KeyboardWatcher.keyboardWillHide, name: Self.hide, object: sender)
        let counter = BlockCounter()
        let token = center.addObserver(forName: Self.hide, object: nil, queue: nil) { _ in counter.count += 1 }
        center.post(name: Self.hide, object: NSObject())
        center.post(name: Self.hide, object: sender)
        #expect(watcher.received == ["hide"])
        #expect(counter.count == 2)
        center.removeObserver(token)
        center.post(name: Self.hide, object: sender)
        #expect(counter.count == 2)
        #expect(watcher.received == ["hide", "hide"])
    }
}
