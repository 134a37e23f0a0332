import CCairo
import CoreGraphics
@testable import QuartzCore
import Testing

/// Subtrees that move by whole device pixels without changing are drawn
/// once into a picture and then copied into place; any change inside, or a
/// placement that is not a whole-pixel move, draws them again.
@MainActor
@Suite struct RasterCacheTests {
    /// A 100 × 100 pt root drawn at 2× for an app, holding a card with two
    /// overlapping translucent squares.
    @MainActor final class Scene {
        let root = CALayer()
        let card = CALayer()
        let squares = [CALayer(), CALayer()]
        let compositor = LayerCompositor(pixelWidth: 200, pixelHeight: 200, scale: 2)

        init() {
            // Pictures are what these tests are about: scrolled over the opaque root, the frame's
            // pixels would be moved instead (DamageTracker+Scrolling), the card painted only where
            // a rectangle brought in reaches it.
            compositor.movesScrolledPixels = false
            change {
                root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                root.backgroundColor = CGColor(gray: 1, alpha: 1)
                card.frame = CGRect(x: 10, y: 10, width: 50, height: 40)
                card.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
                card.cornerRadius = 8
                card.borderWidth = 1
                card.borderColor = CGColor(gray: 0, alpha: 1)
                for (index, square) in squares.enumerated() {
                    square.frame = CGRect(x: 5 + CGFloat(index) * 10, y: 5, width: 20, height: 20)
                    square.backgroundColor = CGColor(red: 1, green: CGFloat(index), blue: 0, alpha: 0.6)
                    card.addSublayer(square)
                }
                root.addSublayer(card)
                root.makeRoot(of: CoreAnimationContext.current)
            }
            compositor.render(root)
        }

        func change(_ body: () -> Void) {
            withoutActions(body)
        }

        /// Moves everything under the root by `dy` points and draws a frame.
        func scroll(by dy: CGFloat) {
            change { root.sublayerTransform = CATransform3DTranslate(root.sublayerTransform, 0, dy, 0) }
            compositor.render(root)
        }

        /// How the tracked frame differs from the frame drawn whole: how
        /// many channel values, and by how much at most.
        var differenceFromWhole: (count: Int, largest: Int) { compositor.differenceFromWhole(of: root) }
    }

