import Foundation

/// Settles every conflict between gesture recognizers, and between recognizers
/// and views, for one app.
///
/// Policy: a recognizer may leave `.possible` only when its delegate and view
/// agree, no active recognizer sharing its touches prevents it, and every
/// recognizer it must wait for has failed — and when it does, it fails every
/// recognizer sharing its touches that it prevents and that may not recognize
/// simultaneously, and cancels its touches in the view if it cancels touches
/// in view.
///
/// Set `KUMIKI_GESTURE_DEBUG=1` to print each decision; when unset, logging
/// costs one branch on a constant.
@MainActor
final class GestureArbiter {
    /// The arbiter of the running app.
    static var current: GestureArbiter? { UIApplication.shared.touchRouter.arbiter }

    static let isLogging = ProcessInfo.processInfo.environment["KUMIKI_GESTURE_DEBUG"] == "1"

    @inline(__always)
    static func log(_ message: @autoclosure () -> String) {
        if isLogging { print("[gestures] \(message())") }
    }

    let timers = MediaTimerQueue()
    /// Recognizers with touches in the current gestures, in delivery order.
    private var participants: [UIGestureRecognizer] = []
    private var records: [ObjectIdentifier: TouchRecord] = [:]
    private var isResolving = false

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

    // MARK: Delivery

