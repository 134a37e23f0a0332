import Testing
import UIKit
import UIKitTesting

/// A control that records its tracking calls and its events in one list, and
/// answers tracking as told.
private final class TrackingLogControl: UIControl {
    var log: [String] = []
    var beginAnswer = true
    var continueAnswer = true
    var tapCounts: [Int] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (name, event) in ControlEventRecorder.touchEvents {
            addAction(UIAction { [unowned self] _ in self.log.append(name) }, for: event)
        }
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("beginTracking")
        tapCounts.append(touch.tapCount)
        return beginAnswer
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continueTracking")
        return continueAnswer
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.append("endTracking")
    }

    override func cancelTracking(with event: UIEvent?) {
        log.append("cancelTracking")
    }

    /// The tracking calls only.
    var trackingCalls: [String] { log.filter { $0.hasSuffix("Tracking") } }
}

@MainActor
@Suite("UIControl: events, state, touch tracking")
struct UIControlTests {
    /// The control's frame in the window (the root view fills it): 100 × 50 at (100, 300).
    static let frame = CGRect(x: 100, y: 300, width: 100, height: 50)
    static let center = CGPoint(x: 150, y: 325)

    private func makeControl() -> (GestureStage, UIControl, ControlEventRecorder) {
        let stage = GestureStage()
        let control = UIControl(frame: Self.frame)
        stage.root.addSubview(control)
        return (stage, control, ControlEventRecorder(observing: control))
    }

    private func makeTrackingControl() -> (GestureStage, TrackingLogControl) {
        let stage = GestureStage()
        let control = TrackingLogControl(frame: Self.frame)
        stage.root.addSubview(control)
        return (stage, control)
    }

    // MARK: Values

