import Foundation
import UniformTypeIdentifiers

/// Images through item providers.
///
/// Written as PNG (`public.png`, lossless, first) and JPEG (`public.jpeg`,
/// quality 0.9 — uncertain what iOS uses), from `pngData()`/`jpegData(compressionQuality:)`.
/// Read from PNG, JPEG, GIF, BMP and SVG, the formats `UIImage(data:)` decodes;
/// the image comes back at scale 1, as `UIImage(data:)` makes it. Data that does
/// not decode is an `unavailableCoercionError`, never a crash.
extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    public static var writableTypeIdentifiersForItemProvider: [String] {
        [UTType.png.identifier, UTType.jpeg.identifier]
    }

    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.png.identifier, UTType.jpeg.identifier, UTType.gif.identifier, UTType.bmp.identifier,
         UTType.svg.identifier]
    }

    /// JPEG quality used when an image is loaded as `public.jpeg`.
    static let itemProviderJPEGQuality: CGFloat = 0.9

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        let data: Data?
        switch typeIdentifier.lowercased() {
        case UTType.png.identifier: data = pngData()
        case UTType.jpeg.identifier: data = jpegData(compressionQuality: Self.itemProviderJPEGQuality)
        default:
            completionHandler(nil, NSItemProvider.error(.itemUnavailableError,
                                                        "An image cannot be written as \(typeIdentifier)"))
            return nil
        }
        if let data {
            completionHandler(data, nil)
        } else {
            completionHandler(nil, NSItemProvider.error(.unavailableCoercionError, "The image has no pixels to encode"))
        }
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else {
            throw NSItemProvider.error(.unavailableCoercionError,
                                       "The data of type \(typeIdentifier) is not an image UIImage can read")
        }
        return image
    }
}
