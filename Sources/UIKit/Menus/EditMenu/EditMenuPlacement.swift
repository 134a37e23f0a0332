import CoreGraphics

/// Where an edit menu goes: centered over its target and above it, or
/// below it when there is no room above (or the configuration asks for an
/// arrow pointing up), kept inside the area it may cover.
///
/// The measures are read off iOS 17 screenshots and are uncertain.
struct EditMenuPlacement: Equatable {
    /// The height of the menu's bar, in points.
    static let barHeight: CGFloat = 36
    /// How far the arrow sticks out of the bar, and how wide its base is.
    static let arrowHeight: CGFloat = 8
    static let arrowWidth: CGFloat = 16
    /// Between the arrow's tip and the target.
    static let targetGap: CGFloat = 4
    /// Between the menu and the edges of the area it may cover.
    static let margin: CGFloat = 8
    /// The bar's corner radius; the arrow stays this far from the bar's ends.
    static let cornerRadius: CGFloat = 8

    /// The menu's frame, bar and arrow together.
    let frame: CGRect
    /// Whether the menu sits below the target, its arrow on top pointing up.
    let arrowPointsUp: Bool
    /// The arrow tip's x, in the menu's own coordinates.
    let arrowX: CGFloat

    /// The menu's bar, in its own coordinates.
    var barFrame: CGRect {
        CGRect(x: 0, y: arrowPointsUp ? Self.arrowHeight : 0, width: frame.width, height: Self.barHeight)
    }

    /// Places a bar `barWidth` points wide for `target` (an empty rectangle
    /// for a point) inside `area` (both in the same coordinates).
    init(barWidth: CGFloat, target: CGRect, area: CGRect, preferred: UIEditMenuArrowDirection) {
        let height = Self.barHeight + Self.arrowHeight
        let aboveY = target.minY - Self.targetGap - height
        let belowY = target.maxY + Self.targetGap
        let fitsAbove = aboveY >= area.minY
        let fitsBelow = belowY + height <= area.maxY
        let below: Bool
        switch preferred {
        case .up: below = fitsBelow || !fitsAbove
        case .down: below = !fitsAbove && fitsBelow
        case .automatic, .left, .right: below = !fitsAbove && fitsBelow
        }
        var y = below ? belowY : aboveY
        // Neither side has room (a target taller than the area): pin it inside.
        y = min(max(y, area.minY), max(area.minY, area.maxY - height))
        let width = min(barWidth, max(0, area.width - 2 * Self.margin))
        let leftLimit = area.minX + Self.margin
        let rightLimit = area.maxX - Self.margin - width
        let x = min(max(target.midX - width / 2, leftLimit), max(leftLimit, rightLimit))
        frame = CGRect(x: x, y: y, width: width, height: height)
        arrowPointsUp = below
        let inset = Self.cornerRadius + Self.arrowWidth / 2
        arrowX = min(max(target.midX - x, inset), max(inset, width - inset))
    }
}
