import CoreGraphics
import QuartzCore
import Testing
@testable import UIKit

/// `UIColor(patternImage:)`: an image repeated at its scale from the origin of
/// what it fills.
@MainActor
@Suite struct UIColorPatternTests {
    /// A 2 × 1-point image at `scale`: a red point, then a blue one.
    func stripe(scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
    }

    func render(_ view: UIView, scale: CGFloat) -> CGImage {
        LayerCompositor.image(of: view.layer, size: view.bounds.size, scale: scale)
    }

    let red = CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    let blue = CGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255)

    @Test func aBackgroundRepeatsTheImageFromTheViewsOrigin() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        view.backgroundColor = UIColor(patternImage: stripe(scale: 1))
        let image = render(view, scale: 1)
        #expect((0 ..< 10).map { image.pixel(atX: $0, y: 2) } == (0 ..< 10).map { $0.isMultiple(of: 2) ? red : blue })
    }

    @Test func theImagesScaleSetsTheTileSizeInPoints() {
        // A 2× image is still 2 points wide: at 2×, two pixels red, two blue.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 2))
        view.backgroundColor = UIColor(patternImage: stripe(scale: 2))
        let image = render(view, scale: 2)
        #expect((0 ..< 8).map { image.pixel(atX: $0, y: 1) } == [red, red, blue, blue, red, red, blue, blue])
    }

    @Test func drawingWithAPatternFillTilesIt() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let pattern = UIColor(patternImage: stripe(scale: 1))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 2), format: format).image { _ in
            pattern.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 6, height: 2))
        }.cgImage!
        #expect((0 ..< 6).map { image.pixel(atX: $0, y: 0) } == [red, blue, red, blue, red, blue])
    }

    @Test func aPatternHasNoComponentsButFades() {
        let pattern = UIColor(patternImage: stripe(scale: 1))
        var red: CGFloat = 0
        #expect(!pattern.getRed(&red, green: nil, blue: nil, alpha: nil))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        view.backgroundColor = pattern.withAlphaComponent(0.5)
        let root = CALayer()
        root.frame = view.bounds
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        root.addSublayer(view.layer)
        let image = LayerCompositor.image(of: root, size: root.bounds.size, scale: 1)
        // Half red over white.
        #expect(image.pixel(atX: 0, y: 0).red == 255 && abs(Int(image.pixel(atX: 0, y: 0).green) - 128) <= 1)
    }
}
