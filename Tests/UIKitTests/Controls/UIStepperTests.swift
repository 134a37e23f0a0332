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
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIStepper(frame: .zero).stepValue = 0 }
        }
        #expect(standardError(of: result).contains(
            "uncaught exception 'NSInvalidArgumentException', reason: 'stepValue must be greater than 0'"))
    }

    // MARK: Custom images

    func swatch(_ color: UIColor, _ size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    @Test("images are kept per state; a state without its own uses the normal one")
    func imagesPerState() throws {
        let stepper = UIStepper()
        let normal = swatch(.yellow, CGSize(width: 4, height: 4))
        let pressed = swatch(.orange, CGSize(width: 4, height: 4))
        stepper.setBackgroundImage(normal, for: .normal)
        stepper.setBackgroundImage(pressed, for: .highlighted)
        #expect(stepper.backgroundImage(for: .highlighted) === pressed)
        #expect(stepper.backgroundImage(for: .disabled) === normal)
        let divider = swatch(.red, CGSize(width: 2, height: 20))
        stepper.setDividerImage(divider, forLeftSegmentState: .normal, rightSegmentState: .normal)
        #expect(stepper.dividerImage(forLeftSegmentState: .highlighted, rightSegmentState: .normal) === divider)
        let plus = try #require(UIImage(systemName: "plus.circle"))
        stepper.setIncrementImage(plus, for: .normal)
        #expect(stepper.incrementImage(for: .highlighted) === plus)
        #expect(stepper.decrementImage(for: .normal) == nil)
        stepper.setIncrementImage(nil, for: .normal)
        #expect(stepper.incrementImage(for: .normal) == nil)
    }

    @Test("custom background, divider and glyphs replace the default look, each half in its state")
    func customLook() throws {
        let (stepper, _) = makeStepper()
        stepper.setBackgroundImage(swatch(.systemYellow, CGSize(width: 4, height: 4)), for: .normal)
        stepper.setBackgroundImage(swatch(.systemOrange, CGSize(width: 4, height: 4)), for: .highlighted)
        stepper.setBackgroundImage(swatch(.systemGray5, CGSize(width: 4, height: 4)), for: .disabled)
        stepper.setDividerImage(swatch(.systemRed, CGSize(width: 2, height: 20)), forLeftSegmentState: .normal,
                                rightSegmentState: .normal)
        stepper.setIncrementImage(try #require(UIImage(systemName: "plus.circle")), for: .normal)
        stepper.setDecrementImage(try #require(UIImage(systemName: "minus.circle")), for: .normal)
        stepper.tintColor = .systemPurple
        host.runFrame()
        // At zero the − half cannot step: its disabled background.
        assertSnapshot(of: host, named: "stepper-custom-images")
        let touch = host.touchDown(at: plus)
        assertSnapshot(of: host, named: "stepper-custom-images-pressed")
        touch.up()
        #expect(stepper.value == 1)
    }
}
