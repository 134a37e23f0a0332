/// The layer tree. A layer added somewhere is first removed from its old parent.
extension CALayer {
    /// Leaves the superlayer; the subtree leaves its app's screen too unless it
    /// is about to join another tree of the same app (a reorder).
    func detachFromSuperlayer(keepingContext: Bool) {
        guard let parent = superlayer else { return }
        let action = CATransaction.disableActions() ? nil : action(forKey: kCAOnOrderOut)
        parent.sublayerList.removeAll { $0 === self }
        superlayer = nil
        parent.setNeedsLayout()
        // What it covered is damaged because its record is gone; the
        // parent's other sublayers are unchanged, and so is its own look,
        // unless that was its last sublayer (`opacityGroupsSublayers`).
        parent.noteChange(affectingOwnLook: parent.sublayerList.isEmpty && parent.opacityGroupsSublayers,
                          affectingSublayers: false)
        if !keepingContext, !isContextRoot, renderContext != nil { setRenderContext(nil) }
        action?.run(forKey: kCAOnOrderOut, object: self, arguments: nil)
    }

    /// Makes this layer the root of a tree drawn by `context` (a window's layer),
    /// or, with nil, no longer a root.
    package func makeRoot(of context: CoreAnimationContext?) {
        isContextRoot = context != nil
        setRenderContext(context ?? superlayer?.renderContext)
    }

    /// Gives the subtree `context` (nested roots keep theirs). Layers with
    /// animations join the context's animation engine.
    func setRenderContext(_ context: CoreAnimationContext?) {
        var pending: [CALayer] = [self]
        while let layer = pending.popLast() {
            guard layer === self || !layer.isContextRoot else { continue }
            layer.renderContext = context
            if let context, !layer.animationRecords.isEmpty { context.animationEngine.register(layer) }
            if let context, let emitter = layer as? CAEmitterLayer { context.animationEngine.registerEmitter(emitter) }
            pending.append(contentsOf: layer.sublayerList)
            if let mask = layer.mask { pending.append(mask) }
        }
        context?.noteChange()
    }

    func insertRelative(_ layer: CALayer, to sibling: CALayer?, offset: Int, fallback: Int?) {
        if let sibling, sibling !== layer, let index = sublayerList.firstIndex(where: { $0 === sibling }) {
            let adjusted = layer.superlayer === self
                && sublayerList.firstIndex(where: { $0 === layer })! < index ? index - 1 : index
            insert(layer, at: adjusted + offset)
        } else {
            insert(layer, at: fallback ?? sublayerList.count)
        }
    }

    /// Whether this layer's opacity applies to it and its sublayers as one
    /// group: a translucent layer with group opacity is painted through a
    /// group once it has sublayers, and directly when it has none, which
    /// rounds its pixels a little differently, so gaining its first
    /// sublayer or losing its last redraws it.
    var opacityGroupsSublayers: Bool {
        opacity < 1 && allowsGroupOpacity
    }

    /// Core Animation's words for a layer added to itself or to one of its
    /// sublayers: `layer <CALayer: 0x…> is a part of cycle in its layer tree`.
    package var cycleReason: String {
        let address = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
        return "layer <\(type(of: self)): 0x\(String(address, radix: 16))> is a part of cycle in its layer tree"
    }

    func insert(_ layer: CALayer, at index: Int) {
        // Only a layer with sublayers can be an ancestor of this one (checking
        // just then keeps building a deep tree linear).
        var ancestor: CALayer? = layer.sublayerList.isEmpty ? (layer === self ? self : nil) : self
        while let current = ancestor {
            if current === layer { UncaughtException.raise("CALayerInvalid", reason: layer.cycleReason) }
            ancestor = current.superlayer
        }
        if layer.superlayer != nil { layer.detachFromSuperlayer(keepingContext: layer.renderContext === renderContext) }
        let parentAction = CATransaction.disableActions() ? nil : action(forKey: "sublayers")
        let childAction = CATransaction.disableActions() ? nil : layer.action(forKey: kCAOnOrderIn)
        sublayerList.insert(layer, at: min(max(0, index), sublayerList.count))
        layer.superlayer = self
        if layer.renderContext !== renderContext, !layer.isContextRoot { layer.setRenderContext(renderContext) }
        setNeedsLayout()
        // The new sublayer (or one moved in the order) is new where it is
        // painted, with everything under it; the others are unchanged, and
        // so is this layer, unless that is its first sublayer (`opacityGroupsSublayers`).
        layer.noteChange()
        if sublayerList.count == 1, opacityGroupsSublayers { noteChange(affectingSublayers: false) }
        parentAction?.run(forKey: "sublayers", object: self, arguments: nil)
        childAction?.run(forKey: kCAOnOrderIn, object: layer, arguments: nil)
    }
}

/// The action key for a layer that joins a layer tree.
public let kCAOnOrderIn = "onOrderIn"
/// The action key for a layer that leaves its layer tree.
public let kCAOnOrderOut = "onOrderOut"
