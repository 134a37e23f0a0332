import CoreGraphics
import QuartzCore
import Testing
import UIKitTesting

/// Transforms that collapse or poison a layer's geometry — scale 0 on an axis,
/// NaN or infinity — are legal on iOS: the layer and its sublayers simply do not
/// appear. They must never put the compositor into a state that outlives the
/// frame.
@MainActor
@Suite struct LayerCompositorDegenerateTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let white = CGColor(gray: 1, alpha: 1)

    /// Changes without implicit animations: each frame must show the new value.
    func change(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    func scene() -> (root: CALayer, a: CALayer, b: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.backgroundColor = Self.white
        let a = CALayer()
        a.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        a.backgroundColor = Self.red
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        child.backgroundColor = Self.red
        a.addSublayer(child)
        let b = CALayer()
        b.frame = CGRect(x: 60, y: 60, width: 30, height: 30)
        b.backgroundColor = Self.red
        root.addSublayer(a)
        root.addSublayer(b)
        return (root, a, b)
    }

    static let degenerate: [(String, CATransform3D)] = [
        ("scale 0 on both axes", CATransform3DMakeScale(0, 0, 1)),
        ("scale 0 on x", CATransform3DMakeScale(0, 1, 1)),
        ("NaN", CATransform3DMakeAffineTransform(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))),
        ("infinite translation", CATransform3DMakeTranslation(.infinity, 0, 0)),
    ]

    @Test(arguments: 0..<4)
    func aDegenerateTransformHidesTheSubtreeAndLaterFramesStillUpdate(index: Int) {
        let (name, transform) = Self.degenerate[index]
        let (root, a, b) = scene()
        let compositor = LayerCompositor(pixelWidth: 100, pixelHeight: 100, scale: 1)
        a.transform = transform
        compositor.render(root)
        var image = compositor.makeImage()
        // The transformed layer and its sublayer draw nothing; the white root shows.
        #expect(image.pixel(atX: 25, y: 25) == .init(red: 255, green: 255, blue: 255, alpha: 255), "\(name)")
        #expect(image.pixel(atX: 75, y: 75) == .init(red: 255, green: 0, blue: 0, alpha: 255), "\(name)")
        // The next frame shows the change made after it.
        change { b.backgroundColor = Self.green }
        compositor.render(root)
        image = compositor.makeImage()
        #expect(image.pixel(atX: 75, y: 75) == .init(red: 0, green: 255, blue: 0, alpha: 255), "\(name)")
        // And once the layer is gone, so is its effect.
        change {
            a.removeFromSuperlayer()
            b.backgroundColor = Self.red
        }
        compositor.render(root)
        #expect(compositor.makeImage().pixel(atX: 75, y: 75) == .init(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func aDegenerateSublayerTransformHidesOnlyTheSublayers() {
        let (root, a, _) = scene()
        a.sublayerTransform = CATransform3DMakeScale(0, 0, 1)
        let image = LayerCompositor.image(of: root, size: CGSize(width: 100, height: 100), scale: 1)
        // a's own background (red) still draws; its sublayer does not matter here
        // (it is red too), so check the frame is intact and the next one renders.
        #expect(image.pixel(atX: 35, y: 35) == .init(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func aVanishinglySmallScaleIsSkippedAndTheNextFrameRenders() {
        let (root, a, b) = scene()
        let compositor = LayerCompositor(pixelWidth: 100, pixelHeight: 100, scale: 1)
        // A scale whose determinant underflows to 0: Cairo would refuse the matrix.
        a.transform = CATransform3DMakeScale(1e-200, 1e-200, 1)
        compositor.render(root)
        change {
            a.transform = CATransform3DIdentity
            b.backgroundColor = Self.green
        }
        compositor.render(root)
        let image = compositor.makeImage()
        #expect(image.pixel(atX: 25, y: 25) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(atX: 75, y: 75) == .init(red: 0, green: 255, blue: 0, alpha: 255))
    }
}
