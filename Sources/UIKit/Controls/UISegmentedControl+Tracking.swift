import Foundation

/// How the segmented control follows a finger (iOS 13 and later):
///
/// - Down on the selected segment (not momentary), the finger holds the
///   pill: the pill shrinks a little and slides to whichever enabled segment
///   the finger moves over; lifting there selects that segment.
/// - Down anywhere else, the enabled segment under the finger is highlighted
///   (its content dimmed) and the highlight follows the finger from segment
///   to segment; lifting selects the highlighted segment.
/// - Beyond UIControl's tracking margin (`UIControl.touchTrackingMargin`,
///   70 pt) nothing is highlighted and the pill goes back to the selected
///   segment; lifting out there selects nothing. Within the margin but past
///   an end, the end segment counts.
/// - Disabled segments are never highlighted, dragged to or chosen.
///
/// Choosing a segment other than the selected one (any segment when
/// momentary) runs its action's handler, then sends `.valueChanged` and
/// `.primaryActionTriggered` together, once (Apple documents both events for
/// action segments; the handler-first order is Kumiki's).
extension UISegmentedControl {
    /// What a finger down on the control is doing.
    enum Tracking: Equatable {
        /// Holding the pill, which is under the segment at this index.
        case draggingSelection(Int)
        /// Highlighting the segment at this index (nil: none, the finger is
        /// on a disabled segment or too far away).
        case highlighting(Int?)
    }

    /// The segment at `x` in the control (clamped to its width), nil when
    /// there are no segments.
    func segmentIndex(atX x: CGFloat) -> Int? {
        guard !segments.isEmpty else { return nil }
        let clamped = min(max(x, 0), bounds.width)
        return segmentFrames().firstIndex { clamped < $0.maxX } ?? segments.count - 1
    }

    func beginSegmentTracking(at point: CGPoint) -> Bool {
        guard let index = segmentIndex(atX: point.x) else { return false }
        if !isMomentary && index == selectedIndexStorage && segments[index].isEnabled {
            tracking = .draggingSelection(index)
            pressSelection(true)
        } else {
            tracking = .highlighting(segments[index].isEnabled ? index : nil)
        }
        updateAppearance()
        return true
    }

    /// Moves the pill or the highlight to the segment under the finger.
    func followFinger(to point: CGPoint) {
        guard let tracking else { return }
        let enabledIndex = segmentIndex(atX: point.x).flatMap { segments[$0].isEnabled ? $0 : nil }
        switch tracking {
        case .draggingSelection(let current):
            let fallback = segments.indices.contains(selectedIndexStorage) ? selectedIndexStorage : current
            let target = isTouchInside ? enabledIndex ?? current : fallback
            guard target != current else { return }
            self.tracking = .draggingSelection(target)
            moveSelection(animated: true)
        case .highlighting(let current):
            let target = isTouchInside ? enabledIndex : nil
            guard target != current else { return }
            self.tracking = .highlighting(target)
            updateAppearance()
        }
    }

    /// Ends the finger's tracking, selecting what it chose when `choosing`
    /// (it lifted inside); otherwise the pill returns to the selected segment.
    func finishSegmentTracking(choosing: Bool) {
        guard let finished = tracking else { return }
        tracking = nil
        pressSelection(false)
        let chosen: Int?
        switch finished {
        case .draggingSelection(let index): chosen = index
        case .highlighting(let index): chosen = index
        }
        guard choosing, let index = chosen, segments.indices.contains(index), segments[index].isEnabled else {
            moveSelection(animated: true)
            return
        }
        if isMomentary {
            // The handlers see the chosen index; the control keeps none.
            selectedIndexStorage = index
            updateAppearance()
            sendSelectionActions(forSegmentAt: index)
            selectedIndexStorage = Self.noSegment
            updateAppearance()
        } else if index != selectedIndexStorage {
            selectedIndexStorage = index
            moveSelection(animated: true)
            sendSelectionActions(forSegmentAt: index)
        } else {
            moveSelection(animated: true)
        }
    }

    /// The segment's action (if any), then `.valueChanged` and `.primaryActionTriggered`.
    func sendSelectionActions(forSegmentAt index: Int) {
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// Slides the pill to `displayedSelectionIndex` and restyles the
    /// segments, over `selectionAnimationDuration` when animated and on screen.
    func moveSelection(animated: Bool) {
        let change = {
            self.updateAppearance()
            self.layoutSelection()
        }
        if animated && window != nil {
            UIView.animate(withDuration: Self.selectionAnimationDuration, delay: 0,
                           options: [.beginFromCurrentState, .curveEaseInOut], animations: change)
        } else {
            change()
        }
    }

    /// Shrinks the pill while a finger holds it, and restores it.
    func pressSelection(_ pressed: Bool) {
        let scale = pressed ? Self.pressedSelectionScale : 1
        let change = { self.selectionView.transform = CGAffineTransform(scaleX: scale, y: scale) }
        if window != nil {
            UIView.animate(withDuration: Self.selectionAnimationDuration, delay: 0,
                           options: [.beginFromCurrentState, .curveEaseInOut], animations: change)
        } else {
            change()
        }
    }
}
