import Foundation

/// A scene's persistent record: its role, configuration and identifier, kept
/// while the scene connects and disconnects.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of scene a session holds. Raw values are Apple's.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The app's ordinary interactive window scene.
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
    }

    /// The session's scene while one is connected.
    public package(set) weak var scene: UIScene?
    /// The session's role.
    public let role: UISceneSession.Role
    /// The configuration the scene connected with (what the app delegate's
    /// `application(_:configurationForConnecting:options:)` returned).
    public package(set) var configuration: UISceneConfiguration
    /// A unique identifier, stable for the session's life.
    public let persistentIdentifier: String
    /// App data kept with the session (in memory: Kumiki restores no state).
    open var userInfo: [String: Any]?

    package init(role: UISceneSession.Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}
