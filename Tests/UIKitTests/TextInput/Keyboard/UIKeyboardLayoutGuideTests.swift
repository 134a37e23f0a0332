import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIKeyboardLayoutGuide and keyboardDismissMode")
struct UIKeyboardLayoutGuideTests {
    let host = UITestHost(device: .iPhone15Pro)

    /// A screen with a 44 pt bar pinned to the top of the keyboard guide.
    private func installBarScreen() -> (UIViewController, KeyInputView, UIView) {
        let (controller, field) = host.installKeyInputScreen()
        let bar = UIView(frame: .zero)
        bar.translatesAutoresizingMaskIntoConstraints = false
        bar.backgroundColor = .systemBlue
        controller.view.addSubview(bar)
        let guide = controller.view.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: guide.topAnchor),
        ])
        host.advance(by: 1.0 / 120)
        return (controller, field, bar)
    }

    @Test("the guide rests on the bottom safe-area edge, follows the keyboard up, and comes back")
    func guideFrames() {
        let (controller, field, _) = installBarScreen()
        let guide = controller.view.keyboardLayoutGuide
        #expect(controller.view.layoutGuides.filter { $0 is UIKeyboardLayoutGuide }.count == 1)
        #expect(!guide.followsUndockedKeyboard)
        // 852 − 34: the home-indicator strip.
        #expect(guide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
        field.becomeFirstResponder()
        // A guide's frame is the model: final as soon as the animation starts.
        #expect(guide.layoutFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
        host.advance(by: 0.5)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
        field.resignFirstResponder()
        host.advance(by: 0.5)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
    }

    @Test("a view pinned to the guide moves up with the keyboard, in its animation")
    func pinnedViewAnimates() throws {
        let (_, field, bar) = installBarScreen()
        #expect(bar.frame == CGRect(x: 0, y: 818 - 44, width: 393, height: 44))
        field.becomeFirstResponder()
        #expect(bar.frame.maxY == 516)
        host.advance(by: 0.05)
        let shownCenter = try #require(bar.layer.presentation()?.position.y)
        // On its way: between where it was (796) and where it goes (494).
        #expect(shownCenter < 796 && shownCenter > 494)
        host.advance(by: 0.5)
        #expect(bar.layer.presentation()?.position.y == 494)
    }

    @Test("keyboardDismissMode .onDrag resigns the first responder when a drag begins")
    func dismissOnDrag() {
        let log = KeyboardLog()
        defer { log.stop() }
        let (controller, field) = host.installKeyInputScreen()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 200, width: 393, height: 300))
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        #expect(scrollView.keyboardDismissMode == .none)
        scrollView.keyboardDismissMode = .onDrag
        #expect(scrollView.keyboardDismissMode == .onDrag)
        controller.view.addSubview(scrollView)
        field.becomeFirstResponder()
        host.advance(by: 0.5)
        log.clear()
        host.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 250), duration: 0.2)
        host.runUntilIdle()
        #expect(!field.isFirstResponder)
        #expect(log.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
    }

    @Test("keyboardDismissMode .none leaves the keyboard up while dragging")
    func noDismissByDefault() {
        let (controller, field) = host.installKeyInputScreen()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 200, width: 393, height: 300))
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        controller.view.addSubview(scrollView)
        field.becomeFirstResponder()
        host.advance(by: 0.5)
        host.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 250), duration: 0.2)
        host.runUntilIdle()
        #expect(field.isFirstResponder)
    }

    @Test("the keyboard, light and dark, over a screen pinned to its guide")
    func snapshots() {
        let (_, field, _) = installBarScreen()
        field.becomeFirstResponder()
        host.advance(by: 0.5)
        assertSnapshot(of: host, named: "keyboardUpLight")
        host.userInterfaceStyle = .dark
        host.advance(by: 1.0 / 120)
        assertSnapshot(of: host, named: "keyboardUpDark")
    }

    @Test("a responder whose keyboardAppearance is .dark gets the dark panel in light mode")
    func darkKeyboardAppearance() throws {
        let (_, field) = host.installKeyInputScreen()
        field.appearance = .dark
        field.becomeFirstResponder()
        host.advance(by: 0.5)
        let window = try #require(host.window.application?.windows.first { $0 is KeyboardWindow } as? KeyboardWindow)
        #expect(window.panel.traitCollection.userInterfaceStyle == .dark)
        #expect(host.window.traitCollection.userInterfaceStyle == .light)
    }
}

@MainActor
@Suite("UIView.AnimationOptions curve 7: the keyboard's curve")
struct KeyboardCurveTests {
    let host = UITestHost(device: .iPhone15Pro)

    @Test("curve 7 runs UIKit's overdamped system spring within the duration: fast start, no overshoot")
    func keyboardCurve() throws {
        let controller = UIViewController()
        host.rootViewController = controller
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(box)
        host.advance(by: 1.0 / 120)
        var finished: Bool?
        UIView.animate(withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16),
                       animations: { box.center.x = 105 }, completion: { finished = $0 })
        host.advance(by: 0.125)
        let halfway = try #require(box.layer.presentation()?.position.x)
        // Past the midpoint at half time (an ease-out), short of the end.
        #expect(halfway > 55 && halfway < 105)
        host.advance(by: 0.125 + 1.0 / 120)
        #expect(finished == true)
        #expect(box.layer.presentation()?.position.x == 105)
    }
}
