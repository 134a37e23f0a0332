import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// The stepper: a touch steps at once, holding repeats on the media clock,
/// the ends stop or wrap, and `.valueChanged` follows `isContinuous`.
@MainActor
@Suite("UIStepper")
struct UIStepperTests {
    let host = UITestHost(device: UITestDevice(name: "Stepper stage", screenSize: CGSize(width: 140, height: 60), scale: 2,
                                               safeAreaInsets: .zero, framesPerSecond: 60))
    let minus = CGPoint(x: 40, y: 30)
    let plus = CGPoint(x: 100, y: 30)

    final class Counter { var count = 0 }

    func makeStepper() -> (UIStepper, Counter) {
        host.activate()
        host.window.backgroundColor = .white
        let stepper = UIStepper(frame: CGRect(x: 23, y: 14, width: 300, height: 300))
        let counter = Counter()
        stepper.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        host.window.addSubview(stepper)
        host.window.makeKeyAndVisible()
        host.runFrame()
        return (stepper, counter)
    }

    @Test("UIKit's defaults and size")
    func defaults() {
        let (stepper, _) = makeStepper()
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        assertSnapshot(of: host, named: "stepper-at-zero")
    }

    @Test("a tap on + steps once; − at the minimum does nothing")
    func taps() {
        let (stepper, counter) = makeStepper()
        host.tap(at: minus)
        #expect(stepper.value == 0 && counter.count == 0)
        host.tap(at: plus)
        host.tap(at: plus)
        #expect(stepper.value == 2 && counter.count == 2)
        host.tap(at: minus)
        #expect(stepper.value == 1 && counter.count == 3)
    }

    @Test("holding + repeats after half a second, every tenth of a second")
    func autorepeat() {
        let (stepper, counter) = makeStepper()
        let finger = host.touchDown(at: plus)
        #expect(stepper.value == 1)
        host.advance(by: 0.45)
        #expect(stepper.value == 1)
        host.advance(by: 0.1)
        #expect(stepper.value == 2)
        host.advance(by: 0.3)
        #expect(stepper.value == 5)
        finger.up()
        host.advance(by: 0.5)
        #expect(stepper.value == 5 && counter.count == 5)
    }

    @Test("not continuous, one value change on lift; wrapping goes round")
    func nonContinuousAndWrapping() {
        let (stepper, counter) = makeStepper()
        stepper.isContinuous = false
        stepper.wraps = true
        stepper.maximumValue = 3
        stepper.value = 3
        let finger = host.touchDown(at: plus)
        #expect(stepper.value == 0)
        host.advance(by: 0.65)
        #expect(stepper.value == 2)
        #expect(counter.count == 0)
        finger.up()
        #expect(counter.count == 1)
    }

    @Test("a minimum above the maximum takes the maximum with it")
    func range() {
        let (stepper, _) = makeStepper()
        stepper.value = 50
        stepper.minimumValue = 200
        #expect(stepper.maximumValue == 200 && stepper.value == 200)
        stepper.maximumValue = 10
        #expect(stepper.minimumValue == 10 && stepper.value == 10)
    }

    @Test("a step of zero stops the app")
    func zeroStep() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UIStepper(frame: .zero).stepValue = 0 }
        }
    }
}
