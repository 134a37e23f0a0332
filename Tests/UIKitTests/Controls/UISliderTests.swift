import Testing
@testable import UIKit
import UIKitTesting

/// The slider: a drag that starts on the thumb moves the value with the
/// finger, a tap on the track changes nothing, values stay in range, events
/// follow `isContinuous`, subclasses lay it out, and it looks like iOS's.
@MainActor
@Suite("UISlider")
struct UISliderTests {
    let host = UITestHost(device: UITestDevice(name: "Slider stage", screenSize: CGSize(width: 260, height: 60), scale: 2,
                                               safeAreaInsets: .zero, framesPerSecond: 60))

    final class Recorder { var events: [String] = [] }

    /// A 228 pt slider at (16, 15) on a white window: its track runs the
    /// whole width, so the thumb's center travels from x = 30 (16 + 14) to
    /// x = 230 over 200 pt, one point per 0.005 of value.
    func makeSlider(_ slider: UISlider = UISlider(frame: CGRect(x: 16, y: 15, width: 228, height: 31)))
        -> (UISlider, Recorder) {
        host.activate()
        host.window.backgroundColor = .white
        let recorder = Recorder()
        slider.addAction(UIAction { _ in recorder.events.append("valueChanged \(slider.value)") }, for: .valueChanged)
        slider.addAction(UIAction { _ in recorder.events.append("touchDown") }, for: .touchDown)
        slider.addAction(UIAction { _ in recorder.events.append("touchUpInside") }, for: .touchUpInside)
        slider.addAction(UIAction { _ in recorder.events.append("touchUpOutside") }, for: .touchUpOutside)
        host.window.addSubview(slider)
        host.window.makeKeyAndVisible()
        host.runFrame()
        return (slider, recorder)
    }

