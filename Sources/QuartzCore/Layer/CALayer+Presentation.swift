import CoreGraphics

/// What a layer shows at a moment: its model values with the animations in
/// flight applied.
extension CALayer {
    /// The values to draw at media time `time`: the model values, or with the
    /// animations in flight applied in the order they were added.
    func renderProperties(at time: CFTimeInterval) -> CALayerProperties {
        guard !animationRecords.isEmpty else { return properties }
        var values = properties
        let time = localTime(atMediaTime: time)
        for record in animationRecords {
            let curve = record.curve
            switch curve.phase(at: time) {
            case .inactive:
                continue
            case .active(let fraction, let iteration), .filling(let fraction, let iteration):
                if let transition = record.animation as? CATransition {
                    values.transition = TransitionFrame(type: transition.type, subtype: transition.subtype ?? .fromLeft,
                                                        before: record.before,
                                                        progress: transition.progress(at: fraction))
                } else {
                    record.animation.apply(fraction: fraction, iteration: iteration,
                                           localTime: curve.localTime(at: time), to: &values)
                }
            }
        }
        return values
    }
}
