import Foundation

/// URLs through item providers, and `URL` through bridging
/// (`provider.loadObject(ofClass: URL.self)`).
///
/// A file URL is written as `public.file-url` and `public.url`, any other URL
/// as `public.url`; the data is the absolute string in UTF-8 (Kumiki's format:
/// Apple writes a property list that other Kumiki code never sees). Read from
/// any type conforming to `public.url`; data that is not a URL in UTF-8 is an
/// `unavailableCoercionError`.
extension NSURL: NSItemProviderReading, NSItemProviderWriting {
    public static var writableTypeIdentifiersForItemProvider: [String] {
        ["public.url"]
    }

    public var writableTypeIdentifiersForItemProvider: [String] {
        isFileURL ? ["public.file-url", "public.url"] : ["public.url"]
    }

    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.url"]
    }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        guard writableTypeIdentifiersForItemProvider.contains(typeIdentifier.lowercased()) else {
            completionHandler(nil, NSItemProvider.error(.itemUnavailableError,
                                                        "This URL cannot be written as \(typeIdentifier)"))
            return nil
        }
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8), !string.isEmpty,
              let object = NSURL(string: string) as? Self else {
            throw NSItemProvider.error(.unavailableCoercionError,
                                       "The data of type \(typeIdentifier) is not a URL")
        }
        return object
    }
}
