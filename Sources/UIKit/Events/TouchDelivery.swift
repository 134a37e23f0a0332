import Foundation

/// Delivers one app's touch events: to the gesture recognizers of each touch's
/// view and its ancestors first, then to the views — holding a view's phases
/// back while a recognizer that delays them is undecided, and cancelling them
/// when a recognizer that cancels touches in its view recognizes. Conflicts
/// between recognizers are the `GestureArbiter`'s to settle.
@MainActor
final class TouchDelivery {
    /// Settles recognizers' transitions; the entry every recognizer with a touch
    /// in this app reaches.
    private(set) var arbiter: GestureArbiter!
    /// The event being delivered (the app reuses one touch event, as UIKit does).
    private(set) var currentEvent: UIEvent?
    /// Recognizers with touches in the current gestures, in delivery order.
    private(set) var participants: [UIGestureRecognizer] = []
    private var records: [ObjectIdentifier: TouchRecord] = [:]

    /// What a view has and has not been told about one touch.
    private final class TouchRecord {
        let touch: UITouch
        var recognizers: [UIGestureRecognizer] = []
        var beganDelivered = false
        var endDelivered = false
        var cancelledForView = false
        var held: [UITouch.Phase] = []
        var finished = false

        init(touch: UITouch) {
            self.touch = touch
        }
    }

    init(timers: MediaTimerQueue) {
        arbiter = GestureArbiter(delivery: self, timers: timers)
    }

    /// Whether any gesture is in progress or a timer is pending.
    var isIdle: Bool {
        participants.isEmpty && arbiter.timers.isEmpty
    }

    // MARK: Delivery

