import CoreGraphics
@testable import QuartzCore
import Testing

/// When a few of many sublayers change, their parent's node is last frame's
/// with only their nodes recorded again: the other sublayers are not
/// visited, the comparison looks at those alone, and the frame still draws
/// what drawing it whole draws.
@MainActor
@Suite struct DamageNodePatchingTests {
    /// A 200 × 200 pt white root drawn at 2× for an app, holding 40 cards in
    /// rows of 8, each holding a dot.
    @MainActor final class Scene {
        let root = CALayer()
        var cards: [CALayer] = []
        var dots: [CALayer] = []
        let compositor = LayerCompositor(pixelWidth: 400, pixelHeight: 400, scale: 2)

        init() {
            change {
                root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
                root.backgroundColor = CGColor(gray: 1, alpha: 1)
                for index in 0..<40 {
                    let card = CALayer(), dot = CALayer()
                    card.frame = CGRect(x: 4 + CGFloat(index % 8) * 24, y: 4 + CGFloat(index / 8) * 24, width: 20, height: 20)
                    card.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
                    card.cornerRadius = 4
                    dot.frame = CGRect(x: 5, y: 5, width: 6, height: 6)
                    dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                    card.addSublayer(dot)
                    root.addSublayer(card)
                    cards.append(card)
                    dots.append(dot)
                }
                root.makeRoot(of: CoreAnimationContext.current)
            }
            compositor.render(root)
        }

        func change(_ body: () -> Void) {
            withoutActions(body)
        }

        var rootNode: DamageNode? { compositor.tracker.previous?.first }

        func render() -> DamageRegion {
            CATransaction.flush()
            compositor.render(root)
            return compositor.lastDamage
        }

        /// The root's node as a compositor with no earlier frame records it.
        var rootNodeRecordedWhole: DamageNode? {
            let fresh = LayerCompositor(pixelWidth: 400, pixelHeight: 400, scale: 2)
            fresh.render(root)
            return fresh.tracker.previous?.first
        }

        var differencesFromWhole: Int { compositor.differenceFromWhole(of: root).count }
    }

    @Test("a change inside one card records that card alone: every other child is last frame's node")
    func oneChangedSublayerIsRecordedAlone() throws {
        let scene = Scene()
        let before = try #require(scene.rootNode)
        scene.change { scene.dots[13].backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
        let damage = scene.render()
        let after = try #require(scene.rootNode)
        #expect(after.patchBase === before)
        #expect(after.patchedPositions == [13])
        let kept = zip(before.children, after.children).filter { $0 === $1 }.count
        #expect(kept == 39)
        // The dot, 6 pt at (4 + 5 × 24 + 5, 4 + 24 + 5) at 2×, one pixel around.
        #expect(damage.rects == [DamageRegion.PixelRect(x: 257, y: 65, width: 14, height: 14)])
        // The piece found the card under it through the index of the children's extents.
        #expect(after.childGrid != nil)
        #expect(scene.differencesFromWhole == 0)
    }

    @Test("the patched root takes last frame's children instead of copying them; last frame's node still tells them as they were")
    func lastFramesChildrenAreTakenNotCopied() throws {
        let scene = Scene()
        let before = try #require(scene.rootNode)
        let cardBefore = before.children[13]
        scene.change { scene.dots[13].backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
        _ = scene.render()
        let after = try #require(scene.rootNode)
        #expect(before.storedChildren.isEmpty)
        #expect(before.childrenLentTo === after)
        #expect(after.replacedChildren.count == 1)
        #expect(after.replacedChildren.first === cardBefore)
        #expect(before.children.count == 40)
        #expect(before.children[13] === cardBefore)
        #expect(after.children[13] !== cardBefore)
        // The next frame's root takes them on; what this one replaced has been compared and goes.
        scene.change { scene.dots[20].backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
        _ = scene.render()
        let next = try #require(scene.rootNode)
        #expect(after.childrenLentTo === next)
        #expect(after.replacedChildren.isEmpty)
        #expect(next.patchedPositions == [20])
        #expect(scene.differencesFromWhole == 0)
    }

    @Test("a child going gives last frame's node its children back, as they were")
    func aChildGoingGivesTheChildrenBack() throws {
        let scene = Scene()
        let before = try #require(scene.rootNode)
        let children = before.children
        scene.change {
            scene.dots[2].backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            scene.cards[5].isHidden = true
        }
        _ = scene.render()
        #expect(before.childrenLentTo == nil)
        #expect(before.storedChildren.count == 40)
        #expect(zip(before.storedChildren, children).allSatisfy { $0 === $1 })
        #expect(scene.rootNode?.children.count == 39)
        #expect(scene.differencesFromWhole == 0)
    }

    @Test("a card hidden goes from the children; shown again, the root is walked whole")
    func aHiddenSublayersNodeGoes() throws {
        let scene = Scene()
        scene.change { scene.cards[5].isHidden = true }
        #expect(!scene.render().isEmpty)
        #expect(scene.rootNode?.children.count == 39)
        #expect(scene.differencesFromWhole == 0)
        scene.change { scene.cards[5].isHidden = false }
        #expect(!scene.render().isEmpty)
        let root = try #require(scene.rootNode)
        #expect(root.patchBase == nil)
        #expect(root.children.count == 40)
        #expect(scene.differencesFromWhole == 0)
    }

    @Test("the one card reaching furthest moving back in shrinks the children's extent as recording them whole would")
    func aggregatesFollowAChildLeavingTheEdge() throws {
        let scene = Scene()
        let original = try #require(scene.rootNode?.childrenSummary.extent)
        scene.change { scene.cards[39].position.y += 30 }
        _ = scene.render()
        let lowered = try #require(scene.rootNode)
        #expect(lowered.childrenSummary.extent.maxY == original.maxY + 60)
        scene.change { scene.cards[39].position.y -= 30 }
        _ = scene.render()
        let patched = try #require(scene.rootNode)
        #expect(patched.patchBase === lowered)
        #expect(patched.childrenSummary.extent == original)
        #expect(patched.childrenSummary.extent == scene.rootNodeRecordedWhole?.childrenSummary.extent)
        #expect(scene.differencesFromWhole == 0)
    }

    @Test("a card joining walks the root whole")
    func aJoiningSublayerWalksTheParentWhole() throws {
        let scene = Scene()
        let card = CALayer()
        card.frame = CGRect(x: 150, y: 150, width: 20, height: 20)
        card.backgroundColor = CGColor(gray: 0, alpha: 1)
        scene.change { scene.root.addSublayer(card) }
        _ = scene.render()
        #expect(scene.rootNode?.patchBase == nil)
        #expect(scene.rootNode?.children.count == 41)
        #expect(scene.differencesFromWhole == 0)
    }

    @Test("more cards changed than a layer lists walks the root whole, and still draws them all")
    func manyChangesWalkTheParentWhole() throws {
        let scene = Scene()
        scene.change {
            for dot in scene.dots.prefix(SublayerChangeLog.capacity + 1) { dot.backgroundColor = CGColor(gray: 0, alpha: 1) }
        }
        _ = scene.render()
        #expect(scene.rootNode?.patchBase == nil)
        #expect(scene.differencesFromWhole == 0)
    }
}
