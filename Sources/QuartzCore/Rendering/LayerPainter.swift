import CCairo
import CoreGraphics

/// The per-layer drawing steps of `LayerCompositor`, on a Cairo context whose
/// user space is the space the layer is positioned in. Layers are drawn with
/// their presentation values at `time` (model values when nothing animates).
struct LayerPainter {
    let cairo: OpaquePointer
    let time: CFTimeInterval
    /// The layer whose raster this painter makes (`shouldRasterize`): it is
    /// painted as usual here instead of being rasterized again.
    var rasterizing: CALayer? = nil
    /// Set for the recording pass of damage tracking: the painter places
    /// every layer and records it, but draws nothing.
    var recorder: DamageRecorder? = nil
    /// Set for painting one damaged rectangle (device pixels): layers whose
    /// subtree extent (their damage node's, from this frame's recording
    /// pass) misses it are skipped.
    var damagedRect: DamageRegion.PixelRect? = nil
    /// Pictures of subtrees that moved whole, used for layers whose damage
    /// node is known (a tracking compositor's frames).
    var rasterCache: RasterCache? = nil
    /// Set for painting a piece of a frame on one of several threads
    /// (`RenderingThreads`): what the painter must not do itself goes
    /// through it.
    var piece: PiecePainting? = nil

    /// Opacity below which a layer is not drawn at all (a 0…255 channel would round
    /// it to zero).
    static let invisibleOpacity = 1.0 / 512

    /// One step of painting. Steps run from an explicit stack rather than by
    /// recursion, so a layer tree of any depth paints in constant call stack.
    ///
    /// The cases holding a layer's values are `indirect`: the values take
    /// 1,360 bytes, which every step pushed and popped (and every growth of
    /// the stack) moved when they were held inline; the small change of the
    /// compositor benchmark took 7 % longer so.
    enum Step {
        /// Place a layer (through its superlayer's `sublayerTransform` when that
        /// is not affine), open its opacity group, then paint its content.
        /// `node` is the layer's damage node, when known: this frame's when
        /// painting, last frame's in the recording pass.
        indirect case paint(CALayer, CALayerProperties, placed: Bool, through: CATransform3D? = nil,
                            inheritedAlpha: Double, node: DamageNode? = nil)
        /// Background, masked contents, then the sublayers.
        indirect case beginContent(CALayer, CALayerProperties, alpha: Double, node: DamageNode? = nil)
        /// Undo the sublayer transform.
        case endSublayers
        /// Close the rounded mask and the clip, then draw the border.
        indirect case endContent(CALayerProperties, outline: CGPath?, roundedMask: Bool, alpha: Double)
        /// Draw the transition of the content painted into a group just now.
        indirect case endTransition(CALayer, CALayerProperties, TransitionFrame, alpha: Double)
        /// Composite the opacity (or blending) group, then undo the placement.
        case endPaint(grouped: Bool, alpha: Double, blend: cairo_operator_t?)
        /// Mask the content painted into a group by the mask layer's alpha.
        case endMask(CALayer)
        /// Cast the shadow of the content painted into a group, then paint it.
        indirect case endShadowedContent(CALayer, CALayerProperties)
        /// The recording pass: close the layer's damage node, undo the placement.
        case endRecord
        /// The recording pass: last frame's nodes stand for unchanged
        /// sublayers, one after another, listed last first (a step for
        /// each would copy a step's size apiece, that of the largest case).
        case keep(lastFirst: [DamageNode])
        /// The recording pass: the layer recorded next replaces last frame's
        /// child at this position (`DamageRecorder.recordChangedSublayer(at:)`).
        case recordChangedSublayer(at: Int)
        /// Sibling subtrees that moved whole together: one raster-cache
        /// picture of them all, or else each painted as usual.
        case paintRun([MovedSublayer], alpha: Double)
    }

