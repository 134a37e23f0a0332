import CoreGraphics

/// Geometry: frame, coordinate conversion, hit testing, through 3-D transforms
/// flattened as they are drawn (see `Homography`).
extension CALayer {
    var anchorInBounds: CGPoint { properties.anchorInBounds }

    /// Maps the layer's own coordinates to its superlayer's, without the
    /// superlayer's `sublayerTransform`.
    var transformToPosition: CGAffineTransform { properties.transformToPosition }

    /// How this layer's sublayers' positions map into this layer's coordinates.
    var sublayerTransformAboutAnchor: CGAffineTransform { properties.sublayerTransformAboutAnchor }

    /// The layer's coordinates → its superlayer's coordinates, including the
    /// superlayer's `sublayerTransform`.
    package var transformToSuperlayer: CGAffineTransform {
        guard let parent = superlayer else { return transformToPosition }
        return transformToPosition.concatenating(parent.sublayerTransformAboutAnchor)
    }

    /// The layer's plane → its superlayer's, as drawn: `transformToSuperlayer`
    /// when both transforms involved are affine, else the flattened 3-D
    /// placement. (Under a transform layer, the chain is flattened further up;
    /// see `transformToRootSpace`.)
    package var homographyToSuperlayer: Homography {
        guard let parent = superlayer else { return properties.placement(through: nil) }
        guard CATransform3DIsAffine(transform), CATransform3DIsAffine(parent.sublayerTransform) else {
            return properties.placement(through: parent.properties.sublayerTransform3DAboutAnchor)
        }
        return Homography(transformToSuperlayer)
    }

    /// The layer's coordinates → the coordinates its root layer is positioned in.
    /// Below a transform layer the 4×4 transforms multiply on up to the first
    /// layer that flattens, as in drawing.
    package var transformToRootSpace: Homography {
        var result = Homography.identity
        var unflattened: CATransform3D?
        var layer: CALayer? = self
        while let current = layer {
            let parent = current.superlayer
            if let parent, parent.properties.preservesDepth {
                unflattened = (unflattened ?? CATransform3DIdentity)
                    .concatenating(current.properties.transform3DToPosition)
                    .concatenating(parent.properties.sublayerTransform3DAboutAnchor)
            } else if let chain = unflattened {
                result = result.concatenating(Homography(flattening: chain
                    .concatenating(current.properties.transform3DToPosition)
                    .concatenating(parent?.properties.sublayerTransform3DAboutAnchor ?? CATransform3DIdentity)))
                unflattened = nil
            } else {
                result = result.concatenating(current.homographyToSuperlayer)
            }
            layer = parent
        }
        return result
    }

    /// `from`'s coordinates → `to`'s, through the root space.
    private static func mapping(from: Homography, to: Homography) -> Homography {
        from.concatenating(to.inverted() ?? to)
    }

    /// `point` from `layer`'s coordinates to this layer's. nil means the space the
    /// root layer sits in; layers in different trees meet in that space too.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let fromRoot = layer?.transformToRootSpace ?? .identity
        let toRoot = transformToRootSpace
        guard fromRoot.isAffine, toRoot.isAffine else { return Self.mapping(from: fromRoot, to: toRoot).apply(point) }
        return point.applying(fromRoot.affine).applying(toRoot.affine.inverted())
    }

    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let toRoot = layer?.transformToRootSpace ?? .identity
        let fromRoot = transformToRootSpace
        guard fromRoot.isAffine, toRoot.isAffine else { return Self.mapping(from: fromRoot, to: toRoot).apply(point) }
        return point.applying(fromRoot.affine).applying(toRoot.affine.inverted())
    }

    /// The bounding box of `rect` converted (it grows under rotation and
    /// perspective).
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        let fromRoot = layer?.transformToRootSpace ?? .identity
        let toRoot = transformToRootSpace
        guard fromRoot.isAffine, toRoot.isAffine else { return Self.mapping(from: fromRoot, to: toRoot).apply(rect) }
        return rect.applying(fromRoot.affine.concatenating(toRoot.affine.inverted()))
    }

    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        let toRoot = layer?.transformToRootSpace ?? .identity
        let fromRoot = transformToRootSpace
        guard fromRoot.isAffine, toRoot.isAffine else { return Self.mapping(from: fromRoot, to: toRoot).apply(rect) }
        return rect.applying(fromRoot.affine.concatenating(toRoot.affine.inverted()))
    }

    /// Sublayers in drawing order: ascending zPosition, ties in list order.
    package var sublayersInDrawingOrder: [CALayer] {
        CALayer.drawingOrder(sublayerList) { $0.zPosition }
    }

    /// `items` sorted by ascending zPosition, ties kept in list order (the model
    /// order for hit testing, the presentation order for drawing).
    static func drawingOrder<Item>(_ items: [Item], zPosition: (Item) -> CGFloat) -> [Item] {
        guard items.contains(where: { zPosition($0) != 0 }) else { return items }
        return items.enumerated()
            .sorted { (zPosition($0.element), $0.offset) < (zPosition($1.element), $1.offset) }
            .map(\.element)
    }

    var sublayersFrontToBack: [CALayer] {
        sublayersInDrawingOrder.reversed()
    }
}

/// Core Animation refuses geometry that is not a number: it raises
/// `CALayerInvalidGeometry` before storing anything. Kumiki stops the same way
/// for infinities too, which Cairo cannot draw.
extension CALayer {
    package static func checkGeometry(_ position: CGPoint) {
        guard !position.x.isFinite || !position.y.isFinite else { return }
        let f = UncaughtException.format
        UncaughtException.raise("CALayerInvalidGeometry",
                                reason: "CALayer position contains NaN: [\(f(position.x)) \(f(position.y))]")
    }

    package static func checkGeometry(_ bounds: CGRect) {
        guard !bounds.origin.x.isFinite || !bounds.origin.y.isFinite || !bounds.size.width.isFinite
            || !bounds.size.height.isFinite else { return }
        let f = UncaughtException.format
        UncaughtException.raise("CALayerInvalidGeometry",
                                reason: "CALayer bounds contains NaN: [\(f(bounds.origin.x)) \(f(bounds.origin.y)); "
                                    + "\(f(bounds.size.width)) \(f(bounds.size.height))]")
    }
}
