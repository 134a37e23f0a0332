import QuartzCore

/// The caret's blink, shared by text fields and text views: solid for
/// `delay` after it moves, then shown for half of each `period` and hidden
/// for the other half (uncertain: iOS fades it; its timing is undocumented).
/// The blink is ambient: it does not keep a test host from being idle.
@MainActor
enum CaretBlink {
    /// Seconds the caret stays solid after typing or moving.
    static let delay: CFTimeInterval = 0.5
    /// Seconds per blink, shown then hidden.
    static let period: CFTimeInterval = 1

    /// A blink starting `delay` from now on the media clock; adding it again
    /// (under the same key) restarts it.
    static func animation() -> CAKeyframeAnimation {
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [1, 0]
        blink.keyTimes = [0, 0.5, 1]
        blink.calculationMode = .discrete
        blink.duration = period
        blink.repeatCount = .infinity
        blink.beginTime = CACurrentMediaTime() + delay
        blink.isAmbient = true
        return blink
    }
}
