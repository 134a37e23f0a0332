import Foundation

/// A drag as a drop target in the same app sees it.
@MainActor
final class DropSession: UIDropSession {
    let dragSession: DragSession
    var progressIndicatorStyle = UIDropSessionProgressIndicatorStyle.default

    init(dragSession: DragSession) {
        self.dragSession = dragSession
    }

    var items: [UIDragItem] { dragSession.items }
    var localDragSession: (any UIDragSession)? { dragSession }
    var allowsMoveOperation: Bool { dragSession.allowsMoveOperation }
    var isRestrictedToDraggingApplication: Bool { dragSession.isRestrictedToDraggingApplication }

    func location(in view: UIView) -> CGPoint {
        dragSession.location(in: view)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        dragSession.hasItemsConforming(toTypeIdentifiers: typeIdentifiers)
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        dragSession.canLoadObjects(ofClass: aClass)
    }

    /// Once the objects have loaded, the source hears that the items were
    /// transferred (`sessionDidTransferItems`), after `completion`.
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type,
                     completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress {
        let dragSession = dragSession
        return Self.loadObjects(from: items, ofClass: aClass) { objects in
            completion(objects)
            if let interaction = dragSession.interaction {
                interaction.delegate?.dragInteraction(interaction, sessionDidTransferItems: dragSession)
            }
        }
    }
}

extension DropSession {
    /// Loads an object of `aClass` from each of `items` that can make one;
    /// `completion` gets them in item order once all have arrived.
    static func loadObjects(from items: [UIDragItem], ofClass aClass: any NSItemProviderReading.Type,
                            completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: aClass) }
        let progress = Progress(totalUnitCount: Int64(providers.count))
        let collector = LoadedObjects(count: providers.count, progress: progress, completion: completion)
        for (index, provider) in providers.enumerated() {
            // Kumiki's providers answer at once, on the caller's (main) actor.
            provider.loadObject(ofClass: aClass) { object, _ in
                nonisolated(unsafe) let loaded = object
                MainActor.assumeIsolated { collector.set(loaded, at: index) }
            }
        }
        return progress
    }
}

/// The objects of a `loadObjects` call as they arrive; hands them over, in
/// item order, when the last one has.
@MainActor
private final class LoadedObjects {
    private var objects: [(any NSItemProviderReading)?]
    private var remaining: Int
    private let progress: Progress
    private let completion: ([any NSItemProviderReading]) -> Void

    init(count: Int, progress: Progress, completion: @escaping ([any NSItemProviderReading]) -> Void) {
        objects = Array(repeating: nil, count: count)
        remaining = count
        self.progress = progress
        self.completion = completion
        if count == 0 { completion([]) }
    }

    func set(_ object: (any NSItemProviderReading)?, at index: Int) {
        objects[index] = object
        remaining -= 1
        progress.completedUnitCount += 1
        if remaining == 0 { completion(objects.compactMap { $0 }) }
    }
}
