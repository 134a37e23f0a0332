import Foundation

extension CGRect {
    /// Whether the two rects share area (rects that only touch along an edge
    /// do not): the test for an element being in view.
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
