@testable import QuartzCore
import Testing

/// Moving a rectangle of the frame buffer's pixels by whole pixels, and the
/// pixels the move leaves to paint.
@Suite struct FrameShiftTests {
    typealias Rect = DamageRegion.PixelRect

    @Test("a rectangle minus another is the strips above and below it and the parts beside it")
    func subtracting() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.subtracting(Rect(x: 2, y: 3, width: 4, height: 5)) == [
            Rect(x: 0, y: 0, width: 10, height: 3), Rect(x: 0, y: 8, width: 10, height: 2),
            Rect(x: 0, y: 3, width: 2, height: 5), Rect(x: 6, y: 3, width: 4, height: 5),
        ])
        #expect(rect.subtracting(Rect(x: -5, y: 4, width: 20, height: 20)) == [Rect(x: 0, y: 0, width: 10, height: 4)])
        #expect(rect.subtracting(Rect(x: 20, y: 20, width: 5, height: 5)) == [rect])
        #expect(rect.subtracting(rect).isEmpty)
    }

    @Test("a move exposes the rows or columns it brings in from outside the area")
    func exposed() {
        let area = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(FrameShift(area: area, dx: 0, dy: -6).exposed == [Rect(x: 10, y: 64, width: 100, height: 6)])
        #expect(FrameShift(area: area, dx: 0, dy: 15).exposed == [Rect(x: 10, y: 20, width: 100, height: 15)])
        #expect(FrameShift(area: area, dx: 4, dy: 0).exposed == [Rect(x: 10, y: 20, width: 4, height: 50)])
        #expect(FrameShift(area: area, dx: 3, dy: 2).exposed == [
            Rect(x: 10, y: 20, width: 100, height: 2), Rect(x: 10, y: 22, width: 3, height: 48),
        ])
        #expect(FrameShift(area: area, dx: 0, dy: 50).exposed == [area])
    }

    /// A 12 × 9 pixel buffer whose every pixel holds its own index.
    static func numbered() -> [UInt32] { Array(0..<108) }

    static func moved(_ shift: FrameShift, parts: Int) -> [UInt32] {
        var pixels = numbered()
        pixels.withUnsafeMutableBytes { buffer in
            let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            for part in 0..<parts { shift.apply(to: base, stride: 48, part: part, of: parts) }
        }
        return pixels
    }

    @Test("each pixel of the area takes the one the move brings there; the exposed ones and those outside keep theirs",
          arguments: [(0, 3), (0, -2), (2, 0), (-3, 0), (2, -1), (-1, 2)])
    func applying(dx: Int, dy: Int) {
        let area = Rect(x: 2, y: 1, width: 8, height: 7)
        let shift = FrameShift(area: area, dx: dx, dy: dy)
        let original = Self.numbered()
        for parts in 1...3 {
            let pixels = Self.moved(shift, parts: parts)
            for y in 0..<9 {
                for x in 0..<12 {
                    let inside = area.contains(Rect(x: x, y: y, width: 1, height: 1))
                    let source = Rect(x: x - dx, y: y - dy, width: 1, height: 1)
                    let expected = inside && area.contains(source) ? original[source.y * 12 + source.x] : original[y * 12 + x]
                    #expect(pixels[y * 12 + x] == expected, "(\(dx), \(dy)) in \(parts) parts: pixel \(x), \(y)")
                }
            }
        }
    }
}
