/// Recognizes a gesture from the touches on its view (and the view's
/// subviews), moving through UIKit's states and calling its targets.
///
/// Subclasses write their own recognizers as on iOS: override the touch methods,
/// set `state`, override `reset()`. Setting `state` goes through the app's
/// `GestureArbiter`, which may hold a recognizer in `.possible` (while a
/// recognizer it must wait for is undecided) or fail it (its delegate refuses,
/// or an active recognizer prevents it).
///
/// Porting: `#selector(handle(_:))` becomes the unbound method reference
/// `Controller.handle(_:)` (see docs/PORTING.md).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Raw values match UIKit; discrete recognizers go `.possible` → `.ended`
    /// (`.recognized`) or `.failed`.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5

        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let holdsTarget: Bool
        let send: (AnyObject?, UIGestureRecognizer) -> Void
    }

    private var targetActions: [TargetAction] = []
    var currentState = State.possible
    /// A transition the arbiter is holding back (see `GestureArbiter`).
    var pendingState: State?
    /// The touches this recognizer is tracking in the current gesture.
    var trackedTouches: [UITouch] = []
    var failureRequirements: [WeakRecognizer] = []
    /// Where the gesture was last (window coordinates) once no touch says so:
    /// after its fingers lifted, or a hover's pointer.
    var lastLocationInWindow: CGPoint?
    weak var lastWindow: UIWindow?

    struct WeakRecognizer {
        weak var recognizer: UIGestureRecognizer?
    }

    public weak var delegate: UIGestureRecognizerDelegate?
    public internal(set) weak var view: UIView?
    /// The arbiter of the app whose touches this recognizer last received: the
    /// entry its first touch gave it, through which its transitions are settled
    /// and its timers run.
    weak var arbiter: GestureArbiter?
    public var name: String?

    /// When the recognizer recognizes, its touches are cancelled in the view
    /// (`touchesCancelled`). Default true.
    public var cancelsTouchesInView = true
    /// Holds touches back from the view while the recognizer is still possible. Default false.
    public var delaysTouchesBegan = false
    /// Holds a touch's end back from the view while the recognizer is still possible. Default true.
    public var delaysTouchesEnded = true

    /// A recognizer without targets.
    public override init() {
        super.init()
    }

    /// A recognizer calling `action` on `target` (held weakly) with the recognizer.
    public init<Target: AnyObject, Sender: UIGestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Sender) -> Void
    ) {
        super.init()
        addTarget(target, action: action)
    }

    /// A recognizer calling `action` on `target` (held weakly) without arguments.
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        super.init()
        addTarget(target, action: action)
    }

    /// Adds a target–action pair; the target is held weakly, as in UIKit. The
    /// recognizer passed to `action` must be of the action's parameter type.
    public func addTarget<Target: AnyObject, Sender: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void
    ) {
        targetActions.append(TargetAction(target: target, holdsTarget: true) { target, recognizer in
            guard let target = target as? Target else { return }
            guard let sender = recognizer as? Sender else {
                preconditionFailure("\(type(of: recognizer)) sent to an action expecting \(Sender.self)")
            }
            action(target)(sender)
        })
    }

    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targetActions.append(TargetAction(target: target, holdsTarget: true) { target, _ in
            guard let target = target as? Target else { return }
            action(target)()
        })
    }

    /// Adds a closure called like an action (Kumiki addition; UIKit recognizers
    /// take only target–action pairs).
    public func addAction(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        targetActions.append(TargetAction(target: nil, holdsTarget: false) { _, recognizer in handler(recognizer) })
    }

    /// Removes every action of `target`, or every target–action pair when
    /// `target` is nil. `action` must be nil: Swift cannot compare method
    /// references (see docs/PORTING.md).
    public func removeTarget(_ target: AnyObject?, action: Never?) {
        guard let target else {
            targetActions.removeAll { $0.holdsTarget }
            return
        }
        targetActions.removeAll { $0.holdsTarget && $0.target === target }
    }

    /// The recognizer's state. Setting it is how recognizers report progress;
    /// the arbiter decides whether a recognizer may leave `.possible`.
    public var state: State {
        get { currentState }
        set {
            if let arbiter, view?.window != nil {
                arbiter.requestTransition(of: self, to: newValue)
            } else {
                applyState(newValue)
            }
        }
    }

    /// Enters `newState` and calls the targets for began, changed, ended and cancelled.
    func applyState(_ newState: State) {
        currentState = newState
        GestureArbiter.log("\(self.debugName) → \(newState)")
        switch newState {
        case .began, .changed, .ended, .cancelled:
            for entry in targetActions where !entry.holdsTarget || entry.target != nil {
                entry.send(entry.target, self)
            }
        case .possible, .failed:
            break
        }
    }

    /// Disabling cancels a gesture in flight (or fails a possible one) and keeps
    /// the recognizer from new touches until it is enabled again.
    public var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            switch currentState {
            case .began, .changed: state = .cancelled
            case .possible where !trackedTouches.isEmpty: state = .failed
            default: break
            }
        }
    }

    /// Waits for `otherGestureRecognizer` to fail before leaving `.possible`; fails
    /// if it recognizes instead.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: Locations

    /// The centroid of the gesture's fingers that are down, in `view`'s
    /// coordinates (window coordinates for nil); after they lift, where they lifted.
    public func location(in view: UIView?) -> CGPoint {
        let window = trackedTouches.first?.window ?? lastWindow
        let windowPoint: CGPoint
        // Fingers still down; once all have lifted, where they lifted.
        let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        let touches = down.isEmpty ? trackedTouches : down
        if touches.isEmpty {
            windowPoint = lastLocationInWindow ?? .zero
        } else {
            let sum = touches.reduce(CGPoint.zero) {
                CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y)
            }
            windowPoint = CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
        }
        guard let view else { return windowPoint }
        return view.convert(windowPoint, from: window)
    }

    /// The location of touch `touchIndex` of the gesture. Stops on an index out of
    /// range with UIKit's message.
    public func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        if !trackedTouches.indices.contains(touchIndex) {
            UncaughtException.raise("NSRangeException", reason:
                "-[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(trackedTouches.count)).")
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// How many touches the gesture involves.
    public var numberOfTouches: Int { trackedTouches.count }

    // MARK: Shared by the recognizers

    /// Fingers of the gesture still on the screen.
    var fingersDown: Int {
        trackedTouches.count { $0.phase != .ended && $0.phase != .cancelled }
    }

    /// Whether every finger of the gesture has lifted (or been cancelled).
    var allTouchesLifted: Bool { fingersDown == 0 }

    /// Whether the recognizer is still taking part in a gesture: possible,
    /// began or changed.
    var isInGesture: Bool {
        switch currentState {
        case .possible, .began, .changed: true
        case .ended, .cancelled, .failed: false
        }
    }

    /// The gesture cannot go on: a continuous recognizer that began is
    /// cancelled, one still possible fails.
    func cancelOrFail() {
        state = currentState == .began || currentState == .changed ? .cancelled : .failed
    }

    // MARK: Subclassing surface

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Returns the recognizer to its initial values after a gesture; the
    /// arbiter calls it once the gesture is over (state already `.possible`).
    open func reset() {}

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
    }

    /// Whether this recognizer, recognizing, makes `preventedGestureRecognizer` fail. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, makes this one fail. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Subclass form of `require(toFail:)`. Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Subclass form of the delegate's `shouldBeRequiredToFailBy`. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether touches reach this recognizer (hover recognizers get the
    /// pointer instead).
    var receivesTouches: Bool { true }

    // MARK: Arbiter support

    /// Back to `.possible` after a gesture: forgets touches, calls `reset()`.
    func resetAfterGesture() {
        if !trackedTouches.isEmpty {
            lastLocationInWindow = location(in: nil)
            lastWindow = trackedTouches.first?.window
        }
        trackedTouches.removeAll()
        pendingState = nil
        for identifier in timerIdentifiers { arbiter?.timers.cancel(identifier) }
        timerIdentifiers.removeAll()
        currentState = .possible
        GestureArbiter.log("\(debugName) reset")
        reset()
    }

    /// Remembers the gesture's location before its touches are released.
    func rememberLocation() {
        guard !trackedTouches.isEmpty else { return }
        lastLocationInWindow = location(in: nil)
        lastWindow = trackedTouches.first?.window
    }

    var debugName: String {
        name.map { "\(type(of: self))(\($0))" } ?? "\(type(of: self))"
    }

    /// Pending timers of this recognizer (the arbiter waits for them before
    /// treating an undecided gesture as over).
    var timerIdentifiers: Set<Int> = []

    /// Schedules `action` on the media clock, `delay` seconds from now.
    func scheduleTimer(after delay: CFTimeInterval, _ action: @escaping () -> Void) -> Int? {
        guard let timers = arbiter?.timers else { return nil }
        var identifier = 0
        identifier = timers.schedule(after: delay) { [weak self] in
            self?.timerIdentifiers.remove(identifier)
            action()
        }
        timerIdentifiers.insert(identifier)
        return identifier
    }

    func cancelTimer(_ identifier: Int?) {
        guard let identifier else { return }
        timerIdentifiers.remove(identifier)
        arbiter?.timers.cancel(identifier)
    }
}