    /// Delivers the window's touches of `event`: to the recognizers first, then
    /// to the views, phase by phase.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        let touches = event.touchSet.filter { $0.window === window }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let phaseTouches = touches.filter { $0.phase == phase }
            guard !phaseTouches.isEmpty else { continue }
            if phase == .began {
                for touch in phaseTouches { attachRecognizers(to: touch) }
            }
            deliverToRecognizers(phaseTouches, phase: phase, event: event)
            resolve()
            deliverToViews(phaseTouches, phase: phase, event: event)
            if phase == .ended || phase == .cancelled {
                for touch in phaseTouches { records[ObjectIdentifier(touch)]?.finished = true }
            }
        }
        finishGestures(event: event)
    }

    /// Collects the recognizers of the touch's view and its ancestors that accept it.
    private func attachRecognizers(to touch: UITouch) {
        let record = TouchRecord(touch: touch)
        records[ObjectIdentifier(touch)] = record
        var view = touch.view
        while let current = view {
            for recognizer in current.gestureRecognizerList where recognizer.isEnabled {
                guard recognizer.currentState == .possible || recognizer.currentState == .began
                        || recognizer.currentState == .changed else { continue }
                guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else {
                    GestureArbiter.log("\(recognizer.debugName) refused a touch (delegate)")
                    continue
                }
                recognizer.trackedTouches.append(touch)
                record.recognizers.append(recognizer)
                if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
            }
            view = current.superview
        }
        touch.gestureRecognizerList = record.recognizers
    }

    private func deliverToRecognizers(_ touches: Set<UITouch>, phase: UITouch.Phase, event: UIEvent) {
        for recognizer in participants {
            guard recognizer.isEnabled, isLive(recognizer) else { continue }
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

    private func isLive(_ recognizer: UIGestureRecognizer) -> Bool {
        switch recognizer.currentState {
        case .possible, .began, .changed: true
        default: false
        }
    }

    private func deliverToViews(_ touches: Set<UITouch>, phase: UITouch.Phase, event: UIEvent) {
        var ready: [UITouch] = []
        for touch in touches {
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
            if phase == .began { records[ObjectIdentifier(touch)]?.beganDelivered = true }
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
    private func releaseHeldTouches(event: UIEvent) {
        for record in records.values where !record.held.isEmpty && !record.cancelledForView {
            while let phase = record.held.first {
                if phase != .ended && mustHoldBegan(record) { break }
                if phase == .ended && (mustHoldBegan(record) || mustHoldEnded(record)) { break }
                record.held.removeFirst()
                GestureArbiter.log("released held \(phase) to the view")
                send([record.touch], phase: phase, event: event)
            }
        }
    }

    // MARK: Transitions

    /// Called for every `state` assignment on a recognizer in a window.
    func requestTransition(of recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        let leavingPossible = recognizer.currentState == .possible
            && (newState == .began || newState == .ended)
        if leavingPossible {
            if recognizer.pendingState != nil {
                // Still held back: keep the strongest request (an end after a begin).
                if newState == .ended { recognizer.pendingState = .ended }
                return
            }
            tryToRecognize(recognizer, as: newState)
        } else if recognizer.pendingState != nil {
            switch newState {
            case .changed: break
            case .ended: recognizer.pendingState = .ended
            case .failed, .cancelled:
                recognizer.pendingState = nil
                recognizer.applyState(.failed)
            case .possible, .began: break
            }
        } else {
            recognizer.applyState(newState)
        }
        if !isResolving { resolve() }
    }

    private enum Verdict {
        case recognize, wait, fail
    }

    private func verdict(for recognizer: UIGestureRecognizer) -> Verdict {
        if !recognizer.isEnabled { return .fail }
        for other in activeRecognizers(sharingTouchesWith: recognizer)
            where !simultaneous(recognizer, other) && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other) {
            GestureArbiter.log("\(recognizer.debugName) prevented by active \(other.debugName)")
            return .fail
        }
        var waiting = false
        for required in failureRequirements(of: recognizer) {
            switch required.currentState {
            case .possible:
                if participants.contains(where: { $0 === required }) && !required.trackedTouches.isEmpty
                    || required.pendingState != nil {
                    waiting = true
                }
            case .began, .changed, .ended:
                GestureArbiter.log("\(recognizer.debugName) fails: \(required.debugName) recognized")
                return .fail
            case .failed, .cancelled:
                break
            }
        }
        return waiting ? .wait : .recognize
    }

    private func tryToRecognize(_ recognizer: UIGestureRecognizer, as newState: UIGestureRecognizer.State) {
        let shouldBegin = (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
            && viewsAsked(about: recognizer).allSatisfy { $0.gestureRecognizerShouldBegin(recognizer) }
        guard shouldBegin else {
            GestureArbiter.log("\(recognizer.debugName) fails: shouldBegin said no")
            recognizer.applyState(.failed)
            return
        }
        switch verdict(for: recognizer) {
        case .fail:
            recognizer.applyState(.failed)
        case .wait:
            GestureArbiter.log("\(recognizer.debugName) waits to \(newState)")
            recognizer.pendingState = newState
        case .recognize:
            recognize(recognizer, as: newState)
        }
    }

    private func recognize(_ recognizer: UIGestureRecognizer, as newState: UIGestureRecognizer.State) {
        recognizer.pendingState = nil
        for other in participants where other !== recognizer && sharesTouches(recognizer, other)
            && !simultaneous(recognizer, other) && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer)
            && other.currentState == .possible {
            GestureArbiter.log("\(recognizer.debugName) prevents \(other.debugName)")
            other.pendingState = nil
            other.applyState(.failed)
        }
        if recognizer.cancelsTouchesInView { cancelTouchesInView(of: recognizer) }
        recognizer.applyState(newState)
    }

    private func cancelTouchesInView(of recognizer: UIGestureRecognizer) {
        var toCancel: [UITouch] = []
        for touch in recognizer.trackedTouches {
            guard let record = records[ObjectIdentifier(touch)], !record.cancelledForView else { continue }
            record.cancelledForView = true
            record.held.removeAll()
            if record.beganDelivered && !record.endDelivered { toCancel.append(touch) }
        }
        guard !toCancel.isEmpty, let event = UIApplication.shared.touchRouter.currentEvent else { return }
        GestureArbiter.log("\(recognizer.debugName) cancels \(toCancel.count) touch(es) in the view")
        send(toCancel, phase: .cancelled, event: event)
    }

    /// Re-examines held-back recognizers and held view deliveries until nothing changes.
    func resolve() {
        guard !isResolving else { return }
        isResolving = true
        defer { isResolving = false }
        var changed = true
        while changed {
            changed = false
            for recognizer in participants {
                guard let pending = recognizer.pendingState, recognizer.currentState == .possible else { continue }
                switch verdict(for: recognizer) {
                case .wait: continue
                case .fail:
                    recognizer.pendingState = nil
                    recognizer.applyState(.failed)
                case .recognize:
                    recognize(recognizer, as: pending)
                }
                changed = true
            }
        }
        if failDeadlockedRecognizers() {
            isResolving = false
            resolve()
            return
        }
        if let event = UIApplication.shared.touchRouter.currentEvent { releaseHeldTouches(event: event) }
    }

    /// Recognizers that each wait, directly or through others, for one another
    /// to fail (`a.require(toFail: b)` and `b.require(toFail: a)`) can never
    /// recognize. Once every one of them asks to, they all fail, and the cycle
    /// is reported on standard error. Returns whether any failed.
    private func failDeadlockedRecognizers() -> Bool {
        let pending = participants.filter { $0.pendingState != nil && $0.currentState == .possible }
        guard pending.count > 1 else { return false }
        func waitsOnPending(_ recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
            failureRequirements(of: recognizer).filter { required in pending.contains { $0 === required } }
        }
        let deadlocked = pending.filter { start in
            var seen: [UIGestureRecognizer] = []
            var frontier = waitsOnPending(start)
            while let next = frontier.popLast() {
                if next === start { return true }
                guard !seen.contains(where: { $0 === next }) else { continue }
                seen.append(next)
                frontier += waitsOnPending(next)
            }
            return false
        }
        guard !deadlocked.isEmpty else { return false }
        let names = deadlocked.map(\.debugName).joined(separator: ", ")
        FileHandle.standardError.write(Data(("Kumiki: gesture recognizers require each other to fail, so none of them "
            + "can recognize; failing them: \(names)\n").utf8))
        for recognizer in deadlocked {
            recognizer.pendingState = nil
            recognizer.applyState(.failed)
        }
        return true
    }

    /// Resets recognizers whose gesture is over, and forgets finished touches.
    func finishGestures(event: UIEvent) {
        resolve()
        releaseHeldTouches(event: event)
        for recognizer in participants {
            let touchesOver = recognizer.trackedTouches.allSatisfy { $0.phase == .ended || $0.phase == .cancelled }
            guard touchesOver else { continue }
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
        releaseHeldTouches(event: event)
        records = records.filter { !$0.value.finished || !$0.value.held.isEmpty }
    }

    /// Fires due timers (the main loop's timer step), then settles what they changed.
    func fireTimers(now: CFTimeInterval) {
        timers.fireDue(now: now)
        if let event = UIApplication.shared.touchRouter.currentEvent { finishGestures(event: event) }
    }

    /// Called when a recognizer leaves its view.
    func forget(_ recognizer: UIGestureRecognizer) {
        participants.removeAll { $0 === recognizer }
        for record in records.values { record.recognizers.removeAll { $0 === recognizer } }
    }

    // MARK: Relations

    /// The recognizer's view and every view between it and the views its
    /// touches landed on (a control under a recognizer gets a say).
    private func viewsAsked(about recognizer: UIGestureRecognizer) -> [UIView] {
        guard let owner = recognizer.view else { return [] }
        var result: [UIView] = [owner]
        for touch in recognizer.trackedTouches {
            var view = touch.view
            while let current = view, current !== owner {
                if !result.contains(where: { $0 === current }) { result.append(current) }
                view = current.superview
            }
        }
        return result
    }

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.trackedTouches.contains { touch in b.trackedTouches.contains { $0 === touch } }
    }

    private func activeRecognizers(sharingTouchesWith recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        participants.filter {
            $0 !== recognizer && ($0.currentState == .began || $0.currentState == .changed) && sharesTouches($0, recognizer)
        }
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// Recognizers `recognizer` must wait for: explicit `require(toFail:)`, and
    /// those sharing its touches that a subclass override or a delegate names.
    private func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.recognizer)
        for other in participants where other !== recognizer && sharesTouches(recognizer, other) {
            guard !result.contains(where: { $0 === other }) else { continue }
            if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false)
                || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) ?? false) {
                result.append(other)
            }
        }
        return result
    }

    /// Whether any gesture is in progress or a timer is pending.
    var isIdle: Bool {
        participants.isEmpty && timers.isEmpty
    }
}
