import Testing
@testable import UIKit
import UIKitTesting

/// The switch: iOS's size, a tap toggles, a drag takes the side the finger
/// is on, `setOn` sends nothing, and it looks like iOS's.
@MainActor
@Suite("UISwitch")
struct UISwitchTests {
    let host = UITestHost(device: UITestDevice(name: "Switch stage", screenSize: CGSize(width: 120, height: 60), scale: 2,
                                               safeAreaInsets: .zero, framesPerSecond: 60))

    /// A switch at (30, 15) on a white window, with its value changes counted.
    func makeSwitch() -> (UISwitch, Counter) {
        host.activate()
        host.window.backgroundColor = .white
        let toggle = UISwitch(frame: CGRect(x: 30, y: 15, width: 200, height: 100))
        let counter = Counter()
        toggle.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        host.window.addSubview(toggle)
        host.window.makeKeyAndVisible()
        host.runFrame()
        return (toggle, counter)
    }

    final class Counter { var count = 0 }

    @Test("is 51 × 31 pt whatever frame it is given")
    func fixedSize() {
        let (toggle, _) = makeSwitch()
        #expect(toggle.frame == CGRect(x: 30, y: 15, width: 51, height: 31))
        toggle.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn)
    }

    @Test("a tap turns it on and sends one value change; another turns it off")
    func tapToggles() {
        let (toggle, counter) = makeSwitch()
        host.tap(at: CGPoint(x: 55, y: 30))
        #expect(toggle.isOn)
        #expect(counter.count == 1)
        host.tap(at: CGPoint(x: 55, y: 30))
        #expect(!toggle.isOn)
        #expect(counter.count == 2)
    }

    @Test("a drag takes the side the finger ends on; a drag back sends nothing")
    func dragTakesTheSide() {
        let (toggle, counter) = makeSwitch()
        host.drag(from: CGPoint(x: 40, y: 30), to: CGPoint(x: 75, y: 30))
        #expect(toggle.isOn)
        #expect(counter.count == 1)
        host.drag(from: CGPoint(x: 75, y: 30), to: CGPoint(x: 70, y: 30))
        #expect(toggle.isOn)
        #expect(counter.count == 1)
        let finger = host.touchDown(at: CGPoint(x: 75, y: 30))
        finger.move(to: CGPoint(x: 35, y: 30), duration: 0.2)
        finger.move(to: CGPoint(x: 76, y: 30), duration: 0.2)
        finger.up()
        #expect(toggle.isOn)
        #expect(counter.count == 1)
    }

    @Test("setOn(_:animated:) slides the thumb and sends no action")
    func setOnAnimated() {
        let (toggle, counter) = makeSwitch()
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        #expect(counter.count == 0)
        host.advance(by: 0.1)
        assertSnapshot(of: host, named: "switch-turning-on")
        host.advance(by: 0.4)
        assertSnapshot(of: host, named: "switch-on")
        toggle.onTintColor = .systemBlue
        toggle.setOn(false, animated: false)
        assertSnapshot(of: host, named: "switch-off")
    }

    @Test("a disabled switch ignores touches")
    func disabled() {
        let (toggle, counter) = makeSwitch()
        toggle.isEnabled = false
        host.tap(at: CGPoint(x: 55, y: 30))
        #expect(!toggle.isOn)
        #expect(counter.count == 0)
    }

    @Test("reads as a toggle button whose value is 1 or 0")
    func accessibility() {
        let (toggle, _) = makeSwitch()
        #expect(toggle.accessibilityTraits.contains(.toggleButton))
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
    }
}
