import Foundation

/// The delegate of a table view's drop interaction: finds the index path
/// under the finger, asks the drop delegate for a proposal there, holds the
/// gap open for an `.insertAtDestinationIndexPath` proposal, carries out a
/// reorder of one of its own rows through the data source's
/// `tableView(_:moveRowAt:to:)`, and turns the coordinator's answers into the
/// drop previews of the drag engine. While the drag hovers it scrolls the
/// table view near its top and bottom edges (`ListDropAutoscroll`).
///
/// A table view with a drag delegate and no drop delegate still takes its
/// own rows back: a drag of one of its rows reorders when the data source
/// implements `moveRowAt` (as on iOS, where such a table reorders by drag
/// without a drop delegate; uncertain in the details).
@MainActor
final class TableDropTarget: UIDropInteractionDelegate {
    unowned let tableView: UITableView
    private(set) var interaction: UIDropInteraction!
    private(set) var isActive = false
    private var destination: IndexPath?
    private var proposal = UITableViewDropProposal(operation: .cancel)
    /// The proposal's intent, `.automatic` resolved for where the finger is.
    private var intent = UITableViewDropProposal.Intent.unspecified
    private var coordinator: TableDropCoordinator?
    let autoscroll: ListDropAutoscroll

    init(tableView: UITableView) {
        self.tableView = tableView
        autoscroll = ListDropAutoscroll(scrollView: tableView, axes: .vertical)
        interaction = UIDropInteraction(delegate: self)
    }

    private var delegate: (any UITableViewDropDelegate)? { tableView.dropDelegate }