    /// Delivers the window's touches of `event`: to the recognizers first, then
    /// to the views, phase by phase.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        currentEvent = event
        let touches = event.touchSet.filter { $0.window === window }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let phaseTouches = touches.filter { $0.phase == phase }
            guard !phaseTouches.isEmpty else { continue }
            if phase == .began {
                dismissEditMenu(outside: phaseTouches, of: window)
                // In the fingers' order, not the set's (which changes from run
                // to run): it orders the recognizers, and so who decides first.
                for touch in phaseTouches.sorted(by: { $0.identifier < $1.identifier }) { attachRecognizers(to: touch) }
            }
            deliverToRecognizers(phaseTouches, phase: phase, event: event)
            arbiter.resolve()
            deliverToViews(phaseTouches, phase: phase, event: event)
            if phase == .ended || phase == .cancelled {
                for touch in phaseTouches { records[ObjectIdentifier(touch)]?.finished = true }
            }
        }
        finishGestures()
    }

    /// A touch that begins anywhere but on the visible edit menu dismisses
    /// it, and goes on to the view it landed on (a text control's own touches
    /// are its own to handle).
    private func dismissEditMenu(outside touches: Set<UITouch>, of window: UIWindow) {
        guard let interaction = (window.application ?? .shared).visibleEditMenu,
              let menuView = interaction.menuView else { return }
        let ownView = interaction.dismissesOnTouchesInView ? nil : interaction.view
        if touches.contains(where: { touch in
            guard let view = touch.view else { return true }
            return !view.isDescendant(of: menuView) && !(ownView.map { view.isDescendant(of: $0) } ?? false)
        }) {
            interaction.dismissMenu()
        }
    }

    /// Collects the recognizers of the touch's view and its ancestors that accept
    /// it; each becomes a participant that reaches this app's arbiter.
    private func attachRecognizers(to touch: UITouch) {
        let record = TouchRecord(touch: touch)
        records[ObjectIdentifier(touch)] = record
        var view = touch.view
        while let current = view {
            for recognizer in current.gestureRecognizerList
            where recognizer.receivesTouches && recognizer.isEnabled && recognizer.isInGesture {
                guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else {
                    GestureArbiter.log("\(recognizer.debugName) refused a touch (delegate)")
                    continue
                }
                recognizer.arbiter = arbiter
                recognizer.trackedTouches.append(touch)
                record.recognizers.append(recognizer)
                if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
            }
            view = current.superview
        }
        touch.gestureRecognizerList = record.recognizers
    }

    private func deliverToRecognizers(_ touches: Set<UITouch>, phase: UITouch.Phase, event: UIEvent) {
        for recognizer in participants where recognizer.isEnabled && recognizer.isInGesture {
            let mine = touches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
            guard !mine.isEmpty else { continue }
            switch phase {
            case .began: recognizer.touchesBegan(mine, with: event)
            case .moved: recognizer.touchesMoved(mine, with: event)
            case .ended: recognizer.touchesEnded(mine, with: event)
            case .cancelled: recognizer.touchesCancelled(mine, with: event)
            case .stationary: break
            }
        }
    }

    private func deliverToViews(_ touches: Set<UITouch>, phase: UITouch.Phase, event: UIEvent) {
        var ready: [UITouch] = []
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
            guard touch.reachesView, let record = records[ObjectIdentifier(touch)], !record.cancelledForView else {
                continue
            }
            if mustHoldBegan(record) || !record.held.isEmpty || (phase == .ended && mustHoldEnded(record)) {
                record.held.append(phase)
                GestureArbiter.log("held \(phase) for the view")
                continue
            }
            ready.append(touch)
        }
        send(ready, phase: phase, event: event)
    }

    /// Sends touches of one phase to their views, one call per view.
    private func send(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        var order: [ObjectIdentifier] = []
        var byView: [ObjectIdentifier: (UIView, Set<UITouch>)] = [:]
        for touch in touches {
            guard let view = touch.view else { continue }
            if phase == .began {
                guard ancestorsAllowBegan(touch, in: view, event: event) else {
                    records[ObjectIdentifier(touch)]?.cancelledForView = true
                    continue
                }
                records[ObjectIdentifier(touch)]?.beganDelivered = true
                touch.hasReachedView = true
            }
            if phase == .ended || phase == .cancelled { records[ObjectIdentifier(touch)]?.endDelivered = true }
            let key = ObjectIdentifier(view)
            if byView[key] == nil { order.append(key) }
            byView[key, default: (view, [])].1.insert(touch)
        }
        for key in order {
            let (view, set) = byView[key]!
            switch phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            case .cancelled: view.touchesCancelled(set, with: event)
            case .stationary: break
            }
        }
    }

    /// Whether every view around `view` lets the touch begin in it (a scroll
    /// view's `touchesShouldBegin`).
    private func ancestorsAllowBegan(_ touch: UITouch, in view: UIView, event: UIEvent) -> Bool {
        var ancestor = view.superview
        while let current = ancestor {
            if !current.allowsContentTouchBegan(touch, with: event) { return false }
            ancestor = current.superview
        }
        return true
    }

    /// Recognizers still deciding about the record's touch (a recognizer that
    /// was reset no longer tracks it).
    private func undecided(_ record: TouchRecord) -> [UIGestureRecognizer] {
        record.recognizers.filter { recognizer in
            recognizer.currentState == .possible && recognizer.isEnabled
                && recognizer.trackedTouches.contains { $0 === record.touch }
        }
    }

    private func mustHoldBegan(_ record: TouchRecord) -> Bool {
        !record.beganDelivered && undecided(record).contains { $0.delaysTouchesBegan }
    }

    private func mustHoldEnded(_ record: TouchRecord) -> Bool {
        undecided(record).contains { $0.delaysTouchesEnded }
    }

    /// Delivers held phases whose recognizers have decided.
    func releaseHeldTouches() {
        guard let event = currentEvent else { return }
        let holding = records.values.filter { !$0.held.isEmpty && !$0.cancelledForView }
        for record in holding.sorted(by: { $0.touch.identifier < $1.touch.identifier }) {
            while let phase = record.held.first {
                if phase != .ended && mustHoldBegan(record) { break }
                if phase == .ended && (mustHoldBegan(record) || mustHoldEnded(record)) { break }
                record.held.removeFirst()
                GestureArbiter.log("released held \(phase) to the view")
                send([record.touch], phase: phase, event: event)
            }
        }
    }

    /// `recognizer` recognized and cancels touches in its view: the views of
    /// its touches hear `touchesCancelled` for those they have begun.
    func cancelTouchesInView(of recognizer: UIGestureRecognizer) {
        var toCancel: [UITouch] = []
        for touch in recognizer.trackedTouches {
            guard let record = records[ObjectIdentifier(touch)], !record.cancelledForView else { continue }
            record.cancelledForView = true
            record.held.removeAll()
            if record.beganDelivered && !record.endDelivered { toCancel.append(touch) }
        }
        guard !toCancel.isEmpty, let event = currentEvent else { return }
        GestureArbiter.log("\(recognizer.debugName) cancels \(toCancel.count) touch(es) in the view")
        send(toCancel, phase: .cancelled, event: event)
    }

    /// Resets recognizers whose gesture is over, and forgets finished touches.
    func finishGestures() {
        arbiter.resolve()
        releaseHeldTouches()
        // A recognizer is done once its touches' ends have reached it. An event
        // with fingers in two windows is delivered one window at a time, and a
        // touch lifting in the second is already `.ended` while the first is
        // finished: resetting its recognizers then dropped the touch before its
        // end arrived (a scroll view stayed `isTracking` for good; `make fuzz`
        // found it).
        for recognizer in participants where recognizer.allTouchesLifted && endsDelivered(to: recognizer) {
            switch recognizer.currentState {
            case .ended, .cancelled, .failed:
                recognizer.resetAfterGesture()
            case .possible:
                // A gesture that ended undecided, with nothing left to wait for, is over.
                if recognizer.pendingState == nil && recognizer.timerIdentifiers.isEmpty
                    && !recognizer.trackedTouches.isEmpty {
                    GestureArbiter.log("\(recognizer.debugName) ended undecided")
                    recognizer.resetAfterGesture()
                }
            case .began, .changed:
                break
            }
        }
        participants.removeAll { $0.currentState == .possible && $0.pendingState == nil && $0.trackedTouches.isEmpty }
        // Reset recognizers no longer hold anything back.
        releaseHeldTouches()
        records = records.filter { !$0.value.finished || !$0.value.held.isEmpty }
        // Every touch finished and delivered: the reused event lets go of them.
        // A touch holds its view and recognizers strongly, so the event kept the
        // last gesture's view — and the screen around it — alive until the next
        // finger came down (a leak check found it: docs/RELIABILITY.md).
        if records.isEmpty { currentEvent?.touchSet = [] }
    }

    /// Whether every touch `recognizer` tracks has had its last phase
    /// delivered (a forgotten record is a touch finished long ago).
    private func endsDelivered(to recognizer: UIGestureRecognizer) -> Bool {
        recognizer.trackedTouches.allSatisfy { records[ObjectIdentifier($0)]?.finished ?? true }
    }

    /// Fires due timers (the main loop's timer step), then settles what they changed.
    func fireTimers(now: CFTimeInterval) {
        arbiter.timers.fireDue(now: now)
        if currentEvent != nil { finishGestures() }
    }

    /// Called when a recognizer leaves its view.
    func forget(_ recognizer: UIGestureRecognizer) {
        participants.removeAll { $0 === recognizer }
        for record in records.values { record.recognizers.removeAll { $0 === recognizer } }
    }

    /// The app is closing: every touch still down is cancelled for its
    /// recognizers and views, and every gesture is reset.
    func cancelAll(event: UIEvent) {
        currentEvent = event
        for touch in event.touchSet where touch.phase != .ended && touch.phase != .cancelled {
            touch.phase = .cancelled
        }
        let down = Set(records.values.filter { !$0.finished }.map(\.touch))
        if !down.isEmpty {
            deliverToRecognizers(down, phase: .cancelled, event: event)
            arbiter.resolve()
            deliverToViews(down, phase: .cancelled, event: event)
            for touch in down { records[ObjectIdentifier(touch)]?.finished = true }
        }
        for recognizer in participants { recognizer.resetAfterGesture() }
        participants.removeAll()
        records.removeAll()
        currentEvent = nil
    }
}
