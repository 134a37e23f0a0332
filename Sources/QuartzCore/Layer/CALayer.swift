import CoreGraphics

/// A rectangle of content in a tree of layers: the model layer tree that app code
/// changes, composited by `LayerCompositor`.
///
/// Geometry is y-down in points, as on iOS. Changing an animatable property asks
/// `action(forKey:)` for an action before the change and runs it after (unless the
/// current `CATransaction` disables actions), and opens an implicit transaction.
///
/// Kumiki note: subclasses that declare their own initializers must mark
/// `init()` and `init(layer:)` overrides `required` (see docs/PORTING.md).
///
/// Not tied to the main actor, as in Core Animation: layers can be built and
/// drawn on any thread. A layer in a window's tree belongs to that app's main
/// thread.
open class CALayer: NSObject {
    var properties = CALayerProperties()
    var sublayerList: [CALayer] = [] {
        // A sublayer joined, left or moved in the order: a change the log cannot
        // list, made just before the subtree change that follows it.
        didSet { sublayerChanges.noteUnlistedChange(through: subtreeVersion &+ 1) }
    }
    public internal(set) weak var superlayer: CALayer?
    public weak var delegate: CALayerDelegate?
    /// Actions by key, searched after the delegate. `NSNull` stops the search.
    public var actions: [String: CAAction]?
    var needsDisplayFlag = false
    var needsLayoutFlag = false
    private weak var modelLayer: CALayer?
    /// Animations in flight, in the order they were added.
    var animationRecords: [AnimationRecord] = []
    /// Whether the layer has been drawn in a frame. Core Animation animates
    /// implicitly only layers that are already on screen: a new layer takes its
    /// first values without animating.
    var hasBeenRendered = false
    private(set) var isPresentationCopy = false
    /// The app whose screen this layer's tree is drawn on, if any: set on the
    /// root of a window's tree and carried down to every layer in it.
    package internal(set) weak var renderContext: CoreAnimationContext?
    /// Whether `renderContext` was given to this layer itself (a window's
    /// layer) rather than inherited from its superlayer.
    var isContextRoot = false
    /// Values the app stored under keys of its own (`setValue(_:forKey:)`).
    var keyedValues: [String: Any] = [:]
    /// Damage tracking (Rendering/Damage/): a number no other
    /// layer has, a count of the changes to what this layer draws, a
    /// count of the changes that move or restyle its sublayers too, and a
    /// count of the changes anywhere in its subtree (its masks' included,
    /// and sublayers joining or leaving).
    package let renderSerial = CALayer.nextRenderSerial()
    package internal(set) var renderVersion: UInt64 = 0
    package internal(set) var treeVersion: UInt64 = 0
    package internal(set) var subtreeVersion: UInt64 = 0
    /// The sublayers whose subtrees changed lately (`noteSubtreeChange()`).
    var sublayerChanges = SublayerChangeLog()
    /// The layer this one is the `mask` of: its changes are that layer's
    /// subtree's changes.
    weak var maskedLayer: CALayer?

    public required override init() {
        super.init()
    }

    /// Copies `layer`'s model values; Core Animation uses this to make presentation
    /// layers, and subclasses override it to copy their own properties too.
    /// `layer` must be a `CALayer`.
    public required init(layer: Any) {
        guard let source = layer as? CALayer else {
            preconditionFailure("CALayer.init(layer:) needs a CALayer, got \(type(of: layer))")
        }
        properties = source.properties
        super.init()
    }

    // MARK: Properties

    /// Sets one model value with Core Animation's side effects.
    /// `affectingOwnLook` overrides what the key says (`ownLookKeys`,
    /// `sublayerPlacementKeys`) for this change.
    func setProperty<Value>(_ key: String, _ keyPath: WritableKeyPath<CALayerProperties, Value>,
                            _ value: Value, runsAction: Bool = true, affectingOwnLook: Bool? = nil) {
        guard !isPresentationCopy else {
            properties[keyPath: keyPath] = value
            return
        }
        let action = runsAction && !CATransaction.disableActions() ? self.action(forKey: key) : nil
        properties[keyPath: keyPath] = value
        noteChange(affectingOwnLook: affectingOwnLook ?? !Self.sublayerPlacementKeys.contains(key),
                   affectingSublayers: !Self.ownLookKeys.contains(key))
        action?.run(forKey: key, object: self, arguments: nil)
    }

