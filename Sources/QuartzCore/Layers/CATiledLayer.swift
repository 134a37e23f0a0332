import CoreGraphics
import Foundation

/// A layer that draws its content in tiles, only those that show, when they
/// first show: `draw(in:)` (or the delegate's `draw(_:in:)`) is called once
/// per tile with the context clipped to it, and the tile is kept until it is
/// marked again. A zoomed-in or zoomed-out layer gets tiles drawn at the
/// nearest level of detail — a power of two of its contents scale — so very
/// large content (maps, documents) costs only what is on screen.
///
/// Kumiki draws a tile in the frame that first shows it, on the main thread,
/// and shows it at once: Core Animation draws tiles on background threads and
/// fades them in over `fadeDuration()` (docs/PORTING.md).
open class CATiledLayer: CALayer {
    /// A tile's place: its level of detail (a power of two) and its column and row there.
    struct TileKey: Hashable {
        var level: Int
        var column: Int
        var row: Int
    }

    /// The largest number of tiles kept; beyond it the oldest drawn go first.
    static let tileLimit = 1024

    private(set) var tiles: [TileKey: CGImage] = [:]
    private var drawingOrder: [TileKey] = []

    /// The most pixels a tile has along each side; 256 × 256 by default.
    open var tileSize = CGSize(width: 256, height: 256) {
        didSet { display() }
    }

    /// How many levels of detail below full size (halving each time) tiles are
    /// drawn at when the layer is shown smaller; 1 by default (full size only).
    open var levelsOfDetail: Int = 1 {
        didSet { display() }
    }

    /// How many levels above full size (doubling each time) tiles are drawn at
    /// when the layer is shown larger; 0 by default (enlarged, tiles stretch).
    open var levelsOfDetailBias: Int = 0 {
        didSet { display() }
    }

    /// How long Core Animation fades a new tile in, in seconds: 0.25. Kumiki
    /// shows tiles at once.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// Forgets every tile: they are drawn again as they show.
    open override func display() {
        tiles.removeAll()
        drawingOrder.removeAll()
    }

    /// Forgets the tiles that `r` (layer coordinates) touches, at every level.
    open override func setNeedsDisplay(_ r: CGRect) {
        let stale = tiles.keys.filter { tileRect(for: $0).intersects(r) }
        for key in stale { tiles[key] = nil }
        drawingOrder.removeAll { stale.contains($0) }
        noteChange()
    }

    /// The level (a power of two of the contents scale, as an exponent) for
    /// content shown at `zoom` device pixels per contents pixel: the least
    /// level at least as fine, within the levels of detail and the bias.
    func level(forZoom zoom: CGFloat) -> Int {
        let finest = max(0, levelsOfDetailBias)
        let coarsest = -max(0, levelsOfDetail - 1)
        guard zoom > 0, zoom.isFinite else { return 0 }
        return min(finest, max(coarsest, Int(log2(zoom).rounded(.up))))
    }

    /// Points per tile side at `level`.
    private func tileExtent(level: Int) -> CGSize {
        let pixelsPerPoint = (contentsScale > 0 ? contentsScale : 1) * pow(2, CGFloat(level))
        return CGSize(width: max(1, tileSize.width) / pixelsPerPoint, height: max(1, tileSize.height) / pixelsPerPoint)
    }

    /// A tile's rectangle in the layer's coordinates.
    func tileRect(for key: TileKey) -> CGRect {
        let extent = tileExtent(level: key.level)
        return CGRect(x: bounds.minX + CGFloat(key.column) * extent.width, y: bounds.minY + CGFloat(key.row) * extent.height,
                      width: extent.width, height: extent.height)
    }

    /// The tiles at `level` that `rect` (layer coordinates) touches, within the bounds.
    func tileKeys(covering rect: CGRect, level: Int) -> [TileKey] {
        let shown = rect.intersection(bounds)
        guard !shown.isNull, shown.width > 0, shown.height > 0 else { return [] }
        let extent = tileExtent(level: level)
        let columns = Int(((shown.minX - bounds.minX) / extent.width).rounded(.down))
            ... Int(((shown.maxX - bounds.minX) / extent.width).rounded(.up)) - 1
        let rows = Int(((shown.minY - bounds.minY) / extent.height).rounded(.down))
            ... Int(((shown.maxY - bounds.minY) / extent.height).rounded(.up)) - 1
        return rows.flatMap { row in columns.map { TileKey(level: level, column: $0, row: row) } }
    }

    /// The tile's image, drawn now if it is not kept.
    func tile(_ key: TileKey) -> CGImage? {
        if let kept = tiles[key] { return kept }
        let rect = tileRect(for: key)
        let pixelsPerPoint = (contentsScale > 0 ? contentsScale : 1) * pow(2, CGFloat(key.level))
        let width = Int((rect.width * pixelsPerPoint).rounded(.up)), height = Int((rect.height * pixelsPerPoint).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        let context = CGContext(pixelWidth: width, pixelHeight: height)
        context.shadowBaseScale = pixelsPerPoint
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: pixelsPerPoint, y: -pixelsPerPoint)
        context.translateBy(x: -rect.minX, y: -rect.minY)
        context.clip(to: rect)
        draw(in: context)
        guard let image = context.makeImage() else { return nil }
        tiles[key] = image
        drawingOrder.append(key)
        if drawingOrder.count > Self.tileLimit {
            tiles[drawingOrder.removeFirst()] = nil
        }
        return image
    }
}
