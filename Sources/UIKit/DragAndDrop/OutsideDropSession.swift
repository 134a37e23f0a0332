import Foundation

/// A drag that started outside the app (files dragged onto the window from
/// the desktop), as its drop targets see it: no local drag session, no move.
@MainActor
final class OutsideDropSession: UIDropSession {
    let items: [UIDragItem]
    /// Where the pointer is, in window coordinates.
    let windowLocation: CGPoint
    var progressIndicatorStyle = UIDropSessionProgressIndicatorStyle.default

    init(providers: [NSItemProvider], location: CGPoint) {
        items = providers.map(UIDragItem.init(itemProvider:))
        windowLocation = location
    }

    var localDragSession: (any UIDragSession)? { nil }
    /// Only a drag from this app can be moved.
    var allowsMoveOperation: Bool { false }
    var isRestrictedToDraggingApplication: Bool { false }

    func location(in view: UIView) -> CGPoint {
        view.convert(windowLocation, from: nil)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.haveItemsConforming(toTypeIdentifiers: typeIdentifiers)
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.canLoadObjects(ofClass: aClass)
    }

    func loadObjects(ofClass aClass: any NSItemProviderReading.Type,
                     completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress {
        DropSession.loadObjects(from: items, ofClass: aClass, completion: completion)
    }
}

extension UIWindow {
    /// Drops `providers` from outside the app at `point` (window
    /// coordinates), as a window host does with files dropped on it: the drop
    /// interaction there hears `canHandle`, `sessionDidEnter`,
    /// `sessionDidUpdate`, then for a `.copy` proposal `performDrop` and
    /// `concludeDrop` (a `.move` acts as a cancel: the drag is not this
    /// app's), else `sessionDidExit`; then `sessionDidEnd`. There is no
    /// preview to animate. Returns what happened.
    @discardableResult
    package func deliverOutsideDrop(of providers: [NSItemProvider], at point: CGPoint) -> UIDropOperation {
        let session = OutsideDropSession(providers: providers, location: point)
        guard let target = DropTargetSearch.target(at: point, in: self, canHandle: { drop in
            drop.delegate?.dropInteraction(drop, canHandle: session) ?? false
        }), let delegate = target.delegate else { return .cancel }
        delegate.dropInteraction(target, sessionDidEnter: session)
        let proposed = delegate.dropInteraction(target, sessionDidUpdate: session).operation
        let operation: UIDropOperation = proposed == .copy ? .copy : .cancel
        if operation == .copy {
            delegate.dropInteraction(target, performDrop: session)
            delegate.dropInteraction(target, concludeDrop: session)
        } else {
            delegate.dropInteraction(target, sessionDidExit: session)
        }
        delegate.dropInteraction(target, sessionDidEnd: session)
        return operation
    }
}
