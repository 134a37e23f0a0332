import Testing
import UIKit

/// A scale-1 renderer format, so that images here do not depend on the screen.
@MainActor
private func unitFormat() -> UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return format
}

/// Stored pixels `width`×`height`: the left half red, the right half blue.
@MainActor
private func redBlueImage(width: Int = 20, height: Int = 10) -> CGImage {
    UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: unitFormat()).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: width / 2, height: height))
        UIColor.blue.setFill()
        context.fill(CGRect(x: width / 2, y: 0, width: width - width / 2, height: height))
    }.cgImage!
}

/// Stored pixels 20×20 in four 10×10 quadrants: red top left, blue top right,
/// green bottom left, white bottom right.
@MainActor
private func quadrantImage() -> CGImage {
    UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: unitFormat()).image { context in
        for (color, origin) in [(UIColor.red, CGPoint(x: 0, y: 0)), (.blue, CGPoint(x: 10, y: 0)),
                                (.green, CGPoint(x: 0, y: 10)), (.white, CGPoint(x: 10, y: 10))] {
            color.setFill()
            context.fill(CGRect(origin: origin, size: CGSize(width: 10, height: 10)))
        }
    }.cgImage!
}

/// `image` drawn with `draw(in:)` into a scale-1 renderer of its own size.
@MainActor
private func drawUpright(_ image: UIImage) -> UIImage {
    UIGraphicsImageRenderer(size: image.size, format: unitFormat()).image { _ in
        image.draw(in: CGRect(origin: .zero, size: image.size))
    }
}

/// Where the stored quadrants show up for one orientation: displayed top left,
/// top right, bottom left, bottom right, as R/B/G/W (the stored image is R B / G W).
struct QuadrantCase: Sendable, CustomTestStringConvertible {
    let orientation: UIImage.Orientation
    let displayed: String
    let why: String

    var testDescription: String { "\(orientation) shows \(displayed): \(why)" }
}

@MainActor
@Suite("UIImage")
struct UIImageTests {
    // MARK: Size

    @Test("size is the pixel size divided by the scale")
    func sizeIsPixelsOverScale() {
        let pixels = redBlueImage(width: 30, height: 20)
        #expect(UIImage(cgImage: pixels, scale: 2, orientation: .up).size == CGSize(width: 15, height: 10))
        #expect(UIImage(cgImage: pixels, scale: 1, orientation: .up).size == CGSize(width: 30, height: 20))
    }

    @Test("init(cgImage:) is scale 1, orientation up")
    func plainInit() {
        let image = UIImage(cgImage: redBlueImage())
        #expect(image.scale == 1)
        #expect(image.imageOrientation == .up)
        #expect(image.size == CGSize(width: 20, height: 10))
    }

    @Test("left and right orientations (mirrored or not) swap width and height",
          arguments: [UIImage.Orientation.left, .right, .leftMirrored, .rightMirrored])
    func sidewaysSwapsSize(_ orientation: UIImage.Orientation) {
        // 30×20 px at 2× is 15×10 pt stored; turned sideways it stands 10 wide, 15 tall.
        let image = UIImage(cgImage: redBlueImage(width: 30, height: 20), scale: 2, orientation: orientation)
        #expect(image.size == CGSize(width: 10, height: 15))
    }

    @Test("up and down orientations (mirrored or not) keep width and height",
          arguments: [UIImage.Orientation.up, .down, .upMirrored, .downMirrored])
    func uprightKeepsSize(_ orientation: UIImage.Orientation) {
        let image = UIImage(cgImage: redBlueImage(width: 30, height: 20), scale: 2, orientation: orientation)
        #expect(image.size == CGSize(width: 15, height: 10))
    }

    @Test("orientation raw values match UIKit")
    func orientationRawValues() {
        let orientations: [UIImage.Orientation] = [.up, .down, .left, .right,
                                                   .upMirrored, .downMirrored, .leftMirrored, .rightMirrored]
        #expect(orientations.map(\.rawValue) == Array(0...7))
    }

    // MARK: PNG

