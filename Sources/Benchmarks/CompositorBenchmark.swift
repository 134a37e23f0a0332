import CCairo
import QuartzCore

/// Compositing a 1,000-layer scene into an iPhone 15 Pro frame buffer
/// (393×852 pt at 3×: 1179×2556 px), against one full-frame Cairo fill of a
/// surface of the same size — the floor for touching every pixel once.
@MainActor
enum CompositorBenchmark {
    static let size = CGSize(width: 393, height: 852)
    static let scale: CGFloat = 3

    /// 250 cards of 4 layers: a rounded, bordered, clipping card holding a
    /// translucent block, a rotated badge and a small bar. Sizes and colors come
    /// from a fixed linear congruential sequence so every run draws the same scene.
    static func makeScene() -> CALayer {
        var seed: UInt64 = 42
        func next() -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(seed >> 33) / CGFloat(1 << 31)
        }
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        for index in 0..<250 {
            let card = CALayer()
            let column = index % 10
            let row = index / 10
            card.frame = CGRect(x: CGFloat(column) * 39 + 2, y: CGFloat(row) * 34 + 2, width: 36, height: 31)
            card.backgroundColor = CGColor(red: next(), green: next(), blue: next(), alpha: 1)
            card.cornerRadius = 6
            card.masksToBounds = index % 2 == 0
            card.borderWidth = 1
            card.borderColor = CGColor(gray: 0.2, alpha: 1)
            let block = CALayer()
            block.frame = CGRect(x: 4, y: 4, width: 20, height: 14)
            block.backgroundColor = CGColor(red: next(), green: next(), blue: next(), alpha: 1)
            block.opacity = Float(0.4 + 0.6 * next())
            let badge = CALayer()
            badge.frame = CGRect(x: 18, y: 12, width: 14, height: 14)
            badge.backgroundColor = CGColor(red: 1, green: 0.3, blue: 0.2, alpha: 1)
            badge.cornerRadius = 7
            badge.setAffineTransform(CGAffineTransform(rotationAngle: next() * .pi))
            badge.opacity = 0.8
            badge.addSublayer({
                let bar = CALayer()
                bar.frame = CGRect(x: 2, y: 6, width: 10, height: 2)
                bar.backgroundColor = CGColor(gray: 1, alpha: 1)
                return bar
            }())
            card.addSublayer(block)
            card.addSublayer(badge)
            root.addSublayer(card)
        }
        return root
    }

    static func countLayers(_ layer: CALayer) -> Int {
        1 + (layer.sublayers ?? []).reduce(0) { $0 + countLayers($1) }
    }

    /// The baseline of the layer benchmarks: the median time of one
    /// full-frame Cairo fill of a surface of this size, in milliseconds.
    static func fullFrameFill(pixelWidth: Int, pixelHeight: Int) -> Double {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        let cairo = cairo_create(surface)!
        defer {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
        return medianMilliseconds {
            cairo_set_source_rgba(cairo, 0.2, 0.4, 0.6, 1)
            cairo_paint(cairo)
            cairo_surface_flush(surface)
        }
    }

    /// A compositor for the phone frame and the full-frame fill baseline measured beside it.
    static func phoneFrame() -> (compositor: LayerCompositor, fill: Double) {
        let pixelWidth = Int(size.width * scale)
        let pixelHeight = Int(size.height * scale)
        return (LayerCompositor(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale),
                fullFrameFill(pixelWidth: pixelWidth, pixelHeight: pixelHeight))
    }

    static func run() {
        let pixelWidth = Int(size.width * scale)
        let pixelHeight = Int(size.height * scale)
        let scene = makeScene()
        let compositor = LayerCompositor(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        compositor.tracksDamage = false
        let composite = medianMilliseconds { compositor.render(scene) }

        let fill = fullFrameFill(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        report("composite \(countLayers(scene)) layers into \(pixelWidth)×\(pixelHeight) px", composite, unit: "ms/frame",
               baselineName: "one full-frame Cairo fill", fill)
        runDamageTracking(fill: fill)
    }

    /// The same scene through damage tracking (a window's compositor):
    /// nothing changing, one small layer changing each frame, and the whole
    /// scene moving 3 pt each frame.
    static func runDamageTracking(fill: Double) {
        let pixelWidth = Int(size.width * scale)
        let pixelHeight = Int(size.height * scale)
        CATransaction.setDisableActions(true)
        defer { CATransaction.setDisableActions(false) }
        let scene = makeScene()
        // Drawn for an app, as a window's tree is: unchanged subtrees keep last frame's records.
        scene.makeRoot(of: CoreAnimationContext.current)
        defer { scene.makeRoot(of: nil) }
        let tracked = LayerCompositor(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        // A window's compositor: large damage painted in bands on every core.
        tracked.paintsInBands = true
        runBands(tracked, scene: scene, fill: fill)
        tracked.render(scene)
        let unchanged = medianMilliseconds { tracked.render(scene) }
        report("tracked frame, nothing changed", unchanged, unit: "ms/frame", baselineName: "one full-frame Cairo fill", fill)

        let bar = scene.sublayers![125].sublayers![1].sublayers![0]
        var flip = false
        let small = medianMilliseconds {
            flip.toggle()
            bar.backgroundColor = flip ? CGColor(gray: 0, alpha: 1) : CGColor(gray: 1, alpha: 1)
            tracked.render(scene)
        }
        report("tracked frame, one 10×2 pt layer changed", small, unit: "ms/frame",
               baselineName: "one full-frame Cairo fill", fill)

        // The root's opaque background under the cards: the frame's pixels are moved, the rows brought in painted.
        report("tracked frame, whole scene moved 3 pt", moving(scene, tracked), unit: "ms/frame",
               baselineName: "one full-frame Cairo fill", fill)
        tracked.movesScrolledPixels = false
        report("tracked frame, whole scene moved 3 pt, cards painted again (pictures)", moving(scene, tracked),
               unit: "ms/frame", baselineName: "one full-frame Cairo fill", fill)
        tracked.movesScrolledPixels = true
        // What the pictures of the moving cards take, against one frame buffer.
        let frameBytes = Double(pixelWidth * pixelHeight * 4) / 1_048_576
        report("raster cache after moving", Double(tracked.rasterCacheBytes) / 1_048_576, unit: "MiB",
               baselineName: "one frame buffer", frameBytes)
    }

    /// The median time of a frame of `scene` moved 3 pt down from the last
    /// (back to the top every eleventh frame) through `tracked`.
    static func moving(_ scene: CALayer, _ tracked: LayerCompositor) -> Double {
        var offset: CGFloat = 0
        return medianMilliseconds {
            offset = offset >= 30 ? 0 : offset + 3
            scene.sublayerTransform = CATransform3DMakeTranslation(0, offset, 0)
            tracked.render(scene)
        }
    }

    /// A cold frame (nothing kept from earlier frames) painted in
    /// `tracked.bandCount` bands by one thread, two, and every core; each
    /// against one thread, so the ratio is the inverse of the speedup.
    static func runBands(_ tracked: LayerCompositor, scene: CALayer, fill: Double) {
        func coldFrame(threads: Int) -> Double {
            tracked.threads = threads
            return medianMilliseconds {
                tracked.forgetPreviousFrames()
                tracked.render(scene)
            }
        }
        let one = coldFrame(threads: 1)
        report("tracked cold frame in \(tracked.bandCount) bands, 1 thread", one, unit: "ms/frame",
               baselineName: "one full-frame Cairo fill", fill)
        for threads in Set([2, RenderingThreads.available]).sorted() where threads > 1 {
            report("tracked cold frame in \(tracked.bandCount) bands, \(threads) threads", coldFrame(threads: threads),
                   unit: "ms/frame", baselineName: "the same on 1 thread", one)
        }
        // Then as a window paints (every core unless KUMIKI_RENDERING_THREADS says otherwise).
        tracked.threads = RenderingThreads.preferred
    }
}
