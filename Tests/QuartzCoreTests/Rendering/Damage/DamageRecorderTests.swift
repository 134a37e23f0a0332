import CoreGraphics
@testable import QuartzCore
import Testing

/// The recording pass keeps last frame's damage nodes for subtrees in which
/// nothing changed (they are not walked again), and every kind of change
/// still reaches the damage: a sublayer joining or leaving, the order, a
/// mask's own change, an animation.
@MainActor
@Suite struct DamageRecorderTests {
    /// A 100 × 100 pt white root drawn for an app (as a window's tree is),
    /// holding two cards, each holding a dot.
    @MainActor final class Scene {
        let root = CALayer()
        let cards = [CALayer(), CALayer()]
        let dots = [CALayer(), CALayer()]
        let compositor = LayerCompositor(pixelWidth: 100, pixelHeight: 100, scale: 1)

        init(context: CoreAnimationContext? = CoreAnimationContext.current) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.backgroundColor = CGColor(gray: 1, alpha: 1)
            for (index, card) in cards.enumerated() {
                card.frame = CGRect(x: 10 + CGFloat(index) * 50, y: 10, width: 40, height: 40)
                card.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
                dots[index].frame = CGRect(x: 5, y: 5, width: 10, height: 10)
                dots[index].backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                card.addSublayer(dots[index])
                root.addSublayer(card)
            }
            if let context { root.makeRoot(of: context) }
            CATransaction.commit()
            compositor.render(root)
        }

        /// Changes the scene without implicit animations.
        func change(_ body: () -> Void) {
            withoutActions(body)
        }

        /// Last frame's node for `layer` (found by walking the nodes).
        func node(of layer: CALayer) -> DamageNode? {
            var pending = compositor.tracker.previous ?? []
            while let node = pending.popLast() {
                if node.serial == layer.renderSerial { return node }
                pending += node.children
            }
            return nil
        }

        func render() -> DamageRegion {
            CATransaction.flush()
            compositor.render(root)
            return compositor.lastDamage
        }

