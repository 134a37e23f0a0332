import Foundation

/// What drag sessions and drop sessions share: the items, where the finger
/// is, and what may happen to them.
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    /// The items being dragged, in the order they were added.
    var items: [UIDragItem] { get }
    /// The finger's position in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether a drop may move the items (the drag delegate's
    /// `sessionAllowsMoveOperation`, true by default).
    var allowsMoveOperation: Bool { get }
    /// Whether only the app that started the drag may take the items (the
    /// drag delegate's answer, false by default).
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether some item's provider has a representation conforming to one of
    /// `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether some item's provider can make an object of `aClass`.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

extension UIDragDropSession {
    /// `canLoadObjects(ofClass:)` for a Swift type bridged to a reading class:
    /// `session.canLoadObjects(ofClass: String.self)`.
    public func canLoadObjects<T: _ObjectiveCBridgeable & SendableMetatype>(ofClass: T.Type) -> Bool
        where T._ObjectiveCType: NSItemProviderReading {
        items.contains { $0.itemProvider.canLoadObject(ofClass: T.self) }
    }
}

/// The drag as its source sees it.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the source app wants to keep with the drag; only its own drop
    /// targets see it (through `localDragSession`). nil by default.
    var localContext: Any? { get set }
}

/// How a drop target shows that a drop's data is still loading.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    case none = 0
    case `default` = 1
}

/// The drag as a drop target sees it.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session when the drag started in this app; nil for a drag
    /// from elsewhere.
    var localDragSession: (any UIDragSession)? { get }
    /// How loading shows after a drop (`.default`).
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// Loads an object of `aClass` from each item that can make one, and
    /// calls `completion` with them, in item order, once all have loaded.
    /// Call it from `performDrop`.
    @discardableResult
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type,
                     completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress
}

extension UIDropSession {
    /// `loadObjects(ofClass:completion:)` for a Swift type bridged to a
    /// reading class: `session.loadObjects(ofClass: String.self) { strings in … }`.
    @discardableResult
    public func loadObjects<T: _ObjectiveCBridgeable & SendableMetatype>(ofClass: T.Type,
                                                                       completion: @escaping ([T]) -> Void) -> Progress
        where T._ObjectiveCType: NSItemProviderReading {
        loadObjects(ofClass: T._ObjectiveCType.self) { objects in
            completion(objects.compactMap { ($0 as? T._ObjectiveCType).map(T._unconditionallyBridgeFromObjectiveC) })
        }
    }
}

/// The item queries every session answers the same way.
extension [UIDragItem] {
    /// Whether some item's provider has a representation conforming to one of
    /// `typeIdentifiers`.
    @MainActor
    func haveItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    /// Whether some item's provider can make an object of `aClass`.
    @MainActor
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
}
