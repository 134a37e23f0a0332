import CoreGraphics
@testable import QuartzCore
import Testing
import UIKitTesting

/// Damage tracking draws exactly what drawing every frame whole draws: random
/// layer trees, changed at random between frames (properties, structure,
/// implicit and explicit animations), rendered through a tracking compositor
/// and a reference one that redraws everything, must match pixel for pixel —
/// while an unchanged frame redraws nothing and a small change redraws little.
@MainActor
@Suite struct DamageTrackingTests {
    /// Seeded throws, so that a failing seed replays.
    struct Dice {
        var generator: SeededGenerator
        init(seed: UInt64) { generator = SeededGenerator(seed: seed) }
        mutating func next() -> UInt64 { generator.next() }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func unit() -> CGFloat { CGFloat(next() % 10_000) / 10_000 }
        mutating func chance(_ probability: CGFloat) -> Bool { unit() < probability }
        mutating func color() -> CGColor {
            CGColor(red: unit(), green: unit(), blue: unit(), alpha: chance(0.3) ? 0.5 + unit() / 2 : 1)
        }
    }

    static let size: CGFloat = 96
    static let scale: CGFloat = 2

    static let picture: CGImage = {
        let context = CGContext(data: nil, width: 8, height: 6, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        context.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 6))
        context.setFillColor(CGColor(red: 0, green: 0.3, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        return context.makeImage()!
    }()

    /// Gives `layer` random looks: colors, a border, corners, clipping,
    /// opacity, a shadow, contents, a transform.
    static func restyle(_ layer: CALayer, _ dice: inout Dice, corners: Bool) {
        layer.frame = CGRect(x: dice.unit() * 80 - 8, y: dice.unit() * 80 - 8, width: 6 + dice.unit() * 50,
                             height: 6 + dice.unit() * 50)
        layer.backgroundColor = dice.chance(0.85) ? dice.color() : nil
        layer.borderWidth = dice.chance(0.3) ? 1 + dice.unit() * 3 : 0
        layer.borderColor = dice.color()
        layer.cornerRadius = corners && dice.chance(0.4) ? dice.unit() * 12 : 0
        layer.masksToBounds = dice.chance(0.3)
        layer.opacity = dice.chance(0.3) ? Float(0.3 + dice.unit() * 0.7) : 1
        layer.shadowOpacity = dice.chance(0.15) ? 0.6 : 0
        layer.shadowRadius = 2 + dice.unit() * 3
        layer.shadowOffset = CGSize(width: 2, height: 3)
        layer.shadowPath = dice.chance(0.5) ? CGPath(rect: layer.bounds, transform: nil) : nil
        layer.contents = dice.chance(0.2) ? picture : nil
        layer.contentsGravity = dice.chance(0.5) ? .resize : .center
        layer.transform = dice.chance(0.2)
            ? CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: dice.unit() * 2 - 1)
                .scaledBy(x: 0.6 + dice.unit(), y: 0.6 + dice.unit()))
            : CATransform3DIdentity
        layer.isHidden = dice.chance(0.05)
    }

    /// A white root with `count` random layers nested up to three deep, and
    /// now and then a blurring backdrop.
    static func makeTree(_ dice: inout Dice, corners: Bool, count: Int = 24) -> (CALayer, [CALayer]) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: size, height: size)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        var layers: [CALayer] = []
        for _ in 0..<count {
            let layer = CALayer()
            restyle(layer, &dice, corners: corners)
            if dice.chance(0.06) { layer.backdropBlurRadius = 2 + dice.unit() * 4 }
            let parent = layers.isEmpty || dice.chance(0.5) ? root : layers[dice.below(layers.count)]
            parent.addSublayer(layer)
            layers.append(layer)
        }
        return (root, layers)
    }

    /// One random change of the tree.
    static func change(_ root: CALayer, _ layers: inout [CALayer], _ dice: inout Dice, corners: Bool) {
        guard !layers.isEmpty else { return }
        let layer = layers[dice.below(layers.count)]
        switch dice.below(14) {
        case 0: layer.backgroundColor = dice.color()
        case 1:
            // By whole pixels half the time (what moves a subtree unchanged).
            layer.position.x += dice.chance(0.5) ? CGFloat(dice.below(21) - 10) : dice.unit() * 20 - 10
        case 2: layer.bounds.size.width = 4 + dice.unit() * 40
        case 3: layer.opacity = Float(dice.unit())
        case 4: layer.isHidden.toggle()
        case 5: restyle(layer, &dice, corners: corners)
        case 6:
            // Structure: a layer leaves, or joins elsewhere, or moves to the front.
            if dice.chance(0.5) {
                layer.removeFromSuperlayer()
                layers.removeAll { $0 === layer }
            } else {
                let parent = dice.chance(0.5) ? root : layers[dice.below(layers.count)]
                if !isAncestor(layer, of: parent) { parent.addSublayer(layer) }
            }
        case 7:
            let fresh = CALayer()
            restyle(fresh, &dice, corners: corners)
            (dice.chance(0.5) ? root : layer).addSublayer(fresh)
            layers.append(fresh)
        case 8:
            // Scrolling, by whole pixels half the time.
            layer.bounds.origin = dice.chance(0.5) ? CGPoint(x: dice.below(10), y: dice.below(10))
                : CGPoint(x: dice.unit() * 10, y: dice.unit() * 10)
        case 9:
            let animation = CABasicAnimation(keyPath: "position")
            animation.fromValue = CGPoint(x: dice.unit() * 90, y: dice.unit() * 90)
            animation.duration = 0.5
            layer.add(animation, forKey: "move")
        case 10: layer.cornerRadius = corners ? dice.unit() * 10 : 0
        case 11:
            // A mask, or a change of the mask's own.
            if let mask = layer.mask {
                mask.frame = mask.frame.offsetBy(dx: dice.unit() * 10 - 5, dy: 0)
            } else {
                let mask = CALayer()
                mask.frame = CGRect(x: dice.unit() * 6, y: dice.unit() * 6, width: 4 + layer.bounds.width / 2,
                                    height: 4 + layer.bounds.height / 2)
                mask.backgroundColor = CGColor(gray: 0, alpha: 1)
                layer.mask = mask
            }
        case 12:
            // Order: to the back of its siblings.
            if let parent = layer.superlayer { parent.insertSublayer(layer, at: 0) }
        default: layer.sublayerTransform = CATransform3DMakeTranslation(dice.unit() * 6 - 3, 0, 0)
        }
    }

    static func isAncestor(_ layer: CALayer, of other: CALayer) -> Bool {
        var current: CALayer? = other
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    static func pixels(_ compositor: LayerCompositor) -> [UInt8] {
        compositor.withPixels { buffer, _ in Array(buffer) }
    }

    /// How many channel values differ, and by how much at most.
    static func difference(_ a: [UInt8], _ b: [UInt8]) -> (count: Int, largest: Int) {
        var count = 0, largest = 0
        for (x, y) in zip(a, b) where x != y {
            count += 1
            largest = max(largest, abs(Int(x) - Int(y)))
        }
        return (count, largest)
    }

    func makeCompositor(tracking: Bool) -> LayerCompositor {
        let compositor = LayerCompositor(pixelWidth: Int(Self.size * Self.scale), pixelHeight: Int(Self.size * Self.scale),
                                         scale: Self.scale)
        compositor.tracksDamage = tracking
        return compositor
    }

    /// Renders `frames` frames of a random tree changed at random, through
    /// both compositors, and returns how the worst frame differed.
    func compareTrackedWithWhole(seed: UInt64, corners: Bool, frames: Int = 24) -> (count: Int, largest: Int) {
        withAnimationTimeline { timeline in
            var dice = Dice(seed: seed &* 7919 &+ 1)
            var (root, layers) = Self.makeTree(&dice, corners: corners)
            root.makeRoot(of: CoreAnimationContext.current)
            let tracked = makeCompositor(tracking: true)
            let whole = makeCompositor(tracking: false)
            var worst = (count: 0, largest: 0)
            for frame in 1...frames {
                for _ in 0..<(1 + dice.below(3)) { Self.change(root, &layers, &dice, corners: corners) }
                CATransaction.flush()
                timeline.tick(at: Double(frame) / 16)
                tracked.render(root)
                whole.render(root)
                let difference = Self.difference(Self.pixels(tracked), Self.pixels(whole))
                if difference.count > worst.count { worst.count = difference.count }
                worst.largest = max(worst.largest, difference.largest)
            }
            return worst
        }
    }

    // Cairo's results at a pixel depend a little on the surface it draws
    // on: a damaged rectangle is painted on a surface of its own (with a
    // margin), where a resampled image or an antialiased slanted or curved
    // edge can come out a level or two apart from the whole frame's, and
    // such pixels keep their value until something damages them again, so
    // a few hundred can gather over the frames. A stale region or a missed
    // layer differs by far more than a level or two.
    // docs/PERFORMANCE.md "Damage tracking".

    /// At most 1 % of a frame's channel values may differ at all.
    static let differingValuesBound = Int(size * scale * size * scale * 4) / 100

    @Test("random trees of straight-edged layers, changed at random frame after frame, draw tracked what they draw whole",
          arguments: 0..<12)
    func trackedMatchesWhole(seed: UInt64) {
        let difference = compareTrackedWithWhole(seed: seed, corners: false)
        #expect(difference.largest <= 2, "seed \(seed): a channel differs by \(difference.largest)")
        #expect(difference.count <= Self.differingValuesBound, "seed \(seed): \(difference.count) channel values differ")
    }

    @Test("with rounded corners too", arguments: 0..<12)
    func roundedCornersStayClose(seed: UInt64) {
        let difference = compareTrackedWithWhole(seed: seed, corners: true)
        #expect(difference.largest <= 8, "seed \(seed): a channel differs by \(difference.largest)")
        #expect(difference.count <= Self.differingValuesBound, "seed \(seed): \(difference.count) channel values differ")
    }

    @Test("an unchanged frame redraws nothing; a small change redraws about its own pixels")
    func damageFollowsWhatChanged() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let dot = CALayer()
        dot.frame = CGRect(x: 10, y: 20, width: 5, height: 5)
        dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(dot)
        let compositor = LayerCompositor(pixelWidth: 200, pixelHeight: 200, scale: 2)
        compositor.render(root)
        #expect(compositor.lastDamage.rects == [compositor.frameRect])
        compositor.render(root)
        #expect(compositor.lastDamage.isEmpty)
        dot.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        compositor.render(root)
        // 10 × 10 pixels, one more around for antialiasing.
        #expect(compositor.lastDamage.rects == [DamageRegion.PixelRect(x: 19, y: 39, width: 12, height: 12)])
        // Moving it damages where it was and where it is.
        CATransaction.setDisableActions(true)
        dot.position.x += 30
        CATransaction.flush()
        compositor.render(root)
        #expect(compositor.lastDamage.area == 2 * 12 * 12)
    }

    @Test("a backdrop is redrawn when what lies within its reach changes")
    func backdropsFollowWhatIsBehind() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let below = CALayer()
        below.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        below.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let glass = CALayer()
        glass.frame = CGRect(x: 12, y: 0, width: 60, height: 30)
        glass.backdropBlurRadius = 4
        root.addSublayer(below)
        root.addSublayer(glass)
        let compositor = LayerCompositor(pixelWidth: 100, pixelHeight: 100, scale: 1)
        compositor.render(root)
        below.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        compositor.render(root)
        let box = compositor.lastDamage.bounds
        #expect(box.map { $0.maxX >= 72 } == true)
    }
}
