import Foundation

/// iOS 14's registrations: a cell or supplementary class with the code that
/// configures it, registered with the collection view the first time it is
/// used to dequeue.
extension UICollectionView {
    /// A cell class and its configuration handler. Create it once (outside
    /// the cell provider) and dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let reuseIdentifier: String
        let handler: Handler

        public init(handler: @escaping Handler) {
            reuseIdentifier = RegistrationIdentifiers.next(for: Cell.self)
            self.handler = handler
        }
    }

    /// A supplementary view class of one kind and its configuration handler.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        public let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = RegistrationIdentifiers.next(for: Supplementary.self)
            self.handler = handler
        }
    }

    /// A cell of the registration's class, configured by its handler for
    /// `item` (the handler is not called for a nil item).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        let key = CollectionReuseStore.Key(kind: CollectionReuseStore.cellKind, identifier: registration.reuseIdentifier)
        if reuse.classes[key] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let typed = cell as? Cell else {
            preconditionFailure("the reused cell is a \(type(of: cell)), not a \(Cell.self)")
        }
        if let item { registration.handler(typed, indexPath, item) }
        return typed
    }

    /// A supplementary view of the registration's class and kind, configured
    /// by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let key = CollectionReuseStore.Key(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if reuse.classes[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                     withReuseIdentifier: registration.reuseIdentifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                    withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let typed = view as? Supplementary else {
            preconditionFailure("the reused view is a \(type(of: view)), not a \(Supplementary.self)")
        }
        registration.handler(typed, registration.elementKind, indexPath)
        return typed
    }
}

/// Unique reuse identifiers for registrations, deterministic within a run.
enum RegistrationIdentifiers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter = 0

    static func next(for type: Any.Type) -> String {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        return "registration-\(counter)-\(type)"
    }
}
