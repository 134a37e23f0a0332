import Foundation
import UIKit
import UIKitTesting

// Leak checks (docs/RELIABILITY.md): an area's objects are made, shown in a
// host's window, touched a little and closed, cycle after cycle on one
// long-lived host, as an app would over a day; only weak references to them
// are kept. Once the host has run until idle, none may be alive.

/// Weak references to everything a leak check's cycles made.
@MainActor
final class LeakTracker {
    private var references: [WeakReference<AnyObject>] = []

    /// Objects made so far.
    var trackedCount: Int { references.count }

    /// Keeps weak references to `objects` (nil ones are skipped).
    func track(_ objects: AnyObject?...) {
        for case let object? in objects { references.append(WeakReference(object)) }
    }

    /// Keeps weak references to `objects`.
    func track(all objects: [AnyObject]) {
        for object in objects { references.append(WeakReference(object)) }
    }

    /// Keeps weak references to every view in `host`'s windows that is not
    /// in `before` (`host.viewIdentifiers`): what showing a menu, an alert, a
    /// sheet or a drag preview added, framework views included.
    /// `excluding` leaves out views that outlive screens by design.
    func trackViewsAdded(to host: UITestHost, since before: Set<ObjectIdentifier>,
                         excluding isExcluded: (UIView) -> Bool = { _ in false }) {
        track(all: host.allViews.filter { !before.contains(ObjectIdentifier($0)) && !isExcluded($0) })
    }

    /// What is still alive, counted by class (an object tracked twice counts
    /// once): `["UIViewController × 3"]`.
    var survivors: [String] {
        var counts: [String: Int] = [:]
        var seen: Set<ObjectIdentifier> = []
        for reference in references {
            guard let object = reference.object, seen.insert(ObjectIdentifier(object)).inserted else { continue }
            counts[String(describing: type(of: object)), default: 0] += 1
        }
        return counts.sorted { $0.key < $1.key }.map { "\($0.key) × \($0.value)" }
    }
}

/// What a leak check found.
struct LeakReport: CustomStringConvertible {
    let cycles: Int
    let tracked: Int
    let survivors: [String]

    var description: String {
        "\(cycles) cycles made \(tracked) tracked objects; still alive: "
            + (survivors.isEmpty ? "none" : survivors.joined(separator: ", "))
    }
}

@MainActor
enum LeakCheck {
    /// Cycles per area: the thousand.
    static let cycles = 1_000
    /// Cycles of an area whose thousand take seconds in a debug build (the
    /// times are in docs/RELIABILITY.md): a hundred in `make test`;
    /// `KUMIKI_LEAK_CYCLES=1000` in the environment runs the full thousand.
    static let shortCycles = ProcessInfo.processInfo.environment["KUMIKI_LEAK_CYCLES"].flatMap { Int($0) } ?? 100

    /// Runs `cycles` cycles of `cycle` (given the cycle's index and a tracker
    /// for what it makes) on `host`, lets the host run until idle, and reports
    /// what is still alive. A cycle must close what it showed; the test body
    /// keeps nothing but the tracker's weak references.
    static func run(_ cycles: Int, on host: UITestHost,
                    _ cycle: (_ index: Int, _ tracker: LeakTracker) -> Void) -> LeakReport {
        let tracker = LeakTracker()
        for index in 0..<cycles {
            cycle(index, tracker)
        }
        host.runUntilIdle()
        return LeakReport(cycles: cycles, tracked: tracker.trackedCount, survivors: tracker.survivors)
    }
}

extension UITestHost {
    /// Every view in the app's windows (the windows too), front to back.
    var allViews: [UIView] {
        var views: [UIView] = []
        var pending: [UIView] = application.windows
        while let view = pending.popLast() {
            views.append(view)
            pending += view.subviews
        }
        return views
    }

    /// The identities of `allViews`, for `LeakTracker.trackViewsAdded(to:since:)`.
    var viewIdentifiers: Set<ObjectIdentifier> { Set(allViews.map(ObjectIdentifier.init)) }

    /// A drag whose finger rests a moment before it lifts: the content scrolls
    /// by the drag's length and does not coast (seconds of deceleration would
    /// only cost test time).
    func dragAndRest(from start: CGPoint, to end: CGPoint) {
        let finger = touchDown(at: start)
        finger.move(to: end, duration: 0.15)
        advance(by: 0.1)
        finger.up()
    }

    /// A root controller with a white view, installed; the cycles add to and
    /// present from it.
    @discardableResult
    func installLeakCheckRoot() -> UIViewController {
        let root = UIViewController()
        root.view.backgroundColor = .white
        rootViewController = root
        runUntilIdle()
        return root
    }
}
