import Foundation

/// The delegate of a collection view's drop interaction: finds the index
/// path under the finger, asks the drop delegate for a proposal there, holds
/// the gap open for an `.insertAtDestinationIndexPath` proposal, and turns
/// the coordinator's answers into the drop previews of the drag engine.
/// While the drag hovers it scrolls the collection view near its edges
/// (`ListDropAutoscroll`) and holds the gap back for the
/// `reorderingCadence` (`CollectionReorderCadence`).
@MainActor
final class CollectionDropTarget: UIDropInteractionDelegate {
    unowned let collectionView: UICollectionView
    private(set) var interaction: UIDropInteraction!
    private(set) var isActive = false
    private var destination: IndexPath?
    private var proposal = UICollectionViewDropProposal(operation: .cancel)
    private var coordinator: CollectionDropCoordinator?
    let autoscroll: ListDropAutoscroll
    let cadence: CollectionReorderCadence

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        autoscroll = ListDropAutoscroll(scrollView: collectionView, axes: .both)
        cadence = CollectionReorderCadence(collectionView: collectionView)
        interaction = UIDropInteraction(delegate: self)
    }

    private var delegate: (any UICollectionViewDropDelegate)? { collectionView.dropDelegate }

    /// Where `item` was lifted when it comes from this collection view.
    private func sourceIndexPath(of item: UIDragItem, in session: any UIDropSession) -> IndexPath? {
        guard session.localDragSession != nil else { return nil }
        return collectionView.dragSource?.sourceIndexPath(of: item)
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        delegate?.collectionView(collectionView, canHandle: session) ?? false
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        isActive = true
        delegate?.collectionView(collectionView, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        guard let delegate else { return UIDropProposal(dropOperation: .cancel) }
        // The dragged item's own place, when a move takes it out of this
        // collection view (one item only).
        let movedSource = session.items.count == 1 ? sourceIndexPath(of: session.items[0], in: session) : nil
        let dataCounts = collectionView.dropGap?.dataCounts ?? collectionView.counts
        // The last index a drop may take: the section's count, one less
        // when the last proposal moved the dragged item out of this section
        // (the gap below clamps again with the new proposal).
        let limit = { (section: Int) -> Int in
            dataCounts[section] - (movedSource?.section == section && self.proposal.operation == .move ? 1 : 0)
        }
        let destination = collectionView.dropDestination(at: session.location(in: collectionView), limit: limit)
        self.destination = destination
        let proposal = delegate.collectionView(collectionView, dropSessionDidUpdate: session,
                                               withDestinationIndexPath: destination)
        self.proposal = proposal
        autoscroll.update(for: session)
        guard collectionView.dropGap?.placeholder == nil else { return proposal }
        let drops = proposal.operation == .copy || (proposal.operation == .move && session.allowsMoveOperation)
        if drops, proposal.intent == .insertAtDestinationIndexPath, let destination {
            let source = proposal.operation == .move ? movedSource : nil
            var clamped = destination
            clamped.item = min(destination.item, dataCounts[destination.section]
                                   - (source?.section == destination.section ? 1 : 0))
            cadence.propose(CollectionDropGap(source: source, destination: clamped, dataCounts: dataCounts))
            self.destination = clamped
        } else {
            cadence.propose(nil)
        }
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        autoscroll.stop()
        closeHoverGap()
        isActive = false
        delegate?.collectionView(collectionView, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        autoscroll.stop()
        cadence.cancel()
        collectionView.closeDropGapForDrop()
        let sizes = (session.localDragSession as? DragSession)?.previewSizes ?? [:]
        let items = session.items.map { item in
            CollectionDropItem(dragItem: item, sourceIndexPath: sourceIndexPath(of: item, in: session),
                               previewSize: sizes[ObjectIdentifier(item)] ?? .zero)
        }
        let coordinator = CollectionDropCoordinator(collectionView: collectionView, items: items,
                                                    destinationIndexPath: destination, proposal: proposal,
                                                    session: session)
        self.coordinator = coordinator
        delegate?.collectionView(collectionView, performDropWith: coordinator)
        collectionView.settleAfterDrop()
    }

    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        guard let landing = coordinator?.landing(of: item)?.landing else { return defaultPreview }
        switch landing {
        case .item(let indexPath):
            guard let cell = collectionView.cellForItem(at: indexPath),
                  let attributes = collectionView.layoutAttributesForItem(at: indexPath) else { return defaultPreview }
            let parameters = delegate?.collectionView(collectionView, dropPreviewParametersForItemAt: indexPath)
            return UITargetedDragPreview(view: cell, parameters: parameters ?? UIDragPreviewParameters(),
                                         target: UIDragPreviewTarget(container: collectionView, center: attributes.center))
        case .into(let indexPath, let rect):
            guard let cell = collectionView.cellForItem(at: indexPath) else { return defaultPreview }
            let size = coordinator?.items.first { $0.dragItem === item }?.previewSize ?? .zero
            let scale = size.width > 0 && size.height > 0 ? min(rect.width / size.width, rect.height / size.height) : 1
            let center = cell.convert(CGPoint(x: rect.midX, y: rect.midY), to: collectionView)
            return UITargetedDragPreview(view: defaultPreview.view, parameters: defaultPreview.parameters,
                                         target: UIDragPreviewTarget(container: collectionView, center: center,
                                                                     transform: CGAffineTransform(scaleX: scale, y: scale)))
        case .target(let target):
            return UITargetedDragPreview(view: defaultPreview.view, parameters: defaultPreview.parameters, target: target)
        case .placeholder(let context):
            guard let indexPath = context.landingIndexPath else { return defaultPreview }
            collectionView.hideDroppingCell(at: indexPath)
            guard let cell = collectionView.cellForItem(at: indexPath),
                  let attributes = collectionView.layoutAttributesForItem(at: indexPath) else { return defaultPreview }
            let parameters = context.committedIndexPath == nil
                ? context.placeholder.previewParametersProvider?(cell)
                : delegate?.collectionView(collectionView, dropPreviewParametersForItemAt: indexPath)
            return UITargetedDragPreview(view: cell, parameters: parameters ?? UIDragPreviewParameters(),
                                         target: UIDragPreviewTarget(container: collectionView, center: attributes.center))
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem,
                         willAnimateDropWith animator: any UIDragAnimating) {
        guard let recorded = coordinator?.landing(of: item)?.animator else { return }
        for animation in recorded.animations { animator.addAnimations(animation) }
        for completion in recorded.completions { animator.addCompletion(completion) }
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        collectionView.revealDroppedCells()
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        autoscroll.stop()
        closeHoverGap()
        collectionView.revealDroppedCells()
        isActive = false
        coordinator = nil
        destination = nil
        proposal = UICollectionViewDropProposal(operation: .cancel)
        delegate?.collectionView(collectionView, dropSessionDidEnd: session)
    }

    /// Closes the gap a hover opened, or forgets the one waiting to open (a
    /// placeholder's stays).
    private func closeHoverGap() {
        cadence.cancel()
        if collectionView.dropGap?.placeholder == nil { collectionView.setDropGap(nil) }
    }
}
