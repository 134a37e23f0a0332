/// Finds what changed on the frame between two frames from their damage
/// records: the old and new extents of every layer whose record changed,
/// appeared or went away; then, until nothing more is added, the whole
/// reach of every layer that reads a damaged pixel: a backdrop blurs what is
/// behind it, a shadow what casts it, so either is drawn again whole (a blur
/// cut by the damage's edge would come out differently near it).
final class DamageTracker {
    /// The last frame's records; nil before the first frame, or after a
    /// frame that must be drawn whole again.
    private var previous: [DamageRecorder.Key: DamageRecord]?

    /// The region to draw again for a frame recorded as `current` on
    /// `frame`; remembers `current` for the next frame.
    func damage(for current: [DamageRecorder.Key: DamageRecord], frame: DamageRegion.PixelRect) -> DamageRegion {
        defer { previous = current }
        guard let previous else { return DamageRegion(frame) }
        var region = DamageRegion()
        for (key, record) in current {
            guard let old = previous[key] else {
                region.add(record.extent)
                continue
            }
            if old != record {
                region.add(old.extent)
                region.add(record.extent)
            }
        }
        for (key, old) in previous where current[key] == nil {
            region.add(old.extent)
        }
        guard !region.isEmpty else { return region }
        var readers = current.values.compactMap { record in
            record.readReach.map { record.extent.outset(by: $0).clipped(to: frame) }
        }
        var grew = true
        while grew {
            grew = false
            for (index, reach) in readers.enumerated().reversed() where region.intersects(reach) {
                region.add(reach)
                readers.remove(at: index)
                grew = true
            }
        }
        return region
    }

    /// Forgets the last frame: the next one is drawn whole.
    func reset() {
        previous = nil
    }
}