    func thumbCenter(_ slider: UISlider) -> CGPoint {
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
                                     value: slider.value)
        return slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
    }

    @Test("defaults: 0 in 0…1, continuous, 31 pt tall with no intrinsic width")
    func defaults() {
        let slider = UISlider()
        #expect(slider.value == 0)
        #expect(slider.minimumValue == 0)
        #expect(slider.maximumValue == 1)
        #expect(slider.isContinuous)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        #expect(slider.accessibilityTraits.contains(.adjustable))
    }

    @Test("the value stays in range: pinned when set, and when the range moves past it")
    func valueStaysInRange() {
        let slider = UISlider()
        slider.value = 2
        #expect(slider.value == 1)
        slider.value = -1
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 8
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 7
        #expect(slider.maximumValue == 7)
        #expect(slider.value == 7)
    }

    @Test("the track is 4 pt, centered, between the value images and 16 pt from them")
    func trackRect() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 0, y: 13.5, width: 200, height: 4))
        slider.minimumValueImage = solidImage(width: 20, height: 10, color: .systemPurple)
        slider.maximumValueImage = solidImage(width: 30, height: 10, color: .systemPurple)
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 36, y: 13.5, width: 118, height: 4))
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 10.5, width: 20, height: 10))
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds) == CGRect(x: 170, y: 10.5, width: 30, height: 10))
    }

    @Test("the 28 pt thumb travels the track less its width: edge to edge from minimum to maximum")
    func thumbRect() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
                == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
                == CGRect(x: 172, y: 1.5, width: 28, height: 28))
        // Halfway: 172 / 2.
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5).minX == 86)
    }

    @Test("dragging the thumb 100 pt moves the value by half, sending value changes all the way")
    func dragMovesTheValue() {
        let (slider, recorder) = makeSlider()
        host.drag(from: CGPoint(x: 30, y: 30), to: CGPoint(x: 130, y: 30), duration: 0.3)
        #expect(slider.value == 0.5)
        #expect(recorder.events.first == "touchDown")
        #expect(recorder.events.last == "touchUpInside")
        let changes = recorder.events.filter { $0.hasPrefix("valueChanged") }
        #expect(changes.count > 5)
        #expect(changes.last == "valueChanged 0.5")
    }

    @Test("the thumb keeps the offset at which it was grabbed, and follows the finger outside")
    func grabOffset() {
        let (slider, _) = makeSlider()
        slider.value = 0.5
        // Grabbed 8 pt right of its center, then moved 40 pt left: 0.5 − 40 × 0.005.
        host.drag(from: CGPoint(x: 138, y: 30), to: CGPoint(x: 98, y: 30), duration: 0.2)
        #expect(abs(slider.value - 0.3) < 1e-6)
        // Far beyond the end, and below the slider: pinned to the maximum.
        host.drag(from: thumbCenter(slider), to: CGPoint(x: 250, y: 58), duration: 0.2)
        #expect(slider.value == 1)
    }

    @Test("a tap or a drag on the track away from the thumb changes nothing")
    func trackTouchesDoNothing() {
        let (slider, recorder) = makeSlider()
        host.tap(at: CGPoint(x: 180, y: 30))
        host.drag(from: CGPoint(x: 180, y: 30), to: CGPoint(x: 220, y: 30), duration: 0.2)
        #expect(slider.value == 0)
        #expect(!recorder.events.contains { $0.hasPrefix("valueChanged") })
    }

    @Test("a slider that is not continuous sends one value change, when the finger lifts")
    func notContinuous() {
        let (slider, recorder) = makeSlider()
        slider.isContinuous = false
        host.drag(from: CGPoint(x: 30, y: 30), to: CGPoint(x: 80, y: 30), duration: 0.3)
        #expect(recorder.events.filter { $0.hasPrefix("valueChanged") } == ["valueChanged 0.25"])
        // Back where it started: no change to report.
        host.drag(from: CGPoint(x: 80, y: 30), to: CGPoint(x: 120, y: 30), duration: 0.1)
        host.drag(from: CGPoint(x: 120, y: 30), to: CGPoint(x: 80, y: 30), duration: 0.1)
        #expect(recorder.events.filter { $0.hasPrefix("valueChanged") }.count == 3)
    }

    @Test("setting the value from code sends nothing; animated, the thumb slides there")
    func setValueAnimated() {
        let (slider, recorder) = makeSlider()
        slider.setValue(1, animated: true)
        #expect(slider.value == 1)
        // Midway through the 0.25 s slide the thumb is between its ends.
        host.advance(by: 0.125)
        let midX = slider.subviews.last!.layer.presentation()!.position.x
        #expect(midX > 14 && midX < 214)
        host.runUntilIdle()
        #expect(slider.subviews.last!.layer.presentation()!.position.x == 214)
        #expect(recorder.events.isEmpty)
    }

    @Test("the thumb image for the state is drawn, the highlighted one while dragging")
    func thumbImages() {
        let (slider, _) = makeSlider()
        let normal = solidImage(width: 20, height: 20, color: .systemPurple)
        let pressed = solidImage(width: 30, height: 30, color: .systemPurple)
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(pressed, for: .highlighted)
        #expect(slider.currentThumbImage === normal)
        #expect(slider.thumbImage(for: .disabled) === normal)
        let finger = host.touchDown(at: thumbCenter(slider))
        #expect(slider.currentThumbImage === pressed)
        finger.up()
        #expect(slider.currentThumbImage === normal)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
                                 value: 0).size == CGSize(width: 20, height: 20))
    }

    @Test("a subclass's track and thumb rectangles decide where the thumb is and what grabs it")
    func subclassLayout() {
        final class ThickSlider: UISlider {
            override func trackRect(forBounds bounds: CGRect) -> CGRect {
                CGRect(x: bounds.minX + 20, y: bounds.midY - 5, width: bounds.width - 40, height: 10)
            }
        }
        let (slider, _) = makeSlider(ThickSlider(frame: CGRect(x: 16, y: 15, width: 228, height: 31)))
        // The thumb starts 20 pt in: its center at 16 + 20 + 14.
        #expect(thumbCenter(slider).x == 50)
        #expect(slider.subviews.first { $0.frame.height == 10 } != nil)
        host.drag(from: CGPoint(x: 50, y: 30), to: CGPoint(x: 130, y: 30), duration: 0.2)
        // 80 pt of a 160 pt travel.
        #expect(slider.value == 0.5)
    }

    @Test("right to left, the minimum is on the right and dragging left raises the value")
    func rightToLeft() {
        let slider = UISlider(frame: CGRect(x: 16, y: 15, width: 228, height: 31))
        slider.semanticContentAttribute = .forceRightToLeft
        let (_, _) = makeSlider(slider)
        #expect(thumbCenter(slider).x == 230)
        host.drag(from: CGPoint(x: 230, y: 30), to: CGPoint(x: 130, y: 30), duration: 0.2)
        #expect(slider.value == 0.5)
    }

    @Test("VoiceOver reads a percentage and adjusts by tenths, sending value changes")
    func accessibility() {
        let (slider, recorder) = makeSlider()
        slider.maximumValue = 200
        slider.value = 50
        #expect(slider.accessibilityValue == "25%")
        slider.accessibilityIncrement()
        #expect(slider.value == 70)
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(slider.value == 30)
        #expect(recorder.events.count == 3)
        slider.accessibilityValue = "Quiet"
        #expect(slider.accessibilityValue == "Quiet")
    }

    @Test("drawn like iOS: tinted track up to the thumb, gray after, a white shadowed thumb")
    func looksLikeIOS() {
        let (slider, _) = makeSlider()
        slider.value = 0.4
        assertSnapshot(of: host, named: "slider-at-40-percent")
        host.userInterfaceStyle = .dark
        host.window.backgroundColor = .black
        slider.minimumTrackTintColor = .systemOrange
        assertSnapshot(of: host, named: "slider-dark-orange")
    }
}