    /// In points. A size change marks the layer for layout, and for display when
    /// `needsDisplayOnBoundsChange` is set.
    open var bounds: CGRect {
        get { properties.bounds }
        set {
            CALayer.checkGeometry(newValue)
            let sizeChanged = newValue.size != properties.bounds.size
            // A scroll moves the origin alone: the sublayers move, what the layer draws in its bounds stays.
            setProperty("bounds", \.bounds, newValue,
                        affectingOwnLook: sizeChanged || ownLookFollowsBoundsOrigin ? nil : false)
            if sizeChanged, !isPresentationCopy {
                setNeedsLayout()
                if properties.needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }

    /// Where the anchor point sits in the superlayer's coordinates (points).
    open var position: CGPoint {
        get { properties.position }
        set {
            CALayer.checkGeometry(newValue)
            setProperty("position", \.position, newValue)
        }
    }

    /// In the unit square of the bounds; (0.5, 0.5) by default.
    open var anchorPoint: CGPoint {
        get { properties.anchorPoint }
        set { setProperty("anchorPoint", \.anchorPoint, newValue) }
    }

    /// Orders siblings when compositing and hit testing (higher is in front);
    /// under a perspective `sublayerTransform` it also moves the layer toward
    /// the viewer (points along the z axis).
    open var zPosition: CGFloat {
        get { properties.zPosition }
        set { setProperty("zPosition", \.zPosition, newValue) }
    }

    /// The anchor's place on the z axis (points): the transform turns about it.
    open var anchorPointZ: CGFloat {
        get { properties.anchorPointZ }
        set { setProperty("anchorPointZ", \.anchorPointZ, newValue) }
    }

    /// Applied about the anchor point.
    open var transform: CATransform3D {
        get { properties.transform }
        set { setProperty("transform", \.transform, newValue) }
    }

    /// Applied to the sublayers, about this layer's anchor point.
    open var sublayerTransform: CATransform3D {
        get { properties.sublayerTransform }
        set { setProperty("sublayerTransform", \.sublayerTransform, newValue) }
    }

    open var isHidden: Bool {
        get { properties.isHidden }
        set { setProperty("hidden", \.isHidden, newValue) }
    }

    /// When false, the layer (with its sublayers) is not drawn while it faces
    /// away from the viewer: when its corners, as they land on the screen, run
    /// the other way round (a half turn about an in-plane axis, or a mirror).
    /// Animatable, with no implicit animation.
    open var isDoubleSided: Bool {
        get { properties.isDoubleSided }
        set { setProperty("doubleSided", \.isDoubleSided, newValue, runsAction: false) }
    }

    /// Whether the layer's edges are antialiased when its transform on screen
    /// turns them off the pixel grid (a rotation, a skew, a perspective).
    /// false by default, as on iOS (whose Info.plist key
    /// `UIViewEdgeAntialiasing` Kumiki does not read): such edges are then
    /// drawn aliased, each pixel in or out by its center. Rounded corners stay
    /// smooth (docs/PORTING.md).
    open var allowsEdgeAntialiasing: Bool {
        get { properties.allowsEdgeAntialiasing }
        set { setProperty("allowsEdgeAntialiasing", \.allowsEdgeAntialiasing, newValue, runsAction: false) }
    }

    /// 0…1, applied to the layer and its sublayers as one group (see `allowsGroupOpacity`).
    open var opacity: Float {
        get { properties.opacity }
        set { setProperty("opacity", \.opacity, newValue) }
    }

    /// When true (the iOS default), opacity below 1 composites the layer and its
    /// sublayers as one flattened group, so overlapping sublayers do not show
    /// through each other; when false each sublayer gets the opacity separately.
    open var allowsGroupOpacity: Bool {
        get { properties.allowsGroupOpacity }
        set { setProperty("allowsGroupOpacity", \.allowsGroupOpacity, newValue, runsAction: false) }
    }

    /// Clips contents and sublayers to the bounds (rounded by `cornerRadius`).
    open var masksToBounds: Bool {
        get { properties.masksToBounds }
        set { setProperty("masksToBounds", \.masksToBounds, newValue) }
    }

    /// Rounds the background and border; clips contents and sublayers only with
    /// `masksToBounds`. Points.
    open var cornerRadius: CGFloat {
        get { properties.cornerRadius }
        set { setProperty("cornerRadius", \.cornerRadius, newValue) }
    }

    open var maskedCorners: CACornerMask {
        get { properties.maskedCorners }
        set { setProperty("maskedCorners", \.maskedCorners, newValue) }
    }

    /// Drawn inside the bounds, above contents and sublayers. Points.
    open var borderWidth: CGFloat {
        get { properties.borderWidth }
        set { setProperty("borderWidth", \.borderWidth, newValue) }
    }

    /// Opaque black by default.
    open var borderColor: CGColor? {
        get { properties.borderColor }
        set { setProperty("borderColor", \.borderColor, newValue) }
    }

    open var backgroundColor: CGColor? {
        get { properties.backgroundColor }
        set { setProperty("backgroundColor", \.backgroundColor, newValue) }
    }

    /// A layer whose alpha (everything it draws: background, contents,
    /// sublayers, with its own opacity) masks this layer's rendering,
    /// shadow included. Placed by its frame in this layer's coordinates;
    /// it has no superlayer and is not one of `sublayers`. Hit testing
    /// ignores it, as in Core Animation.
    open var mask: CALayer? {
        didSet {
            guard mask !== oldValue else { return }
            if let oldValue, !oldValue.isContextRoot { oldValue.setRenderContext(nil) }
            if let oldValue, oldValue.maskedLayer === self { oldValue.maskedLayer = nil }
            if let mask, !mask.isContextRoot { mask.setRenderContext(renderContext) }
            mask?.maskedLayer = self
            noteChange()
        }
    }

    // MARK: Shadow (drawn by LayerPainter+Shadow.swift)

    /// Opaque black by default.
    open var shadowColor: CGColor? {
        get { properties.shadowColor }
        set { setProperty("shadowColor", \.shadowColor, newValue) }
    }

    /// 0 (no shadow) by default; 0…1.
    open var shadowOpacity: Float {
        get { properties.shadowOpacity }
        set { setProperty("shadowOpacity", \.shadowOpacity, newValue) }
    }

    /// Where the shadow falls, in the layer's own coordinates (points):
    /// (0, -3) by default, so 3 pt above the layer in iOS's y-down space.
    open var shadowOffset: CGSize {
        get { properties.shadowOffset }
        set { setProperty("shadowOffset", \.shadowOffset, newValue) }
    }

    /// The blur, in points: a Gaussian whose standard deviation is the radius
    /// (docs/BEHAVIOR.md "Shadows"); 3 by default, 0 for a hard edge.
    open var shadowRadius: CGFloat {
        get { properties.shadowRadius }
        set { setProperty("shadowRadius", \.shadowRadius, newValue) }
    }

    /// The shadow's shape, in the layer's own coordinates (filled with the
    /// nonzero rule); nil casts the shadow of everything the layer draws.
    open var shadowPath: CGPath? {
        get { properties.shadowPath }
        set { setProperty("shadowPath", \.shadowPath, newValue) }
    }

    /// A `CGImage` to show; other values draw nothing, as on iOS.
    open var contents: Any? {
        get { properties.contents }
        set { setProperty("contents", \.contents, newValue) }
    }

    open var contentsGravity: CALayerContentsGravity {
        get { properties.contentsGravity }
        set { setProperty("contentsGravity", \.contentsGravity, newValue, runsAction: false) }
    }

    /// The part of `contents` shown, in unit coordinates of the image ((0, 0)
    /// top left, (1, 1) bottom right); the whole image by default. Past the
    /// image's edges its edge pixels continue. Animatable.
    open var contentsRect: CGRect {
        get { properties.contentsRect }
        set { setProperty("contentsRect", \.contentsRect, newValue) }
    }

    /// Pixels of `contents` per point; 1 by default (a view sets its screen's scale).
    open var contentsScale: CGFloat {
        get { properties.contentsScale }
        set { setProperty("contentsScale", \.contentsScale, newValue, runsAction: false) }
    }

    open var isOpaque: Bool {
        get { properties.isOpaque }
        set { setProperty("opaque", \.isOpaque, newValue, runsAction: false) }
    }

    open var needsDisplayOnBoundsChange: Bool {
        get { properties.needsDisplayOnBoundsChange }
        set { setProperty("needsDisplayOnBoundsChange", \.needsDisplayOnBoundsChange, newValue, runsAction: false) }
    }

    /// Seconds in the superlayer's time at which the layer's time starts (see `localTime(atMediaTime:)`).
    open var beginTime: CFTimeInterval {
        get { properties.beginTime }
        set { setProperty("beginTime", \.beginTime, newValue, runsAction: false) }
    }

    /// The layer's time runs this many times as fast as its superlayer's; 0 pauses it.
    open var speed: Float {
        get { properties.speed }
        set { setProperty("speed", \.speed, newValue, runsAction: false) }
    }

    /// Seconds added to the layer's time.
    open var timeOffset: CFTimeInterval {
        get { properties.timeOffset }
        set { setProperty("timeOffset", \.timeOffset, newValue, runsAction: false) }
    }

    open var name: String? {
        get { properties.name }
        set { setProperty("name", \.name, newValue, runsAction: false) }
    }

    // MARK: Presentation and model

    /// A copy of the layer as it currently appears — model values with the
    /// animations in flight applied at the current media time: a fresh instance of
    /// the same class made with `init(layer:)`. Its sublayers and superlayer are
    /// not mirrored (see docs/COVERAGE.md).
    open func presentation() -> Self? {
        if isPresentationCopy { return self }
        let copy = Self(layer: self)
        copy.properties = renderProperties(at: CACurrentMediaTime())
        copy.isPresentationCopy = true
        copy.modelLayer = self
        return copy
    }

    /// The model layer of a presentation copy; `self` for a model layer.
    open func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    // MARK: Overridable drawing, layout, actions and hit testing
    // (kept in the class body so subclasses can override them)

    /// Updates `contents`: through the delegate's `display(_:)` if it has one (the
    /// default draws), otherwise by drawing the backing image.
    open func display() {
        if let delegate {
            delegate.display(self)
        } else {
            drawBackingImage()
        }
    }

    /// Draws the layer's content. Default: the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Default: the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    // MARK: Actions

    /// The action for a property change, searched in order: the delegate (nil
    /// continues, `NSNull` stops with none), `actions`, then
    /// `defaultAction(forKey:)` — which for an animatable property of a layer
    /// already on screen is Core Animation's implicit animation: from the value
    /// shown before the change to the new one, with the current transaction's
    /// duration and timing function.
    open func action(forKey event: String) -> CAAction? {
        if let found = delegate?.action(for: self, forKey: event) {
            return found is NSNull ? nil : found
        }
        if let found = actions?[event] {
            return found is NSNull ? nil : found
        }
        guard let fallback = type(of: self).defaultAction(forKey: event) else { return nil }
        if let implicit = fallback as? CABasicAnimation, implicit.fromValue == nil, implicit.toValue == nil,
           implicit.byValue == nil {
            guard hasBeenRendered, let shown = LayerKeyPath.value(event, in: renderProperties(at: CACurrentMediaTime()))
            else { return nil }
            return ImplicitAnimationAction(animation: implicit, shownValue: shown)
        }
        return fallback
    }

    /// An implicit animation for the animatable properties (a basic animation
    /// with no values, which the layer completes at the time of the change), nil
    /// for other keys.
    open class func defaultAction(forKey event: String) -> CAAction? {
        guard ImplicitAnimationAction.animatableKeys.contains(event) else { return nil }
        return CABasicAnimation(keyPath: event)
    }

    /// Whether `p` (in this layer's coordinates) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    /// The farthest descendant (or self) containing `p`, given in the
    /// *superlayer's* coordinates. Hidden layers are skipped; sublayers are tried
    /// front to back (zPosition, then order); a layer that masks to bounds hides
    /// sublayers outside them. Unlike `UIView`, a sublayer sticking out of
    /// unmasked bounds can still be hit.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, let local = homographyToSuperlayer.preimage(of: p) else { return nil }
        return hitTest(local: local)
    }

    /// `hitTest(_:)` for a point already in this layer's coordinates.
    package func hitTest(local: CGPoint) -> CALayer? {
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for sublayer in sublayersFrontToBack {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    // MARK: Geometry (open, as in Core Animation; see CALayer+Geometry.swift)

    /// The bounds' bounding box in the superlayer's coordinates (before the
    /// superlayer's `sublayerTransform`). Setting it sets `position` and the bounds
    /// size; with a non-identity transform the transform is left as it is and the
    /// frame's size becomes the bounds size (Core Animation leaves this case undefined).
    open var frame: CGRect {
        get {
            // From the size alone: the bounds origin (a scroll offset) does not
            // move the frame, and subtracting it back would leave rounding
            // noise in it.
            let size = bounds.size
            let anchor = CGPoint(x: anchorPoint.x * size.width, y: anchorPoint.y * size.height)
            let local = CGRect(x: -anchor.x, y: -anchor.y, width: size.width, height: size.height)
            let transform = affineTransform()
            guard !transform.isIdentity else {
                return CGRect(x: position.x - anchor.x, y: position.y - anchor.y, width: size.width, height: size.height)
            }
            return local.applying(transform.concatenating(CGAffineTransform(translationX: position.x, y: position.y)))
        }
        set {
            let rect = newValue.standardized
            position = CGPoint(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
            bounds = CGRect(origin: bounds.origin, size: rect.size)
        }
    }

    /// The affine transform of `transform`, or sets `transform` from one.
    open func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    // MARK: The layer tree (open, as in Core Animation; see CALayer+Sublayers.swift)

    /// nil when the layer has no sublayers, as in Core Animation. Setting it
    /// replaces all sublayers.
    open var sublayers: [CALayer]? {
        get { sublayerList.isEmpty ? nil : sublayerList }
        set {
            for layer in sublayerList { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    open func addSublayer(_ layer: CALayer) {
        insert(layer, at: sublayerList.count)
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        insert(layer, at: Int(index))
    }

    /// Above `sibling`; at the front when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insertRelative(layer, to: sibling, offset: 1, fallback: nil)
    }

    /// Below `sibling`; at the back when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertRelative(layer, to: sibling, offset: 0, fallback: 0)
    }

    /// Puts `newLayer` where `oldLayer` was. Stops when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer else { return }
        guard let index = sublayerList.firstIndex(where: { $0 === oldLayer }) else {
            preconditionFailure("replaceSublayer(_:with:): \(oldLayer) is not a sublayer of \(self)")
        }
        oldLayer.removeFromSuperlayer()
        insert(newLayer, at: index)
    }

    open func removeFromSuperlayer() {
        detachFromSuperlayer(keepingContext: false)
    }

    // MARK: Display and layout (open, as in Core Animation; see CALayer+Display.swift)

    /// Marks the layer to be redrawn in the next display pass.
    open func setNeedsDisplay() {
        needsDisplayFlag = true
        // The display pass changes `contents` (a change of its own); until
        // then nothing on screen changed, but the app must run that pass.
        notePendingPass()
    }

    /// Marks the layer to be redrawn; Kumiki redraws the whole layer (the rectangle
    /// is a hint, as it is on iOS).
    open func setNeedsDisplay(_ r: CGRect) {
        setNeedsDisplay()
    }

    open func needsDisplay() -> Bool {
        needsDisplayFlag
    }

    /// Redraws now if marked.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    open func setNeedsLayout() {
        needsLayoutFlag = true
        // Layout changes geometry (changes of their own); until then nothing
        // on screen changed, but the app must run the layout pass.
        notePendingPass()
    }

    open func needsLayout() -> Bool {
        needsLayoutFlag
    }

    /// Lays out what is marked, as Core Animation does: starting from the highest
    /// ancestor that is marked (or this layer), each marked layer's
    /// `layoutSublayers()` runs before its sublayers are visited.
    open func layoutIfNeeded() {
        var top = self
        while let parent = top.superlayer, parent.needsLayoutFlag { top = parent }
        top.layoutTree()
    }

    // MARK: Animations (open, as in Core Animation)
    // Adding copies the animation; without an explicit `beginTime` it starts at
    // the media time of the current turn.

    /// Adds a copy of `anim`; an animation already under `key` is removed first
    /// (its delegate hears `finished: false`).
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as! CAAnimation
        if let key { removeAnimation(forKey: key) }
        let now = CACurrentMediaTime()
        let groups = CATransaction.enclosingCompletionGroups()
        for group in groups { group.enter() }
        // Without a begin time the animation starts now, in the layer's own time.
        let record = AnimationRecord(key: key, animation: copy,
                                     beginTime: copy.beginTime == 0 ? localTime(atMediaTime: now) : copy.beginTime,
                                     completionGroups: groups)
        if copy is CATransition { record.before = snapshotForTransition() }
        animationRecords.append(record)
        // A layer on no app's screen is ticked by the running app's engine (its
        // delegate and completions still hear about it) but never makes a frame.
        (renderContext ?? CoreAnimationContext.current).animationEngine.register(self)
        noteChange()
    }

    /// The running animation under `key` (the copy that was added).
    open func animation(forKey key: String) -> CAAnimation? {
        animationRecords.last { $0.key == key }?.animation
    }

    /// Keys of the running animations, in the order added; nil when there are none.
    open func animationKeys() -> [String]? {
        let keys = animationRecords.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears `finished: false`
    /// unless it had already finished.
    open func removeAnimation(forKey key: String) {
        let removed = animationRecords.filter { $0.key == key }
        guard !removed.isEmpty else { return }
        animationRecords.removeAll { $0.key == key }
        noteChange()
        for record in removed { record.stop(finished: false) }
    }

    open func removeAllAnimations() {
        let removed = animationRecords
        guard !removed.isEmpty else { return }
        animationRecords.removeAll()
        noteChange()
        for record in removed { record.stop(finished: false) }
    }
}
