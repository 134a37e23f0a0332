/// Layer time, as in Core Animation: each layer maps its superlayer's time to
/// its own with `(parentTime − beginTime) · speed + timeOffset`, starting from
/// media time at the root. A layer with speed 0 freezes its animations and its
/// sublayers' — the usual way to pause them.
///
/// Kumiki has the three properties this needs (`beginTime`, `speed`,
/// `timeOffset`) and `convertTime`; a layer's own `duration`, repeat and
/// autoreverse (full `CAMediaTiming` on layers) are absent.
extension CALayer {
    /// The layer's local time at media time `mediaTime` (seconds).
    public func localTime(atMediaTime mediaTime: CFTimeInterval) -> CFTimeInterval {
        let parentTime = superlayer?.localTime(atMediaTime: mediaTime) ?? mediaTime
        return (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// Media time at which the layer's local time is `local`; with speed 0
    /// anywhere on the way, the layer's `beginTime` is returned for that step.
    func mediaTime(atLocalTime local: CFTimeInterval) -> CFTimeInterval {
        let parentTime = speed != 0 ? (local - timeOffset) / Double(speed) + beginTime : beginTime
        return superlayer?.mediaTime(atLocalTime: parentTime) ?? parentTime
    }

    /// `t` in `layer`'s time (media time for nil) converted to this layer's time.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(atMediaTime: layer?.mediaTime(atLocalTime: t) ?? t)
    }

    /// `t` in this layer's time converted to `layer`'s time (media time for nil).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let media = mediaTime(atLocalTime: t)
        return layer?.localTime(atMediaTime: media) ?? media
    }

    /// Whether the layer's time moves (no layer on the way to the root has speed 0).
    var isTimeRunning: Bool {
        speed != 0 && (superlayer?.isTimeRunning ?? true)
    }
}
