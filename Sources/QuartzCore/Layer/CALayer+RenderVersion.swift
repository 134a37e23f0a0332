import Synchronization

/// What a change to a layer can touch on screen, for damage tracking.
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

    private static let serials = Atomic<UInt64>(0)

    /// A number for a new layer that no layer of this process had before
    /// (an object identifier can be reused once its layer is freed).
    static func nextRenderSerial() -> UInt64 {
        serials.add(1, ordering: .relaxed).newValue
    }
}
