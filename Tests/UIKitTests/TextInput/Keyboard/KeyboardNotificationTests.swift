import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// The iPhone 15 Pro's keyboard: 336 pt tall (302 of keys and suggestion bar
/// over the 34 pt home-indicator strip) on a 393 × 852 pt screen.
private let shown = CGRect(x: 0, y: 852 - 336, width: 393, height: 336)
private let below = CGRect(x: 0, y: 852, width: 393, height: 336)

@MainActor
@Suite("Keyboard: notifications as the first responder changes")
struct KeyboardNotificationTests {
    let host = UITestHost(device: .iPhone15Pro)

    @Test("a key-input responder brings the keyboard up: will-notifications at once, did-notifications 0.25 s later")
    func showOrderAndFrames() throws {
        let log = KeyboardLog()
        defer { log.stop() }
        let (_, field) = host.installKeyInputScreen()
        let start = CACurrentMediaTime()
        #expect(field.becomeFirstResponder())
        #expect(log.names == ["WillChangeFrame", "WillShow"])
        host.advance(by: 0.2)
        #expect(log.names == ["WillChangeFrame", "WillShow"])
        host.advance(by: 0.1)
        #expect(log.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        for event in log.events {
            #expect(event.begin == below)
            #expect(event.end == shown)
            #expect(event.duration == 0.25)
            #expect(event.curve == 7)
            #expect(event.isLocal)
        }
        // The did-notifications come in the frame in which the 0.25 s animation ends (120 fps).
        let didShow = try #require(log.events.last)
        #expect(didShow.time - start >= 0.25 - 1e-9)
        #expect(didShow.time - start <= 0.25 + 1.0 / 120 + 1e-9)
    }

    @Test("resigning takes the keyboard down from where it is to below the screen")
    func hideOrderAndFrames() {
        let log = KeyboardLog()
        defer { log.stop() }
        let (_, field) = host.installKeyInputScreen()
        field.becomeFirstResponder()
        host.advance(by: 0.5)
        log.clear()
        #expect(field.resignFirstResponder())
        host.advance(by: 0.5)
        #expect(log.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        for event in log.events {
            #expect(event.begin == shown)
            #expect(event.end == below)
            #expect(event.duration == 0.25 && event.curve == 7)
        }
        #expect(host.window.application?.softwareKeyboardFrame == nil)
    }

    @Test("moving focus between key-input responders keeps the keyboard up and posts willShow/didShow again")
    func focusMoveKeepsKeyboard() {
        let log = KeyboardLog()
        defer { log.stop() }
        let (controller, first) = host.installKeyInputScreen()
        let second = KeyInputView(frame: CGRect(x: 20, y: 160, width: 200, height: 34))
        controller.view.addSubview(second)
        first.becomeFirstResponder()
        host.advance(by: 0.5)
        log.clear()
        #expect(second.becomeFirstResponder())
        host.advance(by: 0.5)
        // Same frame: no frame-change notifications and no hide.
        #expect(log.names == ["WillShow", "DidShow"])
        #expect(log.events.allSatisfy { $0.begin == shown && $0.end == shown })
        #expect(host.window.application?.softwareKeyboardFrame == shown)
    }

    @Test("a responder that takes no keys brings no keyboard, and takes it down")
    func nonKeyResponder() {
        final class Plain: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let log = KeyboardLog()
        defer { log.stop() }
        let (controller, field) = host.installKeyInputScreen()
        let plain = Plain(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        controller.view.addSubview(plain)
        plain.becomeFirstResponder()
        host.advance(by: 0.5)
        #expect(log.names.isEmpty)
        field.becomeFirstResponder()
        host.advance(by: 0.5)
        log.clear()
        plain.becomeFirstResponder()
        host.advance(by: 0.5)
        #expect(log.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
    }

    @Test("an input accessory view sits on the keyboard and its height is part of the frame")
    func accessoryHeightAdds() throws {
        let log = KeyboardLog()
        defer { log.stop() }
        let (_, field) = host.installKeyInputScreen()
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        field.accessory = bar
        field.becomeFirstResponder()
        host.advance(by: 0.5)
        let end = try #require(log.events.last?.end)
        #expect(end == CGRect(x: 0, y: 852 - 380, width: 393, height: 380))
        // Screen coordinates are the app window's: the bar is right above the keys.
        let barFrame = bar.convert(bar.bounds, to: nil)
        let window = try #require(bar.window)
        #expect(barFrame.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
            == CGRect(x: 0, y: 472, width: 393, height: 44))
    }

    @Test("reloadInputViews picks up a new accessory view and reports the taller frame")
    func reloadInputViews() {
        let log = KeyboardLog()
        defer { log.stop() }
        let (_, field) = host.installKeyInputScreen()
        field.becomeFirstResponder()
        host.advance(by: 0.5)
        log.clear()
        field.accessory = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
        field.reloadInputViews()
        host.advance(by: 0.5)
        #expect(log.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(log.events.first?.begin == shown)
        #expect(log.events.first?.end == CGRect(x: 0, y: 852 - 386, width: 393, height: 386))
    }

    @Test("a custom input view replaces the keys at its own height, over the safe-area strip")
    func customInputView() {
        let log = KeyboardLog()
        defer { log.stop() }
        let (_, field) = host.installKeyInputScreen()
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 216))
        field.customInput = picker
        field.becomeFirstResponder()
        host.advance(by: 0.5)
        #expect(log.events.last?.end == CGRect(x: 0, y: 852 - 250, width: 393, height: 250))
        #expect(picker.window != nil && picker.window !== host.window)
    }

    @Test("turning the device with the keyboard up gives it the landscape frame, with notifications")
    func rotationWhileUp() {
        let log = KeyboardLog()
        defer { log.stop() }
        let (_, field) = host.installKeyInputScreen()
        field.becomeFirstResponder()
        host.advance(by: 0.5)
        log.clear()
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        let landscape = CGRect(x: 0, y: 393 - 209, width: 852, height: 209)
        #expect(log.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(log.events.first?.begin == shown)
        #expect(log.events.first?.end == landscape)
        #expect(host.window.application?.softwareKeyboardFrame == landscape)
    }

    @Test("with the host's software keyboard off there is no keyboard and nothing is posted")
    func hostWithoutSoftwareKeyboard() {
        let log = KeyboardLog()
        defer { log.stop() }
        let (_, field) = host.installKeyInputScreen()
        host.window.application?.showsSoftwareKeyboard = false
        field.becomeFirstResponder()
        host.advance(by: 0.5)
        #expect(log.names.isEmpty)
        #expect(host.window.application?.softwareKeyboardFrame == nil)
    }
}

