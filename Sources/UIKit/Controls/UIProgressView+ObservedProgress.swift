import Foundation

/// Following a `Progress`. UIKit observes `fractionCompleted` by key-value
/// observing, which Foundation on Linux lacks; Kumiki reads it once a frame
/// instead, from the first turn after it changes, while the bar is in a
/// window (docs/PORTING.md). A bar in no window shows the value it had.
extension UIProgressView {
    /// Starts or stops reading `observedProgress` each turn, with the
    /// application of the bar's window.
    func followObservedProgress() {
        let key = ObjectIdentifier(self)
        samplingApplication?.turnSamplers[key] = nil
        samplingApplication = nil
        guard observedProgress != nil, let application = window?.application else { return }
        application.turnSamplers[key] = { [weak self, weak application] in
            // A bar freed while in a window stops being sampled.
            guard let self else { application?.turnSamplers[key] = nil; return }
            showObservedProgress()
        }
        samplingApplication = application
        showObservedProgress()
    }

    /// Shows the observed progress's fraction (pinned to 0…1), without animation.
    func showObservedProgress() {
        guard let observed = observedProgress else { return }
        let fraction = Float(observed.fractionCompleted)
        if fraction != progress { progress = fraction }
    }
}
