import Testing
import UIKit
import UIKitTesting

// Helpers shared by the Drawing, Images, Application and Events tests. Names are
// chosen so that they do not collide with Support/ViewsSupport.swift.

// MARK: Numbers

/// A color's sRGB red, green, blue and alpha through `getRed(_:green:blue:alpha:)`;
/// empty when the color does not answer.
func rgbaComponents(of color: UIColor) -> [CGFloat] {
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return [] }
    return [red, green, blue, alpha]
}

// MARK: Pixels

/// Straight-alpha 8-bit pixels that the drawing tests expect.
enum TestPixel {
    static let red = CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    static let green = CGImage.Pixel(red: 0, green: 255, blue: 0, alpha: 255)
    static let blue = CGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
    static let white = CGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    static let black = CGImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255)
    static let transparent = CGImage.Pixel(red: 0, green: 0, blue: 0, alpha: 0)
}

extension UIImage {
    /// The stored pixel at column `x`, row `y` from the top (the image must have pixels).
    func storedPixel(x: Int, y: Int) -> CGImage.Pixel {
        cgImage!.pixel(atX: x, y: y)
    }
}

// MARK: Exit tests

// MARK: Touches

/// What a touch looked like when it was delivered: touches are live objects that
/// keep changing, so each delivery copies what the tests look at.
@MainActor
struct TouchSnapshot {
    let touch: UITouch
    let phase: UITouch.Phase
    /// `location(in:)` and `previousLocation(in:)` of the receiving view.
    let location: CGPoint
    let previousLocation: CGPoint
    /// `location(in: nil)`: window coordinates.
    let locationInWindow: CGPoint
    let timestamp: TimeInterval
    let tapCount: Int
    let view: UIView?
    let window: UIWindow?
}

/// One call of a touch method on a recording view.
@MainActor
struct TouchDelivery {
    /// "began", "moved", "ended" or "cancelled".
    let method: String
    let receiver: String
    let touches: [TouchSnapshot]
    let event: UIEvent?
    let eventTimestamp: TimeInterval?
    let allTouches: Set<UITouch>?
    /// Phases of every touch in the event at delivery time, keyed by touch.
    let phasesOfAllTouches: [ObjectIdentifier: UITouch.Phase]
}

/// Every touch delivery to the recording views of one test, in order.
@MainActor
final class TouchLog {
    private(set) var deliveries: [TouchDelivery] = []

    func append(_ delivery: TouchDelivery) {
        deliveries.append(delivery)
    }

    /// "<receiver> <method>" for each delivery.
    var entries: [String] { deliveries.map { "\($0.receiver) \($0.method)" } }
}

/// A view that handles touches itself (it does not pass them up the responder
/// chain) and records every delivery.
@MainActor
final class TouchRecordingView: UIView {
    let name: String
    let log: TouchLog
    /// Runs inside each touch method, for checks that need the live event.
    var inspect: ((String, Set<UITouch>, UIEvent?) -> Void)?

    init(_ name: String, frame: CGRect, log: TouchLog = TouchLog()) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// This view's deliveries.
    var deliveries: [TouchDelivery] { log.deliveries.filter { $0.receiver == name } }
    /// This view's touch methods, in order.
    var methods: [String] { deliveries.map(\.method) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches, event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches, event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches, event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event)
    }

    private func record(_ method: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        let snapshots = touches.sorted { $0.timestamp < $1.timestamp }.map { touch in
            TouchSnapshot(touch: touch, phase: touch.phase, location: touch.location(in: self),
                          previousLocation: touch.previousLocation(in: self),
                          locationInWindow: touch.location(in: nil), timestamp: touch.timestamp,
                          tapCount: touch.tapCount, view: touch.view, window: touch.window)
        }
        var phases: [ObjectIdentifier: UITouch.Phase] = [:]
        for touch in event?.allTouches ?? [] { phases[ObjectIdentifier(touch)] = touch.phase }
        log.append(TouchDelivery(method: method, receiver: name, touches: snapshots, event: event,
                                 eventTimestamp: event?.timestamp, allTouches: event?.allTouches,
                                 phasesOfAllTouches: phases))
        inspect?(method, touches, event)
    }
}

/// A host showing a plain controller whose view holds `views` (window
/// coordinates, as the controller's view fills the window).
@MainActor
func makeHost(device: UITestDevice = .iPhone15Pro, showing views: [UIView]) -> UITestHost {
    let host = UITestHost(device: device)
    let controller = UIViewController()
    for view in views { controller.view.addSubview(view) }
    host.rootViewController = controller
    return host
}

// MARK: View controllers

/// A controller that records its loading, appearance and layout callbacks as
/// "<name> <callback>" in a shared list.
@MainActor
final class CallbackRecordingController: UIViewController {
    let name: String
    let log: CallbackList

    init(_ name: String = "controller", log: CallbackList = CallbackList()) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// This controller's callbacks, without the name.
    var callbacks: [String] {
        log.entries.filter { $0.hasPrefix(name + " ") }.map { String($0.dropFirst(name.count + 1)) }
    }

    override func loadView() {
        log.entries.append("\(name) loadView")
        super.loadView()
    }

    override func viewDidLoad() { log.entries.append("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name) viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name) viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.entries.append("\(name) viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.entries.append("\(name) viewDidLayoutSubviews") }
}

/// An ordered list of callbacks shared by several recorders.
@MainActor
final class CallbackList {
    var entries: [String] = []
}
