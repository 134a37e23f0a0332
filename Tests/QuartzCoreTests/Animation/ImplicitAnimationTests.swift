import CoreGraphics
import QuartzCore
import Testing
import TestSupport

/// Draws a solid fill over its bounds and counts its draws.
@MainActor
private final class FillingDelegate: @preconcurrency CALayerDelegate {
    var draws = 0
    var color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    func draw(_ layer: CALayer, in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(color)
        ctx.fill(layer.bounds)
    }
}

/// A 2×2 opaque image of one color.
@MainActor
private func solidImage(red: CGFloat, green: CGFloat, blue: CGFloat) -> CGImage {
    let context = CGContext(pixelWidth: 2, pixelHeight: 2)
    context.setFillColor(red: red, green: green, blue: blue, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    return context.makeImage()!
}

/// Core Animation's implicit animations of standalone layers: a change to an
/// animatable property of a layer already on screen animates from the value shown
/// to the new one, over the transaction's duration with its timing function
/// (Core Animation's default curve when it has none).
@MainActor
@Suite("Implicit animations")
struct ImplicitAnimationTests {
    @Test("a rendered layer's opacity change animates over 0.25 s with the default curve from the shown value")
    func opacityAnimatesImplicitly() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            renderOnce(layer)
            layer.opacity = 0
            #expect(layer.animationKeys() == ["opacity"])
            let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
            #expect(animation?.duration == CATransaction.defaultAnimationDuration)
            #expect(animation?.duration == 0.25)
            #expect(animation?.timingFunction == CAMediaTimingFunction(name: .default))
            // The model takes the new value at once.
            #expect(layer.opacity == 0)
            timeline.seek(to: 0)
            #expect(layer.presentation()!.opacity == 1)
            timeline.seek(to: 0.125)
            let expected = lerp(1, 0, timing(.default, 0.125 / 0.25))
            #expect(isClose(CGFloat(layer.presentation()!.opacity), expected, tolerance: 1e-6))
            timeline.tick(at: 0.25)
            #expect(layer.animationKeys() == nil)
            #expect(layer.presentation()!.opacity == 0)
        }
    }

    @Test("position animates over the enclosing transaction's duration and timing function")
    func positionUsesTransactionValues() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            renderOnce(layer)
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
            layer.position = CGPoint(x: 105, y: 45)
            CATransaction.commit()
            let animation = layer.animation(forKey: "position")
            #expect(animation?.duration == 2)
            // From the shown (5, 5) to (105, 45), eased in, at 0.5 s of 2.
            timeline.seek(to: 0.5)
            let progress = timing(.easeIn, 0.5 / 2)
            let expected = CGPoint(x: lerp(5, 105, progress), y: lerp(5, 45, progress))
            #expect(isClose(layer.presentation()!.position, expected, tolerance: 1e-6))
            timeline.tick(at: 2)
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("a change during an implicit animation starts the new one from the value shown then")
    func retargetStartsFromShownValue() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            renderOnce(layer)
            layer.opacity = 0
            timeline.tick(at: 0.125)
            let shown = CGFloat(layer.presentation()!.opacity)
            #expect(shown > 0 && shown < 1)
            layer.opacity = 1
            #expect(layer.animationKeys() == ["opacity"])
            let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
            #expect(isClose(CGFloat(animation?.fromValue as? Double ?? -1), shown, tolerance: 1e-6))
            // No jump: right after the change the shown value is where it was.
            #expect(isClose(CGFloat(layer.presentation()!.opacity), shown, tolerance: 1e-6))
            timeline.seek(to: 0.25)
            let expected = lerp(shown, 1, timing(.default, 0.5))
            #expect(isClose(CGFloat(layer.presentation()!.opacity), expected, tolerance: 1e-6))
        }
    }

    @Test("a layer that has never been rendered takes new values without animating")
    func neverRenderedDoesNotAnimate() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            layer.opacity = 0
            layer.position = CGPoint(x: 10, y: 10)
            #expect(layer.animationKeys() == nil)
            timeline.seek(to: 0.125)
            #expect(layer.presentation()!.opacity == 0)
            #expect(layer.presentation()!.position == CGPoint(x: 10, y: 10))
        }
    }

    @Test("a sublayer drawn as part of its rendered root animates too")
    func renderedSublayerAnimates() {
        withAnimationTimeline { _ in
            let root = makeTestLayer()
            let child = makeTestLayer(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            root.addSublayer(child)
            renderOnce(root)
            child.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            #expect(child.animationKeys() == ["backgroundColor"])
        }
    }

    @Test("setDisableActions(true) stops implicit animations")
    func disableActions() {
        withAnimationTimeline { timeline in
            let layer = makeTestLayer()
            renderOnce(layer)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0
            layer.position = CGPoint(x: 0, y: 0)
            CATransaction.commit()
            #expect(layer.animationKeys() == nil)
            timeline.seek(to: 0.125)
            #expect(layer.presentation()!.opacity == 0)
        }
    }

    @Test("properties that are not animatable change without an animation")
    func nonAnimatablePropertiesDoNotAnimate() {
        withAnimationTimeline { _ in
            let layer = makeTestLayer()
            renderOnce(layer)
            layer.isHidden = true
            layer.masksToBounds = true
            layer.name = "renamed"
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("redrawing after setNeedsDisplay replaces contents without animating")
    func redrawDoesNotAnimateContents() {
        withAnimationTimeline { _ in
            let delegate = FillingDelegate()
            let layer = makeTestLayer(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
            layer.delegate = delegate
            layer.setNeedsDisplay()
            renderOnce(layer)
            #expect(delegate.draws == 1)
            delegate.color = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            layer.setNeedsDisplay()
            let image = renderOnce(layer, size: CGSize(width: 4, height: 4))
            #expect(delegate.draws == 2)
            #expect(layer.animationKeys() == nil)
            // The new drawing shows at once.
            #expect(image.pixel(atX: 2, y: 2) == CGImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        }
    }

    @Test("setting contents directly on a rendered layer does animate (a crossfade)")
    func settingContentsAnimates() {
        withAnimationTimeline { _ in
            let layer = makeTestLayer(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
            layer.contents = solidImage(red: 1, green: 0, blue: 0)
            renderOnce(layer)
            layer.contents = solidImage(red: 0, green: 0, blue: 1)
            #expect(layer.animationKeys() == ["contents"])
        }
    }
}
