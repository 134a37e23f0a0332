import Foundation

/// A spinner that shows work in progress: UIKit's eight spokes turning once a
/// second on the media clock while `isAnimating`. With `hidesWhenStopped`
/// (the default) it is hidden whenever it is not animating, from the start.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// Apple's raw values; the three first are the pre-iOS 13 styles.
    public enum Style: Int, Sendable {
        @available(*, deprecated, renamed: "large")
        case whiteLarge = 0
        @available(*, deprecated, renamed: "medium")
        case white = 1
        @available(*, deprecated, renamed: "medium")
        case gray = 2
        /// 20 × 20 pt.
        case medium = 100
        /// 37 × 37 pt.
        case large = 101
    }

    open var style: Style {
        didSet {
            spinner.color = color
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The spokes' color: the style's own (system gray; white for the old
    /// white styles) unless set.
    open var color: UIColor! {
        get { customColor ?? Self.defaultColor(for: style) }
        set {
            customColor = newValue
            spinner.color = color
        }
    }

    /// Whether the view hides itself while not animating (true by default).
    /// Turning it off shows a stopped indicator.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }

    public private(set) var isAnimating = false

    private let spinner = SpinnerView()
    private var customColor: UIColor?

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(for: style)))
        setUp()
    }

    /// A `.medium` indicator.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    private func setUp() {
        spinner.progress = 1
        spinner.color = color
        addSubview(spinner)
        isAccessibilityElement = true
        updateHidden()
    }

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        spinner.isSpinning = true
        updateHidden()
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spinner.isSpinning = false
        updateHidden()
    }

    open override var intrinsicContentSize: CGSize { Self.size(for: style) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(for: style) }

    /// The spinner keeps the style's size, centered in the view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = Self.size(for: style).width
        spinner.frame = CGRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
    }

    /// "In progress" while animating, "Progress halted" when stopped, as
    /// VoiceOver reads UIKit's.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (isAnimating ? "In progress" : "Progress halted") }
        set { super.accessibilityLabel = newValue }
    }

    private func updateHidden() {
        if hidesWhenStopped { isHidden = !isAnimating }
    }

    static func size(for style: Style) -> CGSize {
        switch style.rawValue {
        case Style.large.rawValue, 0: CGSize(width: 37, height: 37)
        default: CGSize(width: 20, height: 20)
        }
    }

    static func defaultColor(for style: Style) -> UIColor {
        style.rawValue == 0 || style.rawValue == 1 ? .white : .systemGray
    }
}
