import Foundation
import UniformTypeIdentifiers

/// The `UTType` forms of the item provider API (iOS 16), equivalent to the
/// string forms with `contentType.identifier`.
extension NSItemProvider {
    /// The registered types, highest fidelity first; identifiers nobody declared
    /// are left out (as a `UTType` cannot name them).
    public var registeredContentTypes: [UTType] {
        registeredTypeIdentifiers.compactMap { UTType($0) }
    }

    /// The registered types that conform to `contentType`, highest fidelity first.
    public func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
        registeredContentTypes.filter { $0.conforms(to: contentType) }
    }

    /// `registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`
    /// with a `UTType`.
    @preconcurrency
    public func registerDataRepresentation(
        for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility,
                                   loadHandler: loadHandler)
    }

    /// `registerFileRepresentation(forTypeIdentifier:fileOptions:visibility:loadHandler:)`
    /// with a `UTType`; `openInPlace` is the `.openInPlace` option.
    @preconcurrency
    public func registerFileRepresentation(
        for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all, openInPlace: Bool = false,
        loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?
    ) {
        registerFileRepresentation(forTypeIdentifier: contentType.identifier,
                                   fileOptions: openInPlace ? .openInPlace : [], visibility: visibility,
                                   loadHandler: loadHandler)
    }

    /// `loadDataRepresentation(forTypeIdentifier:completionHandler:)` with a `UTType`.
    @preconcurrency
    @discardableResult
    public func loadDataRepresentation(for contentType: UTType,
                                       completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Loads a file of `contentType`: in place when `openInPlace` and the
    /// representation allows it (`loadInPlaceFileRepresentation`), else a
    /// temporary copy deleted when the handler returns.
    @preconcurrency
    @discardableResult
    public func loadFileRepresentation(for contentType: UTType, openInPlace: Bool = false,
                                       completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void)
        -> Progress {
        if openInPlace {
            return loadInPlaceFileRepresentation(forTypeIdentifier: contentType.identifier,
                                                 completionHandler: completionHandler)
        }
        return loadFileRepresentation(forTypeIdentifier: contentType.identifier) { url, error in
            completionHandler(url, false, error)
        }
    }
}
