import Foundation

/// The classes UIKit makes a scene with, by name.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name (an Info.plist key on iOS; Kumiki keeps it).
    public let name: String?
    /// The role of the sessions the configuration is for.
    public let role: UISceneSession.Role
    /// The scene's class: `UIWindowScene` (or a subclass of it) when nil.
    open var sceneClass: AnyClass?
    /// The scene delegate's class, made with `init()` when the scene connects
    /// (a class conforming to `UISceneDelegate`; see its note on `init()`).
    /// nil: the scene has no delegate and the app delegate hears the life cycle.
    open var delegateClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
