/// One-shot timers on the media clock, fired by the main loop's timer step
/// (gesture timeouts and the like). Framework code uses these instead of
/// `Timer` or `asyncAfter`, so tests control them with virtual time.
@MainActor
final class MediaTimerQueue {
    private struct Entry {
        let identifier: Int
        let fireTime: CFTimeInterval
        let action: () -> Void
    }

    private var entries: [Entry] = []
    private var nextIdentifier = 1

    /// Schedules `action` for `delay` seconds from now; returns a handle for `cancel`.
    func schedule(after delay: CFTimeInterval, _ action: @escaping () -> Void) -> Int {
        let identifier = nextIdentifier
        nextIdentifier += 1
        entries.append(Entry(identifier: identifier, fireTime: CACurrentMediaTime() + delay, action: action))
        return identifier
    }

    func cancel(_ identifier: Int) {
        entries.removeAll { $0.identifier == identifier }
    }

    /// Fires every timer due at or before `now`, earliest first (ties in
    /// scheduling order), including timers that firing schedules for no later
    /// than `now`.
    func fireDue(now: CFTimeInterval) {
        while let index = entries.indices.filter({ entries[$0].fireTime <= now + 1e-9 })
            .min(by: { (entries[$0].fireTime, entries[$0].identifier) < (entries[$1].fireTime, entries[$1].identifier) }) {
            let entry = entries.remove(at: index)
            entry.action()
        }
    }

    var isEmpty: Bool { entries.isEmpty }
}
