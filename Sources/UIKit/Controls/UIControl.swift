/// A view that turns touches into control events and sends them to targets and
/// actions: touch down, drags inside, outside, across the edge, touch up inside
/// or outside, cancel; subclasses send value changes and primary actions.
///
/// "Inside" is the bounds grown by `touchTrackingMargin` on every side while a
/// touch is tracked, as in UIKit (a finger may drift off a button and still
/// trigger it on release).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Raw values match UIKit.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Raw values match UIKit.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How far outside its bounds a tracked touch still counts as inside, in
    /// points. UIKit does not publish it; 70 pt is the figure measured on
    /// devices by many (uncertain, kept in one place).
    public static let touchTrackingMargin: CGFloat = 70

    struct Registration {
        weak var target: AnyObject?
        let holdsTarget: Bool
        let action: UIAction?
        let events: Event
        let send: (AnyObject?, UIControl, UIEvent?) -> Void
    }

    var registrations: [Registration] = []
    private var trackedTouch: UITouch?

    open var isEnabled = true {
        didSet { if !isEnabled { cancelCurrentTracking() } }
    }
    open var isSelected = false
    open var isHighlighted = false
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false
    /// Where the content sits horizontally (`.center` by default).
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { setNeedsLayout() }
    }
    /// Where the content sits vertically (`.center` by default).
    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { setNeedsLayout() }
    }

    /// Whether a touch shows the control's menu at once instead of sending
    /// its primary action (honored by `UIButton`, the stock control with a
    /// `menu`). false by default.
    open var showsMenuAsPrimaryAction = false {
        didSet { menuSettingsDidChange() }
    }

    /// Whether the control's menu can show (a long press, or the primary
    /// action). false by default; a button sets it when given a menu.
    open var isContextMenuInteractionEnabled = false {
        didSet { menuSettingsDidChange() }
    }

    /// A subclass with a menu brings its menu gestures up to date.
    func menuSettingsDidChange() {}

    /// Whether a touch up inside also sends `.primaryActionTriggered` (buttons do).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control whose primary action (`.primaryActionTriggered`) is `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The control's state flags.
    open var state: State {
        var result = State.normal
        if isHighlighted { result.insert(.highlighted) }
        if !isEnabled { result.insert(.disabled) }
        if isSelected { result.insert(.selected) }
        return result
    }

    // MARK: Tracking (override points)

    /// Return false to decline tracking the touch. Default true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Return false to stop tracking. Default true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether `touch` is inside the grown tracking area.
    func isInsideTrackingArea(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchTrackingMargin, dy: -Self.touchTrackingMargin)
            .contains(touch.location(in: self))
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, event: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        isTouchInside = isInsideTrackingArea(touch)
        isHighlighted = isTouchInside
        if isTracking {
            isTracking = continueTracking(touch, with: event)
        }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside && !isTouchInside { events.insert(.touchDragExit) }
        if !wasInside && isTouchInside { events.insert(.touchDragEnter) }
        sendActions(for: events, event: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isTouchInside = isInsideTrackingArea(touch)
        finishTracking()
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        var events: Event = isTouchInside ? .touchUpInside : .touchUpOutside
        if isTouchInside && sendsPrimaryActionOnTouchUpInside { events.insert(.primaryActionTriggered) }
        sendActions(for: events, event: event)
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        cancelCurrentTracking(event: event)
    }

    private func finishTracking() {
        trackedTouch = nil
        isHighlighted = false
    }

    private func cancelCurrentTracking(event: UIEvent? = nil) {
        guard trackedTouch != nil else { return }
        finishTracking()
        cancelTracking(with: event)
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel, event: event)
    }

    /// Enabled controls keep the single taps meant for them: a one-finger,
    /// one-tap recognizer attached to another view (an ancestor) does not begin on
    /// a touch inside one (UIKit's rule since iOS 6).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isEnabled, let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return true
    }

    // MARK: Sending actions (open, as in UIKit)

    /// Calls every action registered for any of `controlEvents`, in registration order.
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, event: nil)
    }

    /// Calls `action`'s handler as if this control sent it.
    open func sendAction(_ action: UIAction) {
        action.perform(from: self)
    }
}
