import Foundation

/// An effect a `UIVisualEffectView` applies: a blur (`UIBlurEffect`).
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    public override init() {
        super.init()
    }
}