    @Test("event raw values are UIKit's")
    func eventRawValues() {
        let events: [(UIControl.Event, UInt)] = [
            (.touchDown, 1), (.touchDownRepeat, 2), (.touchDragInside, 4), (.touchDragOutside, 8),
            (.touchDragEnter, 16), (.touchDragExit, 32), (.touchUpInside, 64), (.touchUpOutside, 128),
            (.touchCancel, 256), (.valueChanged, 4096), (.primaryActionTriggered, 8192),
            (.menuActionTriggered, 16384), (.editingDidBegin, 65536), (.editingChanged, 131_072),
            (.editingDidEnd, 262_144), (.editingDidEndOnExit, 524_288),
            (.allTouchEvents, 0x0000_0FFF), (.allEditingEvents, 0x000F_0000),
            (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000), (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, rawValue) in events {
            #expect(event.rawValue == rawValue)
        }
        #expect(UIControl.Event.allTouchEvents.contains([.touchDown, .touchCancel, .touchUpInside]))
        #expect(!UIControl.Event.allTouchEvents.contains(.valueChanged))
    }

    @Test("state raw values are UIKit's")
    func stateRawValues() {
        let states: [(UIControl.State, UInt)] = [
            (.normal, 0), (.highlighted, 1), (.disabled, 2), (.selected, 4), (.focused, 8),
            (.application, 0x00FF_0000), (.reserved, 0xFF00_0000),
        ]
        for (state, rawValue) in states {
            #expect(state.rawValue == rawValue)
        }
    }

    @Test("a new control is enabled, not selected, not highlighted, not tracking: state normal")
    func defaults() {
        let control = UIControl(frame: Self.frame)
        #expect(control.isEnabled)
        #expect(!control.isSelected)
        #expect(!control.isHighlighted)
        #expect(!control.isTracking)
        #expect(!control.isTouchInside)
        #expect(control.state == .normal)
        #expect(UIControl.touchTrackingMargin == 70)
    }

    @Test("state carries the highlighted, disabled and selected flags")
    func stateFlags() {
        let control = UIControl(frame: Self.frame)
        control.isSelected = true
        #expect(control.state == .selected)
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
        control.isEnabled = false
        #expect(control.state == [.selected, .highlighted, .disabled])
        control.isSelected = false
        control.isHighlighted = false
        #expect(control.state == .disabled)
    }

    // MARK: Touch events

    @Test("touch down highlights and tracks; lifting inside sends touchUpInside and clears both")
    func tapInside() {
        let (stage, control, recorder) = makeControl()
        let touch = stage.host.touchDown(at: Self.center)
        #expect(recorder.events == ["down"])
        #expect(control.isHighlighted)
        #expect(control.isTracking)
        #expect(control.isTouchInside)
        #expect(control.state == .highlighted)
        touch.up()
        #expect(recorder.events == ["down", "upInside"])
        #expect(!control.isHighlighted)
        #expect(!control.isTracking)
        #expect(!control.isTouchInside)
    }

    @Test("a second quick tap sends touchDown and touchDownRepeat; its touch has tapCount 2")
    func touchDownRepeat() {
        let (stage, control) = makeTrackingControl()
        stage.host.tap(at: Self.center)
        stage.host.advance(by: 0.1)
        stage.host.tap(at: Self.center)
        #expect(control.tapCounts == [1, 2])
        #expect(control.log.filter { !$0.hasSuffix("Tracking") } == [
            "down", "upInside",
            "down", "downRepeat", "upInside",
        ])
    }

    @Test("a tap later than 0.35 s after the last is not a repeat")
    func slowSecondTap() {
        let (stage, control) = makeTrackingControl()
        stage.host.tap(at: Self.center)
        stage.host.advance(by: 0.5)
        stage.host.tap(at: Self.center)
        #expect(control.tapCounts == [1, 1])
        #expect(!control.log.contains("downRepeat"))
    }

    @Test("dragging within the 70 pt margin stays inside; beyond it exits, coming back enters")
    func dragAcrossTheMargin() {
        let (stage, control, recorder) = makeControl()
        let touch = stage.host.touchDown(at: Self.center)
        // The top edge is y = 300: 70 pt above is y = 230, still inside; y = 229 is outside.
        touch.move(to: CGPoint(x: 150, y: 300 - 70))
        #expect(recorder.events == ["down", "dragInside"])
        #expect(control.isTouchInside)
        #expect(control.isHighlighted)
        touch.move(to: CGPoint(x: 150, y: 300 - 71))
        #expect(recorder.events == ["down", "dragInside", "dragOutside", "dragExit"])
        #expect(!control.isTouchInside)
        #expect(!control.isHighlighted)
        touch.move(to: CGPoint(x: 150, y: 200))
        #expect(recorder.events == ["down", "dragInside", "dragOutside", "dragExit", "dragOutside"])
        touch.move(to: CGPoint(x: 150, y: 260))
        #expect(recorder.events == [
            "down", "dragInside", "dragOutside", "dragExit", "dragOutside", "dragInside", "dragEnter",
        ])
        #expect(control.isHighlighted)
        touch.up()
        #expect(recorder.events.last == "upInside")
    }

    @Test("the margin applies on every side: 70 pt right of the right edge is inside")
    func marginOnTheRight() {
        let (stage, _, recorder) = makeControl()
        // The right edge is x = 200; the grown area ends before x = 270.
        stage.host.drag(from: Self.center, to: CGPoint(x: 200 + 69, y: 325))
        #expect(recorder.events.last == "upInside")
        recorder.removeAll()
        stage.host.advance(by: 0.5)
        stage.host.drag(from: Self.center, to: CGPoint(x: 200 + 71, y: 325))
        #expect(recorder.events.last == "upOutside")
    }

    @Test("lifting outside the margin sends touchUpOutside")
    func touchUpOutside() {
        let (stage, control, recorder) = makeControl()
        let touch = stage.host.touchDown(at: Self.center)
        touch.move(to: CGPoint(x: 150, y: 500))
        touch.up()
        #expect(recorder.events == ["down", "dragOutside", "dragExit", "upOutside"])
        #expect(!control.isTracking)
    }

    @Test("a parent's pan that begins cancels the control's touch: touchCancel")
    func parentPanCancels() {
        let stage = GestureStage()
        let parent = stage.addView("parent", frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        let control = UIControl(frame: CGRect(x: 100, y: 200, width: 100, height: 50))
        parent.addSubview(control)
        let recorder = ControlEventRecorder(observing: control)
        stage.attach(UIPanGestureRecognizer(), named: "pan", to: parent)
        let touch = stage.host.touchDown(at: Self.center)
        touch.move(to: CGPoint(x: 155, y: 325))
        // 20 pt from touch-down: the pan begins and cancels the touches in the view.
        touch.move(to: CGPoint(x: 170, y: 325))
        #expect(recorder.events == ["down", "dragInside", "cancel"])
        #expect(!control.isHighlighted)
        #expect(!control.isTracking)
        touch.up()
        #expect(recorder.events == ["down", "dragInside", "cancel"])
        #expect(stage.log.actions == ["pan.began", "pan.ended"])
    }

    @Test("a system cancel sends touchCancel")
    func systemCancel() {
        let (stage, _, recorder) = makeControl()
        let touch = stage.host.touchDown(at: Self.center)
        touch.cancel()
        #expect(recorder.events == ["down", "cancel"])
    }

    @Test("a disabled control sends nothing and is not highlighted")
    func disabledSendsNothing() {
        let (stage, control, recorder) = makeControl()
        control.isEnabled = false
        let touch = stage.host.touchDown(at: Self.center)
        #expect(!control.isHighlighted)
        touch.move(to: CGPoint(x: 150, y: 500))
        touch.up()
        stage.host.tap(at: Self.center)
        #expect(recorder.events.isEmpty)
        #expect(control.state == .disabled)
    }

    // MARK: Tracking

    @Test("beginTracking, continueTracking and endTracking come in order, each before its events")
    func trackingOrder() {
        let (stage, control) = makeTrackingControl()
        let touch = stage.host.touchDown(at: Self.center)
        touch.move(to: CGPoint(x: 160, y: 325))
        touch.up()
        #expect(control.log == [
            "beginTracking", "down",
            "continueTracking", "dragInside",
            "endTracking", "upInside",
        ])
    }

    @Test("a cancelled touch ends tracking with cancelTracking, then touchCancel")
    func cancelTrackingOrder() {
        let (stage, control) = makeTrackingControl()
        let touch = stage.host.touchDown(at: Self.center)
        touch.move(to: CGPoint(x: 160, y: 325))
        touch.cancel()
        #expect(control.log == [
            "beginTracking", "down",
            "continueTracking", "dragInside",
            "cancelTracking", "cancel",
        ])
    }

    @Test("beginTracking returning false: no continueTracking or endTracking, not tracking")
    func beginTrackingDeclines() {
        let (stage, control) = makeTrackingControl()
        control.beginAnswer = false
        let touch = stage.host.touchDown(at: Self.center)
        #expect(!control.isTracking)
        touch.move(to: CGPoint(x: 160, y: 325))
        touch.up()
        #expect(control.trackingCalls == ["beginTracking"])
    }

    @Test("continueTracking returning false stops tracking: no more continueTracking, no endTracking")
    func continueTrackingDeclines() {
        let (stage, control) = makeTrackingControl()
        control.continueAnswer = false
        let touch = stage.host.touchDown(at: Self.center)
        touch.move(to: CGPoint(x: 160, y: 325))
        #expect(!control.isTracking)
        touch.move(to: CGPoint(x: 170, y: 325))
        touch.up()
        #expect(control.trackingCalls == ["beginTracking", "continueTracking"])
    }

    // MARK: Gesture recognizers

    @Test("a control refuses single one-finger taps of other views, and nothing else")
    func controlRefusesOthersSingleTaps() {
        let control = UIControl(frame: Self.frame)
        let parent = UIView()
        parent.addSubview(control)
        let parentTap = UITapGestureRecognizer()
        parent.addGestureRecognizer(parentTap)
        let parentDoubleTap = UITapGestureRecognizer()
        parentDoubleTap.numberOfTapsRequired = 2
        parent.addGestureRecognizer(parentDoubleTap)
        let parentTwoFingerTap = UITapGestureRecognizer()
        parentTwoFingerTap.numberOfTouchesRequired = 2
        parent.addGestureRecognizer(parentTwoFingerTap)
        let parentPan = UIPanGestureRecognizer()
        parent.addGestureRecognizer(parentPan)
        let ownTap = UITapGestureRecognizer()
        control.addGestureRecognizer(ownTap)
        #expect(!control.gestureRecognizerShouldBegin(parentTap))
        #expect(control.gestureRecognizerShouldBegin(parentDoubleTap))
        #expect(control.gestureRecognizerShouldBegin(parentTwoFingerTap))
        #expect(control.gestureRecognizerShouldBegin(parentPan))
        #expect(control.gestureRecognizerShouldBegin(ownTap))
    }

    @Test("a tap recognizer on the control itself wins over its touch events: touchCancel")
    func ownTapRecognizer() {
        let (stage, control, recorder) = makeControl()
        stage.attach(UITapGestureRecognizer(), named: "tap", to: control)
        stage.host.tap(at: Self.center)
        #expect(stage.log.actions == ["tap.ended"])
        #expect(recorder.events == ["down", "cancel"])
    }
}
