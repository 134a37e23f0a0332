import CoreGraphics

/// A rectangle on screen that draws and takes touches, backed by a layer (this
/// view is the layer's delegate). Geometry lives in the layer; the view's
/// `frame`, `bounds`, `center` and `transform` read and write it.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The class of the backing layer; override to use a layer subclass (a
    /// `CALayer` subclass, as UIKit requires).
    open class var layerClass: AnyClass { CALayer.self }

    public let layer: CALayer
    var subviewList: [UIView] = []
    weak var superviewStorage: UIView?
    weak var owningViewController: UIViewController?
    var backgroundColorStorage: UIColor?
    var tintColorStorage: UIColor?
    var tintAdjustmentModeStorage = TintAdjustmentMode.automatic
    var contentModeStorage = ContentMode.scaleToFill
    var lastSafeAreaInsets = UIEdgeInsets.zero
    /// The window's safe area insets measured from this view's edges, before
    /// clamping to its size: updated top-down (window moves, layout passes), so
    /// each view derives its own from its superview's in constant time.
    var unclampedSafeAreaInsets = UIEdgeInsets.zero
    /// The window this view is in, kept up to date whenever a subtree changes
    /// windows (looking it up by walking to the root would make deep trees
    /// quadratic to build).
    weak var windowStorage: UIWindow?
    /// A display came while the bounds were empty; draw when they get a size.
    var drawsWhenSized = false
    var gestureRecognizerList: [UIGestureRecognizer] = []

    public init(frame: CGRect) {
        guard let layerType = Self.layerClass as? CALayer.Type else {
            preconditionFailure("\(Self.self).layerClass must be a CALayer subclass, not \(Self.layerClass)")
        }
        layer = layerType.init()
        super.init()
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        self.frame = frame
        if UIView.drawsItself(type(of: self)) != false { layer.setNeedsDisplay() }
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Kumiki has no nib or storyboard decoding: this initializer exists so that
    /// subclasses compile unchanged, and always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Geometry (stored in the layer)

    /// The frame in the superview's coordinates; with a non-identity transform it
    /// is the bounding box of the transformed bounds (and should not be set).
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            layer.frame = newValue
            boundsSizeDidChange(from: oldSize)
        }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            boundsSizeDidChange(from: oldSize)
        }
    }

    /// The center of the frame in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// Applied about the center.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    // MARK: Appearance

    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            backgroundColorStorage = newValue
            layer.backgroundColor = newValue?.cgColor
        }
    }

    /// 0…1; views below 0.01 are skipped by hit testing.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    open var tag: Int = 0

    /// How the view's frame follows its superview's size changes.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether a bounds size change autoresizes the subviews (true by default).
    open var autoresizesSubviews = true

    open var contentMode: ContentMode {
        get { contentModeStorage }
        set {
            contentModeStorage = newValue
            layer.contentsGravity = newValue.contentsGravity
            layer.needsDisplayOnBoundsChange = newValue == .redraw
        }
    }

    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            layer.contentsScale = newValue
            setNeedsDisplay()
        }
    }

    // MARK: Interaction

    open var isUserInteractionEnabled = true
    /// When false (the default) the view receives only the first of several
    /// simultaneous touches.
    open var isMultipleTouchEnabled = false
    /// When true, no other view in the window receives touches while this one is
    /// touched, and this view receives none while another is touched.
    open var isExclusiveTouch = false

    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?

    // MARK: Responder chain

    /// The view controller whose root view this is, else the superview.
    open override var next: UIResponder? {
        owningViewController ?? superview
    }

    override var isEligibleForFirstResponder: Bool { window != nil }

    // MARK: Overridable hooks (declared here so that subclasses can override them)

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    /// Lays out subviews; the default does nothing (autoresizing happens when the
    /// bounds change).
    open func layoutSubviews() {}

    /// The size that fits `size`; the default is the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    open func safeAreaInsetsDidChange() {}

    open func tintColorDidChange() {}

    /// Draws the view's content into `UIGraphicsGetCurrentContext()` (y-down,
    /// points). Kumiki calls it only for classes that override it (detected on the
    /// first display); an override of a direct `UIView` subclass must not call
    /// `super.draw(_:)`, which UIKit documents as unnecessary (see docs/PORTING.md).
    open func draw(_ rect: CGRect) {
        UIView.markDrawsItself(type(of: self), false)
    }

    /// The frontmost descendant containing `point` (in this view's coordinates), or
    /// self, or nil: hidden views, views with interaction disabled, views with
    /// alpha below 0.01 and views animating without `.allowUserInteraction` are skipped; a point outside `point(inside:with:)` never
    /// reaches the subviews, even when they stick out and do not clip.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // Compared in Float, the layer's precision: alpha 0.01 reads back as
        // Float(0.01) = 0.0099999998, which must still count as 0.01.
        guard !isHidden, isUserInteractionEnabled, Float(alpha) >= 0.01, !isInteractionBlockedByAnimation,
              self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviewList.reversed() {
            // One step down the tree: this view's coordinates → the subview's.
            let local = point.applying(subview.layer.transformToSuperlayer.inverted())
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Asked before a gesture recognizer whose touches pass through this view
    /// begins (this view being the recognizer's view or a view under it); false
    /// makes the recognizer fail. Default true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// The size the view's content wants, in points; `UIView.noIntrinsicMetric` on
    /// an axis without one (the default for both).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
