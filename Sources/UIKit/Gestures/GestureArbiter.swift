import Foundation

/// Settles every conflict between one app's gesture recognizers.
///
/// Policy: a recognizer may leave `.possible` only when its delegate and view
/// agree, no active recognizer sharing its touches prevents it, and every
/// recognizer it must wait for has failed — and when it does, it fails every
/// recognizer sharing its touches that it prevents and that may not recognize
/// simultaneously, and cancels its touches in the view if it cancels touches
/// in view.
///
/// A recognizer reaches its app's arbiter through the entry its first touch
/// gave it (`UIGestureRecognizer.arbiter`). Set `KUMIKI_GESTURE_DEBUG=1` to
/// print each decision; when unset, logging costs one branch on a constant.
@MainActor
final class GestureArbiter {
    static let isLogging = ProcessInfo.processInfo.environment["KUMIKI_GESTURE_DEBUG"] == "1"

    @inline(__always)
    static func log(_ message: @autoclosure () -> String) {
        if isLogging { print("[gestures] \(message())") }
    }

    /// The app's media-clock timers (gesture timeouts).
    let timers: MediaTimerQueue
    private unowned let delivery: TouchDelivery
    private var isResolving = false

    init(delivery: TouchDelivery, timers: MediaTimerQueue) {
        self.delivery = delivery
        self.timers = timers
    }

    /// Called when a recognizer leaves its view.
    func forget(_ recognizer: UIGestureRecognizer) {
        delivery.forget(recognizer)
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
                if delivery.participants.contains(where: { $0 === required }) && !required.trackedTouches.isEmpty
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
        for other in delivery.participants where other !== recognizer && sharesTouches(recognizer, other)
            && !simultaneous(recognizer, other) && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer)
            && other.currentState == .possible {
            GestureArbiter.log("\(recognizer.debugName) prevents \(other.debugName)")
            other.pendingState = nil
            other.applyState(.failed)
        }
        if recognizer.cancelsTouchesInView { delivery.cancelTouchesInView(of: recognizer) }
        recognizer.applyState(newState)
    }

    /// Re-examines held-back recognizers and held view deliveries until nothing changes.
    func resolve() {
        guard !isResolving else { return }
        isResolving = true
        defer { isResolving = false }
        var changed = true
        while changed {
            changed = false
            for recognizer in delivery.participants {
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
        delivery.releaseHeldTouches()
    }

    /// Recognizers that each wait, directly or through others, for one another
    /// to fail (`a.require(toFail: b)` and `b.require(toFail: a)`) can never
    /// recognize. Once every one of them asks to, they all fail, and the cycle
    /// is reported on standard error. Returns whether any failed.
    private func failDeadlockedRecognizers() -> Bool {
        let pending = delivery.participants.filter { $0.pendingState != nil && $0.currentState == .possible }
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
        delivery.participants.filter {
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
        for other in delivery.participants where other !== recognizer && sharesTouches(recognizer, other) {
            guard !result.contains(where: { $0 === other }) else { continue }
            if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false)
                || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) ?? false) {
                result.append(other)
            }
        }
        return result
    }
}
