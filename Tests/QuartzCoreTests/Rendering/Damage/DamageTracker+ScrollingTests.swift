import CoreGraphics
@testable import QuartzCore
import Testing

/// A layer that scrolls over its own opaque background has the frame's
/// pixels moved instead of painted again; only what the move brings in, or
/// carries wrongly, is painted — and the frame is the one drawn whole.
@MainActor
@Suite struct DamageTrackerScrollingTests {
    /// A 100 × 100 pt white root at 2×, drawn for an app, holding a grey
    /// scroller (10, 10, 80 × 80 pt, clipping) with twelve opaque rows of
    /// 20 pt, each holding a translucent dot.
    @MainActor final class Scene {
        let root = CALayer()
        let scroller = CALayer()
        let rows = (0..<12).map { _ in CALayer() }
        let compositor = LayerCompositor(pixelWidth: 200, pixelHeight: 200, scale: 2)

        init() {
            withoutActions {
                root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                root.backgroundColor = CGColor(gray: 1, alpha: 1)
                scroller.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
                scroller.backgroundColor = CGColor(gray: 0.9, alpha: 1)
                scroller.masksToBounds = true
                for (index, row) in rows.enumerated() {
                    row.frame = CGRect(x: 4, y: CGFloat(index) * 20 + 2, width: 72, height: 16)
                    row.backgroundColor = CGColor(red: CGFloat(index) / 12, green: 0.5, blue: 1 - CGFloat(index) / 12,
                                                  alpha: 1)
                    let dot = CALayer()
                    dot.frame = CGRect(x: 3 + CGFloat(index) * 5, y: 3, width: 10, height: 10)
                    dot.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 0.6)
                    row.addSublayer(dot)
                    scroller.addSublayer(row)
                }
                root.addSublayer(scroller)
                root.makeRoot(of: CoreAnimationContext.current)
            }
            compositor.render(root)
        }

        /// Scrolls the scroller's content up by `dy` points (its bounds'
        /// origin down), changes what `body` changes, and draws a frame.
        func scroll(by dy: CGFloat, dx: CGFloat = 0, andChange body: () -> Void = {}) {
            withoutActions {
                scroller.bounds.origin.y += dy
                scroller.bounds.origin.x += dx
                body()
            }
            compositor.render(root)
        }

        /// Changes what `body` changes and draws a frame, without scrolling.
        func change(_ body: () -> Void) {
            withoutActions(body)
            compositor.render(root)
        }

        /// The scroller's pixels on the frame.
        static let area = DamageRegion.PixelRect(x: 20, y: 20, width: 160, height: 160)

