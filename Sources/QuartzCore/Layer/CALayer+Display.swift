import CoreGraphics

/// Drawing and layout: a layer that draws keeps its output as `contents` until
/// marked again.
extension CALayer {
    /// Makes a transparent bitmap of the bounds at `contentsScale`, y-down in points
    /// with the bounds' origin at the top left (y-up from the bottom left when
    /// not `contentsAreFlipped()`), calls `draw(in:)`, and stores the result as
    /// `contents` (nil for empty bounds).
    public func drawBackingImage() {
        let scale = contentsScale
        let pixelWidth = Int((bounds.width * scale).rounded(.up))
        let pixelHeight = Int((bounds.height * scale).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0 else {
            contents = nil
            return
        }
        delegate?.layerWillDraw(self)
        let context = CGContext(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        // The contents scale is part of the base space: shadows are in points.
        context.shadowBaseScale = scale
        if !contentsAreFlipped() {
            // The contents are turned upright when shown in flipped coordinates:
            // drawn y-up here, they land where the layer's coordinates say.
            context.scaleBy(x: scale, y: scale)
        } else {
            context.translateBy(x: 0, y: CGFloat(pixelHeight))
            context.scaleBy(x: scale, y: -scale)
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        draw(in: context)
        // A redraw replaces the backing store; it is not a contents change that animates.
        setProperty("contents", \.contents, context.makeImage(), runsAction: false)
    }

    /// Displays every marked layer in the tree, parents before children.
    public func displayTreeIfNeeded() {
        forEachInTree { $0.displayIfNeeded() }
    }

    /// Visits this layer and its descendants, parents before their sublayers,
    /// back to front, iteratively (trees of any depth take constant stack).
    /// A layer's mask (and the mask's tree) is visited before its sublayers.
    package func forEachInTree(_ body: (CALayer) -> Void) {
        var pending: [CALayer] = [self]
        while let layer = pending.popLast() {
            body(layer)
            // Back to front: pushed front first so that the back pops first
            // (an index loop: appending a reversed view was a slow generic copy).
            let sublayers = layer.sublayerList
            var index = sublayers.count
            while index > 0 {
                index -= 1
                pending.append(sublayers[index])
            }
            if let mask = layer.mask { pending.append(mask) }
        }
    }

    // MARK: Layout

    func layoutTree() {
        // Each layer's sublayers are read after its own layout, which may change them.
        forEachInTree { layer in
            guard layer.needsLayoutFlag else { return }
            layer.needsLayoutFlag = false
            layer.layoutSublayers()
        }
    }
}
