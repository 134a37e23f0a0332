import Foundation

/// An on/off switch drawn like iOS's: a 51 × 31 pt rounded track, green when
/// on, with a white 27 pt thumb that slides across. A tap toggles it; a drag
/// moves the thumb to the side the finger is on, and lifting keeps that side.
/// `.valueChanged` is sent when the user changes the value (never for
/// `setOn(_:animated:)`).
///
/// Its size is fixed: the size of any frame given is ignored, as on iOS.
/// The thumb casts iOS's soft shadow: 15 % black, 3 pt down, radius 4
/// (the usual CSS recreation's `0 3px 8px rgba(0,0,0,.15)`, whose 8-px
/// blur is a Gaussian of σ 4: docs/BEHAVIOR.md "Shadows").
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch's size in points (iOS's, since iOS 7).
    public static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter, and its width while a finger presses it.
    static let thumbDiameter: CGFloat = 27
    static let pressedThumbWidth: CGFloat = 34
    /// The gap between the thumb and the track's edge.
    static let thumbInset: CGFloat = 2
    /// How far a finger must move before a touch is a drag, in points.
    static let dragThreshold: CGFloat = 4
    /// How long the thumb takes to slide, in seconds (Kumiki's choice: Apple
    /// does not publish it).
    static let animationDuration: TimeInterval = 0.25

    /// The style UIKit picks from (iOS 14); on iPhone every style is the
    /// sliding switch.
    public enum Style: Int, Sendable {
        case automatic = 0
        case checkbox = 1
        case sliding = 2
    }

    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }

    /// The track's color when on (systemGreen by default).
    open var onTintColor: UIColor? {
        didSet { updateColors() }
    }

    /// The thumb's color (white by default).
    open var thumbTintColor: UIColor? {
        didSet { updateColors() }
    }

    open var preferredStyle = Style.automatic
    /// What iPhone shows: always `.sliding`.
    open var style: Style { .sliding }

    private var on = false
    private let offTrack = UIView()
    private let onTrack = UIView()
    private let thumb = UIView()
    /// While a finger is down: the side the thumb shows, whether the finger
    /// has dragged, and where it came down.
    private var tracking: (shownOn: Bool, dragged: Bool, startX: CGFloat)?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        for track in [offTrack, onTrack] {
            track.frame = CGRect(origin: .zero, size: Self.size)
            track.layer.cornerRadius = Self.size.height / 2
            track.isUserInteractionEnabled = false
            addSubview(track)
        }
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.borderWidth = 0.5
        thumb.layer.borderColor = UIColor(white: 0, alpha: 0.06).cgColor
        thumb.layer.shadowOpacity = 0.15
        thumb.layer.shadowRadius = 4
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumb.isUserInteractionEnabled = false
        addSubview(thumb)
        isAccessibilityElement = true
        updateColors()
        layoutThumb(on: false, pressed: false)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The size is fixed: a new frame moves the switch but keeps 51 × 31.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// Sets the value, sliding the thumb when `animated`. Sends no actions.
    open func setOn(_ on: Bool, animated: Bool) {
        self.on = on
        tracking = nil
        show(on: on, pressed: false, animated: animated)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        tracking = (on, false, touch.location(in: self).x)
        show(on: on, pressed: true, animated: true)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard var state = tracking else { return false }
        let x = touch.location(in: self).x
        if abs(x - state.startX) > Self.dragThreshold { state.dragged = true }
        let side = x > bounds.midX
        if state.dragged && side != state.shownOn {
            state.shownOn = side
            show(on: side, pressed: true, animated: true)
        }
        tracking = state
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let state = tracking else { return }
        tracking = nil
        let newValue = state.dragged ? state.shownOn : (isTouchInside ? !on : on)
        let changed = newValue != on
        on = newValue
        show(on: newValue, pressed: false, animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        tracking = nil
        show(on: on, pressed: false, animated: true)
    }

    // MARK: Accessibility

    open override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union([.button, .toggleButton]) }
        set { super.accessibilityTraits = newValue }
    }

    /// "1" when on, "0" when off, unless set.
    open override var accessibilityValue: String? {
        get { customAccessibilityValue ?? (on ? "1" : "0") }
        set { customAccessibilityValue = newValue }
    }
    private var customAccessibilityValue: String?

    // MARK: Drawing

    private func show(on: Bool, pressed: Bool, animated: Bool) {
        let change = { self.layoutThumb(on: on, pressed: pressed) }
        if animated && window != nil {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState, .curveEaseOut],
                           animations: change)
        } else {
            UIView.performWithoutAnimation(change)
        }
    }

    /// The thumb against the side for `on` (and the on track shown or not);
    /// a pressed thumb widens toward the middle.
    private func layoutThumb(on: Bool, pressed: Bool) {
        let width = pressed ? Self.pressedThumbWidth : Self.thumbDiameter
        let x = on ? Self.size.width - Self.thumbInset - width : Self.thumbInset
        thumb.frame = CGRect(x: x, y: Self.thumbInset, width: width, height: Self.thumbDiameter)
        thumb.layer.shadowPath = CGPath(roundedRect: thumb.bounds, cornerWidth: Self.thumbDiameter / 2,
                                        cornerHeight: Self.thumbDiameter / 2, transform: nil)
        onTrack.alpha = on ? 1 : 0
    }

    private func updateColors() {
        offTrack.backgroundColor = .systemFill
        onTrack.backgroundColor = onTintColor ?? .systemGreen
        thumb.backgroundColor = thumbTintColor ?? .white
    }
}
