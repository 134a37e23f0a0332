import Foundation

/// Colors through item providers, under UIKit's type `com.apple.uikit.color`.
///
/// Kumiki's data is a binary property list `{"space": "extendedSRGB",
/// "components": [red, green, blue, alpha]}` (numbers in extended sRGB, so
/// wide-gamut colors survive); Apple's is a keyed archive, which only Apple
/// platforms read. Data in any other shape is an `unavailableCoercionError`.
extension UIColor: NSItemProviderReading, NSItemProviderWriting {
    /// `com.apple.uikit.color`.
    static let itemProviderTypeIdentifier = "com.apple.uikit.color"

    public static var writableTypeIdentifiersForItemProvider: [String] {
        [itemProviderTypeIdentifier]
    }

    public static var readableTypeIdentifiersForItemProvider: [String] {
        [itemProviderTypeIdentifier]
    }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        guard typeIdentifier.lowercased() == Self.itemProviderTypeIdentifier else {
            completionHandler(nil, NSItemProvider.error(.itemUnavailableError,
                                                        "A color cannot be written as \(typeIdentifier)"))
            return nil
        }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let plist: [String: Any] = ["space": "extendedSRGB",
                                    "components": [red, green, blue, alpha].map { Double($0) }]
        do {
            completionHandler(try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0),
                              nil)
        } catch {
            completionHandler(nil, error)
        }
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        guard let dictionary = plist as? [String: Any], dictionary["space"] as? String == "extendedSRGB",
              let components = dictionary["components"] as? [Any], components.count == 4 else {
            throw NSItemProvider.error(.unavailableCoercionError, "The data of type \(typeIdentifier) is not a color")
        }
        let numbers = components.compactMap { ($0 as? NSNumber)?.doubleValue ?? ($0 as? Double) }
        guard numbers.count == 4,
              let color = UIColor(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers[3]) as? Self
        else {
            throw NSItemProvider.error(.unavailableCoercionError, "The data of type \(typeIdentifier) is not a color")
        }
        return color
    }
}