    /// Paints `layer` (placed by its position and transform, or in its own
    /// space) with its sublayers; `node` is its damage node (`Step.paint`).
    func paint(_ layer: CALayer, placed: Bool, inheritedAlpha: Double, node: DamageNode? = nil) {
        let values = layer.renderProperties(at: time)
        guard placed, values.preservesDepth else {
            run([.paint(layer, values, placed: placed, inheritedAlpha: inheritedAlpha, node: node)])
            return
        }
        run(depthSortedSteps(for: layer, values: values, through: nil, inheritedAlpha: inheritedAlpha).reversed())
    }

    /// Background, masked contents and sublayers, border — in the layer's own space.
    func paintContent(_ layer: CALayer, values: CALayerProperties, alpha: Double) {
        run([.beginContent(layer, values, alpha: alpha)])
    }

    private func run(_ initial: [Step]) {
        var steps = initial
        while let step = steps.popLast() {
            // Consumed: its layer and values are moved out, not copied.
            switch consume step {
            case let .paint(layer, values, placed, through, inheritedAlpha, node):
                beginPaint(layer, values: values, placed: placed, through: through, inheritedAlpha: inheritedAlpha,
                           node: node, steps: &steps)
            case let .beginContent(layer, values, alpha, node):
                beginContent(layer, values: values, alpha: alpha, node: node, steps: &steps)
            case .endRecord:
                recorder?.end()
                cairo_restore(cairo)
            case let .keep(nodes):
                for node in nodes.reversed() { recorder?.keep(node) }
            case let .recordChangedSublayer(position):
                recorder?.recordChangedSublayer(at: position)
            case let .paintRun(run, alpha):
                if let rasterCache, paintRunFromRasterCache(run, alpha: alpha, cache: rasterCache) { break }
                steps += run.reversed().map { paintStep(for: $0, inheritedAlpha: alpha) }
            case .endSublayers:
                cairo_restore(cairo)
            case let .endContent(values, outline, roundedMask, alpha):
                endContent(values: values, outline: outline, roundedMask: roundedMask, alpha: alpha)
            case let .endTransition(layer, values, transition, alpha):
                let content = cairo_pop_group(cairo)!
                paintTransition(transition, content: content, of: layer, values: values, alpha: alpha)
                cairo_pattern_destroy(content)
            case let .endMask(mask):
                let content = cairo_pop_group(cairo)!
                cairo_push_group_with_content(cairo, CAIRO_CONTENT_ALPHA)
                paint(mask, placed: true, inheritedAlpha: 1)
                let alpha = cairo_pop_group(cairo)!
                cairo_set_source(cairo, content)
                cairo_mask(cairo, alpha)
                cairo_pattern_destroy(alpha)
                cairo_pattern_destroy(content)
                cairo_restore(cairo)
            case let .endShadowedContent(layer, values):
                let content = cairo_pop_group(cairo)!
                cairo_restore(cairo)
                paintShadow(of: content, extent: visibleExtent(of: layer, values: values, includingShadow: false),
                            values: values)
                cairo_set_source(cairo, content)
                cairo_paint(cairo)
                cairo_pattern_destroy(content)
            case let .endPaint(grouped, alpha, blend):
                if grouped {
                    cairo_pop_group_to_source(cairo)
                    if let blend { cairo_set_operator(cairo, blend) }
                    cairo_paint_with_alpha(cairo, alpha)
                }
                cairo_restore(cairo)
            }
        }
    }

