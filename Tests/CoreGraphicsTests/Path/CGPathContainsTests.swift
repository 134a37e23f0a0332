import Testing
import CoreGraphics

@Suite("CGPath.contains")
struct CGPathContainsTests {
    /// A 0…100 square with a 25…75 square inside it, both drawn in the same direction.
    func nestedSameDirection() -> CGMutablePath {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        return path
    }

    let inHole = CGPoint(x: 50, y: 50)
    let inRing = CGPoint(x: 10, y: 50)
    let outside = CGPoint(x: 150, y: 50)

    @Test("a point inside a rectangle is contained and a point outside is not")
    func rectangle() {
        let path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 10), transform: nil)
        #expect(path.contains(CGPoint(x: 15, y: 15)))
        #expect(!path.contains(CGPoint(x: 5, y: 15)))
        #expect(!path.contains(CGPoint(x: 15, y: 25)))
    }

    @Test("with two nested same-direction rectangles, the winding rule fills the inner one")
    func nestedWinding() {
        let path = nestedSameDirection()
        // Winding number 2 inside both rectangles: non-zero, so filled.
        #expect(path.contains(inHole, using: .winding))
        #expect(path.contains(inRing, using: .winding))
        #expect(!path.contains(outside, using: .winding))
    }

    @Test("with two nested same-direction rectangles, the even-odd rule leaves the inner one empty")
    func nestedEvenOdd() {
        let path = nestedSameDirection()
        // Two crossings to get out of the inner rectangle: even, so not filled.
        #expect(!path.contains(inHole, using: .evenOdd))
        #expect(path.contains(inRing, using: .evenOdd))
        #expect(!path.contains(outside, using: .evenOdd))
    }

    @Test("the default rule is winding")
    func defaultRuleIsWinding() {
        #expect(nestedSameDirection().contains(inHole))
    }

    @Test("an inner rectangle drawn the opposite way is a hole under the winding rule too")
    func nestedOppositeDirection() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        // Reverse order of addRect's corners: winding numbers +1 and −1 cancel.
        path.addLines(between: [CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
        path.closeSubpath()
        #expect(!path.contains(inHole, using: .winding))
        #expect(path.contains(inRing, using: .winding))
    }

    @Test("the transform moves the path before the test")
    func transform() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let shift = CGAffineTransform(translationX: 100, y: 0)
        #expect(path.contains(CGPoint(x: 105, y: 5), transform: shift))
        #expect(!path.contains(CGPoint(x: 5, y: 5), transform: shift))
    }

    @Test("an open subpath counts as closed")
    func openSubpath() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        // Inside the triangle the closing edge would bound, and beyond that edge.
        #expect(path.contains(CGPoint(x: 2, y: 2)))
        #expect(!path.contains(CGPoint(x: 8, y: 8)))
    }

    @Test("an ellipse contains its center but not its bounding rectangle's corners")
    func ellipse() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        #expect(path.contains(CGPoint(x: 10, y: 10)))
        // Just inside the circle along the diagonal (distance 9 < 10) …
        #expect(path.contains(CGPoint(x: 10 + 9 / sqrt(2), y: 10 + 9 / sqrt(2))))
        // … and just outside it (distance 11 > 10), though still inside the bounding box.
        #expect(!path.contains(CGPoint(x: 10 + 11 / sqrt(2), y: 10 + 11 / sqrt(2))))
    }

    @Test("an empty path contains nothing")
    func empty() {
        #expect(!CGMutablePath().contains(.zero))
    }
}
