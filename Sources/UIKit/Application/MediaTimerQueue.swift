/// One-shot timers on an app's media clock, fired by the main loop's timer step
/// (gesture timeouts, completions on the next turn, delayed animators).
/// Framework code uses these instead of `Timer` or `asyncAfter`, so tests
/// control them with virtual time.
@MainActor
package final class MediaTimerQueue {
    private struct Entry {
        let identifier: Int
        let fireTime: CFTimeInterval
        let action: () -> Void
    }

    package let clock: MediaClock
    private var entries: [Entry] = []
    private var nextIdentifier = 1

    /// Timers read `clock` (an app's) when scheduled.
    package init(clock: MediaClock) {
        self.clock = clock
    }

    /// Schedules `action` for `delay` seconds from now; returns a handle for `cancel`.
    package func schedule(after delay: CFTimeInterval, _ action: @escaping () -> Void) -> Int {
        let identifier = nextIdentifier
        nextIdentifier += 1
        entries.append(Entry(identifier: identifier, fireTime: clock.now + delay, action: action))
        return identifier
    }

    package func cancel(_ identifier: Int) {
        entries.removeAll { $0.identifier == identifier }
    }

    /// Drops every timer unfired.
    package func removeAll() {
        entries.removeAll()
    }

    /// Fires every timer due at or before `now`, earliest first (ties in
    /// scheduling order), including timers that firing schedules for no later
    /// than `now`.
    package func fireDue(now: CFTimeInterval) {
        while let index = entries.indices.filter({ entries[$0].fireTime <= now + 1e-9 })
            .min(by: { (entries[$0].fireTime, entries[$0].identifier) < (entries[$1].fireTime, entries[$1].identifier) }) {
            let entry = entries.remove(at: index)
            entry.action()
        }
    }

    package var isEmpty: Bool { entries.isEmpty }
}
