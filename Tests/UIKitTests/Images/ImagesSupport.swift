import Foundation
import Testing
import TestSupport
import UIKit
import UIKitTesting

// Helpers shared by the image tests (Tests/UIKitTests/Images). Names are chosen
// so that they do not collide with the other support files in this target.

/// A renderer format with an explicit scale, so that images do not depend on the screen.
@MainActor
func imageTestFormat(scale: CGFloat = 1) -> UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return format
}

/// An image `width`×`height` points at `scale`, filled with `color`.
@MainActor
func solidImage(width: CGFloat, height: CGFloat, color: UIColor, scale: CGFloat = 1) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: imageTestFormat(scale: scale)).image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    }
}

/// An image drawn by `draw` into a scale-1 renderer of `size` points.
@MainActor
func renderedImage(size: CGSize, scale: CGFloat = 1, _ draw: () -> Void) -> UIImage {
    UIGraphicsImageRenderer(size: size, format: imageTestFormat(scale: scale)).image { _ in draw() }
}

/// Whether two pixels differ by at most `tolerance` in every channel (lossy
/// formats such as JPEG do not give exact colors back).
func pixel(_ actual: CGImage.Pixel, isCloseTo expected: CGImage.Pixel, tolerance: Int) -> Bool {
    abs(Int(actual.red) - Int(expected.red)) <= tolerance
        && abs(Int(actual.green) - Int(expected.green)) <= tolerance
        && abs(Int(actual.blue) - Int(expected.blue)) <= tolerance
        && abs(Int(actual.alpha) - Int(expected.alpha)) <= tolerance
}

/// The sum of every pixel's alpha over 255: how many pixels' worth of ink an image has.
func inkCoverage(of image: CGImage) -> Double {
    var total = 0
    for y in 0..<image.height {
        for x in 0..<image.width {
            total += Int(image.pixel(atX: x, y: y).alpha)
        }
    }
    return Double(total) / 255
}

/// A fresh, empty temporary folder; remove it with `removeImageTestFolder`.
func makeImageTestFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("kumiki-images-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

func removeImageTestFolder(_ folder: URL) {
    try? FileManager.default.removeItem(at: folder)
}

/// A file shipped in Tests/UIKitTests/Images/Fixtures.
func imageFixture(_ name: String, filePath: String = #filePath) throws -> Data {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent(name)
    return try Data(contentsOf: url)
}

/// What `view` shows, composited on its own at `scale` (the view at the origin
/// of a canvas of its size).
@MainActor
func compositedImage(of view: UIView, scale: CGFloat) -> CGImage {
    LayerCompositor.image(of: view.layer, size: view.bounds.size, scale: scale)
}

/// A 2×1 GIF (GIF89a): a red pixel, then a blue one. Built by hand: header,
/// logical screen 2×1 with a two-color global palette (red, blue), one image
/// descriptor, LZW data with minimum code size 2 — codes clear (4), 0, 1, end (5),
/// three bits each, packed from the low bit: 0x44, 0x0A.
let twoPixelGIF = Data(Array("GIF89a".utf8) + [
    0x02, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00,
    0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF,
    0x2C, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01, 0x00, 0x00,
    0x02, 0x02, 0x44, 0x0A, 0x00,
    0x3B,
])

/// A 2×1 24-bit BMP: a red pixel, then a blue one. 14-byte file header, 40-byte
/// info header (bottom-up, no compression), one row of two BGR pixels padded to 8 bytes.
let twoPixelBMP: Data = {
    func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    let pixels: [UInt8] = [0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00]
    let header = Array("BM".utf8) + le32(UInt32(14 + 40 + pixels.count)) + le32(0) + le32(54)
    let info = le32(40) + le32(2) + le32(1) + le16(1) + le16(24) + le32(0) + le32(UInt32(pixels.count))
        + le32(2835) + le32(2835) + le32(0) + le32(0)
    return Data(header + info + pixels)
}()

/// A 20×10 SVG: a red square on the left, a blue one on the right.
let redBlueSVG = Data("""
    <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10">
      <rect x="0" y="0" width="10" height="10" fill="#ff0000"/>
      <rect x="10" y="0" width="10" height="10" fill="#0000ff"/>
    </svg>
    """.utf8)
