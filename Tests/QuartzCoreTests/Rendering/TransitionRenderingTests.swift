import CoreGraphics
@testable import QuartzCore
import Testing
import TestSupport
import UIKitTesting

/// Mid-animation frames of transitions and contents crossfades, checked by pixels
/// that follow from the geometry and by PNG references a person has looked at.
@MainActor
@Suite("Transition rendering")
struct TransitionRenderingTests {
    static let white = CGColor(gray: 1, alpha: 1)
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A white 200×100 root with a 100×50 red layer in its middle, at (50, 25).
    func makeScene() -> (root: CALayer, layer: CALayer) {
        let root = makeTestLayer(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = Self.white
        let layer = makeTestLayer(frame: CGRect(x: 50, y: 25, width: 100, height: 50))
        layer.backgroundColor = Self.red
        root.addSublayer(layer)
        return (root, layer)
    }

    func render(_ root: CALayer) -> CGImage {
        LayerCompositor.image(of: root, size: root.bounds.size, scale: 1)
    }

    /// A 2×2 opaque image of one color.
    func solidImage(_ color: CGColor) -> CGImage {
        let context = CGContext(pixelWidth: 2, pixelHeight: 2)
        context.setFillColor(color)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        return context.makeImage()!
    }

    /// Whether each channel of `pixel` is within `tolerance` of `expected` (0…255).
    func isClose(_ pixel: CGImage.Pixel, _ expected: [Double], tolerance: Double = 1) -> Bool {
        let actual = [pixel.red, pixel.green, pixel.blue, pixel.alpha].map(Double.init)
        return zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("a fade transition halfway shows old and new mixed 50/50")
    func fadeHalfway() {
        withAnimationTimeline { timeline in
            let (root, layer) = makeScene()
            let transition = CATransition()
            transition.type = .fade
            transition.duration = 1
            layer.add(transition, forKey: "transition")
            layer.backgroundColor = Self.blue
            timeline.seek(to: 0.5)
            let image = render(root)
            // Half of red (255, 0, 0) plus half of blue (0, 0, 255), opaque: no white
            // from behind shows through.
            let mixed = [255 * 0.5, 0, 255 * 0.5, 255]
            #expect(isClose(image.pixel(atX: 100, y: 50), mixed), "\(image.pixel(atX: 100, y: 50))")
            #expect(isClose(image.pixel(atX: 51, y: 26), mixed), "\(image.pixel(atX: 51, y: 26))")
            #expect(image.pixel(atX: 40, y: 50) == CGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
            assertSnapshot(of: image, named: "fade-halfway")
        }
    }

    @Test("a fade transition at a quarter shows three quarters of the old look")
    func fadeQuarter() {
        withAnimationTimeline { timeline in
            let (root, layer) = makeScene()
            let transition = CATransition()
            transition.duration = 1
            layer.add(transition, forKey: "transition")
            layer.backgroundColor = Self.blue
            timeline.seek(to: 0.25)
            let pixel = render(root).pixel(atX: 100, y: 50)
            #expect(isClose(pixel, [255 * 0.75, 0, 255 * 0.25, 255]), "\(pixel)")
        }
    }

    @Test("a push from the right halfway: the old look in the left half, the new in the right")
    func pushFromRightHalfway() {
        withAnimationTimeline { timeline in
            let (root, layer) = makeScene()
            let transition = CATransition()
            transition.type = .push
            transition.subtype = .fromRight
            transition.duration = 1
            layer.add(transition, forKey: "transition")
            layer.backgroundColor = Self.blue
            timeline.seek(to: 0.5)
            let image = render(root)
            let red = CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
            let blue = CGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
            // The layer spans x 50…150; halfway, the old picture has moved left by 50
            // (to 0…100) and the new one sits at 100…200.
            #expect(image.pixel(atX: 55, y: 50) == red)
            #expect(image.pixel(atX: 98, y: 50) == red)
            #expect(image.pixel(atX: 102, y: 50) == blue)
            #expect(image.pixel(atX: 145, y: 50) == blue)
            // Rows above and below the layer stay white.
            #expect(image.pixel(atX: 75, y: 20) == CGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
            assertSnapshot(of: image, named: "push-from-right-halfway")
        }
    }

    /// A flip from the left turns the layer about its vertical center line,
    /// its left edge toward the viewer, seen from twice its width (200 pt):
    /// at a quarter (45°) a point x from the center lands at x·cos 45° / w,
    /// w = 1 + x·sin 45° / 200 — the left edge (w = 0.8232) at 57.05 with half
    /// height 30.37, the right edge (w = 1.1768) at 130.04 with 21.24. At three
    /// quarters the new side shows, turned −45°: the mirror image.
    @Test("a flip turns the old side away in perspective, then the new side in")
    func flipFromLeftInPerspective() {
        withAnimationTimeline { timeline in
            let (root, layer) = makeScene()
            let transition = CATransition()
            transition.type = TransitionGeometry.flipHorizontal
            transition.subtype = .fromLeft
            transition.duration = 1
            layer.add(transition, forKey: "transition")
            layer.backgroundColor = Self.blue
            timeline.seek(to: 0.25)
            let old = render(root)
            @MainActor func isRed(_ image: CGImage, _ x: Int, _ y: Int) -> Bool { isClose(image.pixel(atX: x, y: y), [255, 0, 0, 255], tolerance: 40) }
            @MainActor func isBlue(_ image: CGImage, _ x: Int, _ y: Int) -> Bool { isClose(image.pixel(atX: x, y: y), [0, 0, 255, 255], tolerance: 40) }
            @MainActor func isWhite(_ image: CGImage, _ x: Int, _ y: Int) -> Bool { isClose(image.pixel(atX: x, y: y), [255, 255, 255, 255], tolerance: 10) }
            #expect(isWhite(old, 55, 50) && isRed(old, 59, 50) && isRed(old, 128, 50) && isWhite(old, 132, 50))
            #expect(isRed(old, 59, 22) && isWhite(old, 59, 18) && isWhite(old, 128, 26))
            assertSnapshot(of: old, named: "flip-from-left-quarter")
            timeline.seek(to: 0.75)
            let new = render(root)
            #expect(isWhite(new, 68, 50) && isBlue(new, 72, 50) && isBlue(new, 141, 50) && isWhite(new, 145, 50))
            #expect(isBlue(new, 141, 22) && isWhite(new, 72, 26))
        }
    }

    @Test("a push on a layer that masks to bounds stays inside its bounds")
    func pushClippedByMasksToBounds() {
        withAnimationTimeline { timeline in
            let (root, layer) = makeScene()
            layer.masksToBounds = true
            let transition = CATransition()
            transition.type = .push
            transition.subtype = .fromRight
            transition.duration = 1
            layer.add(transition, forKey: "transition")
            layer.backgroundColor = Self.blue
            timeline.seek(to: 0.5)
            let image = render(root)
            let white = CGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
            // Inside the bounds (x 50…150) as without the mask; outside, nothing slides.
            #expect(image.pixel(atX: 55, y: 50) == CGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
            #expect(image.pixel(atX: 145, y: 50) == CGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
            #expect(image.pixel(atX: 25, y: 50) == white)
            #expect(image.pixel(atX: 175, y: 50) == white)
            assertSnapshot(of: image, named: "push-from-right-halfway-masked")
        }
    }

    @Test("a contents animation between two images crossfades them 50/50 halfway")
    func contentsCrossfadeHalfway() {
        withAnimationTimeline { timeline in
            let (root, layer) = makeScene()
            layer.backgroundColor = nil
            let animation = CABasicAnimation(keyPath: "contents")
            animation.fromValue = solidImage(Self.red)
            animation.toValue = solidImage(Self.blue)
            animation.duration = 1
            layer.contents = solidImage(Self.blue)
            layer.add(animation, forKey: "contents")
            timeline.seek(to: 0.5)
            let image = render(root)
            let pixel = image.pixel(atX: 100, y: 50)
            #expect(isClose(pixel, [255 * 0.5, 0, 255 * 0.5, 255]), "\(pixel)")
            assertSnapshot(of: image, named: "contents-crossfade-halfway")
        }
    }

    @Test("after the transition ends only the new look shows")
    func afterTheEnd() {
        withAnimationTimeline { timeline in
            let (root, layer) = makeScene()
            let transition = CATransition()
            transition.type = .push
            transition.duration = 1
            layer.add(transition, forKey: "transition")
            layer.backgroundColor = Self.blue
            timeline.tick(at: 1)
            let image = render(root)
            #expect(layer.animationKeys() == nil)
            #expect(image.pixel(atX: 55, y: 50) == CGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
            #expect(image.pixel(atX: 40, y: 50) == CGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        }
    }
}