@MainActor
@Suite("Keyboard: height by device and orientation")
struct KeyboardHeightTests {
    private func keyboardFrame(on device: UITestDevice, landscape: Bool = false) -> CGRect? {
        let host = UITestHost(device: device)
        let (_, field) = host.installKeyInputScreen()
        if landscape { host.rotate(to: .landscapeLeft) }
        field.becomeFirstResponder()
        host.advance(by: 0.5)
        return host.window.application?.softwareKeyboardFrame
    }

    @Test("iPhone 15 Pro portrait: 336 pt, home-indicator strip included")
    func iPhone15Pro() {
        #expect(keyboardFrame(on: .iPhone15Pro) == shown)
    }

    @Test("iPhone SE portrait: 260 pt (216 of keys, 44 of suggestions)")
    func iPhoneSE() {
        #expect(keyboardFrame(on: .iPhoneSE) == CGRect(x: 0, y: 667 - 260, width: 375, height: 260))
    }

    @Test("iPad Pro 11 portrait: 320 pt, the 20 pt home-indicator strip included")
    func iPadPro11() {
        let size = UITestDevice.iPadPro11.screenSize
        #expect(keyboardFrame(on: .iPadPro11) == CGRect(x: 0, y: size.height - 320, width: size.width, height: 320))
    }

    @Test("iPhone 15 Pro landscape: 209 pt (188 of keys and suggestions, 21 of home-indicator strip)")
    func iPhone15ProLandscape() {
        #expect(keyboardFrame(on: .iPhone15Pro, landscape: true) == CGRect(x: 0, y: 393 - 209, width: 852, height: 209))
    }
}
