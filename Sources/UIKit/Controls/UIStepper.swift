import Foundation

/// A pair of − and + buttons that step a value between a minimum and a
/// maximum: 94 × 32 pt, drawn as iOS 13 and later draw it. A touch on a half
/// steps at once; held, it repeats on the media clock (`autorepeat`).
/// `.valueChanged` follows each step while `isContinuous`, else once on lift.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// iOS's size since iOS 13.
    public static let size = CGSize(width: 94, height: 32)
    /// A held button first repeats after this long, then every
    /// `repeatInterval` (Kumiki's choices: Apple does not publish UIKit's,
    /// which also speeds up the longer the button is held).
    static let repeatDelay: CFTimeInterval = 0.5
    static let repeatInterval: CFTimeInterval = 0.1

    open var value: Double {
        get { storedValue }
        set { storedValue = clamp(newValue); setNeedsDisplay() }
    }

    /// The lowest value (0 by default). Set above the maximum, the maximum
    /// follows it (Apple documents that both take the new value).
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    /// The highest value (100 by default). Set below the minimum, the
    /// minimum follows it.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    /// How much a step changes the value (1 by default). Zero or less raises
    /// `NSInvalidArgumentException` with UIKit's reason, as Apple documents.
    open var stepValue: Double = 1 {
        didSet {
            guard stepValue <= 0 else { return }
            UncaughtException.raise("NSInvalidArgumentException", reason: "stepValue must be greater than 0")
        }
    }

    /// Whether `.valueChanged` is sent at each step (true) or once on lift.
    open var isContinuous = true
    /// Whether holding a button keeps stepping (true by default).
    open var autorepeat = true
    /// Whether stepping past one end continues from the other (false by default).
    open var wraps = false

    private var storedValue: Double = 0
    /// Custom images (UIStepper+Images.swift).
    var backgroundImages = ControlStateValues<UIImage>()
    var incrementImages = ControlStateValues<UIImage>()
    var decrementImages = ControlStateValues<UIImage>()
    var dividerImages: [DividerKey: UIImage] = [:]
    /// The half under the finger (−1 or +1), and whether the value changed.
    private(set) var pressed: (direction: Int, changed: Bool)?
    private var repeatTimer: Int?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        isOpaque = false
        isAccessibilityElement = false
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The size is fixed: a new frame moves the stepper but keeps 94 × 32.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        guard canStep(direction) else { return false }
        pressed = (direction, false)
        step()
        if autorepeat { scheduleRepeat(after: Self.repeatDelay) }
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // A finger that slides off the stepper stops the repeating.
        if !isTouchInside { stopRepeating() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishPress()
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishPress()
    }

    private func step() {
        guard let direction = pressed?.direction else { return }
        var next = storedValue + Double(direction) * stepValue
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != storedValue else { return }
        storedValue = next
        pressed?.changed = true
        setNeedsDisplay()
        if isContinuous { sendActions(for: .valueChanged) }
    }

    func canStep(_ direction: Int) -> Bool {
        wraps || (direction < 0 ? storedValue > minimumValue : storedValue < maximumValue)
    }

    private func scheduleRepeat(after delay: CFTimeInterval) {
        guard let timers = window?.application?.timers else { return }
        repeatTimer = timers.schedule(after: delay) { [weak self] in
            guard let self, self.pressed != nil, self.repeatTimer != nil else { return }
            self.step()
            self.scheduleRepeat(after: Self.repeatInterval)
        }
    }

    private func stopRepeating() {
        if let repeatTimer { window?.application?.timers.cancel(repeatTimer) }
        repeatTimer = nil
    }

    private func finishPress() {
        stopRepeating()
        let changed = pressed?.changed ?? false
        pressed = nil
        setNeedsDisplay()
        if changed && !isContinuous { sendActions(for: .valueChanged) }
    }

    private func clamp(_ value: Double) -> Double {
        min(max(value, minimumValue), maximumValue)
    }

    open override var isHighlighted: Bool {
        didSet { setNeedsDisplay() }
    }

    open override var isEnabled: Bool {
        didSet { setNeedsDisplay() }
    }

    /// Template glyph images follow the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// Each half in its state: dimmed where it cannot step (or the stepper
    /// is disabled), highlighted while pressed.
    func segmentState(_ direction: Int) -> UIControl.State {
        if !isEnabled || !canStep(direction) { return .disabled }
        return pressed?.direction == direction ? .highlighted : .normal
    }

    /// A rounded tertiary-fill background, a divider, and − and + in the
    /// label color; a half that cannot step is dimmed, a pressed half darker.
    /// Custom background, divider and glyph images replace their part
    /// (UIStepper+Images.swift).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let half = CGSize(width: bounds.width / 2, height: bounds.height)
        if !drawBackgroundImages(in: context) {
            context.addPath(CGPath(roundedRect: bounds, cornerWidth: 8, cornerHeight: 8, transform: nil))
            context.setFillColor(UIColor.tertiarySystemFill.cgColor)
            context.fillPath()
            if let direction = pressed?.direction {
                context.saveGState()
                context.addPath(CGPath(roundedRect: bounds, cornerWidth: 8, cornerHeight: 8, transform: nil))
                context.clip()
                context.setFillColor(UIColor.tertiarySystemFill.cgColor)
                context.fill(CGRect(x: direction < 0 ? 0 : half.width, y: 0, width: half.width, height: half.height))
                context.restoreGState()
            }
        }
        if !drawDividerImage(in: context) {
            context.setFillColor(UIColor.opaqueSeparator.cgColor)
            context.fill(CGRect(x: half.width - 0.5, y: 8, width: 1, height: half.height - 16))
        }
        context.setLineWidth(2)
        context.setLineCap(.round)
        for direction in [-1, 1] {
            let center = CGPoint(x: direction < 0 ? half.width / 2 : half.width * 1.5, y: half.height / 2)
            if drawGlyphImage(direction, centeredAt: center, in: context) { continue }
            let dimmed = segmentState(direction) == .disabled
            context.setStrokeColor(UIColor.label.withAlphaComponent(dimmed ? 0.3 : 1).cgColor)
            context.move(to: CGPoint(x: center.x - 7, y: center.y))
            context.addLine(to: CGPoint(x: center.x + 7, y: center.y))
            if direction > 0 {
                context.move(to: CGPoint(x: center.x, y: center.y - 7))
                context.addLine(to: CGPoint(x: center.x, y: center.y + 7))
            }
            context.strokePath()
        }
    }
}