    private func beginPaint(_ layer: CALayer, values: CALayerProperties, placed: Bool, through: CATransform3D?,
                            inheritedAlpha: Double, node: DamageNode?, steps: inout [Step]) {
        markRendered(layer)
        guard !values.isHidden else { return }
        if let damagedRect, let node, !node.subtreeExtent.intersects(damagedRect) { return }
        let opacity = min(1, max(0, Double(values.opacity)))
        guard opacity * inheritedAlpha >= Self.invisibleOpacity else { return }
        // A raster is made opaque and composited with the layer's opacity.
        let ownOpacity = rasterizing === layer ? 1 : opacity
        let paintCount = Self.paintCount(layer, values)
        guard paintCount > 0 || values.transition != nil else { return }
        cairo_save(cairo)
        if placed {
            let placement = values.placement(through: through)
            guard values.isDoubleSided || facesViewer(placement) else {
                cairo_restore(cairo)
                return
            }
            guard placement.isAffine else {
                cairo_restore(cairo)
                if let recorder {
                    recorder.recordAnywhere(layer, alpha: opacity * inheritedAlpha)
                } else {
                    paintProjected(layer, values: values, placement: placement, inheritedAlpha: inheritedAlpha)
                }
                return
            }
            // A collapsed (scale 0) or non-finite placement shows nothing of the
            // subtree, as on iOS; Cairo would instead enter an error state.
            guard concatenate(placement.affine) else {
                cairo_restore(cairo)
                return
            }
        }
        if let recorder {
            record(layer, values: values, alpha: opacity * inheritedAlpha, previous: node, in: recorder, steps: &steps)
            return
        }
        if let rasterCache, let node, rasterizing == nil,
           paintFromRasterCache(layer, values: values, node: node, inheritedAlpha: inheritedAlpha, cache: rasterCache) {
            cairo_restore(cairo)
            return
        }
        if values.shouldRasterize, rasterizing !== layer,
           paintRasterized(layer, values: values, inheritedAlpha: inheritedAlpha) {
            cairo_restore(cairo)
            return
        }
        // Opacity is applied once to the flattened group, or multiplied into each
        // paint when there is only one paint or group opacity is off. A
        // compositing filter blends the whole flattened layer with what is behind.
        let blend = values.compositingFilter.flatMap(CompositingOperator.cairoOperator(for:))
        let grouped = blend != nil
            || ownOpacity < 1 && (values.allowsGroupOpacity && paintCount > 1 || values.transition != nil)
        let alpha = grouped ? 1 : ownOpacity * inheritedAlpha
        if grouped {
            clipToVisibleExtent(of: layer, values: values)
            cairo_push_group(cairo)
        }
        steps.append(.endPaint(grouped: grouped, alpha: ownOpacity * inheritedAlpha, blend: blend))
        if let mask = layer.mask {
            // Everything the layer paints (its shadow too) goes into a group first.
            cairo_save(cairo)
            clipToVisibleExtent(of: layer, values: values)
            cairo_push_group(cairo)
            steps.append(.endMask(mask))
        }
        if Self.castsShadow(values) {
            if let path = values.shadowPath {
                paintShadow(of: path, values: values, alpha: alpha)
            } else {
                // The shadow of everything the layer draws: paint it into a group first.
                cairo_save(cairo)
                clipToVisibleExtent(of: layer, values: values)
                cairo_push_group(cairo)
                steps.append(.endShadowedContent(layer, values))
            }
        }
        if let transition = values.transition {
            // The new look is painted into a group first, then drawn against the old.
            cairo_push_group(cairo)
            steps.append(.endTransition(layer, values, transition, alpha: alpha))
            steps.append(.beginContent(layer, values, alpha: 1, node: node))
        } else {
            steps.append(.beginContent(layer, values, alpha: alpha, node: node))
        }
    }

    private static func paintCount(_ layer: CALayer, _ values: CALayerProperties) -> Int {
        (visible(values.backgroundColor) ? 1 : 0)
            + (values.contents is CGImage || values.contentsCrossfade != nil ? 1 : 0)
            + (values.borderWidth > 0 && visible(values.borderColor) ? 1 : 0)
            + (castsShadow(values) ? 1 : 0)
            + (values.shape.map(drawsShape) == true ? 1 : 0)
            + (values.gradient.map { !$0.stops.isEmpty } == true ? 1 : 0)
            + (values.text.map(drawsText) == true ? 1 : 0)
            + (values.emitter?.cells?.isEmpty == false ? 1 : 0)
            + (layer is CATiledLayer ? 1 : 0)
            + (values.backdropBlurRadius != nil ? 1 : 0)
            + layer.sublayerList.count
    }

