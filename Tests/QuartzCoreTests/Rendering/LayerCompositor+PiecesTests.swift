import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing
import UIKitTesting

/// A window's compositor paints a large damage in bands on several threads:
/// the same pixels whatever the number of threads, close to a frame drawn
/// whole, with app code (a tiled layer's delegate) still run on the thread
/// that asked for the frame.
@MainActor
@Suite struct LayerCompositorPiecesTests {
    typealias Dice = DamageTrackingTests.Dice
    typealias PixelRect = DamageRegion.PixelRect

    static func makeCompositor(bands: Int, threads: Int, width: Int = 192, height: Int = 192,
                               scale: CGFloat = DamageTrackingTests.scale) -> LayerCompositor {
        let compositor = LayerCompositor(pixelWidth: width, pixelHeight: height, scale: scale)
        compositor.paintsInBands = true
        compositor.bandCount = bands
        compositor.threads = threads
        return compositor
    }

    @Test("random trees changed frame after frame paint the same pixels in bands on one thread, two and three",
          arguments: 0..<8)
    func bandsAreTheSameOnAnyNumberOfThreads(seed: UInt64) {
        withAnimationTimeline { timeline in
            var dice = Dice(seed: seed &* 104_729 &+ 3)
            var (root, layers) = DamageTrackingTests.makeTree(&dice, corners: true, count: 40)
            root.makeRoot(of: CoreAnimationContext.current)
            let compositors = [1, 2, 3].map { Self.makeCompositor(bands: 3, threads: $0) }
            for frame in 1...16 {
                for _ in 0..<(1 + dice.below(3)) { DamageTrackingTests.change(root, &layers, &dice, corners: true) }
                CATransaction.flush()
                timeline.tick(at: Double(frame) / 16)
                for compositor in compositors { compositor.render(root) }
                let one = DamageTrackingTests.pixels(compositors[0])
                for (threads, compositor) in zip([2, 3], compositors.dropFirst()) {
                    let differing = DamageTrackingTests.difference(DamageTrackingTests.pixels(compositor), one).count
                    #expect(differing == 0, "seed \(seed), frame \(frame), \(threads) threads")
                }
            }
        }
    }

    @Test("a frame painted in bands matches the frame drawn whole within a level or two", arguments: 0..<6)
    func bandsMatchTheWholeFrame(seed: UInt64) {
        withAnimationTimeline { timeline in
            var dice = Dice(seed: seed &* 7919 &+ 1)
            var (root, layers) = DamageTrackingTests.makeTree(&dice, corners: false)
            root.makeRoot(of: CoreAnimationContext.current)
            let banded = Self.makeCompositor(bands: 3, threads: 2)
            let whole = LayerCompositor(pixelWidth: 192, pixelHeight: 192, scale: DamageTrackingTests.scale)
            whole.tracksDamage = false
            for frame in 1...12 {
                for _ in 0..<(1 + dice.below(3)) { DamageTrackingTests.change(root, &layers, &dice, corners: false) }
                CATransaction.flush()
                timeline.tick(at: Double(frame) / 16)
                banded.render(root)
                whole.render(root)
                let difference = DamageTrackingTests.difference(DamageTrackingTests.pixels(banded),
                                                                DamageTrackingTests.pixels(whole))
                #expect(difference.largest <= 2, "seed \(seed), frame \(frame): a channel differs by \(difference.largest)")
                #expect(difference.count <= DamageTrackingTests.differingValuesBound)
            }
        }
    }

