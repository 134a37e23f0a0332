import Foundation

/// Objects in and out of an item provider: writers register their
/// representations, readers are made from the best representation they read.
extension NSItemProvider {
    /// A provider holding `object`'s representations (`registerObject(_:visibility:)`
    /// with `.all`).
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Registers a data representation for each of `object`'s writable types, in
    /// its order; each is visible to the more restrictive of `visibility` and
    /// what the object answers for that type. Data is asked of the object only
    /// when loaded.
    public func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        let box = UncheckedSendableBox(object)
        for typeIdentifier in object.writableTypeIdentifiersForItemProvider {
            let effective = visibility.restricted(
                by: object.itemProviderVisibilityForRepresentation(withTypeIdentifier: typeIdentifier))
            registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: effective) { handler in
                box.value.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: handler)
            }
        }
    }

    /// Registers the class's writable types, whose object `loadHandler` makes when
    /// one of them is loaded (again for each load).
    @preconcurrency
    public func registerObject(
        ofClass aClass: any NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable ((any NSItemProviderWriting)?, (any Error)?) -> Void)
            -> Progress?
    ) {
        for typeIdentifier in aClass.writableTypeIdentifiersForItemProvider {
            let effective = visibility.restricted(
                by: aClass.itemProviderVisibilityForRepresentation(withTypeIdentifier: typeIdentifier))
            registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: effective) { handler in
                loadHandler { object, error in
                    guard let object else {
                        return handler(nil, error ?? NSItemProvider.nothingLoaded(typeIdentifier))
                    }
                    _ = object.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: handler)
                }
            }
        }
    }

    /// `registerObject(ofClass:visibility:loadHandler:)` for a Swift value type
    /// that bridges to a writing class (`String`, `URL`).
    @preconcurrency
    public func registerObject<T: _ObjectiveCBridgeable & SendableMetatype>(
        ofClass: T.Type, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (T?, (any Error)?) -> Void) -> Progress?
    ) where T._ObjectiveCType: NSItemProviderWriting {
        let writingClass: any NSItemProviderWriting.Type = T._ObjectiveCType.self
        // Made outside the @Sendable handlers, which then capture no metatype.
        let bridge = UncheckedSendableBox({ (value: T) -> any NSItemProviderWriting in value._bridgeToObjectiveC() })
        registerObject(ofClass: writingClass, visibility: visibility) { handler in
            loadHandler { value, error in
                handler(value.map { bridge.value($0) }, error)
            }
        }
    }

    // MARK: Loading objects

    /// Whether a registered representation conforms to a type `aClass` reads.
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        representation(readableBy: aClass) != nil
    }

    /// `canLoadObject(ofClass:)` for a Swift value type that bridges to a reading
    /// class: `provider.canLoadObject(ofClass: String.self)`.
    public func canLoadObject<T: _ObjectiveCBridgeable & SendableMetatype>(ofClass: T.Type) -> Bool
        where T._ObjectiveCType: NSItemProviderReading {
        let readingClass: any NSItemProviderReading.Type = T._ObjectiveCType.self
        return canLoadObject(ofClass: readingClass)
    }

    /// Loads the first registered representation (in fidelity order) that
    /// conforms to one of `aClass`'s readable types and makes an object of it.
    /// Errors: `itemUnavailableError` when no representation fits, the loader's
    /// error, or the error the class throws for data it cannot read.
    @preconcurrency
    @discardableResult
    public func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                           completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void)
        -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let finish: @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void = { object, error in
            completionHandler(object, error)
            progress.completedUnitCount = 1
        }
        guard let representation = representation(readableBy: aClass) else {
            finish(nil, Self.error(.itemUnavailableError,
                                   "Cannot load an object of class \(aClass) from types \(registeredTypeIdentifiers)"))
            return progress
        }
        let typeIdentifier = representation.typeIdentifier
        let reader = UncheckedSendableBox(aClass)
        loadData(typeIdentifier) { data, error in
            guard let data else { return finish(nil, error) }
            do {
                finish(try reader.value.object(withItemProviderData: data, typeIdentifier: typeIdentifier), nil)
            } catch {
                finish(nil, error)
            }
        }
        return progress
    }

    /// `loadObject(ofClass:completionHandler:)` for a Swift value type that
    /// bridges to a reading class, as on iOS:
    /// `provider.loadObject(ofClass: String.self) { string, error in … }`. `T` is
    /// also `SendableMetatype` (Swift 6.2's marker that every non-isolated type
    /// meets, `String` and `URL` included), as the handler crosses threads.
    @preconcurrency
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable & SendableMetatype>(ofClass: T.Type,
                                                     completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void)
        -> Progress where T._ObjectiveCType: NSItemProviderReading {
        let readingClass: any NSItemProviderReading.Type = T._ObjectiveCType.self
        // Made outside the @Sendable handler, which then captures no metatype.
        let bridge = UncheckedSendableBox({ (object: any NSItemProviderReading) -> T? in
            (object as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }
        })
        let className = "\(T._ObjectiveCType.self)"
        return loadObject(ofClass: readingClass) { object, error in
            guard let object else { return completionHandler(nil, error) }
            guard let value = bridge.value(object) else {
                return completionHandler(nil, Self.error(.unexpectedValueClassError,
                                                         "Loaded \(type(of: object)), not \(className)"))
            }
            completionHandler(value, nil)
        }
    }

    /// The highest-fidelity representation `aClass` reads.
    func representation(readableBy aClass: any NSItemProviderReading.Type) -> Representation? {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        return registeredRepresentations.first { representation in
            readable.contains { Self.identifier(representation.typeIdentifier, conformsTo: $0) }
        }
    }
}

/// Carries a value that is not `Sendable` into a `@Sendable` load handler: item
/// providers hand objects across the handlers they are registered with, as
/// Foundation does.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
