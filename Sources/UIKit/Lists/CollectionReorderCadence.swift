import Foundation

extension UICollectionView.ReorderingCadence {
    /// Seconds the finger must rest over a new destination before the gap
    /// moves there: 0 for `.immediate`, 0.15 for `.fast`, 0.5 for `.slow`.
    ///
    /// UIKit documents only the order ("immediately", "quickly", "slowly
    /// after the user pauses") and publishes no durations; these are
    /// Kumiki's choice: 0.15 s is about the time of a deliberate pause
    /// between two moves, short enough to feel prompt while skipping the
    /// items a quick sweep crosses, and 0.5 s asks for a clear pause.
    var gapDelay: TimeInterval {
        switch self {
        case .immediate: return 0
        case .fast: return 0.15
        case .slow: return 0.5
        }
    }
}

/// Holds back the gap of a hovering drag for a collection view's
/// `reorderingCadence`: the gap opens or moves only once the drop's
/// destination has stayed the same for `gapDelay` seconds of media time;
/// the drop delegate's proposal is asked for and kept at once regardless.
///
/// No wait applies to closing the gap (the drag left, or the proposal no
/// longer inserts), to a gap that stays where it is, to the gap a drag
/// lifted from the collection view opens in its own place (no other item
/// moves), or to a placeholder's gap.
@MainActor
final class CollectionReorderCadence {
    unowned let collectionView: UICollectionView
    /// The gap waiting to be shown, and the media time its destination was
    /// first proposed (seconds).
    private var pending: (gap: CollectionDropGap, since: CFTimeInterval)?
    private var link: CADisplayLink?

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    /// The gap waiting for the finger to rest, if any.
    var pendingGap: CollectionDropGap? { pending?.gap }

    /// Shows `gap` (nil: no gap) now or once the destination has held for the
    /// collection view's cadence.
    func propose(_ gap: CollectionDropGap?) {
        let shown = collectionView.dropGap
        let delay = collectionView.reorderingCadence.gapDelay
        guard let gap, delay > 0, !Self.showsAtOnce(gap, replacing: shown) else {
            cancel()
            collectionView.setDropGap(gap)
            return
        }
        // Resting over the same destination keeps the wait already begun.
        if let pending, pending.gap.destination == gap.destination, pending.gap.source == gap.source {
            self.pending?.gap = gap
            return
        }
        pending = (gap, CACurrentMediaTime())
        guard link == nil else { return }
        let link = CADisplayLink(target: ScrollDisplayLinkTarget(scrollView: collectionView) { [weak self] _, time in
            self?.step(at: time)
        }, selector: ScrollDisplayLinkTarget.step(_:))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Forgets the gap waiting to be shown.
    func cancel() {
        link?.invalidate()
        link = nil
        pending = nil
    }

    /// Whether replacing `shown` with `gap` needs no wait: the gap is already
    /// there, or it opens in the dragged item's own place.
    private static func showsAtOnce(_ gap: CollectionDropGap, replacing shown: CollectionDropGap?) -> Bool {
        if let shown {
            return shown.destination == gap.destination && shown.source == gap.source
                && shown.dataCounts == gap.dataCounts
        }
        return gap.source == gap.destination
    }

    private func step(at time: CFTimeInterval) {
        guard let pending else { return cancel() }
        // A microsecond of slack: frame times are sums of frame durations.
        guard time - pending.since >= collectionView.reorderingCadence.gapDelay - 1e-6 else { return }
        cancel()
        collectionView.setDropGap(pending.gap)
    }
}
