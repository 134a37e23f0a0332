import CoreGraphics
@testable import QuartzCore
import Testing

/// `compositingFilter`: a layer, flattened with its sublayers, blended with
/// what is behind it by a Core Image blend-mode name.
@MainActor
@Suite struct CompositingFilterRenderingTests {
    /// A 100 × 100 root of 50 % gray with a 60 × 60 layer of `color` at (20, 20).
    func scene(_ color: CGColor, filter: Any?) -> (root: CALayer, layer: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        layer.backgroundColor = color
        layer.compositingFilter = filter
        root.addSublayer(layer)
        return (root, layer)
    }

    func center(of root: CALayer) -> CGImage.Pixel {
        LayerCompositor.image(of: root, size: root.bounds.size, scale: 1).pixel(atX: 50, y: 50)
    }

    func expectClose(_ pixel: CGImage.Pixel, _ red: Int, _ green: Int, _ blue: Int,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(Int(pixel.red) - red) <= 1 && abs(Int(pixel.green) - green) <= 1
                    && abs(Int(pixel.blue) - blue) <= 1, "\(pixel)", sourceLocation: sourceLocation)
    }

    @Test func thereIsNoFilterByDefault() {
        let layer = CALayer()
        #expect(layer.compositingFilter == nil)
        layer.setValue("screenBlendMode", forKey: "compositingFilter")
        #expect(layer.compositingFilter as? String == "screenBlendMode")
    }

    @Test func multiplyDarkensByTheLayersColor() {
        // 0.5 × (1, 0.5, 0) = (0.5, 0.25, 0).
        let (root, _) = scene(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1), filter: "multiplyBlendMode")
        expectClose(center(of: root), 128, 64, 0)
    }

    @Test func screenLightens() {
        // 1 − (1 − 0.5)(1 − c): c = 0.5 → 0.75, c = 0 → 0.5, c = 1 → 1.
        let (root, _) = scene(CGColor(red: 0.5, green: 0, blue: 1, alpha: 1), filter: "screenBlendMode")
        expectClose(center(of: root), 191, 128, 255)
    }

    @Test func differenceAndAdditionWorkPerChannel() {
        // |0.5 − c| and 0.5 + c, clamped.
        let (difference, _) = scene(CGColor(red: 1, green: 0.25, blue: 0, alpha: 1), filter: "differenceBlendMode")
        expectClose(center(of: difference), 128, 64, 128)
        let (addition, _) = scene(CGColor(red: 0.25, green: 0.5, blue: 0, alpha: 1), filter: "additionCompositing")
        expectClose(center(of: addition), 191, 255, 128)
    }

    @Test func aNameItDoesNotKnowDrawsNormally() {
        let (root, _) = scene(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1), filter: "sepiaTone")
        expectClose(center(of: root), 255, 128, 0)
    }

    @Test func theLayerIsFlattenedWithItsSublayersBeforeBlending() {
        // A white sublayer over the layer's own black: flattened, the layer
        // is white there, and white multiplies to the gray behind.
        let (root, layer) = scene(CGColor(gray: 0, alpha: 1), filter: "multiplyBlendMode")
        let cover = CALayer()
        cover.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        cover.backgroundColor = CGColor(gray: 1, alpha: 1)
        layer.addSublayer(cover)
        let image = LayerCompositor.image(of: root, size: root.bounds.size, scale: 1)
        expectClose(image.pixel(atX: 50, y: 30), 128, 128, 128)
        expectClose(image.pixel(atX: 50, y: 70), 0, 0, 0)
        expectClose(image.pixel(atX: 10, y: 10), 128, 128, 128)
    }

    @Test func opacityFadesTheBlendedResult() {
        // Half of the multiplied (0.25) and half of what is behind (0.5): 0.375.
        let (root, layer) = scene(CGColor(gray: 0.5, alpha: 1), filter: "multiplyBlendMode")
        layer.opacity = 0.5
        expectClose(center(of: root), 96, 96, 96)
    }
}
