import Foundation
import UniformTypeIdentifiers

/// A place to put data for the app (or, for the general pasteboard, for every
/// app) to read later: a list of items, each a dictionary from a type
/// identifier (`public.utf8-plain-text`, `public.url`, `public.png`) to a value.
///
/// As on iOS the single-value accessors (`string`, `url`, `image`, `color`,
/// `types`, `value(forPasteboardType:)`, `data(forPasteboardType:)`) read the
/// first item, and every setter replaces all items. Each write increments
/// `changeCount` by one and posts `changedNotification` with the types added
/// and removed.
///
/// Pasteboards are process-wide, as the system's are across apps: `general`
/// and named pasteboards outlive hosts, so tests that share them must not run
/// in parallel (use `withUniqueName()` pasteboards, or one serialized suite).
/// Under a window host the general pasteboard's text is the desktop
/// clipboard's (see `UIPasteboardHostClipboard` and docs/PORTING.md).
///
/// Thread-safe: a lock guards the items; notifications are posted on the
/// thread that made the change, after the lock is released.
open class UIPasteboard: NSObject, @unchecked Sendable {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The system-wide pasteboard, for copy, cut and paste.
        public static let general = Name("com.apple.UIKit.pboard.general")
        /// The pasteboard for the search text (Find). Deprecated on iOS 10,
        /// kept for code that names it.
        public static let find = Name("com.apple.UIKit.pboard.find")
    }

    /// Keys of `setItems(_:options:)`'s options.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A `Bool`: the items stay on this device (no Universal Clipboard).
        /// Kumiki: true keeps the general pasteboard's text off the desktop
        /// clipboard.
        public static let localOnly = OptionsKey("com.apple.UIKit.pboard.localOnly")
        /// A `Date` after which the items are removed. Kumiki stores it but
        /// never removes items (reading the wall clock would make tests depend
        /// on it); see docs/PORTING.md.
        public static let expirationDate = OptionsKey("com.apple.UIKit.pboard.expirationDate")
    }

    /// Posted (object: the pasteboard) after its items change; the user info
    /// holds the types added and removed under `changedTypesAddedUserInfoKey`
    /// and `changedTypesRemovedUserInfoKey` (arrays of type identifiers, only
    /// when not empty).
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// The `[String]` of type identifiers the change added.
    public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// The `[String]` of type identifiers the change removed.
    public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"
    /// Posted (object: the pasteboard) when `remove(withName:)` removes it.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// One item: its representations in the order they were given.
    typealias Item = [(type: String, value: Any)]

    private let lock = NSLock()
    nonisolated(unsafe) private var storedItems: [Item] = []
    nonisolated(unsafe) private var storedChangeCount = 0
    nonisolated(unsafe) private var storedOptions: [OptionsKey: Any] = [:]

    /// The pasteboard's name.
    public let name: Name

    init(name: Name) {
        self.name = name
        super.init()
    }

    // MARK: Finding pasteboards

    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var registry: [Name: UIPasteboard] = [:]
    nonisolated(unsafe) private static var uniqueCounter = 0

    /// The system-wide pasteboard for copy, cut and paste.
    open class var general: UIPasteboard {
        registryLock.withLock { pasteboardLocked(named: .general, create: true)! }
    }

    /// The pasteboard named `pasteboardName`: an existing one, a new one when
    /// `create` is true, else nil. `.general` always answers the general one.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        // A failable convenience initializer cannot hand back an existing object,
        // so the instance made here is a handle that shares the registered
        // pasteboard's storage (see `shared`).
        guard let existing = UIPasteboard.registryLock.withLock({
            UIPasteboard.pasteboardLocked(named: pasteboardName, create: create)
        }) else { return nil }
        self.init(name: pasteboardName)
        shared = existing
    }

    /// A new pasteboard with a name no other pasteboard has. Names are
    /// `com.apple.UIKit.pboard.unique.` and a counter (iOS uses a UUID), so that
    /// test runs are reproducible.
    open class func withUniqueName() -> UIPasteboard {
        registryLock.withLock {
            uniqueCounter += 1
            return pasteboardLocked(named: Name("com.apple.UIKit.pboard.unique.\(uniqueCounter)"), create: true)!
        }
    }

    /// Removes the named pasteboard, posting `removedNotification` for it. The
    /// general pasteboard cannot be removed (nothing happens, as on iOS).
    open class func remove(withName pasteboardName: Name) {
        guard pasteboardName != .general else { return }
        let removed = registryLock.withLock { registry.removeValue(forKey: pasteboardName) }
        guard let removed else { return }
        NotificationCenter.default.post(name: removedNotification, object: removed)
    }

    private static func pasteboardLocked(named name: Name, create: Bool) -> UIPasteboard? {
        if let existing = registry[name] { return existing }
        guard create || name == .general else { return nil }
        let pasteboard = UIPasteboard(name: name)
        registry[name] = pasteboard
        return pasteboard
    }

    /// The registered pasteboard whose storage this handle uses (itself,
    /// unless made by `init(name:create:)`).
    private var shared: UIPasteboard?
    private var storage: UIPasteboard { shared ?? self }

    /// Handles of one pasteboard are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIPasteboard)?.storage === storage
    }

    open override var hash: Int { ObjectIdentifier(storage).hashValue }

    // MARK: State

    /// Incremented by one on every change to the items (any write, even of the
    /// same content, as on iOS). Starts at 0.
    open var changeCount: Int {
        let target = storage
        target.synchronizeWithHost()
        return target.lock.withLock { target.storedChangeCount }
    }

    /// The options given with the last `setItems(_:options:)`.
    var options: [OptionsKey: Any] {
        let target = storage
        return target.lock.withLock { target.storedOptions }
    }

    /// A snapshot of the items.
    var currentItems: [Item] {
        let target = storage
        target.synchronizeWithHost()
        return target.lock.withLock { target.storedItems }
    }

    /// The first item's string, without consulting the host.
    var firstStoredString: String? {
        lock.withLock { storedItems.first.flatMap(PasteboardValue.string(in:)) }
    }

    /// Replaces every item (`append` false) or adds after them, counts the
    /// change and posts `changedNotification`.
    func write(_ newItems: [Item], append: Bool = false, options: [OptionsKey: Any] = [:],
               fromHost: Bool = false) {
        let target = storage
        if !fromHost { target.synchronizeWithHost() }
        let (added, removed): ([String], [String]) = target.lock.withLock {
            let before = Self.typeList(target.storedItems)
            target.storedItems = append ? target.storedItems + newItems : newItems
            if !append { target.storedOptions = options }
            target.storedChangeCount += 1
            let after = Self.typeList(target.storedItems)
            return (after.filter { !before.contains($0) }, before.filter { !after.contains($0) })
        }
        if !fromHost { target.pushToHost() }
        var userInfo: [String: Any] = [:]
        if !added.isEmpty { userInfo[Self.changedTypesAddedUserInfoKey] = added }
        if !removed.isEmpty { userInfo[Self.changedTypesRemovedUserInfoKey] = removed }
        NotificationCenter.default.post(name: Self.changedNotification, object: target, userInfo: userInfo)
    }

    /// Every type of every item, each once, in order.
    private static func typeList(_ items: [Item]) -> [String] {
        var result: [String] = []
        for item in items {
            for (type, _) in item where !result.contains(type) { result.append(type) }
        }
        return result
    }

    // MARK: Items

    /// How many items the pasteboard holds.
    open var numberOfItems: Int { currentItems.count }

    /// The items, each a dictionary from type identifier to value. Reading
    /// gives strings as `String`, URLs as `URL`, images as their encoded
    /// `Data` (`public.png`…), colors as `UIColor`, and other values as they
    /// were written. Setting replaces every item (values are normalized as
    /// `addItems(_:)` describes).
    open var items: [[String: Any]] {
        get {
            currentItems.map { item in
                var dictionary: [String: Any] = [:]
                for (type, value) in item where dictionary[type] == nil { dictionary[type] = value }
                return dictionary
            }
        }
        set { setItems(newValue) }
    }

    /// Replaces every item. Options: `.localOnly` is honored by the general
    /// pasteboard under a window host (the text stays off the desktop
    /// clipboard); `.expirationDate` is stored, not acted on.
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        write(items.map(Self.item(from:)), options: options)
    }

    /// Adds items after the current ones. A `UIImage` value is stored encoded
    /// for its type (JPEG for `public.jpeg`, PNG otherwise); an `NSString`,
    /// `NSURL` or `NSData` as its Swift value. Within an item, representations
    /// keep the dictionary's order (unordered); use one type per call of
    /// `setValue` to control order.
    open func addItems(_ items: [[String: Any]]) {
        write(items.map(Self.item(from:)), append: true)
    }

    static func item(from dictionary: [String: Any]) -> Item {
        // Sorted so that an item's representations have a stable order.
        dictionary.keys.sorted().map { type in (type, PasteboardValue.normalized(dictionary[type]!, for: type)) }
    }

    // MARK: The first item's representations

    /// The type identifiers of the first item (empty when there are none).
    open var types: [String] {
        currentItems.first?.map(\.type) ?? []
    }

    /// Whether the first item has a representation of one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        let present = types
        return pasteboardTypes.contains { present.contains($0) }
    }

    /// The first item's value for `pasteboardType`, as `items` gives it; data
    /// of a text type is decoded as UTF-8 into a `String`, as iOS does.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        guard let value = currentItems.first?.first(where: { $0.type == pasteboardType })?.value else { return nil }
        if let data = value as? Data, PasteboardValue.isText(pasteboardType),
           let string = String(data: data, encoding: .utf8) {
            return string
        }
        return value
    }

    /// The first item's value for `pasteboardType` as bytes: a string's UTF-8,
    /// a URL's absolute string in UTF-8, data as it is, a color as its item
    /// provider data, a property list in binary form.
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        guard let value = currentItems.first?.first(where: { $0.type == pasteboardType })?.value else { return nil }
        return PasteboardValue.data(of: value)
    }

    /// Replaces every item with one holding `value` (a property-list object, a
    /// URL, an image or a color) under `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        write([[(pasteboardType, PasteboardValue.normalized(value, for: pasteboardType))]])
    }

    /// Replaces every item with one holding `data` under `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        write([[(pasteboardType, data)]])
    }

    // MARK: Strings, URLs, images and colors

    // Strings, URLs, images and colors. The singular properties read the first
    // item; the plural ones every item that has such a value (so they may be
    // shorter than `numberOfItems`). Setting a singular property replaces every
    // item with one; setting a plural one replaces them with one item per value.
    // Setting nil (or an empty array) removes every item — Kumiki's choice where
    // Apple's documentation is silent.
    /// The first item's string (under `public.utf8-plain-text` or another text
    /// type). Written as `public.utf8-plain-text`.
    open var string: String? {
        get { currentItems.first.flatMap(PasteboardValue.string(in:)) }
        set { strings = newValue.map { [$0] } }
    }

    /// Every item's string.
    open var strings: [String]? {
        get { values(PasteboardValue.string(in:)) }
        set { write((newValue ?? []).map { [(PasteboardValue.stringType, $0)] }) }
    }

    /// The first item's URL (under `public.url` or `public.file-url`). Written
    /// as `public.url`.
    open var url: URL? {
        get { currentItems.first.flatMap(PasteboardValue.url(in:)) }
        set { urls = newValue.map { [$0] } }
    }

    /// Every item's URL.
    open var urls: [URL]? {
        get { values(PasteboardValue.url(in:)) }
        set { write((newValue ?? []).map { [(PasteboardValue.urlType, $0)] }) }
    }

    /// The first item's image, decoded from its first image type's data.
    /// Written as PNG data under `public.png`.
    open var image: UIImage? {
        get { currentItems.first.flatMap(PasteboardValue.image(in:)) }
        set { images = newValue.map { [$0] } }
    }

    /// Every item's image.
    open var images: [UIImage]? {
        get { values(PasteboardValue.image(in:)) }
        set {
            write((newValue ?? []).map { image in
                [(PasteboardValue.imageType, PasteboardValue.normalized(image, for: PasteboardValue.imageType))]
            })
        }
    }

    /// The first item's color, under `com.apple.uikit.color`.
    open var color: UIColor? {
        get { currentItems.first.flatMap(PasteboardValue.color(in:)) }
        set { colors = newValue.map { [$0] } }
    }

    /// Every item's color.
    open var colors: [UIColor]? {
        get { values(PasteboardValue.color(in:)) }
        set { write((newValue ?? []).map { [(PasteboardValue.colorType, $0)] }) }
    }

    /// Whether any item has a string. Reading it does not count as reading the
    /// pasteboard's content on iOS (no paste prompt); Kumiki has no prompt.
    open var hasStrings: Bool { currentItems.contains { PasteboardValue.string(in: $0) != nil } }

    /// Whether any item has a URL.
    open var hasURLs: Bool { currentItems.contains { PasteboardValue.url(in: $0) != nil } }

    /// Whether any item has an image representation.
    open var hasImages: Bool {
        currentItems.contains { item in item.contains { PasteboardValue.isImage($0.type) } }
    }

    /// Whether any item has a color.
    open var hasColors: Bool { currentItems.contains { PasteboardValue.color(in: $0) != nil } }

    /// The values `extract` finds in the items; nil when there are none, as
    /// UIKit answers.
    private func values<Value>(_ extract: (Item) -> Value?) -> [Value]? {
        let found = currentItems.compactMap(extract)
        return found.isEmpty ? nil : found
    }

    // MARK: Item providers

    // The items as item providers, for code that shares them with drag and drop.
    /// One provider per item, with a data representation per type (the bytes
    /// `data(forPasteboardType:)` gives). Setting replaces every item with the
    /// providers' representations (see `setItemProviders(_:localOnly:expirationDate:)`).
    open var itemProviders: [NSItemProvider] {
        get {
            currentItems.map { item in
                let provider = NSItemProvider()
                for (type, value) in item {
                    let data = PasteboardValue.data(of: value)
                    provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
                        completion(data, nil)
                        return nil
                    }
                }
                return provider
            }
        }
        set { setItemProviders(newValue, localOnly: false, expirationDate: nil) }
    }

    /// Replaces every item with one per provider, holding the data of each of
    /// its registered types. Kumiki loads the data at once (iOS loads lazily,
    /// when a reader asks): a representation whose load handler does not
    /// answer before returning is left out. `localOnly` and `expirationDate`
    /// are kept as `setItems(_:options:)` keeps them.
    open func setItemProviders(_ itemProviders: [NSItemProvider], localOnly: Bool, expirationDate: Date?) {
        let items: [Item] = itemProviders.map { provider in
            provider.registeredTypeIdentifiers.compactMap { type in
                nonisolated(unsafe) var loaded: Data?
                _ = provider.loadDataRepresentation(forTypeIdentifier: type) { data, _ in loaded = data }
                guard let loaded else { return nil }
                // Text and URLs read back as values, as when they are set directly.
                if PasteboardValue.isText(type), let string = String(data: loaded, encoding: .utf8) {
                    return (type, string)
                }
                if PasteboardValue.urlTypes.contains(type), let string = String(data: loaded, encoding: .utf8),
                   let url = URL(string: string) {
                    return (type, url)
                }
                return (type, loaded)
            }
        }
        var options: [OptionsKey: Any] = [:]
        if localOnly { options[.localOnly] = true }
        if let expirationDate { options[.expirationDate] = expirationDate }
        write(items, options: options)
    }
}
