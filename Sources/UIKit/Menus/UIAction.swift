import Foundation

/// A handler with a title and identity: sent by controls (`UIControl.addAction`)
/// and shown as an item of menus (`UIMenu`).
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }
    public override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }
    /// The image shown instead of `image` while `state` is `.on`.
    public var selectedImage: UIImage?
    public let identifier: Identifier
    /// The title shown in the keyboard shortcut list (Kumiki shows none).
    public var discoverabilityTitle: String?
    /// Disabled, destructive, hidden, or leaving its menu open.
    public var attributes: UIMenuElement.Attributes
    /// Whether a menu shows the action checked.
    public var state: UIMenuElement.State
    let handler: (UIAction) -> Void
    /// The control or menu interaction that sent the action, while the handler runs.
    public internal(set) weak var sender: AnyObject?

    /// Without an identifier, a unique one is made up (a UUID, as UIKit's).
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping (UIAction) -> Void) {
        self.selectedImage = selectedImage
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    func perform(from sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
