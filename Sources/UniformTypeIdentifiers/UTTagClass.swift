/// A kind of tag that maps to a type: a filename extension or a MIME type.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Filename extensions without the leading dot, e.g. `png` (`public.filename-extension`).
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types, e.g. `image/png` (`public.mime-type`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    public var description: String { rawValue }
}
