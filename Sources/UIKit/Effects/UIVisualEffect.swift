import Foundation

/// An effect a `UIVisualEffectView` applies: a blur (`UIBlurEffect`), or
/// vibrancy for content over a blur (`UIVibrancyEffect`).
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    public override init() {
        super.init()
    }
}