    @Test("a large damaged rectangle is cut into even bands; a small one, or any without bands, is painted whole")
    func largeDamageIsCutIntoBands() {
        let compositor = Self.makeCompositor(bands: 2, threads: 2, width: 100, height: 400, scale: 1)
        let frame = compositor.frameRect
        #expect(compositor.pieces(of: DamageRegion(frame), readers: []) == [
            PixelRect(x: 0, y: 0, width: 100, height: 200), PixelRect(x: 0, y: 200, width: 100, height: 200),
        ])
        let small = PixelRect(x: 10, y: 10, width: 20, height: 20)
        #expect(compositor.pieces(of: DamageRegion(small), readers: []) == [small])
        compositor.paintsInBands = false
        #expect(compositor.pieces(of: DamageRegion(frame), readers: []) == [frame])
    }

    @Test("a cut never splits what a backdrop blur or a shadow reads: it moves below it")
    func cutsMoveBelowReaders() {
        let compositor = Self.makeCompositor(bands: 2, threads: 2, width: 100, height: 400, scale: 1)
        let frame = compositor.frameRect
        let blur = PixelRect(x: 20, y: 150, width: 60, height: 100)
        #expect(compositor.pieces(of: DamageRegion(frame), readers: [blur]) == [
            PixelRect(x: 0, y: 0, width: 100, height: 250), PixelRect(x: 0, y: 250, width: 100, height: 150),
        ])
        // A reader reaching the bottom leaves no room for a cut.
        let tall = PixelRect(x: 0, y: 100, width: 100, height: 300)
        #expect(compositor.pieces(of: DamageRegion(frame), readers: [tall]) == [frame])
    }

    @Test("a piece needs no clearing when the back root's opaque, square, upright background covers it first")
    func opaqueRootBackgroundsSpareTheClearing() {
        let compositor = Self.makeCompositor(bands: 2, threads: 1, width: 100, height: 100, scale: 1)
        let piece = DamageRegion.PixelRect(x: 10, y: 10, width: 50, height: 50)
        func starts(_ configure: (CALayer) -> Void) -> Bool {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.backgroundColor = CGColor(gray: 1, alpha: 1)
            configure(root)
            return compositor.startsWithOpaqueFill(of: piece, roots: [root], rootNodes: [:], at: 0)
        }
        #expect(starts { _ in })
        #expect(!starts { $0.backgroundColor = CGColor(gray: 1, alpha: 0.5) })
        #expect(!starts { $0.backgroundColor = nil })
        #expect(!starts { $0.cornerRadius = 4 })
        #expect(!starts { $0.opacity = 0.9 })
        #expect(!starts { $0.frame = CGRect(x: 20, y: 0, width: 80, height: 100) }, "the piece reaches past it")
        #expect(!starts { $0.setAffineTransform(CGAffineTransform(rotationAngle: 0.1)) })
        #expect(!starts {
            $0.shadowOpacity = 0.5
            $0.shadowPath = CGPath(rect: $0.bounds, transform: nil)
        }, "a shadow is painted first")
        #expect(!starts { $0.backdropBlurRadius = 3 })
        #expect(!starts { $0.isHidden = true })
    }

    /// A column of twelve translucent cards on a white 96 × 96 pt root,
    /// drawn for an app; the cards at `raised` have a zPosition of 1.
    static func makeColumn(raised: Set<Int> = []) -> CALayer {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        for index in 0..<12 {
            let card = CALayer()
            card.frame = CGRect(x: 8 + CGFloat(index % 3) * 4, y: 2 + CGFloat(index) * 8, width: 60, height: 10)
            card.backgroundColor = CGColor(red: CGFloat(index) / 12, green: 0.4, blue: 0.8, alpha: 0.7)
            card.cornerRadius = 3
            card.zPosition = raised.contains(index) ? 1 : 0
            root.addSublayer(card)
        }
        root.makeRoot(of: CoreAnimationContext.current)
        return root
    }

    /// Moves the cards of a column (`makeColumn(raised:)`) down 1.5 pt (3
    /// pixels) a frame for four frames, painted in two bands on two
    /// threads, each frame within a level of the frame drawn whole;
    /// `check` looks at the banded compositor after each.
    static func moveColumn(raised: Set<Int> = [], check: (LayerCompositor, Int) -> Void = { _, _ in }) {
        let root = makeColumn(raised: raised)
        let banded = makeCompositor(bands: 2, threads: 2)
        let whole = LayerCompositor(pixelWidth: 192, pixelHeight: 192, scale: DamageTrackingTests.scale)
        whole.tracksDamage = false
        banded.render(root)
        for frame in 1...4 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.sublayerTransform = CATransform3DMakeTranslation(0, CGFloat(frame) * 1.5, 0)
            CATransaction.commit()
            banded.render(root)
            whole.render(root)
            let difference = DamageTrackingTests.difference(DamageTrackingTests.pixels(banded), DamageTrackingTests.pixels(whole))
            #expect(difference.largest <= 1, "frame \(frame)")
            check(banded, frame)
        }
    }

    @Test("siblings that move together are drawn from one picture in every band, close to the frame drawn whole")
    func siblingsMovingTogetherShareOnePictureAcrossBands() {
        Self.moveColumn { banded, frame in
            #expect(banded.lastDamage.rects.count == 1 && banded.pieces(of: banded.lastDamage, readers: []).count == 2)
            #expect(banded.rasterCache.runPictureCount == 1, "frame \(frame): one picture of the twelve cards")
        }
    }

    @Test("with a zPosition among the moving siblings, each band orders them itself, still close to the frame drawn whole")
    func siblingsWithAZPositionAreOrderedPerBand() {
        Self.moveColumn(raised: [3])
    }

    /// Draws stripes, noting the threads it is asked to draw on.
    final class TileDrawer: NSObject, CALayerDelegate {
        var threads: [pthread_t] = []
        private let lock = NSLock()

        func draw(_ layer: CALayer, in ctx: CGContext) {
            lock.lock()
            threads.append(pthread_self())
            lock.unlock()
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(ctx.boundingBoxOfClipPath)
        }
    }

    @Test("a tiled layer's tiles are drawn on the thread that asked for the frame, whichever band shows them")
    func tilesAreDrawnOnTheCallingThread() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 400)
        let tiled = CATiledLayer()
        tiled.frame = root.bounds
        tiled.tileSize = CGSize(width: 50, height: 50)
        let drawer = TileDrawer()
        tiled.delegate = drawer
        root.addSublayer(tiled)
        let marker = CALayer()
        marker.frame = CGRect(x: 0, y: 390, width: 10, height: 10)
        marker.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(marker)
        let compositor = Self.makeCompositor(bands: 2, threads: 2, width: 100, height: 400, scale: 1)
        compositor.render(root)
        let caller = pthread_self()
        #expect(drawer.threads.count == 16, "every 50-pixel tile of 100 × 400 drawn once")
        #expect(drawer.threads.allSatisfy { pthread_equal($0, caller) != 0 })
        // The lower band shows its tiles, and its layers count as rendered.
        let pixels = DamageTrackingTests.pixels(compositor)
        let index = (300 * 100 + 50) * 4
        #expect(Array(pixels[index..<index + 4]) == [255, 0, 0, 255], "blue, premultiplied BGRA")
        #expect(marker.hasBeenRendered)
    }

    /// A color that notes the threads it is resolved on (a UIKit color may
    /// run the app's dynamic provider when resolved).
    final class WatchedColor: NSObject, TextLayerColor {
        var threads: [pthread_t] = []
        private let lock = NSLock()

        var textLayerColor: CGColor {
            lock.lock()
            threads.append(pthread_self())
            lock.unlock()
            return CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
    }

    @Test("a text layer's attributed colors are resolved on the thread that asked for the frame, whichever band shows it")
    func attributedColorsAreResolvedOnTheCallingThread() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 400)
        let color = WatchedColor()
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 300, width: 100, height: 40)
        text.string = NSAttributedString(string: "Kumiki", attributes: [NSAttributedString.Key("NSColor"): color])
        root.addSublayer(text)
        let compositor = Self.makeCompositor(bands: 2, threads: 2, width: 100, height: 400, scale: 1)
        // Which thread paints which band varies: several cold frames make a
        // rendering thread's turn all but certain.
        for _ in 0..<6 {
            compositor.forgetPreviousFrames()
            compositor.render(root)
        }
        let caller = pthread_self()
        #expect(color.threads.count >= 6)
        #expect(color.threads.allSatisfy { pthread_equal($0, caller) != 0 })
        // Red glyphs in the lower band.
        let pixels = DamageTrackingTests.pixels(compositor)
        let reddish = stride(from: 300 * 100 * 4, to: 340 * 100 * 4, by: 4).contains { pixels[$0 + 2] > 128 && pixels[$0 + 1] < 64 }
        #expect(reddish)
    }
}
