import Foundation

/// A control for choosing a value from a continuous range by dragging a
/// thumb along a track, drawn like iOS's since iOS 13: a 4 pt track with
/// rounded ends, the part before the thumb in the tint color and the rest in
/// `.systemFill`, and a white 28 pt thumb casting a soft shadow.
///
/// Only a touch that comes down on the thumb (its frame grown to at least
/// 44 × 44 pt) moves it; a tap on the track changes nothing, as on iOS. The
/// thumb then follows the finger's horizontal movement from where it was
/// grabbed, and keeps following it outside the slider. With `isContinuous`
/// (the default) `.valueChanged` is sent on every change while dragging;
/// otherwise once when the finger lifts, if the value changed. Setting the
/// value from code sends nothing.
///
/// Subclasses lay the slider out by overriding `trackRect(forBounds:)`,
/// `thumbRect(forBounds:trackRect:value:)`, `minimumValueImageRect(forBounds:)`
/// and `maximumValueImageRect(forBounds:)`, which the slider itself uses
/// for drawing and hit testing. Right to left, the minimum is on the right.
/// Numbers: docs/BEHAVIOR.md "Sliders".
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// Points: the slider's height (its intrinsic height; uncertain).
    static let height: CGFloat = 31
    /// Points: the track's thickness.
    static let trackHeight: CGFloat = 4
    /// Points: the default thumb's diameter.
    static let thumbDiameter: CGFloat = 28
    /// Points: the space between a value image and the track (uncertain).
    static let valueImageSpacing: CGFloat = 16
    /// Points: the smallest side of the area a touch can grab the thumb in
    /// (Apple's minimum hit target).
    static let thumbTouchSide: CGFloat = 44
    /// Seconds `setValue(_:animated:)` slides the thumb (Kumiki's choice:
    /// Apple does not publish it).
    static let animationDuration: TimeInterval = 0.25

    // MARK: Value

    /// The value, always within `minimumValue…maximumValue`. 0 by default.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The value at the leading end. 0 by default; raising it past
    /// `maximumValue` raises that too, and the value is kept in range.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            keepValueInRange()
        }
    }

    /// The value at the trailing end. 1 by default; lowering it below
    /// `minimumValue` lowers that too, and the value is kept in range.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            keepValueInRange()
        }
    }

    /// Whether `.valueChanged` is sent while the thumb moves (true) or only
    /// when the finger lifts (false).
    open var isContinuous = true

    /// Sets the value (pinned to the range), sliding the thumb when
    /// `animated`. Sends no actions.
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = min(max(value, minimumValue), maximumValue)
        if animated && window != nil {
            layoutIfNeeded()
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState],
                           animations: { self.layoutParts() })
        } else {
            UIView.performWithoutAnimation { layoutParts() }
        }
    }

    // MARK: Images and colors

    /// The image before the track's leading end; nil for none.
    open var minimumValueImage: UIImage? {
        didSet { minimumValueImageView.image = minimumValueImage; setNeedsLayout() }
    }

    /// The image after the track's trailing end; nil for none.
    open var maximumValueImage: UIImage? {
        didSet { maximumValueImageView.image = maximumValueImage; setNeedsLayout() }
    }

    /// The track before the thumb: the tint color unless set.
    open var minimumTrackTintColor: UIColor? {
        didSet { updateAppearance() }
    }

    /// The track after the thumb: `.systemFill` unless set.
    open var maximumTrackTintColor: UIColor? {
        didSet { updateAppearance() }
    }

    /// The default thumb's color: white unless set. A thumb image ignores it.
    open var thumbTintColor: UIColor? {
        didSet { updateAppearance() }
    }

    // MARK: Images per state

    // An image for a state falls back to the `.normal` one, as UIKit's do;
    // the thumb shows the `.highlighted` image while dragged.

    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state] = image
        updateAppearance()
    }

    open func thumbImage(for state: UIControl.State) -> UIImage? {
        thumbImages[state]
    }

    /// The track before the thumb, stretched along it (make it resizable for caps).
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state] = image
        updateAppearance()
    }

    open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
        minimumTrackImages[state]
    }

    /// The track after the thumb, stretched along it (make it resizable for caps).
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state] = image
        updateAppearance()
    }

    open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
        maximumTrackImages[state]
    }

    /// The thumb image for the current state; nil draws the default thumb.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    // MARK: State

    var storedValue: Float = 0
    let minimumValueImageView = UIImageView()
    let maximumValueImageView = UIImageView()
    let minimumTrackView = UIImageView()
    let maximumTrackView = UIImageView()
    let thumbView = UIImageView()
    var thumbImages = ControlStateValues<UIImage>()
    var minimumTrackImages = ControlStateValues<UIImage>()
    var maximumTrackImages = ControlStateValues<UIImage>()
    /// While a finger drags the thumb: where it came down (x, in the
    /// slider's coordinates) and the value then.
    var grab: (x: CGFloat, value: Float)?
    /// The value when tracking began, to tell whether lifting changed it.
    var valueAtTouchDown: Float = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for part in [minimumValueImageView, maximumValueImageView, maximumTrackView, minimumTrackView, thumbView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        minimumValueImageView.contentMode = .center
        maximumValueImageView.contentMode = .center
        thumbView.contentMode = .center
        isAccessibilityElement = true
        updateAppearance()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Size and layout

    /// No intrinsic width; 31 pt tall (or the thumb image's height, if taller).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: max(Self.height, currentThumbImage?.size.height ?? 0))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    /// The leading value image's rectangle: its image's size, centered
    /// vertically at the leading edge; zero-sized without an image.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(minimumValueImage, forBounds: bounds, leading: true)
    }

    /// The trailing value image's rectangle: its image's size, centered
    /// vertically at the trailing edge; zero-sized without an image.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(maximumValueImage, forBounds: bounds, leading: false)
    }

    /// The whole track, between the value images (16 pt from each), 4 pt
    /// tall (or as tall as a track image) and centered vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let leftImage = leftToRight ? minimumValueImage : maximumValueImage
        let rightImage = leftToRight ? maximumValueImage : minimumValueImage
        let left = leftImage.map { $0.size.width + Self.valueImageSpacing } ?? 0
        let right = rightImage.map { $0.size.width + Self.valueImageSpacing } ?? 0
        let thickness = max(Self.trackHeight, currentMinimumTrackImage?.size.height ?? 0,
                            currentMaximumTrackImage?.size.height ?? 0)
        return CGRect(x: bounds.minX + left, y: bounds.midY - thickness / 2,
                      width: max(0, bounds.width - left - right), height: thickness)
    }

    /// The thumb's rectangle for `value` on the track `rect`: the thumb
    /// image's size (28 pt without one), centered on the track's middle
    /// line, its leading edge at the track's leading end for the minimum and
    /// its trailing edge at the trailing end for the maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat(min(max((value - minimumValue) / range, 0), 1)) : 0
        let travel = rect.width - size.width
        let x = rect.minX + travel * (leftToRight ? fraction : 1 - fraction)
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    /// Places the images, the two parts of the track (meeting under the
    /// thumb's center) and the thumb.
    func layoutParts() {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
        let split = min(max(thumb.midX, track.minX), track.maxX)
        let before = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        let after = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        minimumTrackView.frame = leftToRight ? before : after
        maximumTrackView.frame = leftToRight ? after : before
        // Rounded at the track's outer ends only, so the parts meet squarely.
        let leftEnd: CACornerMask = [.layerMinXMinYCorner, .layerMinXMaxYCorner]
        let rightEnd: CACornerMask = [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
        minimumTrackView.layer.maskedCorners = leftToRight ? leftEnd : rightEnd
        maximumTrackView.layer.maskedCorners = leftToRight ? rightEnd : leftEnd
        for part in [minimumTrackView, maximumTrackView] {
            part.layer.cornerRadius = part.image == nil ? track.height / 2 : 0
        }
        thumbView.frame = thumb
        if thumbView.image == nil {
            thumbView.layer.cornerRadius = thumb.height / 2
            thumbView.layer.shadowPath = CGPath(ellipseIn: thumbView.bounds, transform: nil)
        }
    }

    // MARK: Tracking

    /// Takes the touch only when it comes down on the thumb (its frame grown
    /// to at least 44 × 44 pt); a touch elsewhere on the track changes nothing.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        let grow = (dx: max(0, (Self.thumbTouchSide - thumb.width) / 2), dy: max(0, (Self.thumbTouchSide - thumb.height) / 2))
        guard thumb.insetBy(dx: -grow.dx, dy: -grow.dy).contains(location) else { return false }
        grab = (location.x, storedValue)
        valueAtTouchDown = storedValue
        return true
    }

    /// The thumb follows the finger's horizontal movement since it came
    /// down, one track length (less the thumb) to the whole range.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let grab else { return false }
        let track = trackRect(forBounds: bounds)
        let thumbWidth = thumbRect(forBounds: bounds, trackRect: track, value: storedValue).width
        let travel = track.width - thumbWidth
        guard travel > 0 else { return true }
        var moved = touch.location(in: self).x - grab.x
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { moved = -moved }
        let newValue = grab.value + Float(moved / travel) * (maximumValue - minimumValue)
        let previous = storedValue
        setValue(newValue, animated: false)
        if isContinuous && storedValue != previous { sendActions(for: .valueChanged) }
        return true
    }

    /// A slider that is not continuous reports the value once, when the
    /// finger lifts, if it changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        grab = nil
        if !isContinuous && storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    /// A cancelled drag keeps the value it reached (UIKit does not put it back).
    open override func cancelTracking(with event: UIEvent?) {
        grab = nil
        if !isContinuous && storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    // MARK: Accessibility

    open override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.adjustable) }
        set { super.accessibilityTraits = newValue }
    }

    /// The value as a percentage of the range ("50%"), unless set.
    open override var accessibilityValue: String? {
        get {
            if let value = super.accessibilityValue { return value }
            let range = maximumValue - minimumValue
            let fraction = range > 0 ? (storedValue - minimumValue) / range : 0
            return "\(Int((fraction * 100).rounded()))%"
        }
        set { super.accessibilityValue = newValue }
    }

    /// VoiceOver's swipe up: a tenth of the range more, and `.valueChanged`.
    open override func accessibilityIncrement() {
        adjust(byTenths: 1)
    }

    /// VoiceOver's swipe down: a tenth of the range less, and `.valueChanged`.
    open override func accessibilityDecrement() {
        adjust(byTenths: -1)
    }

    // MARK: State changes

    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { updateAppearance() } }
    }

    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { updateAppearance() } }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    /// Moves the value by tenths of the range, as VoiceOver's swipes do.
    private func adjust(byTenths tenths: Float) {
        let previous = storedValue
        setValue(storedValue + tenths * (maximumValue - minimumValue) / 10, animated: false)
        if storedValue != previous { sendActions(for: .valueChanged) }
    }

    private var leftToRight: Bool { effectiveUserInterfaceLayoutDirection == .leftToRight }

    private func valueImageRect(_ image: UIImage?, forBounds bounds: CGRect, leading: Bool) -> CGRect {
        guard let image else {
            let x = leading == leftToRight ? bounds.minX : bounds.maxX
            return CGRect(x: x, y: bounds.midY, width: 0, height: 0)
        }
        let size = image.size
        let x = leading == leftToRight ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func keepValueInRange() {
        let pinned = min(max(storedValue, minimumValue), maximumValue)
        storedValue = pinned
        setNeedsLayout()
    }
}
