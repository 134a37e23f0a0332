import Foundation

/// A row of dots, one per page, the current page's solid: iOS 14's page
/// control. A tap on the leading or trailing side of the current dot moves
/// one page back or forward; touching and dragging along the control
/// (scrubbing) moves to the page under the finger, and past either end to
/// the first or last page. Each change the user makes sends `.valueChanged`;
/// setting `currentPage` from code sends nothing.
///
/// When the dots do not fit, as many as fit show, scrolled to keep the
/// current page in view, the outer two on a side that has more pages drawn
/// smaller. The default colors are white and white at 30 %, for content
/// behind (as on iOS, invisible on a white background); a translucent
/// platter shows behind the dots while they are touched (`.automatic`),
/// always (`.prominent`) or never (`.minimal`). Numbers: docs/BEHAVIOR.md
/// "Page controls".
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// Apple's raw values.
    public enum BackgroundStyle: Int, Sendable {
        case automatic = 0
        case prominent = 1
        case minimal = 2
    }

    /// Apple's raw values.
    public enum InteractionState: Int, Sendable {
        case none = 0
        case discrete = 1
        case continuous = 2
    }

    /// Points between the centers of neighboring dots (uncertain).
    static let indicatorPitch: CGFloat = 16
    /// Points: the default dot's diameter (uncertain).
    static let dotDiameter: CGFloat = 8
    /// Points: the control's height (uncertain).
    static let height: CGFloat = 26
    /// Points between the outer dots' centers and the platter's ends (uncertain).
    static let sidePadding: CGFloat = 14
    /// How far a finger moves, in points, before a touch scrubs (uncertain).
    static let scrubThreshold: CGFloat = 10
    /// The scales of the outermost and the next dot on a side with more pages.
    static let edgeScales: [CGFloat] = [0.5, 0.75]

    // MARK: Pages

    /// How many dots. 0 by default; negative values count as 0.
    open var numberOfPages: Int = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            storedPage = min(storedPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The page shown as current, kept within `0..<numberOfPages` (0 with no pages).
    open var currentPage: Int {
        get { storedPage }
        set {
            storedPage = min(max(newValue, 0), max(0, numberOfPages - 1))
            setNeedsLayout()
        }
    }

    /// Whether the control draws nothing when there is only one page.
    open var hidesForSinglePage = false {
        didSet { setNeedsLayout() }
    }

    /// The other pages' dots: white at 30 % unless set.
    open var pageIndicatorTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    /// The current page's dot: white unless set.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    /// When the platter shows behind the dots.
    open var backgroundStyle = BackgroundStyle.automatic {
        didSet { setNeedsLayout() }
    }

    /// Whether a touch may scrub (a continuous interaction). true by default.
    open var allowsContinuousInteraction = true

    /// The interaction under way: none, a tap (discrete) or a scrub (continuous).
    public internal(set) var interactionState = InteractionState.none {
        didSet { if interactionState != oldValue { setNeedsLayout() } }
    }

    // MARK: Indicator images

    /// The image of every dot without one of its own; nil draws the dot.
    /// Drawn as a template in the indicator colors.
    open var preferredIndicatorImage: UIImage? {
        didSet { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    /// The image of the current page's indicator when it has none of its
    /// own; nil uses the other indicators' image.
    open var preferredCurrentPageIndicatorImage: UIImage? {
        didSet { setNeedsLayout() }
    }

    /// `page`'s own image, replacing `preferredIndicatorImage` for it.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
        setNeedsLayout()
    }

    /// `page`'s own image; nil when it has none.
    open func indicatorImage(forPage page: Int) -> UIImage? {
        indicatorImages[page]
    }

    /// `page`'s own image while it is current.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentIndicatorImages[page] = image
        setNeedsLayout()
    }

    /// `page`'s own image while it is current; nil when it has none.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        currentIndicatorImages[page]
    }

    // MARK: State

    var storedPage = 0
    var indicatorImages: [Int: UIImage] = [:]
    var currentIndicatorImages: [Int: UIImage] = [:]
    let platter = UIView()
    /// One view per visible dot, for the pages in `visiblePages`.
    var indicatorViews: [UIImageView] = []
    /// The pages whose dots show now.
    var visiblePages = 0..<0
    /// Where the tracked finger came down (x), and whether it has scrubbed.
    var touchStart: (x: CGFloat, scrubbing: Bool)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        platter.isUserInteractionEnabled = false
        platter.backgroundColor = UIColor(white: 0, alpha: 0.25)
        addSubview(platter)
        isAccessibilityElement = true
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Size

    /// The size the dots of `pageCount` pages take: 16 pt apart, with 14 pt
    /// beyond the outer dots' centers, 26 pt tall (or as tall as an image).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        guard pageCount > 0 else { return CGSize(width: 0, height: Self.height) }
        let imageHeight = preferredIndicatorImage?.size.height ?? 0
        return CGSize(width: CGFloat(pageCount - 1) * Self.indicatorPitch + 2 * Self.sidePadding,
                      height: max(Self.height, imageHeight + 2 * 9))
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard numberOfPages > 1 else { return false }
        touchStart = (touch.location(in: self).x, false)
        interactionState = .discrete
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard var start = touchStart else { return false }
        let x = touch.location(in: self).x
        if !start.scrubbing, allowsContinuousInteraction, abs(x - start.x) > Self.scrubThreshold {
            start.scrubbing = true
            touchStart = start
            interactionState = .continuous
        }
        if start.scrubbing { choose(scrubbedPage(atX: x)) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer {
            touchStart = nil
            interactionState = .none
        }
        guard let start = touchStart, !start.scrubbing, let touch, isTouchInside else { return }
        // A tap: one page toward the side of the current dot it landed on.
        let x = touch.location(in: self).x
        let forward = (x >= centerX(ofPage: storedPage)) == leftToRight
        choose(storedPage + (forward ? 1 : -1))
    }

    open override func cancelTracking(with event: UIEvent?) {
        touchStart = nil
        interactionState = .none
    }

    // MARK: Accessibility

    open override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.adjustable) }
        set { super.accessibilityTraits = newValue }
    }

    /// "page 2 of 5", unless set.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (numberOfPages > 0 ? "page \(storedPage + 1) of \(numberOfPages)" : nil) }
        set { super.accessibilityValue = newValue }
    }

    /// VoiceOver's swipe up: the next page, and `.valueChanged`.
    open override func accessibilityIncrement() {
        choose(storedPage + 1)
    }

    /// VoiceOver's swipe down: the previous page, and `.valueChanged`.
    open override func accessibilityDecrement() {
        choose(storedPage - 1)
    }

    /// Makes `page` (pinned to the pages) current, sending `.valueChanged`
    /// when it changes: the user chose it.
    private func choose(_ page: Int) {
        let previous = storedPage
        currentPage = page
        if storedPage != previous { sendActions(for: .valueChanged) }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutIndicators()
    }

    var leftToRight: Bool { effectiveUserInterfaceLayoutDirection == .leftToRight }
}
