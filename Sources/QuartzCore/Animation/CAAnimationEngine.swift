/// Ticks every layer with animations once per frame: starts and ends them
/// (delegate callbacks, transaction completions, removal on completion).
///
/// One engine per app (its `CoreAnimationContext`), ticked by the app's main
/// loop. Layers on the app's screen make frames while they animate; layers on
/// no screen are still started and stopped here (delegates and completions
/// hear about them) but cost no frame.
package final class CAAnimationEngine {
    private struct WeakLayer {
        weak var layer: CALayer?
    }

    private var layers: [WeakLayer] = []
    /// Emitter layers: while they show particles, every frame differs.
    private var emitters: [WeakLayer] = []
    private unowned let context: CoreAnimationContext

    init(context: CoreAnimationContext) {
        self.context = context
    }

    /// The engine of the app running now.
    package static var current: CAAnimationEngine { CoreAnimationContext.current.animationEngine }

    func register(_ layer: CALayer) {
        guard !layers.contains(where: { $0.layer === layer }) else { return }
        layers.append(WeakLayer(layer: layer))
    }

    /// Has frames drawn while `layer`'s particles move: ambient motion, like a
    /// blinking caret (an app is idle with only that going on).
    func registerEmitter(_ layer: CAEmitterLayer) {
        emitters.removeAll { $0.layer == nil }
        guard !emitters.contains(where: { $0.layer === layer }) else { return }
        emitters.append(WeakLayer(layer: layer))
    }

    /// The emitters on this app's screen showing particles at `time`.
    private func movingEmitters(at time: CFTimeInterval) -> [CALayer] {
        emitters.compactMap { entry in
            guard let layer = entry.layer, layer.renderContext === context, layer.isTimeRunning,
                  layer.properties.emitter?.showsParticles(at: time) == true else { return nil }
            return layer
        }
    }

    /// Starts and stops animations due at `time`. Returns whether any animation
    /// is still in flight (the frame must be drawn again).
    @discardableResult
    package func tick(at time: CFTimeInterval) -> Bool {
        var inFlight = false
        for entry in layers {
            guard let layer = entry.layer else { continue }
            let time = layer.localTime(atMediaTime: time)
            for record in layer.animationRecords {
                // A record stopped earlier in this frame (removed by a delegate) never starts.
                if !record.didStart && !record.didStop && time >= record.beginTime {
                    record.didStart = true
                    record.animation.delegate?.animationDidStart(record.animation)
                }
                if !record.didStop && time >= record.curve.endTime - 1e-9 {
                    if record.animation.isRemovedOnCompletion {
                        layer.animationRecords.removeAll { $0 === record }
                    }
                    record.stop(finished: true)
                    layer.noteChange()
                }
            }
            // Frozen animations (speed 0, moved by their owner) change only when moved.
            guard layer.renderContext === context, layer.isTimeRunning else { continue }
            var changesOwnLook = false, changesSublayers = false
            for record in layer.animationRecords where !record.didStop && record.animation.speed != 0 {
                changesOwnLook = changesOwnLook || record.changesOwnLook
                changesSublayers = changesSublayers || record.changesSublayers
            }
            if changesOwnLook || changesSublayers {
                inFlight = true
                // A color animating leaves the sublayers' records as they were.
                layer.noteChange(affectingOwnLook: changesOwnLook, affectingSublayers: changesSublayers)
            }
        }
        layers.removeAll { entry in entry.layer.map { $0.animationRecords.isEmpty } ?? true }
        for emitter in movingEmitters(at: time) { emitter.noteChange() }
        return inFlight
    }

    /// Whether any animation on this app's screen has not ended yet, leaving
    /// out ambient ones (`CAAnimation.isAmbient`) unless `includingAmbient`.
    package func hasAnimationsInFlight(includingAmbient: Bool = false) -> Bool {
        if includingAmbient, !movingEmitters(at: CACurrentMediaTime()).isEmpty { return true }
        return layers.contains { entry in
            guard let layer = entry.layer, layer.renderContext === context, layer.isTimeRunning else { return false }
            return layer.animationRecords.contains {
                !$0.didStop && $0.animation.speed != 0 && (includingAmbient || !$0.animation.isAmbient)
            }
        }
    }
}
