import Testing
import UIKit

// Helpers shared by the view tests (Tests/UIKitTests/Views). Names are chosen so
// that they do not collide with other support files in this target.

/// Tolerance for geometry computed in a few floating-point steps (rotations by
/// π/2 leave cos = 6e-17 behind): far above `Double` rounding, far below a pixel.
let viewGeometryTolerance: CGFloat = 1e-9

func isNearly(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = viewGeometryTolerance) -> Bool {
    abs(a - b) <= tolerance
}

func isNearly(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = viewGeometryTolerance) -> Bool {
    isNearly(a.x, b.x, tolerance: tolerance) && isNearly(a.y, b.y, tolerance: tolerance)
}

func isNearly(_ a: CGSize, _ b: CGSize, tolerance: CGFloat = viewGeometryTolerance) -> Bool {
    isNearly(a.width, b.width, tolerance: tolerance) && isNearly(a.height, b.height, tolerance: tolerance)
}

func isNearly(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = viewGeometryTolerance) -> Bool {
    isNearly(a.origin, b.origin, tolerance: tolerance) && isNearly(a.size, b.size, tolerance: tolerance)
}

/// An ordered record of callbacks, shared by the recording views of one test.
@MainActor
final class ViewCallbackLog {
    var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }
}

/// A view that records every hierarchy callback as "<name> <callback>", with the
/// argument's name (or "nil") where the callback has one.
@MainActor
final class HierarchyRecordingView: UIView {
    let name: String
    let log: ViewCallbackLog

    init(_ name: String, log: ViewCallbackLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.record("\(name) willMove(toSuperview: \(label(of: newSuperview)))")
    }

    override func didMoveToSuperview() {
        log.record("\(name) didMoveToSuperview")
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        log.record("\(name) willMove(toWindow: \(label(of: newWindow)))")
    }

    override func didMoveToWindow() {
        log.record("\(name) didMoveToWindow")
    }

    override func didAddSubview(_ subview: UIView) {
        log.record("\(name) didAddSubview(\(label(of: subview)))")
    }

    override func willRemoveSubview(_ subview: UIView) {
        log.record("\(name) willRemoveSubview(\(label(of: subview)))")
    }

    private func label(of view: UIView?) -> String {
        guard let view else { return "nil" }
        if let recording = view as? HierarchyRecordingView { return recording.name }
        if let window = view as? NamedTestWindow { return window.name }
        return String(describing: type(of: view))
    }
}

/// A window with a name for callback logs.
@MainActor
final class NamedTestWindow: UIWindow {
    let name: String

    init(_ name: String, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        self.name = name
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        nil
    }
}

/// What an exit test's child process wrote to standard error, as text (empty
/// when the exit test did not run, which the `#expect` itself already reports).
func standardErrorText(of result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// The sRGB components of a color as 0…255 integers (rounded), for readable
/// color comparisons.
@MainActor
func rgba255(_ color: UIColor?) -> [Int] {
    guard let color else { return [] }
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha].map { Int(($0 * 255).rounded()) }
}
