import Foundation

/// A view whose bounds origin — the content offset — moves under the finger:
/// dragging with rubber-banding past the edges, momentum after a fling,
/// bouncing back, paging, zooming, scroll indicators and pull to refresh, with
/// UIKit's physics (`ScrollDeceleration`, `RubberBand`, `BounceSpring`,
/// `PagingTarget`, `ZoomRubberBand`) stepped once a frame on the media clock.
///
/// Its gesture recognizers are UIKit's: `panGestureRecognizer` (and
/// `pinchGestureRecognizer` while zooming is possible) are there to be given
/// delegates and failure requirements; a recognizer that holds content
/// touches back for 150 ms (`delaysContentTouches`) and one that follows the
/// finger's touch-down and lift complete the set.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How fast momentum fades: the factor applied to velocity each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// 0.998: a fling travels about half its speed in points (0.4995 · v).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99: a fling travels about a tenth of its speed (0.0995 · v).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which safe area edges are added to `contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `.scrollableAxes` (and, inside navigation and tab bar
        /// controllers once Kumiki has them, always vertically).
        case automatic = 0
        /// The safe area on the axes the content scrolls along.
        case scrollableAxes = 1
        /// No adjustment.
        case never = 2
        /// The whole safe area.
        case always = 3
    }

    /// The look of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light content, light on dark.
        case `default` = 0
        case black = 1
        case white = 2
    }

    // MARK: Content

    /// The size of the content, in points. Zero means nothing to scroll.
    open var contentSize = CGSize.zero {
        didSet {
            guard contentSize != oldValue else { return }
            contentGeometryDidChange()
        }
    }

    /// The point of the content at the view's top-left corner: the bounds
    /// origin. Setting it stops any scrolling animation.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            stopScrolling()
            applyContentOffset(newValue)
        }
    }

    /// Room around the content, in points, beyond which it can be scrolled.
    open var contentInset = UIEdgeInsets.zero {
        didSet {
            guard contentInset != oldValue else { return }
            ScrollGeometryCheck.require(contentInset, in: self)
            contentGeometryDidChange()
        }
    }

    /// Which safe area edges `adjustedContentInset` adds.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { contentGeometryDidChange() }
    }

    /// Whether the indicator insets follow the safe area too.
    open var automaticallyAdjustsScrollIndicatorInsets = true {
        didSet { setNeedsLayout() }
    }

    // MARK: Scrolling behavior

    public weak var delegate: UIScrollViewDelegate?
    /// Lock a drag to the axis it started along.
    open var isDirectionalLockEnabled = false
    /// Whether content rubber-bands past its edges and bounces back.
    open var bounces = true
    /// Rubber-band vertically even when the content is not taller than the view.
    open var alwaysBounceVertical = false {
        didSet { contentGeometryDidChange() }
    }
    /// Rubber-band horizontally even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false {
        didSet { contentGeometryDidChange() }
    }
    /// Stop on multiples of the bounds size.
    open var isPagingEnabled = false
    /// Whether dragging scrolls (programmatic scrolling works either way).
    open var isScrollEnabled = true {
        didSet { panRecognizer.isEnabled = isScrollEnabled }
    }
    open var decelerationRate = DecelerationRate.normal
    /// Whether touch-down is held back from the content for a moment to see
    /// whether the finger scrolls.
    open var delaysContentTouches = true {
        didSet { touchDelayRecognizer.delaysTouchesBegan = delaysContentTouches }
    }
    /// Whether a drag that begins after the content got the touch cancels the
    /// content's touch and scrolls (false: the content keeps it, no scroll).
    open var canCancelContentTouches = true
    /// Whether a tap on the status bar scrolls this view to the top.
    open var scrollsToTop = true

    /// Finger on the content (it may not have moved yet).
    public internal(set) var isTracking = false
    /// The content is being dragged.
    public internal(set) var isDragging = false
    /// The finger lifted and the content is still moving.
    public internal(set) var isDecelerating = false

    // MARK: Indicators

    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle = IndicatorStyle.default {
        didSet { updateIndicatorAppearance() }
    }
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    // MARK: Zooming

    /// The smallest zoom scale (1 by default).
    open var minimumZoomScale: CGFloat = 1 {
        didSet { zoomLimitsDidChange() }
    }
    /// The largest zoom scale (1 by default: no zooming).
    open var maximumZoomScale: CGFloat = 1 {
        didSet { zoomLimitsDidChange() }
    }
    /// Whether a pinch may take the scale past its limits before it springs back.
    open var bouncesZoom = true
    public internal(set) var isZooming = false
    public internal(set) var isZoomBouncing = false

    // MARK: Pull to refresh

    /// A refresh control shown above the content when pulled down.
    open var refreshControl: UIRefreshControl? {
        didSet { refreshControlDidChange(from: oldValue) }
    }

    // MARK: Gesture recognizers

    /// The recognizer that drags the content. Give it a delegate, failure
    /// requirements or a minimum number of touches as on iOS; do not replace it.
    public var panGestureRecognizer: UIPanGestureRecognizer { panRecognizer }
    /// The recognizer that zooms; nil unless the zoom scales allow zooming.
    public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?

    let panRecognizer = ScrollViewPanGestureRecognizer()
    let touchDelayRecognizer = ScrollViewTouchDelayRecognizer()
    let touchTracker = ScrollViewTouchTracker()

    // MARK: State

    /// What moves the content now (momentum, a bounce, paging, an animation).
    var motion: ScrollMotion?
    /// Calls `stepMotion` once a frame while `motion` runs.
    var motionLink: CADisplayLink?
    /// The drag in progress.
    var drag: ScrollDrag?
    /// The last offset asked of `applyContentOffset(_:)` before it went on
    /// the pixel grid, with where it went (`exactContentOffset`).
    var askedContentOffset: (asked: CGPoint, placed: CGPoint)?
    /// The inset last reported by `adjustedContentInsetDidChange()`.
    var reportedAdjustedInset = UIEdgeInsets.zero
    /// Containers following this scroll view (a navigation bar's large
    /// title), told after every scroll.
    var offsetObservers: [ObjectIdentifier: () -> Void] = [:]
    /// The zoom in progress, and the scale the zoomed view shows.
    var zoomState = ScrollZoomState()
    /// The scroll indicators, made the first time they show (as on iOS).
    var verticalIndicator: ScrollIndicatorView?
    var horizontalIndicator: ScrollIndicatorView?
    /// A status bar tap's scroll to the top is under way.
    var scrollToTopPending = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        installGestureRecognizers()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Overridable (class body: Swift overrides only these)

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            boundsDidChange(from: old)
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.bounds.size
            super.frame = newValue
            if super.bounds.size != oldSize { contentGeometryDidChange() }
        }
    }

    /// Scrolls to `contentOffset`, animated over 0.3 s (`ScrollMotion`) or at
    /// once. Stops any scrolling in progress.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scroll(to: contentOffset, animated: animated)
    }

    /// Scrolls the least distance that shows `rect` (content coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scroll(toVisible: rect, animated: animated)
    }

    /// Shows the scroll indicators for a moment.
    open func flashScrollIndicators() {
        showIndicators(flash: true)
    }

    /// Asked before content touches begin; false keeps them from the content.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Asked when a drag begins on content that has the touch: true cancels
    /// the content's touch and scrolls. UIKit's default keeps the touch for
    /// controls (a held button stops the scroll view from scrolling) and
    /// cancels it for other views.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// Called when `adjustedContentInset` changed.
    open func adjustedContentInsetDidChange() {}

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        contentGeometryDidChange()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutIndicators()
        layoutRefreshControl()
    }

    /// Where a fling that would rest at `proposed` should rest, before the
    /// delegate hears it (`velocity` in points per millisecond). The
    /// projection itself; a collection view asks its layout.
    func flingTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        proposed
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panRecognizer { return panMayBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether content touches may begin (`touchesShouldBegin`), asked by the
    /// touch delivery before a touch in this view's content begins.
    override func allowsContentTouchBegan(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let view = touch.view, view !== self else { return true }
        return touchesShouldBegin([touch], with: event, in: view)
    }
}
