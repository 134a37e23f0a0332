import Testing
@testable import UIKit

/// 4×2 px: a red opaque left half, a right half of red at 50 % alpha.
@MainActor
private func shapeImage() -> UIImage {
    renderedImage(size: CGSize(width: 4, height: 2)) {
        UIColor.red.setFill()
        UIGraphicsGetCurrentContext()!.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        UIColor.red.withAlphaComponent(0.5).setFill()
        UIGraphicsGetCurrentContext()!.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
    }
}

/// `image` drawn with `draw(in:)` over its own size, at scale 1.
@MainActor
private func drawn(_ image: UIImage) -> UIImage {
    renderedImage(size: image.size) { image.draw(in: CGRect(origin: .zero, size: image.size)) }
}

@MainActor
@Suite("UIImage rendering")
struct UIImageRenderingTests {
    @Test("rendering mode raw values match UIKit")
    func rawValues() {
        #expect(UIImage.RenderingMode.automatic.rawValue == 0)
        #expect(UIImage.RenderingMode.alwaysOriginal.rawValue == 1)
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
    }

    @Test("images start .automatic; withRenderingMode returns a copy with the same pixels")
    func withRenderingMode() {
        let image = shapeImage()
        #expect(image.renderingMode == .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(template.cgImage === image.cgImage)
        #expect(template.size == image.size)
        #expect(image.renderingMode == .automatic)
    }

    @Test("a template without its own color draws its original pixels")
    func templateDrawsOriginal() {
        let result = drawn(shapeImage().withRenderingMode(.alwaysTemplate))
        #expect(result.storedPixel(x: 0, y: 0) == TestPixel.red)
    }

    @Test("withTintColor draws the shape in the color, keeping the alpha")
    func withTintColorPixels() {
        let result = drawn(shapeImage().withTintColor(.blue))
        #expect(result.storedPixel(x: 0, y: 0) == TestPixel.blue)
        // Alpha 0.5 → 128 (Cairo rounds 127.5 up); the color stays pure blue.
        let half = result.storedPixel(x: 3, y: 1)
        #expect(half.blue == 255 && half.red == 0 && half.green == 0)
        #expect(abs(Int(half.alpha) - 128) <= 1)
    }

    @Test("withTintColor on a template gives the same pixels (the shape in the color)")
    func withTintColorOnTemplate() {
        let result = drawn(shapeImage().withRenderingMode(.alwaysTemplate).withTintColor(.green))
        #expect(result.storedPixel(x: 1, y: 1) == TestPixel.green)
    }

    @Test("withTintColor keeps the rendering mode; the two-argument form sets it")
    func withTintColorModes() {
        let template = shapeImage().withRenderingMode(.alwaysTemplate)
        #expect(template.withTintColor(.blue).renderingMode == .alwaysTemplate)
        #expect(shapeImage().withTintColor(.blue).renderingMode == .automatic)
        #expect(template.withTintColor(.blue, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
    }

    @Test("the color views draw an image in: its own, else theirs for templates, else none")
    func effectiveTint() {
        let image = shapeImage()
        let viewTint = UIColor.green
        #expect(image.withRenderingMode(.alwaysTemplate).effectiveTint(viewTint: viewTint) == viewTint)
        #expect(image.effectiveTint(viewTint: viewTint) == nil)
        #expect(image.effectiveTint(viewTint: viewTint, automaticIsTemplate: true) == viewTint)
        #expect(image.withRenderingMode(.alwaysOriginal).effectiveTint(viewTint: viewTint,
                                                                      automaticIsTemplate: true) == nil)
        #expect(image.withRenderingMode(.alwaysTemplate).withTintColor(.blue).effectiveTint(viewTint: viewTint)
                == .blue)
        #expect(image.withTintColor(.blue).effectiveTint(viewTint: viewTint) == .blue)
    }

    @Test("draw(in:blendMode:alpha:) applies the alpha for that drawing only")
    func drawWithAlpha() {
        let image = solidImage(width: 2, height: 2, color: .red)
        let result = renderedImage(size: CGSize(width: 4, height: 2)) {
            image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2), blendMode: .normal, alpha: 0.5)
            image.draw(in: CGRect(x: 2, y: 0, width: 2, height: 2))
        }
        #expect(abs(Int(result.storedPixel(x: 0, y: 0).alpha) - 128) <= 1)
        #expect(result.storedPixel(x: 3, y: 0) == TestPixel.red)
    }

    @Test("draw(at:blendMode:alpha:) draws at the natural size with the blend mode")
    func drawAtWithBlendMode() {
        let image = solidImage(width: 2, height: 2, color: .red)
        let result = renderedImage(size: CGSize(width: 4, height: 4)) {
            UIColor.blue.setFill()
            UIGraphicsGetCurrentContext()!.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            // .copy replaces the destination, alpha included.
            image.draw(at: CGPoint(x: 1, y: 1), blendMode: .copy, alpha: 1)
        }
        #expect(result.storedPixel(x: 1, y: 1) == TestPixel.red)
        #expect(result.storedPixel(x: 2, y: 2) == TestPixel.red)
        #expect(result.storedPixel(x: 3, y: 3) == TestPixel.blue)
        #expect(result.storedPixel(x: 0, y: 0) == TestPixel.blue)
    }

    @Test("a tinted image with an orientation draws upright in the color")
    func tintedOriented() {
        // Stored 4×2 (opaque left half); .right shows it 2×4 with the opaque half on top.
        let image = UIImage(cgImage: shapeImage().cgImage!, scale: 1, orientation: .right).withTintColor(.blue)
        let result = drawn(image)
        #expect(result.size == CGSize(width: 2, height: 4))
        #expect(result.storedPixel(x: 0, y: 0) == TestPixel.blue)
        #expect(abs(Int(result.storedPixel(x: 0, y: 3).alpha) - 128) <= 1)
    }
}
