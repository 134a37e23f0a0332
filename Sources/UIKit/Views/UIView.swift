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
    /// The interactions added to the view (`UIInteraction.swift`).
    var interactionList: [UIInteraction] = []
    /// The trait collection as last computed, and the view's own overrides
    /// and registrations (UIView+Traits.swift).
    var traitStorage: UITraitCollection?
    var ownTraitValues = TraitValues()
    var traitRegistrations: [TraitChangeRegistration] = []

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
            if layoutState.variables != nil { layoutEngineIfActive?.geometryDidChange(of: self) }
        }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            boundsSizeDidChange(from: oldSize)
            if layoutState.variables != nil { layoutEngineIfActive?.geometryDidChange(of: self) }
        }
    }

    /// The center of the frame in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            if layoutState.variables != nil { layoutEngineIfActive?.geometryDidChange(of: self) }
        }
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
            layer.backgroundColor = traitCollection.withCurrent { newValue?.cgColor }
        }
    }

    /// 0…1; views below 0.01 are skipped by hit testing.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            (superviewStorage as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
        }
    }

    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A view whose alpha masks this one: its layer becomes this layer's
    /// `mask`, placed by its frame in this view's coordinates. It is not a
    /// subview and takes no touches.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
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

    /// Identifies the view in UI tests; never read to the user. nil by default.
    open var accessibilityIdentifier: String?

    // MARK: Accessibility (what assistive apps and UIKitTesting's element queries
    // read; defaults and rules in UIView+Accessibility.swift). An explicit set wins
    // over the class's default; setting nil restores the default where there is one.

    var accessibilityStorage = AccessibilityStorage()

    /// Whether assistive apps see this view as one element, which hides its
    /// subviews' elements. Default false; true for labels and buttons.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage.isElement ?? implicitIsAccessibilityElement }
        set { accessibilityStorage.isElement = newValue }
    }

    /// What the element is called ("Save"). Default nil; a label's text, a button's title.
    open var accessibilityLabel: String? {
        get { accessibilityStorage.label ?? implicitAccessibilityLabel }
        set { accessibilityStorage.label = newValue }
    }

    /// What activating the element does ("Saves the draft"). nil by default.
    open var accessibilityHint: String?
    /// The element's current value ("50 %"), for adjustable elements especially. nil by default.
    open var accessibilityValue: String?
    /// The element's language as a BCP 47 tag ("de-CH"); nil: the app's.
    open var accessibilityLanguage: String?

    /// How the element behaves. Default `.none`; `.staticText` for labels,
    /// `.button` for buttons, `.image` for image views, with `.notEnabled` and
    /// `.selected` following their state.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage.traits ?? implicitAccessibilityTraits }
        set { accessibilityStorage.traits = newValue }
    }

    /// The element's frame in screen coordinates (points). Until set, the
    /// bounds converted to the screen, following the view wherever it moves.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage.frame ?? layer.convert(bounds, to: nil) }
        set { accessibilityStorage.frame = newValue }
    }

    /// Where activation taps, in screen coordinates; until set, the center of `accessibilityFrame`.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStorage.activationPoint ?? accessibilityFrame.accessibilityCenter }
        set { accessibilityStorage.activationPoint = newValue }
    }

    /// The elements this view contains, in reading order (views and
    /// `UIAccessibilityElement`s), replacing its subviews; nil by default.
    open var accessibilityElements: [Any]?
    /// Hides this view and everything in it from assistive apps. false by default.
    open var accessibilityElementsHidden = false
    /// While this view shows, assistive apps ignore its siblings' elements. false by default.
    open var accessibilityViewIsModal = false
    /// Reads this view's elements together before its siblings'. false by default.
    open var shouldGroupAccessibilityChildren = false
    /// Extra actions assistive apps offer on this element; nil by default.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    /// Activation by an assistive app (VoiceOver's double tap): do it and
    /// answer true. The default answers false, and the app taps the activation point.
    open func accessibilityActivate() -> Bool { false }
    /// Raises an adjustable element's value (VoiceOver's swipe up). Does nothing by default.
    open func accessibilityIncrement() {}
    /// Lowers an adjustable element's value (VoiceOver's swipe down). Does nothing by default.
    open func accessibilityDecrement() {}
    /// Scrolls by a page in `direction` and answers true (then post
    /// `.pageScrolled`). The default answers false: the request goes to the superview.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    /// How many elements `accessibilityElements` holds (0 when nil).
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The element at `index` of `accessibilityElements`, nil out of range.
    open func accessibilityElement(at index: Int) -> Any? { elementOfAccessibilityElements(at: index) }
    /// Where `element` is in `accessibilityElements` (by identity), else `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int { indexInAccessibilityElements(of: element) }

    /// Class defaults behind the properties above (UILabel, UIButton and
    /// UIImageView override them); an explicitly set value wins.
    var implicitIsAccessibilityElement: Bool { false }
    var implicitAccessibilityLabel: String? { nil }
    var implicitAccessibilityTraits: UIAccessibilityTraits { .none }

    /// Whether this view's content flips in a right-to-left interface
    /// (`UIView+LayoutDirection.swift`).
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    // MARK: Responder chain

    /// The view controller whose root view this is, else the superview.
    open override var next: UIResponder? {
        owningViewController ?? superview
    }

    override var isEligibleForFirstResponder: Bool { window != nil }

    /// Whether `touch`, about to begin in a view inside this one, may reach
    /// that view (scroll views ask `touchesShouldBegin`).
    func allowsContentTouchBegan(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    // MARK: Overridable hooks (declared here so that subclasses can override them)

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    /// Lays out subviews: the default gives subviews positioned by constraints
    /// their solved frames (autoresizing happens when the bounds change).
    /// Overrides must call super for Auto Layout to apply.
    open func layoutSubviews() {
        applyConstraintLayout()
    }

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
            guard let local = subview.layer.homographyToSuperlayer.preimage(of: point) else { continue }
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

    // MARK: Hierarchy (open, as in UIKit; implemented in UIView+Hierarchy.swift)

    open func addSubview(_ view: UIView) {
        insert(view, at: subviewList.count)
    }

    /// Inserts at `index` (clamped to the subview count).
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Above `siblingSubview`, or at the front when it is not a subview.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviewList.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviewList.count
        insert(view, at: index)
    }

    /// Below `siblingSubview`, or at the front when it is not a subview.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let index = subviewList.firstIndex { $0 === siblingSubview } ?? subviewList.count
        insert(view, at: index)
    }

    /// Swaps two subviews' places. Stops on an index out of range.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        precondition(subviewList.indices.contains(index1) && subviewList.indices.contains(index2),
                     "exchangeSubview(at:withSubviewAt:): index out of bounds")
        guard index1 != index2 else { return }
        subviewList.swapAt(index1, index2)
        syncLayerOrder()
    }

    open func bringSubviewToFront(_ view: UIView) {
        // Already in front, its layer too: nothing moves (a scroll view does
        // this for its indicators on every scroll step).
        if subviewList.last === view && layer.sublayers?.last === view.layer { return }
        guard let index = subviewList.firstIndex(where: { $0 === view }) else { return }
        subviewList.append(subviewList.remove(at: index))
        syncLayerOrder()
    }

    open func sendSubviewToBack(_ view: UIView) {
        if subviewList.first === view && layer.sublayers?.first === view.layer { return }
        guard let index = subviewList.firstIndex(where: { $0 === view }) else { return }
        subviewList.insert(subviewList.remove(at: index), at: 0)
        syncLayerOrder()
    }

    open func removeFromSuperview() {
        guard let parent = superviewStorage else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        let layoutFlags = detachConstraintsBeforeLeavingTree()
        willMove(toSuperview: nil)
        if oldWindow != nil { subtreeWillMove(toWindow: nil, from: oldWindow) }
        resignFirstResponderInSubtree(leaving: oldWindow)
        parent.subviewList.removeAll { $0 === self }
        superviewStorage = nil
        if oldWindow != nil { setWindowInSubtree(nil) }
        attachConstraintsAfterJoiningTree(layoutFlags)
        layer.removeFromSuperlayer()
        if oldWindow != nil {
            subtreeDidMoveToWindow()
            // Leaving the screen ends the subtree's animations (their completions
            // hear finished == false), as Core Animation drops them with the layers.
            UIView.removeAnimations(in: layer)
        }
        didMoveToSuperview()
        updateTraitsAfterMove()
    }

    // MARK: Layout (open, as in UIKit)

    open func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Lays out now what is marked, starting from the highest marked ancestor
    /// (Core Animation's rule).
    open func layoutIfNeeded() {
        prepareConstraintLayout()
        layer.layoutIfNeeded()
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    /// The part of the window's safe area insets that this view overlaps, in points;
    /// zero outside a window.
    open var safeAreaInsets: UIEdgeInsets {
        computeSafeAreaInsets()
    }

    // MARK: Drawing and the layer's delegate (open, as in UIKit)

    open func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    open func setNeedsDisplay(_ rect: CGRect) {
        layer.setNeedsDisplay(rect)
    }

    /// Draws `draw(_:)` into a fresh backing image, unless the class turns out not
    /// to override it — then the layer's contents are left alone (so views that
    /// set `layer.contents` themselves keep them).
    open func display(_ layer: CALayer) {
        let viewClass = type(of: self)
        guard UIView.drawsItself(viewClass) != false else { return }
        let scale = layer.contentsScale
        let size = layer.bounds.size
        guard size.width > 0, size.height > 0 else {
            // Only a view known to draw owns its contents; others may have set them.
            if UIView.drawsItself(viewClass) == true { layer.contents = nil }
            // Nothing to draw into yet: draw once the view has a size.
            drawsWhenSized = true
            return
        }
        drawsWhenSized = false
        let context = CGContext.flipped(size: size, scale: scale, opaque: false)
        context.translateBy(x: -layer.bounds.minX, y: -layer.bounds.minY)
        UIView.markDrawsItself(viewClass, true)
        UIGraphicsPushContext(context)
        traitCollection.withCurrent { draw(layer.bounds) }
        UIGraphicsPopContext()
        // The base implementation marks the class as not drawing.
        guard UIView.drawsItself(viewClass) == true else { return }
        layer.contents = context.makeImage()
    }

    open func layoutSublayers(of layer: CALayer) {
        runLayoutPass()
    }

    /// A view's own layer never animates implicitly: outside animation blocks
    /// UIKit answers `NSNull` for every key; inside one, the block's animation
    /// (see `UIView.animate`).
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        animationAction(for: layer, forKey: event)
    }

    // MARK: Tint (open, as in UIKit)

    /// The view's own tint, else the nearest ancestor's, else the system default
    /// (systemBlue); gray when the effective adjustment mode is dimmed.
    open var tintColor: UIColor! {
        get {
            if tintAdjustmentMode == .dimmed { return UIColor(white: 0.5, alpha: 1) }
            return inheritedTint
        }
        set {
            tintColorStorage = newValue
            propagateTintChange { $0.tintColorStorage == nil }
        }
    }

    /// `.automatic` reports the superview's mode (`.normal` at the root).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            var view: UIView? = self
            while let current = view {
                if current.tintAdjustmentModeStorage != .automatic { return current.tintAdjustmentModeStorage }
                view = current.superview
            }
            return .normal
        }
        set {
            tintAdjustmentModeStorage = newValue
            propagateTintChange { $0.tintAdjustmentModeStorage == .automatic }
        }
    }

    // MARK: Traits (open, as in UIKit; UIView+Traits.swift)

    /// Light or dark for this view and what it contains, whatever it
    /// inherits; `.unspecified` (the default) inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { ownTraitValues.userInterfaceStyle }
        set {
            ownTraitValues.userInterfaceStyle = newValue
            updateTraitCollection()
        }
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The view's colors no longer resolve as they did (appearance,
    /// contrast or level changed), with `UITraitCollection.current` set to
    /// the new traits: the view re-resolves the background it pushed to its
    /// layer and redraws what it draws. Subclasses that push other colors to
    /// layers redo theirs (after calling this).
    func colorAppearanceDidChange() {
        if let backgroundColorStorage { layer.backgroundColor = backgroundColorStorage.cgColor }
        if UIView.drawsItself(type(of: self)) == true { setNeedsDisplay() }
    }

    /// The text size (Dynamic Type) changed: views that adjust their fonts
    /// for it (`adjustsFontForContentSizeCategory`) do so here, before the
    /// view's trait callbacks run.
    func contentSizeCategoryDidChange() {}

    // MARK: Converting coordinates (open, as in UIKit)

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// The bounding box of the converted rectangle.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }

    // MARK: Gesture recognizers (open, as in UIKit)

    /// nil when there are none, as in UIKit. Setting it replaces them all.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerList.isEmpty ? nil : gestureRecognizerList }
        set {
            for recognizer in gestureRecognizerList { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, moving it from any other view.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.view {
            guard previous !== self else { return }
            previous.removeGestureRecognizer(gestureRecognizer)
        }
        gestureRecognizerList.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; a gesture in flight is cancelled (or a
    /// possible one failed) and the recognizer is reset.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizerList.contains(where: { $0 === gestureRecognizer }) else { return }
        switch gestureRecognizer.currentState {
        case .began, .changed: gestureRecognizer.applyState(.cancelled)
        default: break
        }
        if !gestureRecognizer.trackedTouches.isEmpty || gestureRecognizer.currentState != .possible {
            gestureRecognizer.resetAfterGesture()
        }
        gestureRecognizer.arbiter?.forget(gestureRecognizer)
        gestureRecognizerList.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    // MARK: Intrinsic size (open, as in UIKit)

    /// Tells the view's layout that `intrinsicContentSize` changed. Under Auto
    /// Layout UIKit re-solves the constraints in the superview's next layout
    /// pass; without it, Kumiki marks the superview as needing layout, so a
    /// superview that sizes its subviews in `layoutSubviews` sees the new size.
    open func invalidateIntrinsicContentSize() {
        intrinsicContentSizeDidChange()
        superview?.setNeedsLayout()
    }

    // MARK: Constraint-based layout (open, as in UIKit; implemented in Layout/UIView+Constraints.swift)

    /// Auto Layout's state for this view.
    var layoutState = ViewLayoutState()

    /// Whether the view's frame and autoresizing mask become constraints.
    /// Views made in code start true; set false to position with constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState.translatesAutoresizingMask }
        set { setTranslatesAutoresizingMask(newValue) }
    }

    /// Whether the class needs Auto Layout even without constraints of its own.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Updates the view's constraints before layout; overrides must call super.
    open func updateConstraints() {
        layoutState.needsUpdateConstraints = false
    }

    open var layoutMargins: UIEdgeInsets {
        get { currentLayoutMargins }
        set { setLayoutMargins(newValue, directional: nil) }
    }

    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { currentDirectionalLayoutMargins }
        set { setLayoutMargins(nil, directional: newValue) }
    }

    open var preservesSuperviewLayoutMargins: Bool {
        get { layoutState.preservesSuperviewLayoutMargins }
        set { layoutState.preservesSuperviewLayoutMargins = newValue; layoutMarginsChanged() }
    }

    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState.insetsLayoutMarginsFromSafeArea }
        set { layoutState.insetsLayoutMarginsFromSafeArea = newValue; layoutMarginsChanged() }
    }

    open func layoutMarginsDidChange() {}

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.hugging.horizontal : layoutState.hugging.vertical
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, hugging: true, for: axis)
    }

    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.compressionResistance.horizontal : layoutState.compressionResistance.vertical
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, hugging: false, for: axis)
    }

    /// The smallest (or, for `layoutFittingExpandedSize`, largest) size the
    /// view's constraints allow near `targetSize`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// How far the content's visual edges lie inside the frame (zero by default).
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The view whose first baseline stands for this one's (itself by default).
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline stands for this one's (itself by default).
    open var forLastBaselineLayout: UIView { self }

    /// The constraints installed on this view.
    open var constraints: [NSLayoutConstraint] { layoutState.constraints }

    open func addConstraint(_ constraint: NSLayoutConstraint) { addConstraints([constraint]) }

    open func addConstraints(_ constraints: [NSLayoutConstraint]) { installOnSelf(constraints) }

    open func removeConstraint(_ constraint: NSLayoutConstraint) { removeConstraints([constraint]) }

    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.installedView === self { uninstall(constraint) }
    }
}
