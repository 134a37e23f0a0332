import Foundation

/// Strings through item providers, and `String` through bridging
/// (`provider.loadObject(ofClass: String.self)`).
///
/// Written as UTF-8 plain text (`public.utf8-plain-text`) and UTF-16 with a
/// byte-order mark (`public.utf16-external-plain-text`), in that order. Read
/// from those, native UTF-16 (`public.utf16-plain-text`) and any other plain
/// text (taken as UTF-8); bytes that do not decode are an
/// `unavailableCoercionError`.
extension NSString: NSItemProviderReading, NSItemProviderWriting {
    public static var writableTypeIdentifiersForItemProvider: [String] {
        ["public.utf8-plain-text", "public.utf16-external-plain-text"]
    }

    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.utf8-plain-text", "public.utf16-external-plain-text", "public.utf16-plain-text", "public.plain-text"]
    }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        let string = self as String
        switch typeIdentifier.lowercased() {
        case "public.utf16-external-plain-text":
            // `.utf16` writes a byte-order mark first.
            completionHandler(string.data(using: .utf16), nil)
        case "public.utf16-plain-text":
            completionHandler(string.data(using: .utf16LittleEndian), nil)
        case "public.utf8-plain-text", "public.plain-text", "public.text":
            completionHandler(Data(string.utf8), nil)
        default:
            completionHandler(nil, NSItemProvider.error(.itemUnavailableError,
                                                        "A string cannot be written as \(typeIdentifier)"))
        }
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let string: String?
        switch typeIdentifier.lowercased() {
        case "public.utf16-external-plain-text": string = String(data: data, encoding: .utf16)
        case "public.utf16-plain-text": string = String(data: data, encoding: .utf16LittleEndian)
        default: string = String(data: data, encoding: .utf8)
        }
        guard let string, let object = NSString(string: string) as? Self else {
            throw NSItemProvider.error(.unavailableCoercionError,
                                       "The data of type \(typeIdentifier) is not text in its encoding")
        }
        return object
    }
}
