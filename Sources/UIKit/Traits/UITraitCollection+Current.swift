import Foundation

/// The trait collection dynamic colors and images resolve with when nothing
/// else is given (`cgColor` of a dynamic color, drawing).
///
/// UIKit sets it to a view's or controller's collection while it lays out,
/// draws and hears trait changes, and restores it after. On the main actor
/// it belongs to the running app; other threads each have their own, as on
/// iOS. Outside UIKit's callbacks it falls back to the key window's traits
/// (or, without windows, the system's over the screen's): iOS 17's fallback.
extension UITraitCollection {
    private static let threadKey = "UITraitCollection.current"

    public class var current: UITraitCollection {
        get {
            if MainActorCheck.isOnMainActor {
                return MainActor.assumeIsolated { UIApplication.current.resolvingTraitCollection }
            }
            return Thread.current.threadDictionary[threadKey] as? UITraitCollection ?? UITraitCollection()
        }
        set {
            if MainActorCheck.isOnMainActor {
                MainActor.assumeIsolated { UIApplication.current.explicitCurrentTraits = newValue }
            } else {
                Thread.current.threadDictionary[threadKey] = newValue
            }
        }
    }

    /// Runs `actions` with this collection as `current`, then restores the
    /// previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try withCurrent(actions)
    }

    /// Runs `body` with this collection as `current` and returns its result.
    func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        if MainActorCheck.isOnMainActor {
            let application = MainActor.assumeIsolated { UIApplication.current }
            nonisolated(unsafe) let app = application
            let previous = MainActor.assumeIsolated { app.explicitCurrentTraits }
            MainActor.assumeIsolated { app.explicitCurrentTraits = self }
            defer { MainActor.assumeIsolated { app.explicitCurrentTraits = previous } }
            return try body()
        }
        let previous = Thread.current.threadDictionary[Self.threadKey]
        Thread.current.threadDictionary[Self.threadKey] = self
        defer { Thread.current.threadDictionary[Self.threadKey] = previous }
        return try body()
    }
}
