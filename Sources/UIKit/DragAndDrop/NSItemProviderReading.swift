import Foundation

/// A class whose instances an item provider can make from data
/// (`NSItemProvider.loadObject(ofClass:completionHandler:)`). Foundation's API;
/// Linux Foundation lacks it, so Kumiki's UIKit provides it.
///
/// Kumiki's conformances: `NSString` (and `String` through bridging), `NSURL`
/// (and `URL`), `UIImage`, `UIColor`. App classes conform by implementing both
/// requirements; a final class returns an instance of itself.
public protocol NSItemProviderReading: NSObjectProtocol {
    /// The type identifiers the class reads, most preferred first. A provider
    /// uses the first of its registered representations (in fidelity order) that
    /// conforms to one of these.
    static var readableTypeIdentifiersForItemProvider: [String] { get }

    /// Makes an instance from `data`, whose type is `typeIdentifier` (the
    /// representation's registered type, which conforms to one of the readable
    /// types). Throws when the data cannot be read; the error reaches the load's
    /// completion handler unchanged.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}
