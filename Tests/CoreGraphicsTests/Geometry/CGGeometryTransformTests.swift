import Testing
import TestSupport
import CoreGraphics

@Suite("Applying transforms to points, sizes and rectangles")
struct CGGeometryTransformTests {
    let general = CGAffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)

    // MARK: CGPoint

    @Test("a point maps to (a·x + c·y + tx, b·x + d·y + ty)")
    func pointFormula() {
        let mapped = CGPoint(x: 1, y: 2).applying(general)
        #expect(mapped == CGPoint(x: 2 * 1 + 5 * 2 + 11, y: 3 * 1 + 7 * 2 + 13))
    }

    // MARK: CGSize

    @Test("a size ignores the translation")
    func sizeIgnoresTranslation() {
        let size = CGSize(width: 3, height: 4)
        #expect(size.applying(CGAffineTransform(translationX: 100, y: 200)) == size)
    }

    @Test("a size maps through the linear part, as (a·w + c·h, b·w + d·h)")
    func sizeFormula() {
        let mapped = CGSize(width: 1, height: 2).applying(general)
        #expect(mapped == CGSize(width: 2 * 1 + 5 * 2, height: 3 * 1 + 7 * 2))
    }

    @Test("a size can come out negative")
    func sizeNegative() {
        #expect(CGSize(width: 3, height: 4).applying(CGAffineTransform(scaleX: -1, y: 2)) == CGSize(width: -3, height: 4 * 2))
        // A quarter turn: width' = cos·3 − sin·4 = −4, height' = sin·3 + cos·4 = 3.
        let turned = CGSize(width: 3, height: 4).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(turned, CGSize(width: -4, height: 3)))
    }

    // MARK: CGRect

    @Test("a translated rectangle keeps its size and moves its origin")
    func rectTranslation() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.applying(CGAffineTransform(translationX: 10, y: -5)) == CGRect(x: 1 + 10, y: 2 - 5, width: 3, height: 4))
    }

    @Test("a rotated rectangle maps to the bounding box of its rotated corners")
    func rectRotationBoundingBox() {
        // A 2×2 square at the origin turned by 45°: its corners land on
        // (0, 0), (√2, √2), (−√2, √2) and (0, 2√2).
        let rotated = CGRect(x: 0, y: 0, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        let root2 = sqrt(2.0)
        #expect(isClose(rotated, CGRect(x: -root2, y: 0, width: 2 * root2, height: 2 * root2)))
    }

    @Test("a rectangle maps to the smallest box containing its four transformed corners")
    func rectGeneralBoundingBox() {
        let rect = CGRect(x: -1, y: 2, width: 3, height: 0.5)
        let result = rect.applying(general)
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { $0.applying(general) }
        #expect(isClose(result.minX, corners.map(\.x).min()!))
        #expect(isClose(result.maxX, corners.map(\.x).max()!))
        #expect(isClose(result.minY, corners.map(\.y).min()!))
        #expect(isClose(result.maxY, corners.map(\.y).max()!))
    }

    @Test("a mirroring scale still gives a rectangle with a positive size")
    func rectMirrored() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        // x ↦ −x maps the span 1…4 to −4…−1.
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -(1 + 3), y: 2, width: 3, height: 4))
    }

    @Test("a rectangle with a negative size is standardized before mapping")
    func rectNonStandard() {
        let negative = CGRect(x: 4, y: 6, width: -3, height: -4)
        let transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(negative.applying(transform) == CGRect(x: 1 * 2, y: 2 * 2, width: 3 * 2, height: 4 * 2))
    }

    @Test("the null rectangle stays null")
    func rectNull() {
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }

    @Test("the infinite rectangle stays infinite")
    func rectInfinite() {
        #expect(CGRect.infinite.applying(CGAffineTransform(scaleX: 2, y: 2)).isInfinite)
    }
}
