import CoreGraphics
import Foundation

/// An emitter layer's own model values (`CALayerProperties.emitter`). The
/// values a particle keeps from its birth — where the emitter was, its size
/// and rate — are kept as a history of changes on the media clock, so that
/// the particles of any moment can be worked out from scratch.
struct EmitterLayerProperties {
    /// What a particle takes from the emitter when it is born.
    struct Settings: Equatable {
        var birthRate: Float = 1
        var position = CGPoint.zero
        var size = CGSize.zero
    }

    /// Changes of the birth settings, oldest first, each from its media time
    /// on; the first holds from the beginning of time.
    private(set) var history: [(time: CFTimeInterval, settings: Settings)] = [(-.infinity, Settings())]
    var cells: [CAEmitterCell]?
    var lifetime: Float = 1
    var zPosition: CGFloat = 0
    var depth: CGFloat = 0
    var shape = CAEmitterLayerEmitterShape.point
    var mode = CAEmitterLayerEmitterMode.volume
    var renderMode = CAEmitterLayerRenderMode.unordered
    var velocity: Float = 1
    var scale: Float = 1
    var spin: Float = 1
    var seed: UInt32 = 0

    /// The settings now (the last change).
    var current: Settings { history[history.count - 1].settings }

    /// The longest a particle of the current cells can live, in seconds.
    var longestLifetime: CFTimeInterval {
        let longest = (cells ?? []).map { Double(max(0, $0.lifetime + abs($0.lifetimeRange))) }.max() ?? 0
        return longest * Double(max(0, lifetime))
    }

    /// Whether particles can be showing at `time`: a cell emits, and births
    /// have not stopped longer ago than a particle lives. Frames are drawn
    /// while this holds.
    func showsParticles(at time: CFTimeInterval) -> Bool {
        guard cells?.contains(where: { $0.isEnabled && $0.birthRate > 0 }) == true else { return false }
        return current.birthRate > 0 || time - history[history.count - 1].time < longestLifetime
    }

    /// Records a change of the birth settings at media time `time`. Changes
    /// older than any living particle's birth are forgotten.
    mutating func change(at time: CFTimeInterval, _ body: (inout Settings) -> Void) {
        var settings = current
        body(&settings)
        guard settings != current else { return }
        if history[history.count - 1].time >= time {
            history[history.count - 1].settings = settings
        } else {
            history.append((time, settings))
        }
        // Keep the last change at or before the oldest possible birth, and all after it.
        let horizon = time - longestLifetime
        if let keep = history.lastIndex(where: { $0.time <= horizon }), keep > 0 {
            history.removeFirst(keep)
            history[0].time = -.infinity
        }
    }
}
