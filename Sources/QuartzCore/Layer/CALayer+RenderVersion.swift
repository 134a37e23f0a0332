import Synchronization

/// What a change to a layer can touch on screen, for damage tracking, and
/// how a change is told to the app drawing the layer.
extension CALayer {
    /// Properties that change only what the layer itself draws (its
    /// background, border, contents, shadow, backdrop): its sublayers draw the
    /// same pixels after such a change. Every other property (geometry,
    /// opacity, clipping, timing, sublayer order) may move or restyle them.
    static let ownLookKeys: Set<String> = [
        "backgroundColor", "borderColor", "borderWidth", "contents", "contentsCenter", "contentsGravity",
        "contentsRect", "contentsScale", "magnificationFilter", "minificationFilter", "name",
        "needsDisplayOnBoundsChange", "opaque", "backdropBlurRadius", "shadowColor", "shadowOffset",
        "shadowOpacity", "shadowPath", "shadowRadius",
    ]

    /// Properties that only place the sublayers: the layer itself draws
    /// the same pixels after such a change.
    static let sublayerPlacementKeys: Set<String> = ["sublayerTransform"]

    /// Whether what the layer draws of its own is placed in its coordinate
    /// space (a shape's path, particles, tiles, a shadow path), so that
    /// moving its bounds' origin moves it; everything else it draws (its
    /// background, border, contents, text, gradient) fills its bounds and
    /// stays where they are on screen.
    var ownLookFollowsBoundsOrigin: Bool {
        properties.shape != nil || properties.emitter != nil || properties.shadowPath != nil || self is CATiledLayer
    }

    private static let serials = Atomic<UInt64>(0)

    /// A number for a new layer that no layer of this process had before
    /// (an object identifier can be reused once its layer is freed).
    static func nextRenderSerial() -> UInt64 {
        serials.add(1, ordering: .relaxed).newValue
    }

    /// Tells the app drawing this layer (if any) that its look may have changed,
    /// and opens this thread's implicit transaction.
    func noteChange(affectingOwnLook: Bool = true, affectingSublayers: Bool = true) {
        if affectingOwnLook { renderVersion &+= 1 }
        if affectingSublayers { treeVersion &+= 1 }
        noteSubtreeChange()
    }

    /// Tells the app drawing this layer (if any) to run a turn — a layout or
    /// display pass is due — without anything on screen having changed yet,
    /// and opens this thread's implicit transaction.
    func notePendingPass() {
        renderContext?.noteChange()
        CATransaction.ensureTransaction()
    }

    /// Tells the app drawing this layer (if any) that something in its
    /// subtree changed — a sublayer joined or left — without this layer's
    /// own look changing, and opens this thread's implicit transaction.
    func noteSubtreeChange() {
        subtreeVersion &+= 1
        var changed = self
        while true {
            if let parent = changed.superlayer {
                parent.subtreeVersion &+= 1
                parent.sublayerChanges.noteChange(ofSublayer: changed.renderSerial, at: parent.subtreeVersion)
                changed = parent
            } else if let masked = changed.maskedLayer {
                // Its mask is not one of its sublayers.
                masked.subtreeVersion &+= 1
                masked.sublayerChanges.noteUnlistedChange(through: masked.subtreeVersion)
                changed = masked
            } else {
                break
            }
        }
        renderContext?.noteChange()
        CATransaction.ensureTransaction()
    }
}
