/// The sublayers of one layer whose subtrees changed lately, each with the
/// layer's `subtreeVersion` right after its latest change: what lets damage
/// recording visit only the sublayers that changed since its last frame
/// instead of asking every sublayer (Rendering/Damage/).
///
/// Sublayers are listed by `renderSerial`, not held: a removed layer is
/// not kept alive by its old parent.
struct SublayerChangeLog {
    /// How many sublayers the log lists. A frame in which more changed
    /// (a layout pass moving every cell) is recorded by asking each sublayer,
    /// which costs no more than the log would save.
    static let capacity = 8

    /// The subtree version after which every change is in the log: a change
    /// it does not list (a sublayer joining or leaving, one too many for the
    /// capacity) moves it past that change.
    private(set) var completeAfter: UInt64 = 0
    /// Oldest first, each sublayer once.
    private var entries: [(serial: UInt64, version: UInt64)] = []

    /// Notes that the sublayer numbered `serial` changed, `version` being
    /// the layer's subtree version after the change.
    mutating func noteChange(ofSublayer serial: UInt64, at version: UInt64) {
        if let index = entries.firstIndex(where: { $0.serial == serial }) {
            entries.remove(at: index)
        } else if entries.count == Self.capacity {
            // Its latest change is the oldest listed: every later one is still here.
            completeAfter = entries.removeFirst().version
        }
        entries.append((serial, version))
    }

    /// Notes a change the log cannot list, made at subtree version
    /// `version` at the latest: no later question reaching back before it
    /// gets an answer.
    mutating func noteUnlistedChange(through version: UInt64) {
        entries.removeAll(keepingCapacity: true)
        completeAfter = version
    }

    /// The serials of the sublayers that changed after subtree version
    /// `version`, or nil when the log does not reach back that far.
    func sublayersChanged(after version: UInt64) -> [UInt64]? {
        guard version >= completeAfter else { return nil }
        return entries.compactMap { $0.version > version ? $0.serial : nil }
    }
}
