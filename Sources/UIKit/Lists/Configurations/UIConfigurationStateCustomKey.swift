/// The name of a custom state in a configuration state
/// (`state[.isArchived] = true`). Declare names as static constants in an
/// extension, as with notification names.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
