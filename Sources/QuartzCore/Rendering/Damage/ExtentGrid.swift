/// An index of rectangles (a node's children's subtree extents) by the
/// bands of the frame they cross, so that painting a small damaged
/// rectangle finds the few children under it without testing each.
struct ExtentGrid {
    /// How many bands the frame's height is cut into: with the benchmark
    /// scene's 250 cards (25 rows of cards, each about 100 px tall on a
    /// 2,556 px frame) a band holds about ten cards and a card falls in one
    /// to three bands, so a small rectangle's query tests tens of extents
    /// rather than hundreds.
    static let bandCount = 64

    private let top: Int
    private let bandHeight: Int
    /// For each band, the positions of the rectangles that cross it, in order.
    private var bands: [[Int]]

    /// Indexes `extents` (positions are their indices) as they fall on
    /// `frame`; the parts outside it are never asked for.
    init(_ extents: [DamageRegion.PixelRect], frame: DamageRegion.PixelRect) {
        top = frame.y
        bandHeight = max(1, (frame.height + Self.bandCount - 1) / Self.bandCount)
        bands = Array(repeating: [], count: Self.bandCount)
        for (position, extent) in extents.enumerated() {
            let onFrame = extent.clipped(to: frame)
            guard !onFrame.isEmpty else { continue }
            for band in self.bands(crossedBy: onFrame) { bands[band].append(position) }
        }
    }

    /// The positions of the rectangles that may meet `rect` (those crossing
    /// the same bands), in order; the caller tests each one's extent.
    func positions(near rect: DamageRegion.PixelRect) -> [Int] {
        let crossed = bands(crossedBy: rect)
        guard crossed.count > 1 else { return crossed.first.map { bands[$0] } ?? [] }
        var positions: [Int] = []
        for band in crossed { positions += bands[band] }
        positions.sort()
        var unique: [Int] = []
        unique.reserveCapacity(positions.count)
        for position in positions where unique.last != position { unique.append(position) }
        return unique
    }

    private func bands(crossedBy rect: DamageRegion.PixelRect) -> Range<Int> {
        guard !rect.isEmpty else { return 0..<0 }
        let first = max(0, (rect.y - top) / bandHeight)
        let last = min(Self.bandCount - 1, (rect.maxY - 1 - top) / bandHeight)
        return first <= last ? first..<(last + 1) : 0..<0
    }
}