    private static func visible(_ color: CGColor?) -> Bool {
        (color?.alpha ?? 0) > 0
    }

    private func beginContent(_ layer: CALayer, values: CALayerProperties, alpha: Double, node: DamageNode?,
                              steps: inout [Step]) {
        if let recorder { return recordSublayers(of: layer, values: values, alpha: alpha, in: recorder, steps: &steps) }
        let bounds = values.bounds
        let outline = values.roundedOutline
        let aliased = aliasesEdges(values, outline: outline)
        if let radius = values.backdropBlurRadius {
            paintBackdrop(radius: radius, bounds: bounds, outline: outline, alpha: alpha)
        }
        if let background = values.backgroundColor, Self.visible(background) {
            withEdges(aliased: aliased) {
                fill(outline ?? CGPath(rect: bounds, transform: nil), color: background, alpha: alpha)
            }
        }
        let ordered = CALayer.drawingOrder(sublayersToPaint(of: layer, node: node)) { $0.zPosition }
        let hasContents = values.contents is CGImage || values.contentsCrossfade != nil
        // Masked content with rounded corners goes through a group cut out by the
        // outline: Cairo clips rectangles cheaply but turns any other clip into a
        // mask that every later paint pays for.
        let roundedMask = values.masksToBounds && outline != nil && (hasContents || !ordered.isEmpty)
        cairo_save(cairo)
        if values.masksToBounds {
            cairo_new_path(cairo)
            cairo_rectangle(cairo, bounds.minX, bounds.minY, bounds.width, bounds.height)
            withEdges(aliased: aliased) { cairo_clip(cairo) }
        }
        if roundedMask { cairo_push_group(cairo) }
        if let gradient = values.gradient { paintGradient(gradient, in: bounds, outline: outline, alpha: alpha) }
        let upright = hasContents && !layer.contentsAreFlipped()
        if let crossfade = values.contentsCrossfade {
            paintCrossfade(crossfade, values: values, upright: upright, alpha: alpha)
        } else if let image = values.contents as? CGImage {
            withEdges(aliased: aliased) { drawContents(image, values: values, upright: upright, alpha: alpha) }
        }
        if let tiled = layer as? CATiledLayer { paintTiles(of: tiled, values: values, alpha: alpha) }
        if let text = values.text { paintText(text, values: values, alpha: alpha) }
        if let shape = values.shape { paintShape(shape, alpha: alpha) }
        if let emitter = values.emitter, let emitterLayer = layer as? CAEmitterLayer {
            paintParticles(emitter, of: emitterLayer, alpha: alpha)
        }
        steps.append(.endContent(values, outline: outline, roundedMask: roundedMask, alpha: alpha))
        placeSublayers(ordered, values: values, alpha: alpha, steps: &steps)
    }

    /// Pushes the steps that paint `ordered` (back to front) through the
    /// layer's sublayer transform.
    func placeSublayers(_ ordered: consuming [PlacedSublayer], values: CALayerProperties, alpha: Double,
                        steps: inout [Step]) {
        let through = Self.perspective(placingSublayersOf: values)
        guard !ordered.isEmpty, enterSublayerSpace(values, through: through, steps: &steps) else { return }
        if let replicator = values.replicator {
            paintReplicas(replicator, sublayers: ordered.compactMap { $0.placed(at: time) }, values: values, alpha: alpha)
            return
        }
        if through == nil, recorder == nil, rasterCache != nil, rasterizing == nil {
            return pushSteps(for: ordered, inRunsOf: alpha, steps: &steps)
        }
        for sublayer in ordered.reversed() {
            switch sublayer {
            case let .run(members):
                steps.append(.paintRun(members, alpha: alpha))
            case let .placed(sublayer, sublayerValues, _) where sublayerValues.preservesDepth:
                steps += depthSortedSteps(for: sublayer, values: sublayerValues, through: through, inheritedAlpha: alpha)
                    .reversed()
            case let .placed(sublayer, sublayerValues, node):
                steps.append(.paint(sublayer, sublayerValues, placed: true, through: through, inheritedAlpha: alpha,
                                    node: node))
            case let .moved(member, _):
                steps.append(paintStep(for: member, through: through, inheritedAlpha: alpha))
            }
        }
    }

