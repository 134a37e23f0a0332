/// The model values of a layer, kept together so that a presentation copy (and
/// later, the animation engine) can take them in one assignment.
struct CALayerProperties {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var zPosition: CGFloat = 0
    var anchorPointZ: CGFloat = 0
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var isHidden = false
    var opacity: Float = 1
    var allowsGroupOpacity = true
    var masksToBounds = false
    var isDoubleSided = true
    var allowsEdgeAntialiasing = false
    /// A `CATransformLayer`: its sublayers keep their depth instead of being
    /// flattened into its plane, and it draws nothing of its own.
    var preservesDepth = false
    var isGeometryFlipped = false
    /// A blend mode's filter name (`"multiplyBlendMode"` …) or nil.
    var compositingFilter: String?
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var cornerRadius: CGFloat = 0
    var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                       .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    var cornerCurve = CALayerCornerCurve.circular
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    var backgroundColor: CGColor?
    var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    /// A shape layer's values (nil for other layers).
    var shape: ShapeLayerProperties?
    /// Kumiki's backdrop blur (a visual effect view's): the standard
    /// deviation, in points, of the blur of what lies behind the layer.
    var backdropBlurRadius: CGFloat?
    /// A replicator layer's values (nil for other layers).
    var replicator: ReplicatorLayerProperties?
    /// A gradient layer's values (nil for other layers).
    var gradient: GradientLayerProperties?
    /// A text layer's values (nil for other layers).
    var text: TextLayerProperties?
    /// An emitter layer's values (nil for other layers).
    var emitter: EmitterLayerProperties?
    var contents: Any?
    var contentsGravity = CALayerContentsGravity.resize
    var contentsScale: CGFloat = 1
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var minificationFilter = CALayerContentsFilter.linear
    var magnificationFilter = CALayerContentsFilter.linear
    var isOpaque = false
    var needsDisplayOnBoundsChange = false
    var name: String?
    var beginTime: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    /// Render-only: a `contents` animation's crossfade in flight.
    var contentsCrossfade: ContentsCrossfade?
    /// Render-only: a `CATransition` in flight.
    var transition: TransitionFrame?
}

/// Geometry derived from a set of values (model or presentation).
extension CALayerProperties {
    /// Where the anchor point lies in the layer's own (bounds) coordinates.
    var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// A geometry-flipped layer's own coordinates upside down about the
    /// middle of its bounds: its y runs up the screen (identity otherwise).
    var geometryFlip: CGAffineTransform {
        isGeometryFlipped ? CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: bounds.minY + bounds.maxY) : .identity
    }

    /// Own coordinates → the superlayer's (before its sublayerTransform): flip a
    /// geometry-flipped layer, move the anchor to the origin, apply the
    /// transform's affine part, move to position.
    var transformToPosition: CGAffineTransform {
        let flip = geometryFlip
        let anchor = anchorInBounds.applying(flip)
        return flip.concatenating(CGAffineTransform(translationX: -anchor.x, y: -anchor.y))
            .concatenating(transform.affinePart)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// `transformToPosition` in full: own coordinates (z = 0 plane) → the
    /// superlayer's 3-D space, with `anchorPointZ`, `zPosition` and every
    /// entry of the transform.
    var transform3DToPosition: CATransform3D {
        let flip = geometryFlip
        let anchor = anchorInBounds.applying(flip)
        return CATransform3DMakeAffineTransform(flip)
            .concatenating(CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ))
            .concatenating(transform)
            .concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// `sublayerTransformAboutAnchor` in full (all sixteen entries).
    var sublayerTransform3DAboutAnchor: CATransform3D {
        let anchor = anchorInBounds
        return CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0)
            .concatenating(sublayerTransform)
            .concatenating(CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
    }

    /// How the layer's plane lands in its superlayer's plane once flattened,
    /// given the superlayer's `sublayerTransform` about its anchor (`through`).
    /// Exactly `transformToPosition` (then `through`) for affine transforms.
    func placement(through: CATransform3D?) -> Homography {
        if let through {
            return Homography(flattening: transform3DToPosition.concatenating(through))
        }
        return CATransform3DIsAffine(transform) ? Homography(transformToPosition) : Homography(flattening: transform3DToPosition)
    }

    /// Pixels of `contents` per point: `contentsScale`, or 1 when that is not positive.
    var contentsPixelsPerPoint: CGFloat { contentsScale > 0 ? contentsScale : 1 }

    /// The rounded outline of the bounds, or nil without a corner radius.
    var roundedOutline: CGPath? {
        cornerRadius > 0 ? outline(of: bounds, radius: cornerRadius) : nil
    }

    /// `rect` rounded by `radius` at the masked corners, with the layer's curve.
    func outline(of rect: CGRect, radius: CGFloat) -> CGPath {
        RoundedRectPath.make(rect, radius: radius, corners: maskedCorners, curve: cornerCurve)
    }

    /// How sublayers' positions map into this layer: sublayerTransform about the anchor.
    var sublayerTransformAboutAnchor: CGAffineTransform {
        let sublayer = sublayerTransform.affinePart
        guard !sublayer.isIdentity else { return .identity }
        let anchor = anchorInBounds
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(sublayer)
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }
}
