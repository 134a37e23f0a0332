import Testing
import UIKit
import UIKitTesting

// Helpers shared by the gesture and control tests (Tests/UIKitTests/Gestures,
// Tests/UIKitTests/Controls). Names are chosen so that they do not collide with
// the other support files in this target.

// MARK: Numbers

/// Tolerance for values computed in a few floating-point steps over media times
/// near 1,000 s (one ulp of 1,000 is 1e-13): far above rounding, far below
/// anything a finger could produce.
let gestureTolerance: CGFloat = 1e-6

// MARK: Logging

/// One ordered record of what a gesture test observes: recognizer actions as
/// "<name>.<state>" ("pan.began") and view touch callbacks as
/// "<view> touches<Phase>" ("view touchesCancelled"), each with the media time
/// at which it happened.
@MainActor
final class GestureEventLog {
    private(set) var entries: [String] = []
    private(set) var times: [CFTimeInterval] = []

    func append(_ entry: String) {
        entries.append(entry)
        times.append(CACurrentMediaTime())
    }

    /// A target–action method: records the recognizer's name and state.
    func recordAction(_ recognizer: UIGestureRecognizer) {
        append("\(recognizer.name ?? "?").\(recognizer.state)")
    }

    /// The entries of recognizer actions only.
    var actions: [String] { entries.filter { $0.contains(".") } }

    /// The entries of one view's touch callbacks, as "touchesBegan", ….
    func touches(of view: String) -> [String] {
        entries.filter { $0.hasPrefix(view + " ") }.map { String($0.dropFirst(view.count + 1)) }
    }

    /// The media time of the first entry equal to `entry`.
    func time(of entry: String) -> CFTimeInterval? {
        entries.firstIndex(of: entry).map { times[$0] }
    }

    func removeAll() {
        entries.removeAll()
        times.removeAll()
    }
}

/// A view that handles its touches itself (nothing travels up the responder
/// chain) and records each callback in a `GestureEventLog`.
@MainActor
class GestureLoggingView: UIView {
    let name: String
    let log: GestureEventLog
    /// What `gestureRecognizerShouldBegin(_:)` answers; nil asks `UIView`'s.
    var shouldBeginAnswer: Bool?

    init(_ name: String, frame: CGRect, log: GestureEventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) touchesBegan")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) touchesMoved")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) touchesEnded")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) touchesCancelled")
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBeginAnswer ?? super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

/// Everything one gesture test drives: a headless host (iPhone 15 Pro, 120 Hz,
/// so one frame is 1/120 s) showing a plain controller whose view fills the
/// window, so frames given here are window coordinates.
@MainActor
final class GestureStage {
    let host: UITestHost
    let root: UIView
    let log = GestureEventLog()

    init() {
        host = UITestHost(device: .iPhone15Pro)
        let controller = UIViewController()
        host.rootViewController = controller
        root = controller.view
    }

    /// Seconds per frame of the host.
    var frame: TimeInterval { host.frameDuration }

    /// Adds a logging view named `name` to `parent` (the root view by default).
    @discardableResult
    func addView(_ name: String, frame: CGRect, to parent: UIView? = nil) -> GestureLoggingView {
        let view = GestureLoggingView(name, frame: frame, log: log)
        (parent ?? root).addSubview(view)
        return view
    }

    /// Names `recognizer`, makes the log its target and attaches it to `view`.
    @discardableResult
    func attach<Recognizer: UIGestureRecognizer>(_ recognizer: Recognizer, named name: String,
                                                 to view: UIView) -> Recognizer {
        recognizer.name = name
        recognizer.addTarget(log, action: GestureEventLog.recordAction(_:))
        view.addGestureRecognizer(recognizer)
        return recognizer
    }
}

/// A delegate whose every answer is set by the test; unset answers keep
/// UIKit's defaults (the protocol extension's).
@MainActor
final class ConfigurableGestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    /// Recognizers this delegate's recognizer may recognize together with.
    var simultaneousWith: [UIGestureRecognizer] = []
    /// Recognizers this delegate's recognizer must wait for.
    var requiresFailureOf: [UIGestureRecognizer] = []
    /// Recognizers that must wait for this delegate's recognizer.
    var requiredToFailBy: [UIGestureRecognizer] = []
    private(set) var shouldBeginCount = 0
    private(set) var shouldReceiveCount = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBeginCount += 1
        return shouldBegin
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceiveCount += 1
        return shouldReceive
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        simultaneousWith.contains { $0 === other }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        requiresFailureOf.contains { $0 === other }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        requiredToFailBy.contains { $0 === other }
    }
}

// MARK: Exit tests

/// What an exit test's child process wrote to standard error (empty when the
/// exit test did not run, which its `#expect` already reports).
func exitStandardErrorText(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

// MARK: Controls

/// Records a control's events by name ("down", "upInside", …), registering one
/// `UIAction` per event in the order of `UIControl.Event`'s bits.
@MainActor
final class ControlEventRecorder {
    private(set) var events: [String] = []

    static let touchEvents: [(String, UIControl.Event)] = [
        ("down", .touchDown), ("downRepeat", .touchDownRepeat),
        ("dragInside", .touchDragInside), ("dragOutside", .touchDragOutside),
        ("dragEnter", .touchDragEnter), ("dragExit", .touchDragExit),
        ("upInside", .touchUpInside), ("upOutside", .touchUpOutside),
        ("cancel", .touchCancel),
    ]

    init(observing control: UIControl) {
        for (name, event) in Self.touchEvents {
            control.addAction(UIAction { [weak self] _ in self?.events.append(name) }, for: event)
        }
    }

    func removeAll() {
        events.removeAll()
    }
}
