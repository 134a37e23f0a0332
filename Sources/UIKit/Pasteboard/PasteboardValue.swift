import Foundation
import UniformTypeIdentifiers

/// How pasteboard values are stored and converted: the type lists of
/// `UIPasteboard`'s convenience properties, and values to bytes and back.
enum PasteboardValue {
    /// Types read as strings, most specific first (UIKit's `typeListString`).
    static let stringTypes = [UTType.utf8PlainText, .plainText, .utf16PlainText, .utf16ExternalPlainText, .text]
        .map(\.identifier)
    /// Types read as URLs (UIKit's `typeListURL`).
    static let urlTypes = [UTType.url, .fileURL].map(\.identifier)
    /// UIKit's color type.
    static let colorType = UIColor.itemProviderTypeIdentifier

    /// The type a string is written as.
    static let stringType = UTType.utf8PlainText.identifier
    /// The type a URL is written as.
    static let urlType = UTType.url.identifier
    /// The type an image is written as: PNG keeps every pixel and alpha.
    static let imageType = UTType.png.identifier

    /// Whether `type` is text (its data is UTF-8 when it is not a string).
    static func isText(_ type: String) -> Bool {
        UTType(type)?.conforms(to: .text) ?? false
    }

    /// Whether `type` is an image format.
    static func isImage(_ type: String) -> Bool {
        UTType(type)?.conforms(to: .image) ?? false
    }

    /// `value` as stored: Foundation reference types become Swift values, and
    /// an image is encoded for `type` (JPEG for `public.jpeg`, else PNG),
    /// as iOS stores images as their encoded data.
    static func normalized(_ value: Any, for type: String) -> Any {
        switch value {
        case let image as UIImage:
            let encoded = type == UTType.jpeg.identifier ? image.jpegData(compressionQuality: 1) : image.pngData()
            return encoded ?? Data()
        case let string as NSString:
            return string as String
        case let url as NSURL:
            return url as URL
        case let data as NSData:
            return data as Data
        default:
            return value
        }
    }

    /// `value`'s bytes, as `data(forPasteboardType:)` gives them.
    static func data(of value: Any) -> Data? {
        switch value {
        case let data as Data:
            return data
        case let string as String:
            return Data(string.utf8)
        case let url as URL:
            return Data(url.absoluteString.utf8)
        case let color as UIColor:
            return colorData(color)
        default:
            return try? PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        }
    }

    /// A color's bytes in the form its item provider writes.
    static func colorData(_ color: UIColor) -> Data? {
        nonisolated(unsafe) var result: Data?
        _ = color.loadData(withTypeIdentifier: colorType) { data, _ in result = data }
        return result
    }

    /// The item's string: a `String` under a string type, or UTF-8 data.
    static func string(in item: UIPasteboard.Item) -> String? {
        for type in stringTypes {
            guard let value = item.first(where: { $0.type == type })?.value else { continue }
            if let string = value as? String { return string }
            if let data = value as? Data, let string = String(data: data, encoding: .utf8) { return string }
        }
        return nil
    }

    /// The item's URL: a `URL` under a URL type, or its string or UTF-8 data.
    static func url(in item: UIPasteboard.Item) -> URL? {
        for type in urlTypes {
            guard let value = item.first(where: { $0.type == type })?.value else { continue }
            if let url = value as? URL { return url }
            let string = value as? String ?? (value as? Data).flatMap { String(data: $0, encoding: .utf8) }
            if let string, let url = URL(string: string) { return url }
        }
        return nil
    }

    /// The item's image: the first image type's data, decoded.
    static func image(in item: UIPasteboard.Item) -> UIImage? {
        for (type, value) in item where isImage(type) {
            if let image = value as? UIImage { return image }
            if let data = value as? Data, let image = UIImage(data: data) { return image }
        }
        return nil
    }

    /// The item's color, under UIKit's color type.
    static func color(in item: UIPasteboard.Item) -> UIColor? {
        guard let value = item.first(where: { $0.type == colorType })?.value else { return nil }
        if let color = value as? UIColor { return color }
        if let data = value as? Data { return try? UIColor.object(withItemProviderData: data, typeIdentifier: colorType) }
        return nil
    }
}