        var differenceFromWhole: (count: Int, largest: Int) { compositor.differenceFromWhole(of: root) }
    }

    @Test("a scrolled list moves the frame's pixels and paints only the rows the move brings in")
    func scrollingMovesPixels() {
        let scene = Scene()
        scene.scroll(by: 3)
        #expect(scene.compositor.lastShift == FrameShift(area: Scene.area, dx: 0, dy: -6))
        #expect(scene.compositor.lastPainted.rects == [DamageRegion.PixelRect(x: 20, y: 174, width: 160, height: 6)])
        // The host is told every pixel that changed: the moved ones too.
        #expect(scene.compositor.lastDamage.rects == [Scene.area])
        #expect(scene.differenceFromWhole.count == 0)
        scene.scroll(by: -7.5)
        #expect(scene.compositor.lastShift == FrameShift(area: Scene.area, dx: 0, dy: 15))
        #expect(scene.compositor.lastPainted.rects == [DamageRegion.PixelRect(x: 20, y: 20, width: 160, height: 15)])
        #expect(scene.differenceFromWhole.count == 0)
        scene.scroll(by: 0, dx: 2)
        #expect(scene.compositor.lastShift == FrameShift(area: Scene.area, dx: -4, dy: 0))
        #expect(scene.differenceFromWhole.count == 0)
        // A diagonal move brings in an L of pixels, which the damage region's box makes the whole area.
        scene.scroll(by: 1, dx: -1)
        #expect(scene.compositor.lastShift == nil)
        #expect(scene.differenceFromWhole.count == 0)
    }

    @Test("a move by part of a device pixel, or of a background that shows what is behind, is painted as before")
    func whatCannotMoveIsPainted() {
        let scene = Scene()
        scene.scroll(by: 0.25)
        #expect(scene.compositor.lastShift == nil)
        #expect(scene.differenceFromWhole.largest <= 2)
        scene.change { scene.scroller.backgroundColor = CGColor(gray: 0.9, alpha: 0.9) }
        scene.scroll(by: 2.25)
        #expect(scene.compositor.lastShift == nil)
        #expect(scene.differenceFromWhole.largest <= 2)
    }

    @Test("a row that changes while the list scrolls is painted where it is and where its old pixels were carried")
    func aChangedRowIsPaintedTwice() {
        let scene = Scene()
        scene.scroll(by: 3) { scene.rows[1].backgroundColor = CGColor(gray: 0, alpha: 1) }
        #expect(scene.compositor.lastShift?.dy == -6)
        // The row, 2 + 20 pt down the content, now at 10 + 22 - 6 pt; its old pixels went 6 px up too.
        let row = DamageRegion.PixelRect(x: 27, y: 57, width: 146, height: 34)
        #expect(scene.compositor.lastPainted.rects.contains { $0.contains(row) })
        #expect(scene.differenceFromWhole.count == 0)
    }

    @Test("a scroll indicator kept in place is painted where it is and where the move carried it")
    func anIndicatorThatStaysIsPainted() {
        let scene = Scene()
        let indicator = CALayer()
        scene.change {
            indicator.frame = CGRect(x: 74, y: 10, width: 3, height: 20)
            indicator.backgroundColor = CGColor(gray: 0, alpha: 0.5)
            scene.scroller.addSublayer(indicator)
        }
        for _ in 0..<4 {
            scene.scroll(by: 5) { indicator.position.y += 5 + 0.5 }
            #expect(scene.compositor.lastShift?.dy == -10)
            #expect(scene.differenceFromWhole.count == 0)
        }
        // A row leaving and one joining as it scrolls.
        scene.scroll(by: 5) {
            scene.rows[0].removeFromSuperlayer()
            let fresh = CALayer()
            fresh.frame = CGRect(x: 4, y: 242, width: 72, height: 16)
            fresh.backgroundColor = CGColor(red: 0, green: 0.6, blue: 0, alpha: 1)
            scene.scroller.addSublayer(fresh)
        }
        #expect(scene.compositor.lastShift?.dy == -10)
        #expect(scene.differenceFromWhole.count == 0)
    }

    @Test("what is painted over the area from outside the scroller is painted again where it is and where it was carried")
    func overlaysArePaintedAgain() {
        let scene = Scene()
        let bar = CALayer(), badge = CALayer()
        scene.change {
            bar.frame = CGRect(x: 0, y: 0, width: 100, height: 24)
            bar.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.7)
            badge.frame = CGRect(x: 60, y: 60, width: 12, height: 12)
            badge.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            scene.root.addSublayer(bar)
            scene.root.addSublayer(badge)
        }
        scene.scroll(by: 3)
        #expect(scene.compositor.lastShift?.dy == -6)
        #expect(scene.differenceFromWhole.count == 0)
        scene.scroll(by: 4) { badge.position.x -= 11 }
        #expect(scene.compositor.lastShift?.dy == -8)
        #expect(scene.differenceFromWhole.count == 0)
        scene.scroll(by: 2) { badge.removeFromSuperlayer() }
        #expect(scene.compositor.lastShift?.dy == -4)
        #expect(scene.differenceFromWhole.count == 0)
    }

    @Test("a later root over the area is painted again where it is and where it was carried")
    func laterRootsArePaintedAgain() {
        let scene = Scene()
        let window = CALayer()
        withoutActions {
            window.frame = CGRect(x: 50, y: 50, width: 30, height: 30)
            window.backgroundColor = CGColor(red: 0, green: 0, blue: 0.5, alpha: 0.8)
            window.makeRoot(of: CoreAnimationContext.current)
        }
        scene.compositor.render([scene.root, window])
        withoutActions { scene.scroller.bounds.origin.y += 3 }
        scene.compositor.render([scene.root, window])
        #expect(scene.compositor.lastShift?.dy == -6)
        let whole = LayerCompositor(pixelWidth: 200, pixelHeight: 200, scale: 2)
        whole.tracksDamage = false
        whole.render([scene.root, window])
        #expect(DamageTrackingTests.pixels(whole) == DamageTrackingTests.pixels(scene.compositor))
        withoutActions { window.makeRoot(of: nil) }
    }

    @Test("a backdrop over the area reads the moved pixels: it is painted again whole")
    func backdropsOverTheAreaArePaintedAgain() {
        let scene = Scene()
        let frosted = CALayer()
        scene.change {
            frosted.frame = CGRect(x: 20, y: 40, width: 60, height: 20)
            frosted.backdropBlurRadius = 3
            frosted.backgroundColor = CGColor(gray: 1, alpha: 0.3)
            scene.root.addSublayer(frosted)
        }
        scene.scroll(by: 3)
        #expect(scene.compositor.lastShift?.dy == -6)
        #expect(scene.compositor.lastPainted.rects.contains { $0.contains(DamageRegion.PixelRect(x: 40, y: 80, width: 120, height: 40)) })
        #expect(scene.differenceFromWhole.largest <= 2)
    }

    @Test("a scroller that draws nothing of its own moves pixels over an ancestor's opaque background")
    func clearScrollersMovePixelsOverTheirBacking() {
        let scene = Scene()
        scene.change { scene.scroller.backgroundColor = nil }
        // The root's white shows under the rows.
        scene.scroll(by: 3)
        #expect(scene.compositor.lastShift == FrameShift(area: Scene.area, dx: 0, dy: -6))
        #expect(scene.differenceFromWhole.count == 0)
        // Something painted under the scroller where it shows breaks the one color.
        let under = CALayer()
        scene.change {
            under.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
            under.backgroundColor = CGColor(red: 0, green: 0.5, blue: 0, alpha: 1)
            scene.root.insertSublayer(under, at: 0)
        }
        scene.scroll(by: 3)
        #expect(scene.compositor.lastShift == nil)
        #expect(scene.differenceFromWhole.count == 0)
        // Away from the area it does not.
        scene.change { under.frame = CGRect(x: 1, y: 1, width: 8, height: 8) }
        scene.scroll(by: 3)
        #expect(scene.compositor.lastShift?.dy == -6)
        #expect(scene.differenceFromWhole.count == 0)
        // Nor does an ancestor that draws something of its own under it, other than an opaque background.
        scene.change { scene.root.contents = DamageTrackingTests.picture }
        scene.scroll(by: 3)
        #expect(scene.compositor.lastShift == nil)
        #expect(scene.differenceFromWhole.largest <= 2)
    }

    @Test("a move that what is painted anyway covers is not made")
    func aMoveCoveredAnywayIsNotMade() {
        let scene = Scene()
        let cover = CALayer()
        scene.change {
            cover.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            cover.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.1)
            scene.root.addSublayer(cover)
        }
        scene.scroll(by: 3) { cover.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.2) }
        #expect(scene.compositor.lastShift == nil)
        #expect(scene.differenceFromWhole.count == 0)
    }

    @Test("random trees scrolled by whole pixels frame after frame, with random changes, draw what painting the moved layers again draws",
          arguments: 0..<8)
    func randomScrolling(seed: UInt64) {
        var shifted = 0
        let difference = withAnimationTimeline { timeline in
            var dice = DamageTrackingTests.Dice(seed: seed &* 104_729 &+ 7)
            var (root, layers) = DamageTrackingTests.makeTree(&dice, corners: seed % 2 == 1, count: 12)
            // Over them, a container that may clip, round and border what it holds; in it a scroller
            // over its own opaque background, holding random layers. At whole points, as views laid
            // out on the pixel grid are.
            let container = CALayer(), scroller = CALayer()
            container.frame = CGRect(x: dice.below(10), y: dice.below(10), width: 84, height: 84)
            container.masksToBounds = dice.chance(0.5)
            // Half the scrollers draw nothing of their own, over the container's opaque background.
            let clearScroller = seed % 4 >= 2
            container.cornerRadius = seed % 2 == 1 && !clearScroller ? dice.unit() * 10 : 0
            if clearScroller { container.backgroundColor = CGColor(red: dice.unit(), green: dice.unit(), blue: 0.5, alpha: 1) }
            container.borderWidth = dice.chance(0.5) ? 1 + dice.unit() * 3 : 0
            container.borderColor = dice.color()
            scroller.frame = CGRect(x: 2 + dice.below(10), y: 2 + dice.below(10), width: 70, height: 70)
            scroller.backgroundColor = CGColor(red: dice.unit(), green: dice.unit(), blue: dice.unit(), alpha: 1)
            scroller.masksToBounds = dice.chance(0.7)
            if clearScroller { scroller.backgroundColor = nil }
            container.addSublayer(scroller)
            root.addSublayer(container)
            var content: [CALayer] = []
            for _ in 0..<10 {
                let layer = CALayer()
                DamageTrackingTests.restyle(layer, &dice, corners: seed % 2 == 1)
                (content.isEmpty || dice.chance(0.7) ? scroller : content[dice.below(content.count)]).addSublayer(layer)
                content.append(layer)
            }
            root.makeRoot(of: CoreAnimationContext.current)
            let moving = LayerCompositor(pixelWidth: 192, pixelHeight: 192, scale: 2)
            let painting = LayerCompositor(pixelWidth: 192, pixelHeight: 192, scale: 2)
            painting.movesScrolledPixels = false
            var worst = (count: 0, largest: 0)
            for frame in 1...24 {
                // Scrolled as a scroll view is, without an implicit animation.
                let dy = CGFloat(dice.below(9) - 4) / 2, dx = dice.chance(0.3) ? CGFloat(dice.below(5) - 2) / 2 : 0
                withoutActions { scroller.bounds.origin = CGPoint(x: scroller.bounds.minX + dx, y: scroller.bounds.minY + dy) }
                if dice.chance(0.5) { DamageTrackingTests.change(scroller, &content, &dice, corners: seed % 2 == 1) }
                if dice.chance(0.3) { DamageTrackingTests.change(root, &layers, &dice, corners: seed % 2 == 1) }
                CATransaction.flush()
                timeline.tick(at: Double(frame) / 16)
                moving.render(root)
                painting.render(root)
                if moving.lastShift != nil { shifted += 1 }
                let difference = DamageTrackingTests.difference(DamageTrackingTests.pixels(moving),
                                                                DamageTrackingTests.pixels(painting))
                worst.count = max(worst.count, difference.count)
                worst.largest = max(worst.largest, difference.largest)
            }
            return worst
        }
        #expect(shifted > 0, "seed \(seed): no frame moved pixels")
        // A layer painted directly in the frame it changed keeps those pixels as they move, where
        // painting it again takes its picture: a level or two apart where translucent layers overlap.
        #expect(difference.largest <= 2, "seed \(seed): a channel differs by \(difference.largest)")
        #expect(difference.count <= DamageTrackingTests.differingValuesBound,
                "seed \(seed): \(difference.count) channel values differ")
    }
}
