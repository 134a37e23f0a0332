import Foundation
import UniformTypeIdentifiers

/// Carries data between parts of an app, and between apps, for drag and drop and
/// the pasteboard: a list of representations of one item, each a type identifier
/// with a way to produce data, loaded lazily when someone asks for it.
/// Foundation's API; Linux Foundation lacks it, so Kumiki's UIKit provides it.
///
/// Registration order is fidelity order: `registeredTypeIdentifiers` lists types
/// as they were registered (an object's writable types in its own order), and
/// a load picks the first registered representation that conforms to what was
/// asked for. Registering a type a second time keeps the first registration.
///
/// Loads are deterministic: a provider calls the representation's load handler
/// at once, and delivers the result to your completion handler as soon as the
/// load handler calls back — for Kumiki's own classes and any handler that
/// answers at once, before `load…` returns. iOS calls completion handlers later,
/// on a background queue; handlers that hop to the main queue behave the same
/// on both (see docs/PORTING.md). The returned `Progress` counts one unit,
/// completed when the completion handler has been called.
open class NSItemProvider: NSObject, NSCopying, @unchecked Sendable {
    /// How a representation produces its value.
    enum Loader: @unchecked Sendable {
        case data(@Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?)
        case file(@Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?)
        /// An `NSSecureCoding` item from `init(item:typeIdentifier:)`.
        case item(any NSSecureCoding)
    }

    struct Representation: @unchecked Sendable {
        let typeIdentifier: String
        let visibility: NSItemProviderRepresentationVisibility
        let fileOptions: NSItemProviderFileOptions
        let loader: Loader
    }

    private let lock = NSLock()
    nonisolated(unsafe) private var representations: [Representation] = []
    nonisolated(unsafe) private var storedSuggestedName: String?

    /// A provider without representations.
    public override init() {
        super.init()
    }

