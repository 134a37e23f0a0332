import Foundation

/// A bar that fills from the leading edge as `progress` goes from 0 to 1:
/// 4 pt tall with rounded ends (`.default`), or a 2.5 pt square-ended bar for
/// toolbars (`.bar`). `setProgress(_:animated:)` slides the fill; with an
/// `observedProgress` the bar follows that object's `fractionCompleted`.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// Apple's raw values.
    public enum Style: Int, Sendable {
        case `default` = 0
        case bar = 1
    }

    open var progressViewStyle: Style {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            updateColors()
        }
    }

    /// From 0 to 1; values outside are pinned to the nearest end.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// The fill's color: the tint color unless set.
    open var progressTintColor: UIColor? {
        didSet { updateColors() }
    }

    /// The track's color: a light gray (clear for `.bar`) unless set.
    open var trackTintColor: UIColor? {
        didSet { updateColors() }
    }

    /// The `Progress` whose `fractionCompleted` the bar shows, read each
    /// frame while the bar is in a window (UIProgressView+ObservedProgress.swift).
    open var observedProgress: Progress? {
        didSet { followObservedProgress() }
    }
    /// The application sampling `observedProgress` for this bar.
    weak var samplingApplication: UIApplication?

    /// An image stretched over the filled part, in place of `progressTintColor`.
    open var progressImage: UIImage? {
        didSet { updateColors() }
    }

    /// An image stretched over the track, in place of `trackTintColor`.
    open var trackImage: UIImage? {
        didSet { updateColors() }
    }

    private var storedProgress: Float = 0
    private let track = UIImageView()
    private let fill = UIImageView()

    /// How long `setProgress(_:animated:)` slides, in seconds (Kumiki's
    /// choice: Apple does not publish it).
    static let animationDuration: TimeInterval = 0.25

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(origin: .zero, size: CGSize(width: 0, height: Self.height(for: style))))
        setUp()
    }

    /// A `.default` progress view.
    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    private func setUp() {
        track.isUserInteractionEnabled = false
        fill.isUserInteractionEnabled = false
        addSubview(track)
        track.addSubview(fill)
        track.clipsToBounds = true
        isAccessibilityElement = true
        accessibilityTraits = .updatesFrequently
        updateColors()
    }

    /// Sets the progress (pinned to 0…1), sliding the fill when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = min(max(progress, 0), 1)
        if animated && window != nil {
            layoutIfNeeded()
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState],
                           animations: { self.layoutFill() })
        } else {
            UIView.performWithoutAnimation { layoutFill() }
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height(for: progressViewStyle))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height(for: progressViewStyle))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        track.frame = bounds
        track.layer.cornerRadius = progressViewStyle == .default ? bounds.height / 2 : 0
        layoutFill()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        followObservedProgress()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    /// The percentage, as VoiceOver reads it.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int((storedProgress * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }

    /// The fill from the leading edge (the trailing one right to left).
    private func layoutFill() {
        let width = bounds.width * CGFloat(storedProgress)
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        fill.frame = CGRect(x: leftToRight ? 0 : bounds.width - width, y: 0, width: width, height: bounds.height)
        fill.layer.cornerRadius = progressViewStyle == .default ? bounds.height / 2 : 0
    }

    private func updateColors() {
        fill.image = progressImage
        track.image = trackImage
        fill.backgroundColor = progressImage != nil ? nil : progressTintColor ?? tintColor
        track.backgroundColor = trackImage != nil ? nil : trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemGray5)
    }

    static func height(for style: Style) -> CGFloat {
        style == .bar ? 2.5 : 4
    }
}
