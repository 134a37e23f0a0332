import Foundation

/// One drag in flight, from lift to drop or cancel: the previews under the
/// finger, the drop target under it, and the callbacks in order.
///
/// Order (UIKit's, as far as documented; the interleaving of the two sides at
/// the end is uncertain): `itemsForBeginning`, `previewForLifting` per item,
/// `willAnimateLiftWith`, `sessionWillBegin`; per move `sessionDidMove`, then
/// the target's `canHandle` (once), `sessionDidEnter`, `sessionDidUpdate`
/// (and `sessionDidExit` when the finger leaves it). On lifting the finger:
/// `willEndWith`; a drop (`.copy`, or `.move` that the session allows) then
/// runs `performDrop`, `previewForDropping` and `willAnimateDropWith` per
/// item, the drop animation, `concludeDrop`, `didEndWith`, and
/// `sessionDidEnd` for each target that could handle it; anything else is a
/// cancel: `sessionDidExit` on the target under the finger,
/// `previewForCancelling` and `willAnimateCancelWith` per item, the return
/// animation, `didEndWith(.cancel)`, `sessionDidEnd`.
@MainActor
final class DragController {
    /// The lift, drop and cancel animations, in seconds (UIKit's are not
    /// documented; uncertain).
    static let liftDuration: TimeInterval = 0.25
    static let dropDuration: TimeInterval = 0.3
    static let cancelDuration: TimeInterval = 0.3
    /// The lifted preview grows by this factor (uncertain).
    static let liftScale: CGFloat = 1.05
    /// Each added item sits this much further down and right in the pile
    /// under the finger, so the pile shows (points; Kumiki's choice: iOS
    /// piles them with a count badge Kumiki does not draw).
    static let stackStep: CGFloat = 6

    let interaction: UIDragInteraction
    let session: DragSession
    let dropSession: DropSession
    private let overlay: UIView
    /// Each item under the finger: the interaction that lifted it (the
    /// drag's, or one that added it), its lifted preview, the snapshot that
    /// moves, and the snapshot's center relative to the finger.
    private var previews: [(item: UIDragItem, source: UIDragInteraction, lifted: UITargetedDragPreview, snapshot: UIView,
                            offset: CGPoint)] = []
    private var target: UIDropInteraction?
    private var proposal: UIDropProposal?
    /// Every target the drag came over and what each answered to
    /// `canHandle` (those that said yes hear `sessionDidEnd`).
    private var visited: [(interaction: UIDropInteraction, canHandle: Bool)] = []

    private init(interaction: UIDragInteraction, session: DragSession, window: UIWindow) {
        self.interaction = interaction
        self.session = session
        dropSession = DropSession(dragSession: session)
        overlay = DragOverlayView(frame: window.bounds)
    }

