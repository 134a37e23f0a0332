/// A handler with a title and identity, sent by controls (`UIControl.addAction`).
@preconcurrency @MainActor
public final class UIAction: NSObject {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public var title: String
    public var image: UIImage?
    public let identifier: Identifier
    let handler: (UIAction) -> Void
    /// The control that sent the action, while the handler runs.
    public internal(set) weak var sender: AnyObject?

    /// Without an identifier, a unique one is made up.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUIDGenerator.next())
        self.handler = handler
    }

    func perform(from sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

/// Identifiers for actions created without one: a counter, stable within a run.
@MainActor
enum UUIDGenerator {
    private static var counter = 0

    static func next() -> String {
        counter += 1
        return "com.kumiki.action.\(counter)"
    }
}