    /// A provider for a property-list item (`NSString`, `NSURL`, `NSData`, …) of
    /// type `typeIdentifier`; with a nil item or type, an empty provider. Loading
    /// the type's data gives the item's bytes: a string's UTF-8, a URL's absolute
    /// string in UTF-8, data as it is; `loadItem` gives the item itself.
    public init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        super.init()
        if let item, let typeIdentifier {
            append(Representation(typeIdentifier: typeIdentifier, visibility: .all, fileOptions: [], loader: .item(item)))
        }
    }

    /// A provider for the file at `fileURL`: one file representation of the type
    /// its extension names (a dynamic type conforming to `public.data` for an
    /// unknown extension, `public.folder` for a directory), with `suggestedName`
    /// the file name without its extension. Nil when nothing exists at the URL or
    /// it is not a file URL.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, fileURL.isFileURL else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: fileURL.path, isDirectory: &isDirectory) else { return nil }
        let type: UTType = isDirectory.boolValue
            ? .folder : (UTType(filenameExtension: fileURL.pathExtension) ?? .data)
        self.init()
        registerFileRepresentation(forTypeIdentifier: type.identifier, fileOptions: [], visibility: .all) { handler in
            handler(fileURL, false, nil)
            return nil
        }
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// A provider holding the same representations and suggested name.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSItemProvider()
        lock.lock()
        copy.representations = representations
        copy.storedSuggestedName = storedSuggestedName
        lock.unlock()
        return copy
    }

    /// A copy holding only the representations `audience` may see: what another
    /// app (or an app of the same team) receives when this provider crosses to it.
    package func copy(visibleTo audience: NSItemProviderAudience) -> NSItemProvider {
        let copy = NSItemProvider()
        lock.lock()
        copy.representations = representations.filter { $0.visibility.isVisible(to: audience) }
        copy.storedSuggestedName = storedSuggestedName
        lock.unlock()
        return copy
    }

    // MARK: Registering

    /// A name for the item, used as the file name (plus the type's extension)
    /// when a representation is written to a file.
    open var suggestedName: String? {
        get { lock.withLock { storedSuggestedName } }
        set { lock.withLock { storedSuggestedName = newValue } }
    }

    /// Registers data of `typeIdentifier`, produced by `loadHandler` when someone
    /// loads it: the handler calls its argument with the data or an error and
    /// returns a progress or nil.
    @preconcurrency
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, fileOptions: [],
                              loader: .data(loadHandler)))
    }

    /// Registers a file of `typeIdentifier`, produced by `loadHandler`: it calls
    /// its argument with the file's URL, whether the file was coordinated (ignored
    /// by Kumiki, which has no file coordination), or an error. With
    /// `.openInPlace`, `loadInPlaceFileRepresentation` hands out the URL itself.
    @preconcurrency
    open func registerFileRepresentation(
        forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
        visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?
    ) {
        append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, fileOptions: fileOptions,
                              loader: .file(loadHandler)))
    }

    func append(_ representation: Representation) {
        lock.withLock {
            let key = representation.typeIdentifier.lowercased()
            guard !representations.contains(where: { $0.typeIdentifier.lowercased() == key }) else { return }
            representations.append(representation)
        }
    }

    var registeredRepresentations: [Representation] {
        lock.withLock { representations }
    }

    // MARK: Inspecting

    /// The registered type identifiers, highest fidelity (first registered) first.
    open var registeredTypeIdentifiers: [String] {
        registeredRepresentations.map(\.typeIdentifier)
    }

    /// The registered type identifiers whose representations have all of `fileOptions`.
    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions) -> [String] {
        registeredRepresentations.filter { $0.fileOptions.isSuperset(of: fileOptions) }.map(\.typeIdentifier)
    }

    /// Whether a registered type is `typeIdentifier` or conforms to it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether a registered representation with all of `fileOptions` is
    /// `typeIdentifier` or conforms to it.
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String,
                                          fileOptions: NSItemProviderFileOptions = []) -> Bool {
        representation(conformingTo: typeIdentifier, fileOptions: fileOptions) != nil
    }

    /// The representation to load for `typeIdentifier`: one registered under
    /// exactly that type, else the first (highest fidelity) that conforms to it.
    func representation(conformingTo typeIdentifier: String,
                        fileOptions: NSItemProviderFileOptions = []) -> Representation? {
        let candidates = registeredRepresentations.filter { $0.fileOptions.isSuperset(of: fileOptions) }
        return candidates.first { $0.typeIdentifier.lowercased() == typeIdentifier.lowercased() }
            ?? candidates.first { Self.identifier($0.typeIdentifier, conformsTo: typeIdentifier) }
    }

    /// Conformance between identifiers; an undeclared identifier conforms only to itself.
    static func identifier(_ identifier: String, conformsTo other: String) -> Bool {
        if identifier.lowercased() == other.lowercased() { return true }
        guard let type = UTType(identifier), let supertype = UTType(other) else { return false }
        return type.conforms(to: supertype)
    }

    // MARK: Loading data and files

    /// Loads the data of the representation of `typeIdentifier` (or the first
    /// conforming to it); a file representation gives the file's contents.
    /// Errors: `itemUnavailableError` when none is registered, the loader's
    /// error, or `unknownError` when the loader gives neither data nor an error.
    @preconcurrency
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress {
        let progress = Progress(totalUnitCount: 1)
        loadData(typeIdentifier) { data, error in
            completionHandler(data, error)
            progress.completedUnitCount = 1
        }
        return progress
    }

    /// Loads data for `typeIdentifier` from the best representation.
    func loadData(_ typeIdentifier: String, completion: @escaping @Sendable (Data?, (any Error)?) -> Void) {
        guard let representation = representation(conformingTo: typeIdentifier) else {
            completion(nil, Self.error(.itemUnavailableError,
                                       "Cannot load representation of type \(typeIdentifier)"))
            return
        }
        switch representation.loader {
        case .data(let handler):
            _ = handler { data, error in
                if let data { completion(data, nil) } else { completion(nil, error ?? Self.nothingLoaded(typeIdentifier)) }
            }
        case .file(let handler):
            _ = handler { url, _, error in
                guard let url else { return completion(nil, error ?? Self.nothingLoaded(typeIdentifier)) }
                do {
                    completion(try Data(contentsOf: url), nil)
                } catch {
                    completion(nil, error)
                }
            }
        case .item(let item):
            switch item {
            case let data as NSData: completion(Data(referencing: data), nil)
            case let string as NSString: completion(Data((string as String).utf8), nil)
            case let url as NSURL: completion(Data(url.absoluteString.utf8), nil)
            default:
                completion(nil, Self.error(.unexpectedValueClassError,
                                           "The item of type \(typeIdentifier) is not data, a string or a URL"))
            }
        }
    }

    static func nothingLoaded(_ typeIdentifier: String) -> NSError {
        error(.unknownError, "The representation of type \(typeIdentifier) loaded nothing")
    }

    /// Writes the representation of `typeIdentifier` (or the first conforming to
    /// it) to a new temporary file named `suggestedName` (else "item") plus the
    /// type's preferred extension, calls `completionHandler` with its URL, and
    /// deletes the file when the handler returns — open or copy it inside.
    @preconcurrency
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void)
        -> Progress {
        let progress = Progress(totalUnitCount: 1)
        loadTemporaryFile(typeIdentifier) { url, error in
            completionHandler(url, error)
            progress.completedUnitCount = 1
        }
        return progress
    }

    /// Like `loadFileRepresentation`, but a file representation registered with
    /// `.openInPlace` is handed out where it is (`isInPlace` true, not deleted);
    /// anything else is a temporary copy (`isInPlace` false).
    @preconcurrency
    @discardableResult
    open func loadInPlaceFileRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        if let representation = representation(conformingTo: typeIdentifier, fileOptions: .openInPlace),
           case .file(let handler) = representation.loader {
            _ = handler { url, _, error in
                completionHandler(url, url != nil, url == nil ? (error ?? Self.nothingLoaded(typeIdentifier)) : nil)
                progress.completedUnitCount = 1
            }
            return progress
        }
        loadTemporaryFile(typeIdentifier) { url, error in
            completionHandler(url, false, error)
            progress.completedUnitCount = 1
        }
        return progress
    }

    private func loadTemporaryFile(_ typeIdentifier: String,
                                   completion: @escaping @Sendable (URL?, (any Error)?) -> Void) {
        let name = suggestedName
        let chosen = representation(conformingTo: typeIdentifier)
        loadData(typeIdentifier) { data, error in
            guard let data else { return completion(nil, error) }
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("KumikiItemProvider-\(UUID().uuidString)", isDirectory: true)
            var fileName = name.flatMap { $0.isEmpty ? nil : $0.replacingOccurrences(of: "/", with: ":") } ?? "item"
            if let ext = chosen.flatMap({ UTType($0.typeIdentifier)?.preferredFilenameExtension }) {
                fileName += "." + ext
            }
            let url = directory.appendingPathComponent(fileName)
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try data.write(to: url)
            } catch {
                return completion(nil, error)
            }
            completion(url, nil)
            try? FileManager.default.removeItem(at: directory)
        }
    }

    // MARK: Loading items

    /// The completion handler of `loadItem(forTypeIdentifier:options:completionHandler:)`.
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void

    /// Loads the representation of `typeIdentifier` (or the first conforming to
    /// it) as an item: the object given to `init(item:typeIdentifier:)`, a file
    /// representation's `NSURL`, or otherwise the data as `NSData`. Options are
    /// ignored (Kumiki scales no images here).
    @preconcurrency
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: CompletionHandler? = nil) {
        guard let representation = representation(conformingTo: typeIdentifier) else {
            completionHandler?(nil, Self.error(.itemUnavailableError,
                                               "Cannot load representation of type \(typeIdentifier)"))
            return
        }
        switch representation.loader {
        case .item(let item):
            completionHandler?(item, nil)
        case .file(let handler):
            _ = handler { url, _, error in
                completionHandler?(url.map { $0 as NSURL }, url == nil ? (error ?? Self.nothingLoaded(typeIdentifier)) : nil)
            }
        case .data:
            loadData(typeIdentifier) { data, error in completionHandler?(data.map { NSData(data: $0) }, error) }
        }
    }

    open override var description: String {
        "<NSItemProvider: \(ObjectIdentifier(self))> {types = \(registeredTypeIdentifiers)}"
    }
}
