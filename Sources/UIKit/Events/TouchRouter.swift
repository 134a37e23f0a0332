/// One sample of one finger, as a host reports it: window coordinates (points,
/// the screen's space), media time.
public struct UITouchSample: Equatable, Sendable {
    public var identifier: Int
    public var phase: UITouch.Phase
    public var location: CGPoint
    public var timestamp: TimeInterval

    public init(identifier: Int, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval) {
        self.identifier = identifier
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }
}

/// Turns host samples into `UITouch`es and a `UIEvent`: hit-tests a touch when it
/// begins (and keeps that view for its life), counts taps, applies
/// `isMultipleTouchEnabled` and `isExclusiveTouch`, and sends the event.
@MainActor
final class TouchRouter {

    private var active: [Int: UITouch] = [:]
    /// Samples that began on a view that may not take them; their later samples are dropped.
    private var ignored: Set<Int> = []
    private var lastTap: LastTap?
    private let event = UIEvent(type: .touches)

    /// Where and when the last tap lifted (its view held weakly).
    private struct LastTap {
        let location: CGPoint
        let time: TimeInterval
        let count: Int
        weak var view: UIView?
    }

    var activeTouches: [UITouch] { Array(active.values) }

    /// Sends the samples in order, one event per run of samples that changes each
    /// finger at most once, so that a finger that goes down and moves (or lifts)
    /// within one turn still gets every phase delivered.
    func route(_ samples: [UITouchSample], windows: [UIWindow], application: UIApplication) {
        var batch: [UITouchSample] = []
        for sample in samples {
            if batch.contains(where: { $0.identifier == sample.identifier }) {
                routeBatch(batch, windows: windows, application: application)
                batch.removeAll()
            }
            batch.append(sample)
        }
        routeBatch(batch, windows: windows, application: application)
    }

    private func routeBatch(_ samples: [UITouchSample], windows: [UIWindow], application: UIApplication) {
        guard !samples.isEmpty else { return }
        var changed: [UITouch] = []
        for sample in samples {
            if let touch = update(with: sample, windows: windows) { changed.append(touch) }
        }
        guard !changed.isEmpty else { return }
        let changedSet = Set(changed)
        for touch in active.values where !changedSet.contains(touch) {
            touch.phase = .stationary
        }
        event.timestamp = samples.map(\.timestamp).max() ?? 0
        event.touchSet = Set(active.values)
        application.sendEvent(event)
        for touch in changed where touch.phase == .ended || touch.phase == .cancelled {
            active.removeValue(forKey: touch.identifier)
            if touch.phase == .ended {
                lastTap = LastTap(location: touch.locationInWindow, time: touch.timestamp, count: touch.tapCount,
                                  view: touch.view)
            }
        }
    }

    /// Applies one sample; returns the touch it changed, or nil when it is ignored.
    private func update(with sample: UITouchSample, windows: [UIWindow]) -> UITouch? {
        if sample.phase == .began {
            guard active[sample.identifier] == nil else { return nil }
            guard let (window, view) = hitTest(sample.location, windows: windows), acceptsNewTouch(on: view) else {
                ignored.insert(sample.identifier)
                return nil
            }
            // A second finger on a view without multiple touch still reaches the
            // gesture recognizers (a pinch works on a plain view), not the view.
            let reachesView = view.isMultipleTouchEnabled || !active.values.contains { $0.view === view }
            let location = Self.point(sample.location, in: window)
            let touch = UITouch(identifier: sample.identifier, locationInWindow: location, timestamp: sample.timestamp,
                                tapCount: tapCount(at: sample.location, time: sample.timestamp),
                                view: view, window: window)
            touch.reachesView = reachesView
            active[sample.identifier] = touch
            return touch
        }
        guard let touch = active[sample.identifier] else {
            if sample.phase == .ended || sample.phase == .cancelled { ignored.remove(sample.identifier) }
            return nil
        }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = touch.window.map { Self.point(sample.location, in: $0) } ?? sample.location
        touch.timestamp = sample.timestamp
        touch.phase = sample.phase
        return touch
    }

    /// A screen point in `window`'s coordinates: a window that does not fill
    /// the screen (the keyboard's) starts at its frame's origin.
    static func point(_ point: CGPoint, in window: UIWindow) -> CGPoint {
        CGPoint(x: point.x - window.frame.minX + window.bounds.minX, y: point.y - window.frame.minY + window.bounds.minY)
    }

    /// The front-most visible window with a view under `point`, and that view.
    private func hitTest(_ point: CGPoint, windows: [UIWindow]) -> (UIWindow, UIView)? {
        for window in windows.reversed() {
            let local = Self.point(point, in: window)
            if let view = window.hitTest(local, with: event) { return (window, view) }
        }
        return nil
    }

    private func acceptsNewTouch(on view: UIView) -> Bool {
        let others = active.values
        // Exclusive touch is between views: an exclusive multiple-touch view still
        // takes more fingers of its own.
        let onOtherViews = others.filter { $0.view !== view }
        if view.isExclusiveTouch && !onOtherViews.isEmpty { return false }
        if onOtherViews.contains(where: { $0.view?.isExclusiveTouch == true }) { return false }
        return true
    }

    private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let lastTap, time - lastTap.time <= GestureThresholds.multiTapInterval,
              hypot(location.x - lastTap.location.x, location.y - lastTap.location.y) <= GestureThresholds.tapSlop else {
            return 1
        }
        return lastTap.count + 1
    }

    /// Cancels every touch still down (the app is ending): recognizers and views
    /// hear `touchesCancelled`, and the router forgets every finger.
    func cancelAll(application: UIApplication) {
        if !active.isEmpty {
            for touch in active.values { touch.phase = .cancelled }
            event.touchSet = Set(active.values)
            application.touchDelivery.cancelAll(event: event)
        }
        active.removeAll()
        ignored.removeAll()
        lastTap = nil
        event.touchSet = []
    }
}