    @Test("pngData round-trips through UIImage(data:) with the same pixels")
    func pngRoundTrip() throws {
        let original = UIImage(cgImage: redBlueImage())
        let data = try #require(original.pngData())
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.cgImage?.width == 20)
        #expect(decoded.cgImage?.height == 10)
        #expect(decoded.scale == 1)
        #expect(decoded.storedPixel(x: 9, y: 5) == TestPixel.red)
        #expect(decoded.storedPixel(x: 10, y: 5) == TestPixel.blue)
    }

    @Test("UIImage(data:scale:) gives the decoded image that scale")
    func pngWithScale() throws {
        let data = try #require(UIImage(cgImage: redBlueImage(width: 20, height: 10)).pngData())
        let image = try #require(UIImage(data: data, scale: 2))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 10, height: 5))
    }

    @Test("UIImage(data:) is nil for bytes that are not an image")
    func notAnImage() {
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test("pngData stores the pixels as they are, without applying the orientation")
    func pngIgnoresOrientation() throws {
        let data = try #require(UIImage(cgImage: redBlueImage(width: 20, height: 10), scale: 1, orientation: .right).pngData())
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 20, height: 10))
        #expect(decoded.storedPixel(x: 0, y: 0) == TestPixel.red)
    }

    // MARK: Drawing

    @Test("draw(in:) draws an .up image as stored: red left, blue right")
    func drawUp() {
        let drawn = drawUpright(UIImage(cgImage: redBlueImage(), scale: 1, orientation: .up))
        #expect(drawn.size == CGSize(width: 20, height: 10))
        #expect(drawn.storedPixel(x: 5, y: 5) == TestPixel.red)
        #expect(drawn.storedPixel(x: 15, y: 5) == TestPixel.blue)
    }

    @Test("draw(in:) turns a .right image a quarter turn clockwise: the stored left edge becomes the top")
    func drawRight() {
        let drawn = drawUpright(UIImage(cgImage: redBlueImage(), scale: 1, orientation: .right))
        // 20×10 stored, 10×20 shown: red on top, blue below.
        #expect(drawn.size == CGSize(width: 10, height: 20))
        #expect(drawn.storedPixel(x: 5, y: 5) == TestPixel.red)
        #expect(drawn.storedPixel(x: 5, y: 15) == TestPixel.blue)
    }

    @Test("draw(in:) turns a .left image a quarter turn counterclockwise: the stored left edge becomes the bottom")
    func drawLeft() {
        let drawn = drawUpright(UIImage(cgImage: redBlueImage(), scale: 1, orientation: .left))
        #expect(drawn.storedPixel(x: 5, y: 5) == TestPixel.blue)
        #expect(drawn.storedPixel(x: 5, y: 15) == TestPixel.red)
    }

    @Test("draw(in:) turns a .down image half a turn: blue left, red right")
    func drawDown() {
        let drawn = drawUpright(UIImage(cgImage: redBlueImage(), scale: 1, orientation: .down))
        #expect(drawn.size == CGSize(width: 20, height: 10))
        #expect(drawn.storedPixel(x: 5, y: 5) == TestPixel.blue)
        #expect(drawn.storedPixel(x: 15, y: 5) == TestPixel.red)
    }

    /// Stored R B / G W. Each case follows the EXIF meaning of the orientation
    /// (UIKit's .up…rightMirrored are EXIF 1, 3, 8, 6, 2, 4, 5, 7): where the stored
    /// first row and first column end up on screen.
    nonisolated static let quadrantCases: [QuadrantCase] = [
        QuadrantCase(orientation: .up, displayed: "R B / G W", why: "as stored"),
        QuadrantCase(orientation: .down, displayed: "W G / B R", why: "half a turn"),
        QuadrantCase(orientation: .left, displayed: "B W / R G", why: "first row shown as the left column, bottom up"),
        QuadrantCase(orientation: .right, displayed: "G R / W B", why: "first row shown as the right column, top down"),
        QuadrantCase(orientation: .upMirrored, displayed: "B R / W G", why: "flipped left to right"),
        QuadrantCase(orientation: .downMirrored, displayed: "G W / R B", why: "flipped top to bottom"),
        QuadrantCase(orientation: .leftMirrored, displayed: "R G / B W", why: "transposed: rows become columns"),
        QuadrantCase(orientation: .rightMirrored, displayed: "W B / G R", why: "transposed across the other diagonal"),
    ]

    @Test("draw(in:) shows every orientation upright", arguments: quadrantCases)
    func drawEveryOrientation(_ expected: QuadrantCase) {
        let drawn = drawUpright(UIImage(cgImage: quadrantImage(), scale: 1, orientation: expected.orientation))
        func letter(_ x: Int, _ y: Int) -> String {
            switch drawn.storedPixel(x: x, y: y) {
            case TestPixel.red: "R"
            case TestPixel.blue: "B"
            case TestPixel.green: "G"
            case TestPixel.white: "W"
            default: "?"
            }
        }
        // Sample the middle of each 10×10 quadrant, away from filtered edges.
        let shown = "\(letter(5, 5)) \(letter(15, 5)) / \(letter(5, 15)) \(letter(15, 15))"
        #expect(shown == expected.displayed)
    }

    @Test("draw(in:) scales the image to fill the rectangle")
    func drawScales() {
        let image = UIImage(cgImage: redBlueImage(width: 2, height: 1))
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: unitFormat()).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        // Each stored pixel covers 20×20 points.
        #expect(drawn.storedPixel(x: 5, y: 10) == TestPixel.red)
        #expect(drawn.storedPixel(x: 35, y: 10) == TestPixel.blue)
    }

    @Test("draw(at:) draws at the image's size in points from that point")
    func drawAt() {
        // 20×10 px at 2× is 10×5 pt.
        let image = UIImage(cgImage: redBlueImage(width: 20, height: 10), scale: 2, orientation: .up)
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: unitFormat()).image { _ in
            image.draw(at: CGPoint(x: 5, y: 2))
        }
        // Red covers x 5…10, blue x 10…15, rows 2…7; outside stays transparent.
        #expect(drawn.storedPixel(x: 6, y: 4) == TestPixel.red)
        #expect(drawn.storedPixel(x: 13, y: 4) == TestPixel.blue)
        #expect(drawn.storedPixel(x: 16, y: 4) == TestPixel.transparent)
        #expect(drawn.storedPixel(x: 6, y: 8) == TestPixel.transparent)
        #expect(drawn.storedPixel(x: 4, y: 4) == TestPixel.transparent)
    }
}