        /// How many channel values of the tracked frame differ from the
        /// frame drawn whole.
        var differencesFromWhole: Int { compositor.differenceFromWhole(of: root).count }
    }

    @Test("an unchanged frame keeps the root's node; a change keeps the nodes of every subtree it did not touch")
    func unchangedSubtreesKeepTheirNodes() throws {
        let scene = Scene()
        let root = try #require(scene.node(of: scene.root))
        let untouched = try #require(scene.node(of: scene.cards[1]))
        let touched = try #require(scene.node(of: scene.cards[0]))
        #expect(scene.render().isEmpty)
        #expect(scene.node(of: scene.root) === root)
        scene.change { scene.dots[0].backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
        let damage = scene.render()
        #expect(damage.rects == [DamageRegion.PixelRect(x: 14, y: 14, width: 12, height: 12)])
        #expect(scene.node(of: scene.root) !== root)
        #expect(scene.node(of: scene.cards[1]) === untouched)
        #expect(scene.node(of: scene.cards[0]) !== touched)
    }

    @Test("a tree drawn for no app is recorded whole each frame: an animation that nobody ticks, of a place or a colour, still damages")
    func treesWithoutAnAppAreRecordedWhole() throws {
        withAnimationTimeline { timeline in
            let scene = Scene(context: nil)
            let card = try! #require(scene.node(of: scene.cards[1]))
            #expect(scene.render().isEmpty)
            #expect(scene.node(of: scene.cards[1]) !== card)
            let animation = CABasicAnimation(keyPath: "position.y")
            animation.fromValue = 80
            animation.duration = 1
            scene.cards[1].add(animation, forKey: "drop")
            _ = scene.render()
            timeline.seek(to: 0.5)
            #expect(!scene.render().isEmpty)
            #expect(scene.differencesFromWhole == 0)
            // A colour, which moves nothing: the card signs with the frame's time.
            let pulse = CABasicAnimation(keyPath: "backgroundColor")
            pulse.fromValue = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
            pulse.duration = 1
            scene.cards[0].add(pulse, forKey: "pulse")
            _ = scene.render()
            timeline.seek(to: 0.75)
            // The first card's pixels (the second is still dropping, further right).
            #expect(scene.render().intersects(DamageRegion.PixelRect(x: 10, y: 10, width: 40, height: 40)))
            #expect(scene.differencesFromWhole == 0)
        }
    }

    @Test("a tree drawn for no app: an emitter's particles move on the frame")
    func emittersWithoutAnAppStillDamage() {
        withAnimationTimeline { timeline in
            let scene = Scene(context: nil)
            let context = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                    space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
            context.setFillColor(CGColor(gray: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            let cell = CAEmitterCell()
            cell.birthRate = 4
            cell.lifetime = 10
            cell.velocity = 40
            cell.emissionLongitude = .pi / 2
            cell.contents = context.makeImage()
            let emitter = CAEmitterLayer()
            emitter.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            emitter.emitterPosition = CGPoint(x: 50, y: 10)
            emitter.emitterCells = [cell]
            scene.change { scene.root.addSublayer(emitter) }
            _ = scene.render()
            timeline.seek(to: 1)
            #expect(!scene.render().isEmpty)
            #expect(scene.differencesFromWhole == 0)
        }
    }

    @Test("a card whose background colour animates is recorded again each frame, its dot is not")
    func ownLookAnimationsKeepTheSublayersNodes() throws {
        withAnimationTimeline { timeline in
            let scene = Scene()
            let animation = CABasicAnimation(keyPath: "backgroundColor")
            animation.fromValue = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
            animation.duration = 1
            scene.cards[0].add(animation, forKey: "pulse")
            _ = scene.render()
            let dot = try! #require(scene.node(of: scene.dots[0]))
            for frame in 1...3 {
                timeline.tick(at: Double(frame) / 8)
                let card = scene.node(of: scene.cards[0])
                #expect(scene.render().rects == [DamageRegion.PixelRect(x: 9, y: 9, width: 42, height: 42)])
                #expect(scene.node(of: scene.cards[0]) !== card, "frame \(frame)")
                #expect(scene.node(of: scene.dots[0]) === dot, "frame \(frame)")
                #expect(scene.differencesFromWhole == 0)
            }
        }
    }

    @Test("a new sublayer damages where it paints, not its whole superlayer")
    func aJoiningSublayerDamagesItsOwnPixels() {
        let scene = Scene()
        let badge = CALayer()
        badge.frame = CGRect(x: 20, y: 20, width: 4, height: 4)
        badge.backgroundColor = CGColor(gray: 0, alpha: 1)
        scene.change { scene.cards[0].addSublayer(badge) }
        #expect(scene.render().rects == [DamageRegion.PixelRect(x: 29, y: 29, width: 6, height: 6)])
        #expect(scene.differencesFromWhole == 0)
        scene.change { badge.removeFromSuperlayer() }
        #expect(scene.render().rects == [DamageRegion.PixelRect(x: 29, y: 29, width: 6, height: 6)])
        #expect(scene.differencesFromWhole == 0)
    }

    @Test("a translucent layer losing its last sublayer, or gaining its first, is drawn again (painted as a group or not)")
    func groupOpacityFollowsTheSublayerList() {
        let scene = Scene()
        scene.change { scene.cards[0].opacity = 0.3 }
        _ = scene.render()
        scene.change { scene.dots[0].removeFromSuperlayer() }
        #expect(scene.render().bounds == DamageRegion.PixelRect(x: 9, y: 9, width: 42, height: 42))
        #expect(scene.differencesFromWhole == 0)
        scene.change { scene.cards[0].addSublayer(scene.dots[0]) }
        #expect(scene.render().bounds == DamageRegion.PixelRect(x: 9, y: 9, width: 42, height: 42))
        #expect(scene.differencesFromWhole == 0)
    }

    @Test("moving a sublayer in the order damages it with everything under it")
    func reorderingDamagesTheMovedSubtree() {
        let scene = Scene()
        // The second card overlaps the first, then goes behind it.
        scene.change { scene.cards[1].position.x = 40 }
        _ = scene.render()
        scene.change { scene.root.insertSublayer(scene.cards[1], at: 0) }
        let damage = scene.render()
        #expect(damage.bounds == DamageRegion.PixelRect(x: 19, y: 9, width: 42, height: 42))
        #expect(scene.differencesFromWhole == 0)
    }

    @Test("a change of a mask's own damages the layer it masks")
    func maskChangesReachTheMaskedLayer() {
        let scene = Scene()
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
        mask.backgroundColor = CGColor(gray: 0, alpha: 1)
        scene.change { scene.cards[0].mask = mask }
        _ = scene.render()
        #expect(scene.differencesFromWhole == 0)
        scene.change { mask.frame.size.width = 40 }
        #expect(!scene.render().isEmpty)
        #expect(scene.differencesFromWhole == 0)
    }

    @Test("a subtree moved by whole pixels is taken from last frame's nodes, moved, without being walked")
    func subtreesMovedByWholePixelsAreNotWalked() throws {
        let scene = Scene()
        // A root that shows what is behind it: its pixels cannot simply be moved (`DamageTracker+ScrollingTests`).
        scene.change { scene.root.backgroundColor = CGColor(gray: 1, alpha: 0.5) }
        _ = scene.render()
        scene.change { scene.root.sublayerTransform = CATransform3DMakeTranslation(0, 3, 0) }
        let damage = scene.render()
        let card = try #require(scene.node(of: scene.cards[0]))
        let dot = try #require(scene.node(of: scene.dots[0]))
        #expect(card.movedWhole && dot.movedWhole)
        #expect(dot.record.extent == DamageRegion.PixelRect(x: 14, y: 17, width: 12, height: 12))
        // Both cards, where they were and where they are (cut at the frame).
        #expect(damage.bounds == DamageRegion.PixelRect(x: 9, y: 9, width: 91, height: 45))
        #expect(scene.differencesFromWhole == 0)
        // A change inside after the move is found where the dot is now.
        scene.change { scene.dots[0].backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
        #expect(scene.render().rects == [DamageRegion.PixelRect(x: 14, y: 17, width: 12, height: 12)])
        #expect(scene.differencesFromWhole == 0)
    }

    @Test("sublayers moved with their parent's by whole pixels take last frame's nodes, moved, their own children left uncopied")
    func sublayersMovedWithTheirParentAreNotWalked() throws {
        let scene = Scene()
        for frame in 1...2 {
            scene.change { scene.root.sublayerTransform = CATransform3DMakeTranslation(0, 3 * CGFloat(frame), 0) }
            _ = scene.render()
            // The root was walked (its sublayer transform changed); the cards were not.
            let root = try #require(scene.compositor.tracker.previous?.first)
            let card = try #require(root.children.first { $0.serial == scene.cards[0].renderSerial })
            #expect(card.movedWhole && card.childrenAreUncopied, "frame \(frame)")
            #expect(card.subtreeExtent == DamageRegion.PixelRect(x: 9, y: 9 + 3 * frame, width: 42, height: 42))
            #expect(scene.differencesFromWhole == 0)
        }
        // A change inside after the moves is found where the dot is now.
        scene.change { scene.dots[0].backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
        #expect(scene.render().rects == [DamageRegion.PixelRect(x: 14, y: 20, width: 12, height: 12)])
        #expect(scene.differencesFromWhole == 0)
    }

    @Test("a subtree moved by part of a pixel is walked again")
    func subtreesMovedByPartOfAPixelAreWalked() throws {
        let scene = Scene()
        scene.change { scene.root.sublayerTransform = CATransform3DMakeTranslation(0, 0.5, 0) }
        _ = scene.render()
        let card = try #require(scene.node(of: scene.cards[0]))
        #expect(!card.movedWhole)
        #expect(scene.differencesFromWhole == 0)
    }
}