    /// Lifts the items the delegate gives for a long press at `point`
    /// (window coordinates); nil when it gives none.
    static func begin(from interaction: UIDragInteraction, at point: CGPoint, in window: UIWindow) -> DragController? {
        guard let delegate = interaction.delegate, let sourceView = interaction.view else { return nil }
        let session = DragSession(items: [], location: point, window: window)
        session.interaction = interaction
        let items = delegate.dragInteraction(interaction, itemsForBeginning: session)
        guard !items.isEmpty else { return nil }
        session.items = items
        session.allowsMoveOperation = delegate.dragInteraction(interaction, sessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = delegate.dragInteraction(
            interaction, sessionIsRestrictedToDraggingApplication: session)
        let drag = DragController(interaction: interaction, session: session, window: window)
        window.addSubview(drag.overlay)
        window.activeDrags.append(drag)
        for item in items {
            let lifted = delegate.dragInteraction(interaction, previewForLifting: item, session: session)
                ?? UITargetedDragPreview(view: sourceView)
            drag.addPreview(lifted, for: item, from: interaction, at: point)
        }
        let animator = DragAnimator()
        delegate.dragInteraction(interaction, willAnimateLiftWith: animator, session: session)
        let snapshots = drag.previews.map(\.snapshot)
        animator.run(duration: liftDuration, own: {
            for snapshot in snapshots {
                snapshot.transform = snapshot.transform.scaledBy(x: liftScale, y: liftScale)
            }
        }, done: { [weak drag] in drag?.showProvidedPreviews() })
        delegate.dragInteraction(interaction, sessionWillBegin: session)
        drag.updateTarget()
        return drag
    }

    /// A snapshot of `preview`'s view at its target, in the overlay.
    @discardableResult
    private func addPreview(_ preview: UITargetedDragPreview, for item: UIDragItem, from source: UIDragInteraction,
                            at point: CGPoint) -> UIView {
        let snapshot = DragPreviewSnapshot.make(of: preview.view, parameters: preview.parameters)
        DragPreviewSnapshot.castLiftShadow(from: snapshot, of: preview.view, parameters: preview.parameters)
        let center = preview.target.container.convert(preview.target.center, to: nil)
        snapshot.center = center
        snapshot.transform = preview.target.transform
        overlay.addSubview(snapshot)
        session.previewSizes[ObjectIdentifier(item)] = snapshot.bounds.size
        previews.append((item, source, preview, snapshot, CGPoint(x: center.x - point.x, y: center.y - point.y)))
        return snapshot
    }

    /// A tap by another finger at `point` (window coordinates) adds `items`
    /// from `adding`'s view: the drag's delegate hears `willAdd`, the items
    /// join the session, and each lifts where it is and flies under the
    /// dragging finger, behind the items already there.
    func add(_ items: [UIDragItem], from adding: UIDragInteraction, at point: CGPoint) {
        guard !items.isEmpty, let delegate = adding.delegate, let view = adding.view else { return }
        interaction.delegate?.dragInteraction(interaction, session: session, willAdd: items, for: adding)
        session.items += items
        let lead = previews.first?.offset ?? .zero
        var arrivals: [() -> Void] = []
        for item in items {
            let lifted = delegate.dragInteraction(adding, previewForLifting: item, session: session)
                ?? UITargetedDragPreview(view: view)
            let depth = CGFloat(previews.count) * Self.stackStep
            let stackOffset = CGPoint(x: lead.x + depth, y: lead.y + depth)
            let snapshot = addPreview(lifted, for: item, from: adding, at: point)
            overlay.sendSubviewToBack(snapshot)
            previews[previews.count - 1].offset = stackOffset
            let transform = snapshot.transform.scaledBy(x: Self.liftScale, y: Self.liftScale)
            arrivals.append { [session] in
                snapshot.center = CGPoint(x: session.windowLocation.x + stackOffset.x,
                                          y: session.windowLocation.y + stackOffset.y)
                snapshot.transform = transform
            }
        }
        DragAnimator().run(duration: Self.liftDuration, own: { arrivals.forEach { $0() } }, done: {})
        updateTarget()
    }

    /// Once lifted, an item with a `previewProvider` shows the preview it
    /// makes instead of the lifted snapshot, centered where the snapshot was
    /// (under the finger, at full size).
    private func showProvidedPreviews() {
        for (index, preview) in previews.enumerated() {
            guard let provided = preview.item.previewProvider?() else { continue }
            let snapshot = DragPreviewSnapshot.make(of: provided.view, parameters: provided.parameters)
            DragPreviewSnapshot.castLiftShadow(from: snapshot, of: provided.view, parameters: provided.parameters)
            snapshot.center = preview.snapshot.center
            overlay.insertSubview(snapshot, aboveSubview: preview.snapshot)
            preview.snapshot.removeFromSuperview()
            previews[index].snapshot = snapshot
        }
    }

    /// The finger moved to `point` (window coordinates).
    func move(to point: CGPoint) {
        session.windowLocation = point
        for preview in previews {
            preview.snapshot.center = CGPoint(x: point.x + preview.offset.x, y: point.y + preview.offset.y)
        }
        interaction.delegate?.dragInteraction(interaction, sessionDidMove: session)
        updateTarget()
    }

    /// The drop interaction under the finger that takes this drag: the
    /// nearest one up from the view under the finger whose delegate can
    /// handle it.
    private func dropInteraction(at point: CGPoint) -> UIDropInteraction? {
        guard let window = session.window else { return nil }
        overlay.isHidden = true
        defer { overlay.isHidden = false }
        return DropTargetSearch.target(at: point, in: window, canHandle: canHandle)
    }

    /// The delegate's `canHandle`, asked once per drag and target.
    private func canHandle(_ drop: UIDropInteraction) -> Bool {
        if let known = visited.first(where: { $0.interaction === drop }) { return known.canHandle }
        let answer = drop.delegate?.dropInteraction(drop, canHandle: dropSession) ?? false
        visited.append((drop, answer))
        return answer
    }

    /// Finds the target under the finger and asks it for a proposal. Also
    /// called by a target whose content moved under a resting finger (a list
    /// scrolling itself near its edge), so the proposal follows.
    func updateTarget() {
        let next = dropInteraction(at: session.windowLocation)
        if next !== target {
            if let target { target.delegate?.dropInteraction(target, sessionDidExit: dropSession) }
            target = next
            proposal = nil
            if let next { next.delegate?.dropInteraction(next, sessionDidEnter: dropSession) }
        }
        if let target {
            proposal = target.delegate?.dropInteraction(target, sessionDidUpdate: dropSession)
        }
    }

    /// What lifting the finger now does: the proposal's copy or move (a move
    /// only when the session allows it), otherwise a cancel.
    private var dropOperation: UIDropOperation {
        guard target != nil, let operation = proposal?.operation else { return .cancel }
        switch operation {
        case .copy: return .copy
        case .move: return session.allowsMoveOperation ? .move : .cancel
        case .cancel, .forbidden: return .cancel
        }
    }

    /// The finger lifted at `point`.
    func end(at point: CGPoint) {
        if point != session.windowLocation {
            move(to: point)
        } else if let target, target.view?.window == nil {
            // The target's view left the window under a resting finger: it
            // hears `sessionDidExit` and takes no drop.
            updateTarget()
        }
        let operation = dropOperation
        interaction.delegate?.dragInteraction(interaction, session: session, willEndWith: operation)
        if operation == .cancel { returnItems() } else { drop(operation) }
    }

    /// The touch was cancelled (or the lift failed): the items go back.
    func cancel() {
        interaction.delegate?.dragInteraction(interaction, session: session, willEndWith: .cancel)
        returnItems()
    }

    private func drop(_ operation: UIDropOperation) {
        guard let target, let delegate = target.delegate else { return returnItems() }
        delegate.dropInteraction(target, performDrop: dropSession)
        let animator = DragAnimator()
        var moves: [() -> Void] = []
        for preview in previews {
            let landing = CGPoint(x: session.windowLocation.x + preview.offset.x,
                                  y: session.windowLocation.y + preview.offset.y)
            let standard = UITargetedDragPreview(view: preview.snapshot, parameters: UIDragPreviewParameters(),
                                                 target: UIDragPreviewTarget(container: overlay, center: landing,
                                                                             transform: CGAffineTransform(scaleX: 0.5, y: 0.5)))
            let chosen = delegate.dropInteraction(target, previewForDropping: preview.item, withDefault: standard)
            moves.append(Self.settle(preview.snapshot, at: chosen, fadesAtDefault: chosen === standard))
            delegate.dropInteraction(target, item: preview.item, willAnimateDropWith: animator)
        }
        animator.run(duration: Self.dropDuration, own: { moves.forEach { $0() } }, done: { [self] in
            overlay.removeFromSuperview()
            target.delegate?.dropInteraction(target, concludeDrop: dropSession)
            finish(with: operation)
        })
    }

    private func returnItems() {
        if let target {
            target.delegate?.dropInteraction(target, sessionDidExit: dropSession)
            self.target = nil
        }
        guard let delegate = interaction.delegate else {
            overlay.removeFromSuperview()
            return finish(with: .cancel)
        }
        let animator = DragAnimator()
        var moves: [() -> Void] = []
        for preview in previews {
            let standard = UITargetedDragPreview(view: preview.lifted.view, parameters: preview.lifted.parameters,
                                                 target: UIDragPreviewTarget(container: preview.lifted.target.container,
                                                                             center: preview.lifted.target.center,
                                                                             transform: preview.lifted.target.transform))
            // An added item goes back by the word of the interaction that lifted it.
            let source = preview.source.delegate ?? delegate
            let chosen = source.dragInteraction(preview.source, previewForCancelling: preview.item, withDefault: standard)
            moves.append(Self.settle(preview.snapshot, at: chosen, fadesAtDefault: false))
            source.dragInteraction(preview.source, item: preview.item, willAnimateCancelWith: animator)
        }
        animator.run(duration: Self.cancelDuration, own: { moves.forEach { $0() } }, done: { [self] in
            overlay.removeFromSuperview()
            finish(with: .cancel)
        })
    }

    /// The animation that takes `snapshot` to `preview`'s target (fading as
    /// it goes at the default drop target), or fades it where it is for nil.
    private static func settle(_ snapshot: UIView, at preview: UITargetedDragPreview?,
                               fadesAtDefault: Bool) -> () -> Void {
        guard let preview else { return { snapshot.alpha = 0 } }
        let center = preview.target.container.convert(preview.target.center, to: nil)
        let transform = preview.target.transform
        return {
            snapshot.center = center
            snapshot.transform = transform
            if fadesAtDefault { snapshot.alpha = 0 }
        }
    }

    /// The drag is over: the source hears `didEndWith`, and each target
    /// that said it could handle the drag hears `sessionDidEnd` (one that
    /// said no never took part in it).
    private func finish(with operation: UIDropOperation) {
        session.window?.activeDrags.removeAll { $0 === self }
        interaction.delegate?.dragInteraction(interaction, session: session, didEndWith: operation)
        for (drop, canHandle) in visited where canHandle {
            drop.delegate?.dropInteraction(drop, sessionDidEnd: dropSession)
        }
    }
}