    /// The perspective a layer's sublayers are each placed through: its
    /// sublayer transform about its anchor when that is not affine (it goes
    /// down to each sublayer, whose own 4×4 transform it multiplies before
    /// the sublayer is flattened), else nil.
    static func perspective(placingSublayersOf values: CALayerProperties) -> CATransform3D? {
        CATransform3DIsAffine(values.sublayerTransform) ? nil : values.sublayerTransform3DAboutAnchor
    }

    /// Enters the space the layer's sublayers are placed in, to be left by
    /// the `.endSublayers` step it pushes: its affine sublayer transform
    /// applied, or none with a perspective `through`. False when the
    /// sublayers cannot show (a collapsed or non-finite transform).
    func enterSublayerSpace(_ values: CALayerProperties, through: CATransform3D?, steps: inout [Step]) -> Bool {
        cairo_save(cairo)
        steps.append(.endSublayers)
        return through != nil || concatenate(values.sublayerTransformAboutAnchor)
    }

    /// The two images of a `contents` crossfade are added in a group of their
    /// own (clipped to where they can draw): old·(1 − p) + new·p. Drawn over each
    /// other, what lies behind would show through by p·(1 − p).
    private func paintCrossfade(_ crossfade: ContentsCrossfade, values: CALayerProperties, upright: Bool, alpha: Double) {
        cairo_save(cairo)
        cairo_new_path(cairo)
        for image in [crossfade.from, crossfade.to].compactMap({ $0 }) {
            let rect = Self.contentsDestination(image, values: values)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        }
        cairo_clip(cairo)
        cairo_push_group(cairo)
        if let from = crossfade.from {
            drawContents(from, values: values, upright: upright, alpha: alpha * (1 - crossfade.progress))
        }
        cairo_set_operator(cairo, CAIRO_OPERATOR_ADD)
        if let to = crossfade.to { drawContents(to, values: values, upright: upright, alpha: alpha * crossfade.progress) }
        cairo_pop_group_to_source(cairo)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    private func endContent(values: CALayerProperties, outline: CGPath?, roundedMask: Bool, alpha: Double) {
        if roundedMask, let outline {
            cairo_pop_group_to_source(cairo)
            cairo_new_path(cairo)
            outline.append(to: cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cairo)
        }
        cairo_restore(cairo)
        let bounds = values.bounds
        if values.borderWidth > 0, let border = values.borderColor, Self.visible(border) {
            let width = min(values.borderWidth, min(bounds.width, bounds.height) / 2)
            let inner = values.outline(of: bounds.insetBy(dx: width, dy: width),
                                       radius: max(0, values.cornerRadius - width))
            let ring = CGMutablePath()
            ring.addPath(outline ?? CGPath(rect: bounds, transform: nil))
            ring.addPath(inner)
            withEdges(aliased: aliasesEdges(values, outline: outline)) {
                fill(ring, color: border, alpha: alpha, evenOdd: true)
            }
        }
    }

    /// The layer's new look (`content`, painted into a group) drawn against the
    /// picture of its old look, per the transition type: crossfaded, slid in
    /// over it, pushing it out, or revealed.
    private func paintTransition(_ transition: TransitionFrame, content current: OpaquePointer, of layer: CALayer,
                                 values: CALayerProperties, alpha: Double) {
        let p = min(1, max(0, transition.progress))
        let bounds = values.bounds
        if values.masksToBounds {
            // A masking layer keeps its transition inside its (rounded) bounds.
            cairo_new_path(cairo)
            (values.roundedOutline ?? CGPath(rect: bounds, transform: nil)).append(to: cairo)
            cairo_clip(cairo)
        }
        if let flip = TransitionGeometry.flip(type: transition.type, subtype: transition.subtype, progress: p,
                                              size: bounds.size) {
            paintFlip(flip, transition: transition, content: current, bounds: bounds, alpha: alpha)
            return
        }
        let (newOffset, oldOffset, newAlpha, oldAlpha) = TransitionGeometry.frame(
            type: transition.type, subtype: transition.subtype, progress: p, size: bounds.size)
        let drawOldOnTop = transition.type == .reveal
        func drawOld() {
            guard let before = transition.before, oldAlpha > 0, bounds.width > 0, bounds.height > 0 else { return }
            cairo_save(cairo)
            defer { cairo_restore(cairo) }
            cairo_translate(cairo, bounds.minX + oldOffset.x, bounds.minY + oldOffset.y)
            cairo_scale(cairo, bounds.width / CGFloat(before.width), bounds.height / CGFloat(before.height))
            cairo_set_source_surface(cairo, before.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
            cairo_paint_with_alpha(cairo, oldAlpha * alpha)
        }
        func drawNew() {
            guard newAlpha > 0 else { return }
            cairo_save(cairo)
            defer { cairo_restore(cairo) }
            cairo_translate(cairo, newOffset.x, newOffset.y)
            cairo_set_source(cairo, current)
            cairo_paint_with_alpha(cairo, newAlpha * alpha)
        }
        // A crossfade (opacities summing to 1) adds the two pictures in a group of
        // their own: old·(1 − p) + new·p. Drawn over each other, what lies behind
        // the layer would show through by p·(1 − p).
        let crossfade = oldAlpha > 0 && newAlpha > 0 && oldAlpha + newAlpha <= 1 + 1e-9
        if crossfade {
            cairo_save(cairo)
            clipToVisibleExtent(of: layer, values: values)
            cairo_push_group(cairo)
        }
        if drawOldOnTop {
            drawNew()
            drawOld()
        } else {
            drawOld()
            if crossfade { cairo_set_operator(cairo, CAIRO_OPERATOR_ADD) }
            drawNew()
        }
        if crossfade {
            cairo_pop_group_to_source(cairo)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
    }

    /// One side of a flip — the old picture or the new content — turned in
    /// perspective about the bounds' center (nothing shows edge-on).
    private func paintFlip(_ flip: (showsNew: Bool, turn: CATransform3D), transition: TransitionFrame,
                           content: OpaquePointer, bounds: CGRect, alpha: Double) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let placement = Homography(CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
            .concatenating(Homography(flattening: flip.turn))
            .concatenating(Homography(CGAffineTransform(translationX: bounds.minX, y: bounds.minY)))
        drawProjected(extent: bounds, placement: placement, alpha: alpha) { flat in
            if flip.showsNew {
                cairo_set_source(flat, content)
            } else if let before = transition.before {
                cairo_translate(flat, bounds.minX, bounds.minY)
                cairo_scale(flat, bounds.width / CGFloat(before.width), bounds.height / CGFloat(before.height))
                cairo_set_source_surface(flat, before.surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(flat), CAIRO_FILTER_GOOD)
            } else {
                return
            }
            cairo_paint(flat)
        }
    }

    /// Puts `transform` in front of Cairo's matrix when the product can be drawn
    /// through (finite, invertible); otherwise changes nothing and returns false.
    func concatenate(_ transform: CGAffineTransform) -> Bool {
        guard !transform.isIdentity else { return true }
        var current = cairo_matrix_t()
        cairo_get_matrix(cairo, &current)
        let product = transform.concatenating(CGContext.affine(current))
        guard CGContext.canDraw(through: product) else { return false }
        var matrix = CGContext.cairoMatrix(product)
        cairo_set_matrix(cairo, &matrix)
        return true
    }

    private func fill(_ path: CGPath, color: CGColor, alpha: Double, evenOdd: Bool = false) {
        color.setAsSource(on: cairo, alpha: alpha)
        cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_new_path(cairo)
        path.append(to: cairo)
        cairo_fill(cairo)
    }

    /// Limits an opacity group to what the layer can touch, so a small translucent
    /// layer does not allocate a full-frame group.
    private func clipToVisibleExtent(of layer: CALayer, values: CALayerProperties) {
        // Clipping to a pixel-aligned device rectangle keeps Cairo on its fast
        // rectangular-clip path even for rotated layers.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let device = visibleExtent(of: layer, values: values).applying(CGContext.affine(matrix)).integral
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, device.minX, device.minY, device.width, device.height)
        cairo_clip(cairo)
        cairo_set_matrix(cairo, &matrix)
    }

    /// The area (own coordinates) that a layer and its visible sublayers can
    /// paint: the union of each layer's own extent mapped into this layer's
    /// space, walked iteratively. A layer that masks to its bounds stops there.
    /// With `includingShadow` off, the layer's own shadow is left out (what
    /// casts it); its sublayers' shadows count either way.
    func visibleExtent(of layer: CALayer, values: CALayerProperties, includingShadow: Bool = true) -> CGRect {
        var extent = CGRect.null
        var pending: [(CALayer, CALayerProperties, CGAffineTransform)] = [(layer, values, .identity)]
        var ownShadow = CGRect.null
        while let (current, currentValues, toRoot) = pending.popLast() {
            extent = extent.union(Self.ownExtent(currentValues).applying(toRoot))
            if Self.castsShadow(currentValues), current !== layer || includingShadow {
                // Bounded by what the layer alone paints: a sublayer's shadow
                // adds its own reach in the walk.
                let shadow = Self.shadowExtent(currentValues, casterExtent: Self.ownExtent(currentValues))
                if current === layer { ownShadow = shadow } else { extent = extent.union(shadow.applying(toRoot)) }
            }
            guard !currentValues.masksToBounds else { continue }
            let toSelf = currentValues.sublayerTransformAboutAnchor
            let through = CATransform3DIsAffine(currentValues.sublayerTransform)
                ? nil : currentValues.sublayerTransform3DAboutAnchor
            for sublayer in current.sublayerList {
                let sublayerValues = sublayer.renderProperties(at: time)
                guard !sublayerValues.isHidden else { continue }
                if through != nil || sublayerValues.preservesDepth || !CATransform3DIsAffine(sublayerValues.transform) {
                    // Projected: the sublayer's own extent, mapped as it lands.
                    let projected = projectedExtent(of: sublayer, values: sublayerValues, through: through)
                    if !projected.isNull { extent = extent.union(projected.applying(toRoot)) }
                    continue
                }
                let placement = sublayerValues.transformToPosition.concatenating(toSelf).concatenating(toRoot)
                guard placement.isFiniteAndInvertible else { continue }  // draws nothing
                pending.append((sublayer, sublayerValues, placement))
            }
        }
        // The layer's own shadow reaches as far around all it paints.
        if !ownShadow.isNull, !values.masksToBounds {
            let reach = Self.shadowReach(values)
            let offset = values.shadowOffset
            let cast = values.shadowPath == nil
                ? extent.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -reach, dy: -reach) : ownShadow
            extent = extent.union(cast)
        }
        return extent
    }

    /// What one layer paints by itself, in its own coordinates: its bounds,
    /// contents that overflow them, and the slide of a transition.
    static func ownExtent(_ values: CALayerProperties) -> CGRect {
        guard !values.masksToBounds else { return values.bounds }
        // A replicator's copies and an emitter's particles go wherever they are taken.
        if values.replicator.map({ $0.instanceCount > 1 }) == true || values.emitter?.cells?.isEmpty == false {
            return values.bounds.insetBy(dx: -100_000, dy: -100_000)
        }
        var extent = values.bounds
        if let image = values.contents as? CGImage {
            extent = extent.union(contentsDestination(image, values: values))
        }
        if let shape = values.shape { extent = extent.union(shapeExtent(shape)) }
        if values.transition != nil {
            // Sliding transitions move a whole bounds' width or height either way.
            extent = extent.union(values.bounds.insetBy(dx: -values.bounds.width, dy: -values.bounds.height))
        }
        return extent
    }
}
