import CCairo
import QuartzCore

/// The layer classes and features of "Core Animation, complete" in an iPhone
/// 15 Pro frame (1179×2556 px), each against one full-frame Cairo fill: a
/// full-width card turning in perspective, an emitter with about 1,000 live
/// particles (virtual media time, so the count is steady), 60 text layers at
/// the screen's scale, and 100 nine-part stretched images. Nothing is cached
/// between frames.
@MainActor
enum LayerClassesBenchmark {
    static let size = CompositorBenchmark.size
    static let scale = CompositorBenchmark.scale

    static func root() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        return root
    }

    /// A 360 × 500-pt card with a rounded, bordered face, turned 50° about y
    /// with a 1/500 perspective.
    static func flippingCard() -> CALayer {
        let scene = root()
        let card = CALayer()
        card.frame = CGRect(x: 16, y: 150, width: 360, height: 500)
        card.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        card.cornerRadius = 20
        card.borderWidth = 2
        for index in 0..<6 {
            let row = CALayer()
            row.frame = CGRect(x: 20, y: 30 + CGFloat(index) * 75, width: 320, height: 50)
            row.backgroundColor = CGColor(gray: 1, alpha: 0.8)
            row.cornerRadius = 8
            card.addSublayer(row)
        }
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500
        card.transform = CATransform3DRotate(transform, 50 * .pi / 180, 0, 1, 0)
        scene.addSublayer(card)
        return scene
    }

    /// An emitter of 8-px dots, 500 a second for 2 s each, spraying upwards.
    static func particles() -> CALayer {
        let scene = root()
        let dot = CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        dot.setFillColor(CGColor(gray: 1, alpha: 1))
        dot.fillEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        let cell = CAEmitterCell()
        cell.contents = dot.makeImage()
        cell.birthRate = 500
        cell.lifetime = 2
        cell.velocity = 300
        cell.velocityRange = 100
        cell.emissionLongitude = -.pi / 2
        cell.emissionRange = .pi / 2
        cell.yAcceleration = 200
        cell.color = CGColor(red: 1, green: 0.5, blue: 0.2, alpha: 1)
        cell.alphaSpeed = -0.4
        let emitter = CAEmitterLayer()
        emitter.frame = scene.bounds
        emitter.emitterPosition = CGPoint(x: size.width / 2, y: size.height * 0.7)
        emitter.emitterCells = [cell]
        scene.addSublayer(emitter)
        return scene
    }

    /// 60 one-line text layers, 17 pt, at 3×.
    static func textLayers() -> CALayer {
        let scene = root()
        for index in 0..<60 {
            let text = CATextLayer()
            text.frame = CGRect(x: 16, y: 60 + CGFloat(index) * 13, width: 360, height: 22)
            text.string = "Row \(index): the quick brown fox jumps"
            text.fontSize = 17
            text.foregroundColor = CGColor(gray: 0, alpha: 1)
            text.contentsScale = scale
            scene.addSublayer(text)
        }
        return scene
    }

    /// 100 stretched 30 × 30-px rounded images with 12-px caps.
    static func ninePartImages() -> CALayer {
        let scene = root()
        let bubble = CGContext(data: nil, width: 30, height: 30, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        bubble.setFillColor(CGColor(red: 0, green: 0.48, blue: 1, alpha: 1))
        bubble.addPath(CGPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 30), cornerWidth: 12, cornerHeight: 12,
                              transform: nil))
        bubble.fillPath()
        let image = bubble.makeImage()
        for index in 0..<100 {
            let piece = CALayer()
            piece.frame = CGRect(x: 12 + CGFloat(index % 2) * 189, y: 16 + CGFloat(index / 2) * 16, width: 180, height: 14)
            piece.contents = image
            piece.contentsScale = scale
            piece.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
            scene.addSublayer(piece)
        }
        return scene
    }

    static func run() {
        let (compositor, fill) = CompositorBenchmark.phoneFrame()
        // Each frame drawn whole: what the layer classes cost to draw, not a
        // frame in which nothing changed (which damage tracking skips).
        compositor.tracksDamage = false
        let baseline = "one full-frame Cairo fill"
        let card = flippingCard()
        report("card turned in perspective", medianMilliseconds { compositor.render(card) }, unit: "ms/frame",
               baselineName: baseline, fill)
        CAMediaClock.useVirtualTime(startingAt: 1_000)
        defer { CAMediaClock.useMonotonicTime() }
        let emitter = particles()
        compositor.render(emitter)
        CAMediaClock.advance(by: 3)
        let sprayed = medianMilliseconds {
            CAMediaClock.advance(by: 1.0 / 60)
            compositor.render(emitter)
        }
        report("emitter, ~1,000 live particles", sprayed, unit: "ms/frame", baselineName: baseline, fill)
        let texts = textLayers()
        report("60 text layers at 3×", medianMilliseconds { compositor.render(texts) }, unit: "ms/frame",
               baselineName: baseline, fill)
        let pieces = ninePartImages()
        report("100 nine-part stretched images", medianMilliseconds { compositor.render(pieces) }, unit: "ms/frame",
               baselineName: baseline, fill)
    }
}
