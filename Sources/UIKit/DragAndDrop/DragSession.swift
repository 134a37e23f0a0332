import Foundation

/// Kumiki's drag session: the items, the finger, and the answers the drag
/// delegate gave when the drag began. The drop side sees it through a
/// `DropSession`.
@MainActor
final class DragSession: UIDragSession {
    var items: [UIDragItem]
    var localContext: Any?
    /// Where the finger is, in window coordinates.
    var windowLocation: CGPoint
    weak var window: UIWindow?
    /// The interaction whose delegate hears about the drag.
    weak var interaction: UIDragInteraction?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    /// Each item's preview size under the finger (points), by item.
    var previewSizes: [ObjectIdentifier: CGSize] = [:]

    init(items: [UIDragItem], location: CGPoint, window: UIWindow) {
        self.items = items
        windowLocation = location
        self.window = window
    }

    func location(in view: UIView) -> CGPoint {
        view.convert(windowLocation, from: nil)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.haveItemsConforming(toTypeIdentifiers: typeIdentifiers)
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.canLoadObjects(ofClass: aClass)
    }
}
