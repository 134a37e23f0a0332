import CoreGraphics
import Foundation

/// The two handles at the ends of a text control's selection and the drag
/// that moves them, as on iOS: shown while editing with a selection (not
/// while composing marked text); a finger within 22 pt of a handle's stem
/// sideways (a 44-pt wide touch target, Apple's minimum) and within 8 pt of
/// the handle above or below (so the line beyond stays tappable) grabs the
/// nearer one, and the handle's
/// end of the selection follows the finger by whole grapheme clusters,
/// keeping the distance it was grabbed at. A selection never shrinks below
/// one cluster. The edit menu hides while a handle moves and comes back
/// when it is let go.
@MainActor
final class SelectionHandles {
    /// How far sideways from a handle's stem a finger still grabs it, in points.
    static let reach: CGFloat = 22
    /// How far above or below a handle a finger still grabs it, in points (uncertain).
    static let verticalReach: CGFloat = 8

    private unowned let host: any TextEditMenuHost
    let start = SelectionHandleView(isStart: true)
    let end = SelectionHandleView(isStart: false)
    let recognizer = SelectionHandleDragRecognizer()
    /// The handle being dragged and the finger's offset from its stem's middle.
    private var drag: (isStart: Bool, grabOffset: CGVector)?
    /// Where the finger that may drag a handle came down, in the host.
    private var grabLocation: CGPoint?

    init(host: any TextEditMenuHost) {
        self.host = host
        host.addSubview(start)
        host.addSubview(end)
        recognizer.grabs = { [unowned self] point in
            self.grabLocation = point
            return self.handle(at: point) != nil
        }
        recognizer.addTarget(self, action: SelectionHandles.dragged(_:))
        host.addGestureRecognizer(recognizer)
    }

    var isDragging: Bool { drag != nil }

    /// Stands the handles on the selection's ends, or hides them.
    func update() {
        let selection = host.editing.selection
        guard host.isEditing, host.window != nil, selection.length > 0, host.editing.markedRange == nil else {
            start.isHidden = true
            end.isHidden = true
            return
        }
        UIView.performWithoutAnimation {
            start.place(on: host.caretRect(for: TextOffsetPosition(selection.location)))
            end.place(on: host.caretRect(for: TextOffsetPosition(selection.location + selection.length)))
            start.isHidden = false
            end.isHidden = false
        }
        // Above the caret and selection views (only when not already: it
        // makes the host lay out again).
        if host.subviews.suffix(2) != [start, end] {
            host.bringSubviewToFront(start)
            host.bringSubviewToFront(end)
        }
    }

    /// Whether `point` (in the host) is on the start handle (true), the end
    /// handle (false) or neither (nil); the nearer wins where both reach.
    func handle(at point: CGPoint) -> Bool? {
        guard !start.isHidden else { return nil }
        func grabArea(_ handle: SelectionHandleView) -> CGRect {
            CGRect(x: handle.frame.midX - Self.reach, y: handle.frame.minY - Self.verticalReach,
                   width: 2 * Self.reach, height: handle.frame.height + 2 * Self.verticalReach)
        }
        let candidates = [(true, start), (false, end)].filter { grabArea($0.1).contains(point) }
        return candidates.min { distance(from: point, to: $0.1.stemCenter) < distance(from: point, to: $1.1.stemCenter) }?.0
    }

    private func distance(from point: CGPoint, to other: CGPoint) -> CGFloat {
        ((point.x - other.x) * (point.x - other.x) + (point.y - other.y) * (point.y - other.y)).squareRoot()
    }

    private func dragged(_ recognizer: SelectionHandleDragRecognizer) {
        let point = recognizer.location(in: host)
        switch recognizer.state {
        case .began:
            // Grabbed where the finger came down, before its first move.
            let grabPoint = grabLocation ?? point
            guard let isStart = handle(at: grabPoint) else { return }
            let center = (isStart ? start : end).stemCenter
            drag = (isStart, CGVector(dx: center.x - grabPoint.x, dy: center.y - grabPoint.y))
            move(isStart: isStart, toward: CGPoint(x: point.x + drag!.grabOffset.dx, y: point.y + drag!.grabOffset.dy))
            host.textEditMenu.dismiss()
        case .changed:
            guard let drag else { return }
            let target = CGPoint(x: point.x + drag.grabOffset.dx, y: point.y + drag.grabOffset.dy)
            move(isStart: drag.isStart, toward: target)
        case .ended, .cancelled:
            guard drag != nil else { return }
            drag = nil
            host.textEditMenu.present()
        default:
            break
        }
    }

    /// Moves one end of the selection to the character edge nearest `point`,
    /// short of the other end by at least one grapheme cluster.
    private func move(isStart: Bool, toward point: CGPoint) {
        guard let position = host.closestPosition(to: point) as? TextOffsetPosition else { return }
        let selection = host.editing.selection
        let text = host.editing.text
        let lower = selection.location
        let upper = selection.location + selection.length
        let range: NSRange
        if isStart {
            let limit = TextGraphemes.range(before: upper, in: text)?.location ?? lower
            let newStart = min(position.offset, limit)
            range = NSRange(location: newStart, length: upper - newStart)
        } else {
            let limit = TextGraphemes.range(after: lower, in: text).map { $0.location + $0.length } ?? upper
            let newEnd = max(position.offset, limit)
            range = NSRange(location: lower, length: newEnd - lower)
        }
        guard range != selection else { return }
        host.selectedTextRange = TextOffsetRange(range)
    }
}
