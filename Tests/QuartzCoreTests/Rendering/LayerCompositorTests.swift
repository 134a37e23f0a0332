import CoreGraphics
import QuartzCore
import Testing
import UIKitTesting

/// Compositor output, one property at a time, then combined scenes. Every scene is
/// checked twice: pixels that follow from the geometry, and a PNG reference that a
/// person has looked at.
@MainActor
@Suite struct LayerCompositorTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let white = CGColor(gray: 1, alpha: 1)

    /// A white 100×100 pt root layer at the origin, the way a window's layer sits.
    func makeRoot(size: CGFloat = 100) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: size, height: size)
        root.backgroundColor = Self.white
        return root
    }

    func layer(_ frame: CGRect, _ color: CGColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    func render(_ root: CALayer, scale: CGFloat = 1) -> CGImage {
        LayerCompositor.image(of: root, size: root.bounds.size, scale: scale)
    }

    /// A 2×1 image: left pixel red, right pixel blue, drawn in a y-up context so
    /// that its first row is the image's top.
    static func twoColorImage(width: Int = 20, height: Int = 10) -> CGImage {
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: width / 2, height: height))
        context.setFillColor(blue)
        context.fill(CGRect(x: width / 2, y: 0, width: width - width / 2, height: height))
        return context.makeImage()!
    }

    @Test func backgroundFillsTheFrameAtTheScreenScale() {
        let root = makeRoot()
        root.addSublayer(layer(CGRect(x: 10, y: 20, width: 30, height: 40), Self.red))
        let image = render(root, scale: 2)
        #expect(image.width == 200 && image.height == 200)
        // Inside: (10…40, 20…60) pt → (20…80, 40…120) px.
        #expect(image.pixel(atX: 21, y: 41) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(atX: 79, y: 119) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(atX: 81, y: 60) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(atX: 30, y: 121) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        assertSnapshot(of: image, named: "background")
    }

    @Test func transformRotatesAboutTheAnchorPoint() {
        let root = makeRoot()
        let bar = layer(CGRect(x: 0, y: 0, width: 60, height: 10), Self.blue)
        bar.anchorPoint = CGPoint(x: 0, y: 0.5)
        bar.position = CGPoint(x: 50, y: 50)
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        root.addSublayer(bar)
        let image = render(root)
        // The bar's left end is pinned at (50, 50); a quarter turn points it down (y-down space).
        #expect(image.pixel(atX: 50, y: 90) == .init(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(image.pixel(atX: 80, y: 50) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(atX: 50, y: 45) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        assertSnapshot(of: image, named: "anchor-rotation")
    }

    @Test func groupOpacityFlattensOverlappingSublayers() {
        let root = makeRoot()
        for grouped in [true, false] {
            let parent = CALayer()
            parent.frame = CGRect(x: 0, y: grouped ? 0 : 50, width: 100, height: 50)
            parent.opacity = 0.5
            parent.allowsGroupOpacity = grouped
            parent.addSublayer(layer(CGRect(x: 10, y: 10, width: 40, height: 30), Self.red))
            parent.addSublayer(layer(CGRect(x: 30, y: 10, width: 40, height: 30), Self.blue))
            root.addSublayer(parent)
        }
        let image = render(root)
        // Grouped: the overlap shows only the front (blue) at half opacity over white.
        let groupedOverlap = image.pixel(atX: 40, y: 25)
        #expect(groupedOverlap.red == 128 || groupedOverlap.red == 127)
        #expect(groupedOverlap.blue == 255)
        // Not grouped: blue at 0.5 over (red at 0.5 over white) lets red through:
        // red channel = 0.5 · (0.5 · 255 + 0.5 · 255) … = 0.5 · 255 ≈ 128, green = 0.25 · 255.
        let separateOverlap = image.pixel(atX: 40, y: 75)
        #expect(abs(Int(separateOverlap.green) - 64) <= 1)
        #expect(abs(Int(groupedOverlap.green) - 128) <= 1)
        assertSnapshot(of: image, named: "group-opacity")
    }

    @Test func contentsFollowGravityAndScale() {
        let root = makeRoot()
        let gravities: [CALayerContentsGravity] = [.resize, .resizeAspect, .center, .topRight]
        for (index, gravity) in gravities.enumerated() {
            let frame = CGRect(x: 5 + CGFloat(index % 2) * 50, y: 5 + CGFloat(index / 2) * 50, width: 40, height: 40)
            let holder = layer(frame, CGColor(gray: 0.85, alpha: 1))
            holder.contents = Self.twoColorImage()
            holder.contentsScale = 1
            holder.contentsGravity = gravity
            root.addSublayer(holder)
        }
        let image = render(root)
        // .resize stretches the 20×10 image over 40×40: red fills the left half.
        #expect(image.pixel(atX: 10, y: 40) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(atX: 40, y: 10) == .init(red: 0, green: 0, blue: 255, alpha: 255))
        // .resizeAspect: scale min(40/20, 40/10) = 2 → 40×20, centered: rows (40 − 20)/2 = 10…30 of the layer.
        #expect(image.pixel(atX: 60, y: 5 + 5) == .init(red: 217, green: 217, blue: 217, alpha: 255))
        #expect(image.pixel(atX: 60, y: 5 + 15) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(atX: 60, y: 5 + 35) == .init(red: 217, green: 217, blue: 217, alpha: 255))
        // .topRight (maxY: the bottom on screen, y-up names): the image's 20×10
        // sits in the layer's last 20×10 points.
        #expect(image.pixel(atX: 55 + 39, y: 55 + 39) == .init(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(image.pixel(atX: 55 + 19, y: 55 + 39) == .init(red: 217, green: 217, blue: 217, alpha: 255))
        assertSnapshot(of: image, named: "contents-gravity")
    }

    @Test func masksToBoundsClipsSublayersToRoundedCorners() {
        let root = makeRoot()
        let card = layer(CGRect(x: 10, y: 10, width: 80, height: 80), Self.blue)
        card.cornerRadius = 20
        card.masksToBounds = true
        card.addSublayer(layer(CGRect(x: -10, y: -10, width: 100, height: 40), Self.red))
        root.addSublayer(card)
        let image = render(root)
        // The corner point itself (10, 10) lies outside the quarter circle of radius 20.
        #expect(image.pixel(atX: 11, y: 11) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(atX: 50, y: 12) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        // The sublayer sticks out above the card but is clipped.
        #expect(image.pixel(atX: 50, y: 5) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        assertSnapshot(of: image, named: "masks-to-bounds-rounded")
    }

    @Test func cornerRadiusWithoutMaskingRoundsOnlyTheBackground() {
        let root = makeRoot()
        let card = layer(CGRect(x: 10, y: 10, width: 80, height: 80), Self.blue)
        card.cornerRadius = 20
        card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.addSublayer(layer(CGRect(x: 60, y: 60, width: 30, height: 30), Self.red))
        root.addSublayer(card)
        let image = render(root)
        #expect(image.pixel(atX: 11, y: 11) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        // Bottom corners are not in maskedCorners: square.
        #expect(image.pixel(atX: 11, y: 88) == .init(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(image.pixel(atX: 89, y: 89) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        assertSnapshot(of: image, named: "corner-radius-top-only")
    }

    @Test func borderIsDrawnInsideTheBoundsAboveSublayers() {
        let root = makeRoot()
        let box = layer(CGRect(x: 20, y: 20, width: 60, height: 60), Self.white)
        box.borderWidth = 6
        box.borderColor = Self.blue
        box.addSublayer(layer(CGRect(x: 0, y: 0, width: 60, height: 30), Self.red))
        root.addSublayer(box)
        let image = render(root)
        #expect(image.pixel(atX: 22, y: 40) == .init(red: 0, green: 0, blue: 255, alpha: 255))
        // Just inside the 6 pt border, below the red half: the box's own white.
        #expect(image.pixel(atX: 27, y: 60) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        // The red sublayer covers the top half, but the border stays on top of it.
        #expect(image.pixel(atX: 50, y: 22) == .init(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(image.pixel(atX: 50, y: 30) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(atX: 18, y: 40) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        assertSnapshot(of: image, named: "border-over-sublayers")
    }

    @Test func hiddenAndTransparentLayersAreSkippedWithTheirSublayers() {
        let root = makeRoot()
        let hidden = layer(CGRect(x: 10, y: 10, width: 30, height: 30), Self.red)
        hidden.isHidden = true
        hidden.addSublayer(layer(CGRect(x: 0, y: 0, width: 10, height: 10), Self.green))
        let transparent = layer(CGRect(x: 60, y: 10, width: 30, height: 30), Self.red)
        transparent.opacity = 0
        transparent.addSublayer(layer(CGRect(x: 0, y: 0, width: 10, height: 10), Self.green))
        root.addSublayer(hidden)
        root.addSublayer(transparent)
        let image = render(root)
        for (x, y) in [(12, 12), (25, 25), (62, 12), (75, 25)] {
            #expect(image.pixel(atX: x, y: y) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        }
    }

    @Test func zPositionOrdersSiblingsBeforeListOrder() {
        let root = makeRoot()
        let back = layer(CGRect(x: 10, y: 10, width: 50, height: 50), Self.red)
        back.zPosition = 1
        let front = layer(CGRect(x: 40, y: 40, width: 50, height: 50), Self.blue)
        root.addSublayer(back)
        root.addSublayer(front)
        let image = render(root)
        // Red is first in the list but has the higher zPosition, so it covers blue.
        #expect(image.pixel(atX: 50, y: 50) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        assertSnapshot(of: image, named: "z-position")
    }

    @Test func sublayerTransformScalesSublayersAboutTheAnchorPoint() {
        let root = makeRoot()
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        container.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
        container.addSublayer(layer(CGRect(x: 0, y: 0, width: 100, height: 100), Self.green))
        root.addSublayer(container)
        let image = render(root)
        // Scaled by ½ about the center (50, 50): covers 25…75.
        #expect(image.pixel(atX: 26, y: 26) == .init(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(image.pixel(atX: 24, y: 50) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(atX: 76, y: 50) == .init(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func drawingLayersAreRedrawnOnlyWhenMarked() {
        final class CountingDelegate: CALayerDelegate {
            var draws = 0
            func draw(_ layer: CALayer, in ctx: CGContext) {
                draws += 1
                ctx.setFillColor(CGColor(red: 0, green: 0.5, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            }
        }
        let root = makeRoot()
        let drawing = CALayer()
        let delegate = CountingDelegate()
        drawing.delegate = delegate
        drawing.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        drawing.contentsScale = 2
        drawing.setNeedsDisplay()
        root.addSublayer(drawing)
        let first = render(root, scale: 2)
        _ = render(root, scale: 2)
        #expect(delegate.draws == 1)
        // The fill at the layer's top-left (y-down) shows at the top-left of the layer.
        #expect(first.pixel(atX: 22, y: 22) == .init(red: 0, green: 128, blue: 0, alpha: 255))
        #expect(first.pixel(atX: 22, y: 42) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        drawing.setNeedsDisplay()
        _ = render(root, scale: 2)
        #expect(delegate.draws == 2)
    }

    @Test func renderInContextDrawsTheLayerInItsOwnSpace() {
        let source = layer(CGRect(x: 40, y: 40, width: 20, height: 20), Self.red)
        source.addSublayer(layer(CGRect(x: 10, y: 0, width: 10, height: 20), Self.blue))
        let context = CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        context.translateBy(x: 0, y: 20)
        context.scaleBy(x: 1, y: -1)
        source.render(in: context)
        let image = context.makeImage()!
        // Position (40, 40) is ignored: the layer's own origin is the context's origin.
        #expect(image.pixel(atX: 5, y: 5) == .init(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(atX: 15, y: 5) == .init(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func renderInContextFillsACallersBufferAsOnIOS() {
        // The iOS idiom for a layer's color at a point: a 1 × 1 RGBA context, moved there.
        let source = layer(CGRect(x: 0, y: 0, width: 20, height: 20), Self.red)
        source.addSublayer(layer(CGRect(x: 10, y: 0, width: 10, height: 20), Self.blue))
        var pixel: [UInt8] = [0, 0, 0, 0]
        pixel.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                    space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.translateBy(x: -15, y: -5)
            source.render(in: context)
        }
        #expect(pixel == [0, 0, 255, 255])
    }

    @Test func combinedCardScene() {
        let root = makeRoot(size: 200)
        root.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        let card = layer(CGRect(x: 20, y: 40, width: 160, height: 120), CGColor(gray: 1, alpha: 1))
        card.cornerRadius = 16
        card.borderWidth = 1
        card.borderColor = CGColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)
        card.masksToBounds = true
        let header = layer(CGRect(x: 0, y: 0, width: 160, height: 36), CGColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        card.addSublayer(header)
        let picture = CALayer()
        picture.frame = CGRect(x: 16, y: 50, width: 60, height: 56)
        picture.contents = Self.twoColorImage()
        picture.contentsGravity = .resizeAspectFill
        picture.masksToBounds = true
        picture.cornerRadius = 8
        card.addSublayer(picture)
        let badge = layer(CGRect(x: 110, y: 60, width: 40, height: 40), CGColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1))
        badge.cornerRadius = 20
        badge.opacity = 0.8
        badge.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 8))
        card.addSublayer(badge)
        root.addSublayer(card)
        let image = render(root, scale: 2)
        #expect(image.width == 400)
        assertSnapshot(of: image, named: "card-scene")
    }

    @Test("a layer tree 20,000 levels deep composites (painting is iterative, not recursive)")
    func deepTreeComposites() {
        let root = makeRoot(size: 10)
        var deepest = root
        for level in 0..<20_000 {
            let child = layer(CGRect(x: 0, y: 0, width: 10, height: 10), level == 19_999 ? Self.green : Self.red)
            child.opacity = level == 10_000 ? 0.999 : 1  // one opacity group halfway down
            deepest.addSublayer(child)
            deepest = child
        }
        let image = render(root)
        #expect(image.pixel(atX: 5, y: 5).green >= 254)
        #expect(image.pixel(atX: 5, y: 5).red <= 1)
    }
}
