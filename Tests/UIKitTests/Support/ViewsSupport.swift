import Testing
import UIKit

// Helpers shared by the view tests (Tests/UIKitTests/Views). Names are chosen so
// that they do not collide with other support files in this target.

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

/// The sRGB components of a color as 0…255 integers (rounded), for readable
/// color comparisons.
@MainActor
func rgba255(_ color: UIColor?) -> [Int] {
    guard let color else { return [] }
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha].map { Int(($0 * 255).rounded()) }
}
