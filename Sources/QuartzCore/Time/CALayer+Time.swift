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
        // Usually every layer keeps the default timing: media time is local time.
        var layer: CALayer? = self
        while let current = layer, current.beginTime == 0, current.speed == 1, current.timeOffset == 0 {
            layer = current.superlayer
        }
        guard layer != nil else { return mediaTime }
        // From the root down (iteratively: trees may be deep).
        var chain: [CALayer] = []
        layer = self
        while let current = layer {
            chain.append(current)
            layer = current.superlayer
        }
        return chain.reversed().reduce(mediaTime) { time, layer in
            (time - layer.beginTime) * Double(layer.speed) + layer.timeOffset
        }
    }

    /// Media time at which the layer's local time is `local`; with speed 0
    /// anywhere on the way, the layer's `beginTime` is returned for that step.
    func mediaTime(atLocalTime local: CFTimeInterval) -> CFTimeInterval {
        var time = local
        var layer: CALayer? = self
        while let current = layer {
            time = current.speed != 0 ? (time - current.timeOffset) / Double(current.speed) + current.beginTime
                : current.beginTime
            layer = current.superlayer
        }
        return time
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
        var layer: CALayer? = self
        while let current = layer {
            if current.speed == 0 { return false }
            layer = current.superlayer
        }
        return true
    }
}
