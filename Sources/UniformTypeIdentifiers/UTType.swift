import Foundation

/// A uniform type identifier: the name of a kind of data (`public.png`), placed
/// in a conformance hierarchy (`public.png` conforms to `public.image`, which
/// conforms to `public.data` and `public.content`), with the filename extensions
/// and MIME types that map to it.
///
/// Kumiki knows the types in UTTypeTable.swift (Apple's common system types) and
/// the ones an app declares at run time: `UTType(exportedAs:conformingTo:)` and
/// `UTType(importedAs:conformingTo:)` declare the type for the whole process,
/// since there is no Info.plist to read declarations from (see docs/PORTING.md).
/// Two types are equal when their identifiers are, ignoring case.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, e.g. `public.plain-text`.
    public let identifier: String

    private init(unchecked identifier: String) {
        self.identifier = identifier
    }

    // MARK: Creating types

    /// The declared type `identifier` (case-insensitive), or a dynamic type made by
    /// this process; nil when no such type is known.
    public init?(_ identifier: String) {
        if let declaration = UTTypeRegistry.shared.declaration(identifier) {
            self.init(unchecked: declaration.identifier)
        } else if UTTypeDynamicIdentifier(decoding: identifier) != nil {
            self.init(unchecked: identifier)
        } else {
            return nil
        }
    }

    /// The type for a filename extension (without the dot, case-insensitive) that
    /// conforms to `supertype`: the first declared one, else a dynamic type
    /// conforming to `supertype`. Nil for an empty extension or one containing a dot.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type for a MIME type (case-insensitive, parameters such as `; charset=`
    /// not allowed) that conforms to `supertype`: the first declared one, else a
    /// dynamic type. Nil for an empty MIME type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The first declared type with `tag` in `tagClass` that conforms to
    /// `supertype` (any type when nil), else a dynamic type conforming to
    /// `supertype` (`public.data` when nil). Nil when the tag is not valid: empty,
    /// or an extension containing a dot or a slash.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard UTType.isValid(tag: tag, tagClass: tagClass) else { return nil }
        if let first = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first {
            self = first
            return
        }
        let dynamic = UTTypeDynamicIdentifier(tagClass: tagClass, tag: tag,
                                              supertype: (supertype ?? .data).identifier)
        self.init(unchecked: dynamic.identifier)
    }

    /// The declared types with `tag` in `tagClass` that conform to `supertype`
    /// (all when nil), in declaration order; empty when none (no dynamic type).
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        guard isValid(tag: tag, tagClass: tagClass) else { return [] }
        return UTTypeRegistry.shared.declarations(withTag: tag, tagClass: tagClass)
            .map { UTType(unchecked: $0.identifier) }
            .filter { supertype == nil || $0.conforms(to: supertype!) }
    }

    private static func isValid(tag: String, tagClass: UTTagClass) -> Bool {
        guard !tag.isEmpty else { return false }
        if tagClass == .filenameExtension { return !tag.contains(".") && !tag.contains("/") }
        return true
    }

    /// Declares a type the app owns, for this process, conforming to `parentType`
    /// (to nothing else when nil). On Apple platforms the declaration comes from
    /// the app's Info.plist; Kumiki has none, so this call is the declaration. A
    /// type already declared keeps its first declaration.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, conformingTo: parentType)
    }

    /// Declares a type the app uses but does not own (imported), for this
    /// process; see `init(exportedAs:conformingTo:)`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, conformingTo: parentType)
    }

    private init(declaring identifier: String, conformingTo parentType: UTType?) {
        let declaration = UTTypeRegistry.shared.declare(
            UTTypeDeclaration(identifier, parentType.map { [$0.identifier] } ?? []))
        self.init(unchecked: declaration.identifier)
    }

    // MARK: Conformance

    /// Whether the type is `type` or conforms to it, directly or through its
    /// supertypes.
    public func conforms(to type: UTType) -> Bool {
        self == type || UTTypeRegistry.shared.allSupertypes(of: identifier).contains {
            $0.lowercased() == type.identifier.lowercased()
        }
    }

    /// Whether `type` conforms to this type and is not this type.
    public func isSupertype(of type: UTType) -> Bool {
        self != type && type.conforms(to: self)
    }

    /// Whether this type conforms to `type` and is not `type`.
    public func isSubtype(of type: UTType) -> Bool {
        self != type && conforms(to: type)
    }

    /// Every type this type conforms to, directly or indirectly, not counting itself.
    public var supertypes: Set<UTType> {
        Set(UTTypeRegistry.shared.allSupertypes(of: identifier).map { UTType(unchecked: $0) })
    }

    // MARK: Tags and description

    /// The tags of the type: filename extensions and MIME types, preferred first.
    /// A dynamic type has the one tag it was made from.
    public var tags: [UTTagClass: [String]] {
        if let declaration = UTTypeRegistry.shared.declaration(identifier) {
            var tags: [UTTagClass: [String]] = [:]
            if !declaration.filenameExtensions.isEmpty { tags[.filenameExtension] = declaration.filenameExtensions }
            if !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
            return tags
        }
        if let dynamic = UTTypeDynamicIdentifier(decoding: identifier) { return [dynamic.tagClass: [dynamic.tag]] }
        return [:]
    }

    /// The preferred filename extension, without the dot (`png`), or nil.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }

    /// The preferred MIME type (`image/png`), or nil.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    /// A description of the type for people, in English (Kumiki does not localize
    /// type names); nil for dynamic types and types declared without one.
    public var localizedDescription: String? {
        UTTypeRegistry.shared.declaration(identifier)?.description
    }

    /// Whether the type was made from a tag nobody declared (identifier `dyn.…`).
    public var isDynamic: Bool { UTTypeDynamicIdentifier(decoding: identifier) != nil }

    /// Whether the type is declared: in Kumiki's table or by the app at run time.
    /// A type is either declared or dynamic.
    public var isDeclared: Bool { UTTypeRegistry.shared.declaration(identifier) != nil }

    /// Whether the type is one of the system's (Kumiki's table).
    public var isSystemDeclared: Bool { UTTypeRegistry.shared.isSystemDeclared(identifier) }

    /// Whether the identifier is in the reserved `public.` domain.
    public var isPublic: Bool { identifier.lowercased().hasPrefix("public.") }

    // MARK: Equality and coding

    public static func == (lhs: UTType, rhs: UTType) -> Bool {
        lhs.identifier.lowercased() == rhs.identifier.lowercased()
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier.lowercased())
    }

    /// Encodes the identifier as a single string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// Decodes an identifier; an unknown one is kept as it is (undeclared).
    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTType(identifier) ?? UTType(unchecked: identifier)
    }

    public var description: String { identifier }
    public var debugDescription: String {
        "\(identifier) (\(isDynamic ? "dynamic" : isDeclared ? "declared" : "undeclared"))"
    }
}
