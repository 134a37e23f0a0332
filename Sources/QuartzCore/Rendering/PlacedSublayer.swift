import CoreGraphics

/// A sublayer whose subtree moved whole this frame, with its node: drawn
/// from a raster-cache picture, so its values are not computed unless the
/// picture cannot be used.
struct MovedSublayer {
    let layer: CALayer
    let node: DamageNode
}

/// Sibling subtrees that moved whole together, one after another in
/// drawing order, worked out once a frame for every piece of it
/// (`LayerPainter.siblingRuns(of:node:frame:)`): drawn from one picture.
struct SiblingRun {
    /// The sublayers the run spans (indices in the parent's sublayers;
    /// those among them not on the frame are not members).
    let sublayers: Range<Int>
    /// Where the walk of the parent's damage node children goes on after it.
    let childCursorAfter: Int
    let members: [MovedSublayer]
    /// Where the members' subtrees paint (device pixels).
    let extent: DamageRegion.PixelRect
}

/// One sublayer about to be painted: placed with its values (and its damage
/// node this frame, when known), or moved whole.
enum PlacedSublayer {
    /// Indirect, as `LayerPainter.Step`'s cases with values are: the values
    /// are large.
    indirect case placed(CALayer, CALayerProperties, node: DamageNode?)
    /// Painting: a sublayer whose subtree moved whole (`LayerPainter+RasterCache`),
    /// with its `zPosition`.
    case moved(MovedSublayer, zPosition: CGFloat)
    /// Painting: sublayers that moved whole together (`LayerPainter+RasterCache`).
    case run([MovedSublayer])

    /// The sublayer and its values at `time`, for a sublayer placed or moved.
    func placed(at time: CFTimeInterval) -> (CALayer, CALayerProperties)? {
        switch self {
        case let .placed(layer, values, _): (layer, values)
        case let .moved(member, _): (member.layer, member.layer.renderProperties(at: time))
        case .run: nil
        }
    }

    var zPosition: CGFloat {
        switch self {
        case let .placed(_, values, _): values.zPosition
        case let .moved(_, zPosition): zPosition
        case .run: 0
        }
    }
}
