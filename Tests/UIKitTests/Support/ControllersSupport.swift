import Foundation
import UIKit

/// A controller that writes every life-cycle and containment callback to a
/// shared log as "name callback", with the movement and presentation flags
/// where UIKit documents them as meaningful.
@MainActor
final class LifecycleRecorder: UIViewController {
    let name: String
    let log: CallbackList

    init(_ name: String, log: CallbackList) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    private func record(_ entry: String) {
        log.entries.append("\(name) \(entry)")
    }

    override func viewDidLoad() { record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear" + flags) }
    override func viewIsAppearing(_ animated: Bool) { record("viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear" + flags) }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear" + flags) }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear" + flags) }
    override func viewWillLayoutSubviews() { record("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { record("viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record("willMove(toParent: \(Self.name(of: parent)))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("didMove(toParent: \(Self.name(of: parent)))")
    }

    /// A recorder's name, another controller's class, or "nil".
    private static func name(of parent: UIViewController?) -> String {
        guard let parent else { return "nil" }
        return (parent as? LifecycleRecorder)?.name ?? "\(type(of: parent))"
    }

    /// The flags that explain why the controller appears or disappears.
    private var flags: String {
        var names: [String] = []
        if isMovingToParent { names.append("movingToParent") }
        if isMovingFromParent { names.append("movingFromParent") }
        if isBeingPresented { names.append("beingPresented") }
        if isBeingDismissed { names.append("beingDismissed") }
        return names.isEmpty ? "" : " [" + names.joined(separator: ", ") + "]"
    }
}

/// Layout callbacks are left out of a log when a test is about appearance.
@MainActor
extension CallbackList {
    var withoutLayout: [String] {
        entries.filter { !$0.hasSuffix("LayoutSubviews") }
    }
}

/// A weak reference kept in a list, for leak checks.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
