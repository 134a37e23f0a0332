import Testing
import UIKit
import UIKitTesting

// Helpers shared by the text and button tests (Tests/UIKitTests/Text,
// Tests/UIKitTests/Buttons). Names start with "text" or "ink" so that they do not
// collide with the other support files in this target.

// MARK: Numbers

/// Pango measures in 1/1024 pt (PANGO_SCALE): every length Kumiki reports is a
/// whole number of these units, so each one carries a rounding error of at most
/// half of one.
let textPangoUnit: CGFloat = 1.0 / 1024

/// The scale the text tests draw at: 2 px/pt, so one pixel is half a point.
let textTestScale: CGFloat = 2

/// One pixel of `textTestScale` in points: how far an ink edge found by
/// scanning pixels can be from the true edge.
let textPixel: CGFloat = 1 / textTestScale

/// A small screen at 2× (the scale the text tests draw at), 60 Hz.
let textStageDevice = UITestDevice(name: "Text stage", screenSize: CGSize(width: 320, height: 240),
                                   scale: textTestScale, safeAreaInsets: .zero, framesPerSecond: 60)

/// A wide strip for button snapshots: four buttons side by side.
let buttonStripDevice = UITestDevice(name: "Button strip", screenSize: CGSize(width: 560, height: 64),
                                     scale: textTestScale, safeAreaInsets: .zero, framesPerSecond: 60)

/// Views keep their alpha in the layer's `Float` opacity, as Core Animation
/// does: a value comes back within Float's precision (about 6e-8 relative).
let layerOpacityPrecision: CGFloat = 1e-6

func isWithin(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat) -> Bool {
    abs(a - b) <= tolerance
}

// MARK: Measuring

/// The size of `text` in `font` on one line, as `NSAttributedString.size()` reports it.
@MainActor
func textSize(_ text: String, _ font: UIFont, kern: CGFloat? = nil) -> CGSize {
    var attributes: [NSAttributedString.Key: Any] = [.font: font]
    if let kern { attributes[.kern] = kern }
    return NSAttributedString(string: text, attributes: attributes).size()
}

/// `size` with both sides rounded up to whole points, as views use measured text.
func textCeiled(_ size: CGSize) -> CGSize {
    CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
}

// MARK: Drawing

/// What `draw` paints into a `size`-point renderer at `textTestScale`, on
/// `background` (transparent when nil).
@MainActor
func textDrawing(size: CGSize, background: UIColor? = .white, _ draw: () -> Void) -> CGImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = textTestScale
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        if let background {
            background.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
        draw()
    }.cgImage!
}

/// What `view` shows on its own (placed at its frame's origin, which should be
/// zero), composited at `textTestScale` after the layout and display passes.
@MainActor
func textComposite(_ view: UIView) -> CGImage {
    LayerCompositor.image(of: view.layer, size: view.bounds.size, scale: textTestScale)
}

/// A white canvas `size` points large holding `views`, for snapshot references.
@MainActor
func textCanvas(size: CGSize, _ views: [UIView]) -> UIView {
    let canvas = UIView(frame: CGRect(origin: .zero, size: size))
    canvas.backgroundColor = .white
    views.forEach(canvas.addSubview)
    return canvas
}

// MARK: Ink

/// Pixels that count as ink.
enum InkTest: Sendable {
    /// Any coverage at all (for drawings on a transparent background).
    case anyAlpha
    /// Dark on white: every channel below 160 (anti-aliased edges of black text
    /// are lighter; this keeps the glyphs' cores).
    case dark
    /// Mostly red: red above 150, green and blue below 90.
    case red
    /// Mostly blue: blue above 150, red below 90.
    case blue

    func matches(_ pixel: CGImage.Pixel) -> Bool {
        switch self {
        case .anyAlpha: pixel.alpha > 0
        case .dark: pixel.alpha > 0 && pixel.red < 160 && pixel.green < 160 && pixel.blue < 160
        case .red: pixel.alpha > 60 && pixel.red > 150 && pixel.green < 90 && pixel.blue < 90
        case .blue: pixel.alpha > 60 && pixel.blue > 150 && pixel.red < 90
        }
    }
}

/// Where ink is in an image, in points (pixel edges divided by `textTestScale`).
struct InkMap {
    let image: CGImage
    let test: InkTest

    init(_ image: CGImage, _ test: InkTest = .anyAlpha) {
        self.image = image
        self.test = test
    }

    /// The bounding box of the ink in `region` (points; the whole image when nil), or nil without ink.
    func bounds(in region: CGRect? = nil) -> CGRect? {
        let (x0, y0, x1, y1) = pixelRange(region)
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in y0..<y1 {
            for x in x0..<x1 where test.matches(image.pixel(atX: x, y: y)) {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: CGFloat(minX) / textTestScale, y: CGFloat(minY) / textTestScale,
                      width: CGFloat(maxX - minX + 1) / textTestScale, height: CGFloat(maxY - minY + 1) / textTestScale)
    }

    /// How many pixels in `region` (points; the whole image when nil) are ink.
    func count(in region: CGRect? = nil) -> Int {
        let (x0, y0, x1, y1) = pixelRange(region)
        var total = 0
        for y in y0..<y1 {
            for x in x0..<x1 where test.matches(image.pixel(atX: x, y: y)) {
                total += 1
            }
        }
        return total
    }

    /// The largest alpha of any pixel (0…255).
    var largestAlpha: UInt8 {
        var largest: UInt8 = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                largest = max(largest, image.pixel(atX: x, y: y).alpha)
            }
        }
        return largest
    }

    /// The pixel rows and columns `region` covers, clamped to the image.
    private func pixelRange(_ region: CGRect?) -> (Int, Int, Int, Int) {
        guard let region else { return (0, 0, image.width, image.height) }
        let x0 = max(0, Int((region.minX * textTestScale).rounded(.down)))
        let y0 = max(0, Int((region.minY * textTestScale).rounded(.down)))
        let x1 = min(image.width, Int((region.maxX * textTestScale).rounded(.up)))
        let y1 = min(image.height, Int((region.maxY * textTestScale).rounded(.up)))
        return (x0, y0, max(x0, x1), max(y0, y1))
    }
}

/// Whether `inner` lies inside `outer` grown by `slack` on every side.
func textBox(_ inner: CGRect, liesWithin outer: CGRect, slack: CGFloat = 0) -> Bool {
    outer.insetBy(dx: -slack, dy: -slack).contains(inner)
}

// MARK: Text samples

/// A long sentence of ordinary words, for wrapping and truncation.
let textLongSentence = "The quick brown fox jumps over the lazy dog while the cat watches from the warm windowsill"
