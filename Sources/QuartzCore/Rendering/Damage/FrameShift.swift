import Foundation

/// A move of the frame buffer's pixels within one rectangle by whole
/// pixels: what a scroll does to a `ScrollArea`'s pixels, done by copying
/// them instead of painting them again (`DamageTracker`).
struct FrameShift: Equatable {
    /// The pixels moved within (device pixels, inside the frame).
    let area: DamageRegion.PixelRect
    /// How far, in device pixels (right and down positive).
    let dx: Int
    let dy: Int

    /// The pixels of the area that the move leaves without a source (they
    /// came from outside it): to be painted.
    var exposed: [DamageRegion.PixelRect] {
        area.subtracting(area.offset(by: dx, dy))
    }

    /// Moves the area's pixels in a premultiplied ARGB32 buffer (`stride`
    /// bytes a row, the frame's pixels); the exposed pixels keep what they
    /// held. Part `part` of `parts` does its share, and the parts can run
    /// at once: a vertical move splits the columns, a horizontal one the
    /// rows (no part then reads what another writes); a diagonal one is
    /// all done by part 0. Rows are taken in the order that reads each
    /// before it is overwritten.
    func apply(to pixels: UnsafeMutablePointer<UInt8>, stride: Int, part: Int = 0, of parts: Int = 1) {
        var target = area.clipped(to: area.offset(by: dx, dy))
        if dx == 0 {
            let left = target.x + target.width * part / parts
            target = DamageRegion.PixelRect(x: left, y: target.y, width: target.x + target.width * (part + 1) / parts - left,
                                            height: target.height)
        } else if dy == 0 {
            let top = target.y + target.height * part / parts
            target = DamageRegion.PixelRect(x: target.x, y: top, width: target.width,
                                            height: target.y + target.height * (part + 1) / parts - top)
        } else if part > 0 {
            return
        }
        guard !target.isEmpty else { return }
        let step = dy > 0 ? -1 : 1
        var row = dy > 0 ? target.maxY - 1 : target.y
        for _ in 0..<target.height {
            memmove(pixels + row * stride + target.x * 4, pixels + (row - dy) * stride + (target.x - dx) * 4,
                    target.width * 4)
            row += step
        }
    }
}

extension DamageRegion.PixelRect {
    /// The pixels of this rectangle outside `other`, as up to four
    /// rectangles that do not overlap: full-width strips above and below
    /// it, and the parts beside it between them.
    func subtracting(_ other: DamageRegion.PixelRect) -> [DamageRegion.PixelRect] {
        let inside = clipped(to: other)
        guard !inside.isEmpty else { return isEmpty ? [] : [self] }
        let parts = [
            DamageRegion.PixelRect(x: x, y: y, width: width, height: inside.y - y),
            DamageRegion.PixelRect(x: x, y: inside.maxY, width: width, height: maxY - inside.maxY),
            DamageRegion.PixelRect(x: x, y: inside.y, width: inside.x - x, height: inside.height),
            DamageRegion.PixelRect(x: inside.maxX, y: inside.y, width: maxX - inside.maxX, height: inside.height),
        ]
        return parts.filter { !$0.isEmpty }
    }
}
