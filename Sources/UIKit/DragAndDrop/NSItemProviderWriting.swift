import Foundation

/// A class whose instances an item provider can turn into data
/// (`NSItemProvider(object:)`, `registerObject(_:visibility:)`). Foundation's API;
/// Linux Foundation lacks it, so Kumiki's UIKit provides it.
///
/// The optional Objective-C members are requirements with default
/// implementations: the instance's writable types default to the class's, and
/// every representation is visible to all (`.all`).
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The type identifiers the class writes, highest fidelity first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }

    /// The types this instance writes, highest fidelity first (default: the class's).
    var writableTypeIdentifiersForItemProvider: [String] { get }

    /// Who may load the class's representation of `typeIdentifier` (default `.all`).
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility

    /// Who may load this instance's representation of `typeIdentifier` (default:
    /// the class's answer).
    func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility

    /// Produces the data for `typeIdentifier` (one of the writable types) and
    /// passes it, or an error, to `completionHandler` — at once or later; Kumiki
    /// delivers the load as soon as it is called. Returns a progress, or nil.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress?
}

extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] {
        Self.writableTypeIdentifiersForItemProvider
    }

    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility {
        .all
    }

    public func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility {
        Self.itemProviderVisibilityForRepresentation(withTypeIdentifier: typeIdentifier)
    }
}