    @Test("a card moved by whole pixels is drawn once into a picture, then copied as it moves on")
    func movingWholeDrawsFromThePicture() {
        let scene = Scene()
        #expect(scene.compositor.rasterCache.count == 0)
        scene.scroll(by: 3)
        #expect(scene.compositor.rasterCache.count == 1)
        let picture = scene.compositor.rasterCache.entry(for: scene.card, key: .init(
            subtreeVersion: scene.card.subtreeVersion, matrix: cairo_matrix_t(xx: 2, yx: 0, xy: 0, yy: 2, x0: 20, y0: 26),
            alpha: 1))
        #expect(picture != nil)
        scene.scroll(by: 3)
        scene.scroll(by: -1.5)
        #expect(scene.compositor.rasterCache.entry(for: scene.card, key: .init(
            subtreeVersion: scene.card.subtreeVersion, matrix: cairo_matrix_t(xx: 2, yx: 0, xy: 0, yy: 2, x0: 20, y0: 29),
            alpha: 1)) === picture)
        // The overlapping translucent squares composite as one picture: a level apart at most.
        let difference = scene.differenceFromWhole
        #expect(difference.largest <= 1)
    }

    @Test("a change inside the card, or a move by part of a pixel, draws it again")
    func changesDrawAgain() {
        let scene = Scene()
        scene.scroll(by: 3)
        scene.change { scene.squares[0].backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1) }
        scene.scroll(by: 3)
        // The card is drawn again; the square that did not change moved whole and gets a picture of its own.
        #expect(!scene.compositor.rasterCache.holdsPicture(of: scene.card))
        #expect(scene.compositor.rasterCache.holdsPicture(of: scene.squares[1]))
        #expect(scene.compositor.rasterCache.count == 1)
        #expect(scene.differenceFromWhole.largest <= 1)
        scene.scroll(by: 0.25)
        #expect(scene.compositor.rasterCache.count == 0)
        #expect(scene.differenceFromWhole.largest <= 1)
    }

    @Test("a subtree holding a backdrop is never drawn from a picture: it blurs what is behind it")
    func backdropsAreNotCached() {
        let scene = Scene()
        scene.change { scene.squares[1].backdropBlurRadius = 3 }
        scene.compositor.render(scene.root)
        scene.scroll(by: 3)
        scene.scroll(by: 3)
        #expect(!scene.compositor.rasterCache.holdsPicture(of: scene.card))
        #expect(!scene.compositor.rasterCache.holdsPicture(of: scene.squares[1]))
        // The square under the backdrop has a picture of its own.
        #expect(scene.compositor.rasterCache.holdsPicture(of: scene.squares[0]))
        #expect(scene.differenceFromWhole.largest <= 2)
    }

    @Test("sibling cards that move together share one picture; a sibling that changes is painted between runs")
    func siblingsMovingTogetherShareAPicture() {
        let scene = Scene()
        let second = CALayer(), indicator = CALayer(), third = CALayer()
        scene.change {
            for (index, card) in [second, third].enumerated() {
                card.frame = CGRect(x: 10, y: 55 + CGFloat(index) * 20, width: 50, height: 15)
                card.backgroundColor = CGColor(red: 0.9, green: 0.5, blue: 0.1, alpha: 0.8)
                card.cornerRadius = 4
            }
            indicator.frame = CGRect(x: 90, y: 10, width: 3, height: 30)
            indicator.backgroundColor = CGColor(gray: 0.3, alpha: 0.6)
            scene.root.addSublayer(second)
            scene.root.addSublayer(indicator)
            scene.root.addSublayer(third)
        }
        scene.compositor.render(scene.root)
        for _ in 0..<3 {
            // The content moves; the indicator keeps its place on screen, as a scroll indicator does.
            scene.change { indicator.position.y -= 2 }
            scene.scroll(by: 2)
            #expect(scene.differenceFromWhole.largest <= 1)
        }
        // The cards before the indicator share a picture, and have none of their own.
        #expect(scene.compositor.rasterCache.runPictureCount >= 1)
        #expect(!scene.compositor.rasterCache.holdsPicture(of: scene.card))
        #expect(!scene.compositor.rasterCache.holdsPicture(of: second))
        #expect(!scene.compositor.rasterCache.holdsPicture(of: indicator))
    }

    /// A cache with room for four 10×10 pixel pictures.
    static func makeSmallCache() -> RasterCache {
        RasterCache(budget: 4 * 4 * 100, frame: .init(x: 0, y: 0, width: 100, height: 100))
    }

    /// The key of a picture drawn untransformed and opaque.
    static let plainKey = RasterCache.Key(subtreeVersion: 0,
                                          matrix: cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0), alpha: 1)

    /// Keeps a 10×10 pixel picture of `layer`'s subtree in `cache`.
    static func storePicture(of layer: CALayer, in cache: RasterCache) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)!
        cache.store(surface, of: layer, key: plainKey, rect: .init(x: 0, y: 0, width: 10, height: 10),
                    translation: (0, 0))
    }

    @Test("over budget, the least recently used pictures go first; a picture whose layer is gone goes too")
    func eviction() {
        let cache = Self.makeSmallCache()
        var layers = (0..<5).map { _ in CALayer() }
        let key = Self.plainKey
        for layer in layers.prefix(4) { Self.storePicture(of: layer, in: cache) }
        cache.endFrame()
        #expect(cache.bytes == 1_600)
        for used in [0, 2, 3] { _ = cache.entry(for: layers[used], key: key) }
        Self.storePicture(of: layers[4], in: cache)
        cache.endFrame()
        // layers[1] was the least recently used.
        #expect(cache.count == 4)
        #expect(cache.entry(for: layers[1], key: key) == nil)
        #expect(cache.entry(for: layers[0], key: key) != nil)
        layers.removeLast()
        cache.endFrame()
        #expect(cache.count == 3)
        #expect(cache.bytes == 1_200)
    }

    @Test("pictures last used in the same frame go in the order their layers were made, whatever the dictionary's order")
    func evictionAmongEquallyOldPictures() {
        let cache = Self.makeSmallCache()
        let layers = (0..<8).map { _ in CALayer() }
        // Stored in a shuffled order, all in one frame: twice the budget.
        for index in [5, 2, 7, 0, 3, 6, 1, 4] { Self.storePicture(of: layers[index], in: cache) }
        cache.endFrame()
        #expect(cache.count == 4)
        #expect(layers.map { cache.holdsPicture(of: $0) } == [false, false, false, false, true, true, true, true])
    }
}
