import Testing
import UIKit

/// 9×9 px at scale 1 in a 3×3 grid of 3-px parts: red corners, green edges, and
/// a center whose left column is white and the rest blue (so tiling shows).
@MainActor
private func nineSliceImage() -> UIImage {
    renderedImage(size: CGSize(width: 9, height: 9)) {
        let context = UIGraphicsGetCurrentContext()!
        for row in 0..<3 {
            for column in 0..<3 {
                let isCorner = row != 1 && column != 1
                let isCenter = row == 1 && column == 1
                (isCorner ? UIColor.red : isCenter ? UIColor.blue : UIColor.green).setFill()
                context.fill(CGRect(x: column * 3, y: row * 3, width: 3, height: 3))
            }
        }
        UIColor.white.setFill()
        context.fill(CGRect(x: 3, y: 3, width: 1, height: 3))
    }
}

private let threeAllAround = UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)

/// `image` drawn into a `width`×`height` canvas filling it.
@MainActor
private func drawn(_ image: UIImage, width: CGFloat, height: CGFloat) -> UIImage {
    renderedImage(size: CGSize(width: width, height: height)) {
        image.draw(in: CGRect(x: 0, y: 0, width: width, height: height))
    }
}

@MainActor
@Suite("UIImage resizing")
struct UIImageResizingTests {
    @Test("resizing mode raw values match UIKit")
    func rawValues() {
        #expect(UIImage.ResizingMode.tile.rawValue == 0)
        #expect(UIImage.ResizingMode.stretch.rawValue == 1)
    }

    @Test("resizableImage(withCapInsets:) tiles, keeps the size and records the insets")
    func properties() {
        let image = nineSliceImage()
        #expect(image.capInsets == .zero)
        #expect(image.resizingMode == .tile)
        let resizable = image.resizableImage(withCapInsets: threeAllAround)
        #expect(resizable.capInsets == threeAllAround)
        #expect(resizable.resizingMode == .tile)
        #expect(resizable.size == image.size)
        #expect(image.resizableImage(withCapInsets: threeAllAround, resizingMode: .stretch).resizingMode == .stretch)
    }

    @Test("stretch: corners keep their size, edges stretch along, the center stretches both ways")
    func stretch() {
        let image = nineSliceImage().resizableImage(withCapInsets: threeAllAround, resizingMode: .stretch)
        let result = drawn(image, width: 30, height: 15)
        // Corners: 3×3 at each corner.
        for (x, y) in [(0, 0), (2, 2), (27, 0), (29, 2), (0, 12), (29, 14)] {
            #expect(result.storedPixel(x: x, y: y) == TestPixel.red, "corner pixel (\(x), \(y))")
        }
        // Edges: top/bottom rows 0…2 and 12…14 between x 3…26; sides x 0…2 and 27…29 between y 3…11.
        for (x, y) in [(10, 1), (20, 13), (1, 7), (28, 7)] {
            #expect(result.storedPixel(x: x, y: y) == TestPixel.green, "edge pixel (\(x), \(y))")
        }
        // Center: 24 px wide from 3 px; its white first third covers x 3…10.
        #expect(result.storedPixel(x: 5, y: 7) == TestPixel.white)
        #expect(result.storedPixel(x: 15, y: 7) == TestPixel.blue)
        #expect(result.storedPixel(x: 25, y: 7) == TestPixel.blue)
    }

    @Test("tile: the center repeats at its natural size from its top-left corner")
    func tile() {
        let image = nineSliceImage().resizableImage(withCapInsets: threeAllAround)
        let result = drawn(image, width: 30, height: 15)
        #expect(result.storedPixel(x: 0, y: 0) == TestPixel.red)
        #expect(result.storedPixel(x: 29, y: 14) == TestPixel.red)
        #expect(result.storedPixel(x: 15, y: 1) == TestPixel.green)
        // The center starts at x = 3 and repeats every 3 px: white at 3, 6, 9, …, 24.
        for x in stride(from: 3, to: 27, by: 3) {
            #expect(result.storedPixel(x: x, y: 7) == TestPixel.white, "tile start x = \(x)")
            #expect(result.storedPixel(x: x + 1, y: 7) == TestPixel.blue, "inside tile x = \(x + 1)")
        }
    }

    @Test("a destination smaller than the caps shrinks them in proportion, leaving no middle")
    func capsShrink() {
        // Caps 3 + 3 in 4 px: each becomes 2 px, so only corners show.
        let image = nineSliceImage().resizableImage(withCapInsets: threeAllAround, resizingMode: .stretch)
        let result = drawn(image, width: 4, height: 4)
        for (x, y) in [(0, 0), (1, 1), (3, 0), (0, 3), (3, 3), (2, 2)] {
            #expect(result.storedPixel(x: x, y: y) == TestPixel.red, "pixel (\(x), \(y))")
        }
    }

    @Test("zero insets with tiling repeat the whole image")
    func zeroInsetsTile() {
        let redBlue = renderedImage(size: CGSize(width: 2, height: 1)) {
            UIColor.red.setFill()
            UIGraphicsGetCurrentContext()!.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill()
            UIGraphicsGetCurrentContext()!.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        let result = drawn(redBlue.resizableImage(withCapInsets: .zero), width: 6, height: 1)
        let expected = [TestPixel.red, TestPixel.blue, TestPixel.red, TestPixel.blue, TestPixel.red, TestPixel.blue]
        #expect((0..<6).map { result.storedPixel(x: $0, y: 0) } == expected)
    }

    @Test("cap insets are in points: a 2× image keeps 3-pt caps as 6 px")
    func capsInPoints() {
        // The 9×9 px image as 4.5×4.5 pt at 2×: caps of 1.5 pt are its 3-px corners.
        let image = UIImage(cgImage: nineSliceImage().cgImage!, scale: 2, orientation: .up)
            .resizableImage(withCapInsets: UIEdgeInsets(top: 1.5, left: 1.5, bottom: 1.5, right: 1.5),
                            resizingMode: .stretch)
        let result = renderedImage(size: CGSize(width: 10, height: 10), scale: 2) {
            image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        // 1.5-pt corners at 2× are 3 px; the edge starts at px 3.
        #expect(result.storedPixel(x: 2, y: 2) == TestPixel.red)
        #expect(result.storedPixel(x: 10, y: 1) == TestPixel.green)
        #expect(result.storedPixel(x: 17, y: 17) == TestPixel.red)
    }

    @Test("a tinted resizable image draws its nine parts in the color")
    func tintedResizable() {
        let image = nineSliceImage().resizableImage(withCapInsets: threeAllAround).withTintColor(.black)
        let result = drawn(image, width: 12, height: 12)
        #expect(result.storedPixel(x: 0, y: 0) == TestPixel.black)
        #expect(result.storedPixel(x: 6, y: 6) == TestPixel.black)
    }
}