    /// Where `item` was lifted when it comes from this table view.
    private func sourceIndexPath(of item: UIDragItem, in session: any UIDropSession) -> IndexPath? {
        guard session.localDragSession != nil else { return nil }
        return tableView.dragSource?.sourceIndexPath(of: item)
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        // Learned now, before any gap changes the rows the probe would see.
        let reorders = tableView.dataSourceImplementsMove
        if let delegate { return delegate.tableView(tableView, canHandle: session) }
        return reorders && tableView.reorderSourceIndexPath(of: session) != nil
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        isActive = true
        delegate?.tableView(tableView, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        // The dragged row's own place, when a move takes it out of this
        // table view (one row only).
        let movedSource = session.items.count == 1 ? sourceIndexPath(of: session.items[0], in: session) : nil
        let dataCounts = tableView.dropGap?.dataCounts ?? tableView.counts
        // The last row a drop may take: the section's count, one less when
        // the last proposal moved the dragged row out of this section (the
        // gap below clamps again with the new proposal).
        let limit = { (section: Int) -> Int in
            dataCounts[section] - (movedSource?.section == section && self.proposal.operation == .move ? 1 : 0)
        }
        let point = session.location(in: tableView)
        let destination = tableView.dropDestination(at: point, limit: limit)
        self.destination = destination
        let proposal = delegate?.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
            ?? tableView.defaultDropProposal(for: session)
        self.proposal = proposal
        autoscroll.update(for: session)
        guard tableView.dropGap?.placeholder == nil else { return proposal }
        intent = proposal.intent
        if intent == .automatic {
            if let row = tableView.dataRowMiddle(at: point) {
                intent = .insertIntoDestinationIndexPath
                self.destination = row
            } else {
                intent = .insertAtDestinationIndexPath
            }
        }
        let drops = proposal.operation == .copy || (proposal.operation == .move && session.allowsMoveOperation)
        if drops, intent == .insertAtDestinationIndexPath, let destination {
            let source = proposal.operation == .move ? movedSource : nil
            var clamped = destination
            clamped.row = min(destination.row, dataCounts[destination.section]
                                  - (source?.section == destination.section ? 1 : 0))
            if let source { clamped = retargeted(from: source, to: clamped, dataCounts: dataCounts) }
            tableView.setDropGap(tableView.makeDropGap(source: source, destination: clamped))
            self.destination = clamped
        } else {
            tableView.setDropGap(nil)
        }
        return proposal
    }

    /// A reorder of one of the table's own rows asks the table's delegate
    /// where the row may go, as reorder controls do
    /// (`targetIndexPathForMoveFromRowAt`; that UIKit asks it during a drag
    /// too is Kumiki's reading, uncertain). An answer no row can take keeps
    /// the proposed place.
    private func retargeted(from source: IndexPath, to proposed: IndexPath, dataCounts: [Int]) -> IndexPath {
        guard tableView.dataSourceImplementsMove,
              let target = tableView.tableDelegate?.tableView(tableView, targetIndexPathForMoveFromRowAt: source,
                                                             toProposedIndexPath: proposed),
              target.count == 2, target.section >= 0, target.section < dataCounts.count, target.row >= 0,
              target.row <= dataCounts[target.section] - (source.section == target.section ? 1 : 0)
        else { return proposed }
        return target
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        autoscroll.stop()
        closeHoverGap()
        isActive = false
        delegate?.tableView(tableView, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        autoscroll.stop()
        let sizes = (session.localDragSession as? DragSession)?.previewSizes ?? [:]
        let items = session.items.map { item in
            TableDropItem(dragItem: item, sourceIndexPath: sourceIndexPath(of: item, in: session),
                          previewSize: sizes[ObjectIdentifier(item)] ?? .zero)
        }
        if isReorder(session), let item = session.items.first, let moved = tableView.commitDropGapAsMove() {
            let coordinator = TableDropCoordinator(tableView: tableView, items: items, destinationIndexPath: moved,
                                                   proposal: proposal, session: session)
            self.coordinator = coordinator
            coordinator.land(item, at: moved)
            return
        }
        tableView.closeDropGapForDrop()
        let coordinator = TableDropCoordinator(tableView: tableView, items: items, destinationIndexPath: destination,
                                               proposal: proposal, session: session)
        self.coordinator = coordinator
        delegate?.tableView(tableView, performDropWith: coordinator)
        tableView.settleAfterDrop()
    }

    /// Whether the drop is the table view's own reorder: one of its rows
    /// moved with `.insertAtDestinationIndexPath` (the gap holds its place),
    /// to a data source that implements `moveRowAt`, which then gets the move
    /// in place of `performDropWith`.
    private func isReorder(_ session: any UIDropSession) -> Bool {
        guard proposal.operation == .move, intent == .insertAtDestinationIndexPath, session.allowsMoveOperation,
              let gap = tableView.dropGap, gap.source != nil, gap.placeholder == nil else { return false }
        return tableView.dataSourceImplementsMove
    }

    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        guard let landing = coordinator?.landing(of: item)?.landing else { return defaultPreview }
        switch landing {
        case .row(let indexPath):
            guard let cell = tableView.cellForRow(at: indexPath) else { return defaultPreview }
            let parameters = delegate?.tableView(tableView, dropPreviewParametersForRowAt: indexPath)
            return UITargetedDragPreview(view: cell, parameters: parameters ?? UIDragPreviewParameters(),
                                         target: UIDragPreviewTarget(container: tableView, center: cell.center))
        case .into(let indexPath, let rect):
            guard let cell = tableView.cellForRow(at: indexPath) else { return defaultPreview }
            let size = coordinator?.items.first { $0.dragItem === item }?.previewSize ?? .zero
            let scale = size.width > 0 && size.height > 0 ? min(rect.width / size.width, rect.height / size.height) : 1
            let center = cell.convert(CGPoint(x: rect.midX, y: rect.midY), to: tableView)
            return UITargetedDragPreview(view: defaultPreview.view, parameters: defaultPreview.parameters,
                                         target: UIDragPreviewTarget(container: tableView, center: center,
                                                                     transform: CGAffineTransform(scaleX: scale, y: scale)))
        case .target(let target):
            return UITargetedDragPreview(view: defaultPreview.view, parameters: defaultPreview.parameters, target: target)
        case .placeholder(let context):
            guard let indexPath = context.landingIndexPath else { return defaultPreview }
            tableView.hideDroppingCell(at: indexPath)
            guard let cell = tableView.cellForRow(at: indexPath) else { return defaultPreview }
            let parameters = context.committedIndexPath == nil
                ? context.placeholder.previewParametersProvider?(cell)
                : delegate?.tableView(tableView, dropPreviewParametersForRowAt: indexPath)
            return UITargetedDragPreview(view: cell, parameters: parameters ?? UIDragPreviewParameters(),
                                         target: UIDragPreviewTarget(container: tableView, center: cell.center))
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem,
                         willAnimateDropWith animator: any UIDragAnimating) {
        guard let recorded = coordinator?.landing(of: item)?.animator else { return }
        for animation in recorded.animations { animator.addAnimations(animation) }
        for completion in recorded.completions { animator.addCompletion(completion) }
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        tableView.revealDroppedCells()
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        autoscroll.stop()
        closeHoverGap()
        tableView.revealDroppedCells()
        isActive = false
        coordinator = nil
        destination = nil
        proposal = UITableViewDropProposal(operation: .cancel)
        intent = .unspecified
        delegate?.tableView(tableView, dropSessionDidEnd: session)
    }

    /// Closes the gap a hover opened (a placeholder's stays).
    private func closeHoverGap() {
        if tableView.dropGap?.placeholder == nil { tableView.setDropGap(nil) }
    }
}
