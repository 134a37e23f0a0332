import CoreGraphics
import Foundation

/// The particles an emitter shows at a moment, worked out in closed form from
/// its settings and the media time it started emitting: no state carries from
/// frame to frame, so any frame can be drawn on its own.
///
/// A cell emitting r particles per second (its `birthRate` times the layer's)
/// gives birth to particle j when the emitted count ∫ r dt since the start
/// reaches j — the first at the start. Each particle's random values are
/// uniform in [0, 1), hashed from the layer's `seed`, the cell's index, the
/// particle's number and the value's own number (SplitMix64), so they do not
/// depend on what was drawn before. At age a, a particle born at p₀ with
/// velocity v under acceleration g is at p₀ + v·a + ½·g·a²; its scale,
/// color and turn change linearly with a.
struct ParticleField {
    struct Particle {
        var cell: Int
        var number: Int
        var birth: CFTimeInterval
        var position: CGPoint
        var scale: CGFloat
        var rotation: CGFloat
        /// Red, green, blue and alpha, each clamped to 0…1.
        var color: (red: Double, green: Double, blue: Double, alpha: Double)
    }

    /// The most particles worked out per cell and frame (the newest win).
    static let particleLimit = 20_000

    let emitter: EmitterLayerProperties
    /// When the emitter started: the first time it was drawn.
    let start: CFTimeInterval

    /// The living particles at media time `time`, cell by cell, oldest first.
    func particles(at time: CFTimeInterval) -> [Particle] {
        guard time >= start, let cells = emitter.cells else { return [] }
        var result: [Particle] = []
        for (index, cell) in cells.enumerated() where cell.isEnabled && cell.birthRate > 0 {
            result += particles(of: cell, index: index, at: time)
        }
        return result
    }

    /// The spans since the start over which the birth settings held, with
    /// the count emitted before each.
    private func spans(rate: Double, until time: CFTimeInterval)
        -> [(from: CFTimeInterval, to: CFTimeInterval, rate: Double, before: Double, settings: EmitterLayerProperties.Settings)] {
        var spans: [(CFTimeInterval, CFTimeInterval, Double, Double, EmitterLayerProperties.Settings)] = []
        var emitted = 0.0
        let history = emitter.history
        for (index, change) in history.enumerated() {
            let from = max(change.time, start)
            let to = index + 1 < history.count ? min(history[index + 1].time, time) : time
            guard to > from || (to == from && index == history.count - 1) else { continue }
            let spanRate = rate * Double(max(0, change.settings.birthRate))
            spans.append((from, to, spanRate, emitted, change.settings))
            emitted += spanRate * max(0, to - from)
        }
        return spans
    }

    private func particles(of cell: CAEmitterCell, index: Int, at time: CFTimeInterval) -> [Particle] {
        let spans = spans(rate: Double(cell.birthRate), until: time)
        guard let last = spans.last else { return [] }
        let emitted = last.before + last.rate * max(0, last.to - last.from)
        let oldestBirth = time - emitter.longestLifetime
        // The count emitted by the oldest birth that can still be alive.
        var firstNumber = 0
        if let span = spans.last(where: { $0.from <= oldestBirth }) {
            firstNumber = max(0, Int((span.before + span.rate * (oldestBirth - span.from)).rounded(.down)))
        }
        let lastNumber = Int(emitted.rounded(.down))
        guard lastNumber >= firstNumber else { return [] }
        firstNumber = max(firstNumber, lastNumber - Self.particleLimit + 1)
        var result: [Particle] = []
        var spanIndex = 0
        for number in firstNumber ... lastNumber {
            let count = Double(number)
            // The span in which the emitted count reaches this particle's number.
            while spanIndex + 1 < spans.count,
                  count >= spans[spanIndex].before + spans[spanIndex].rate * max(0, spans[spanIndex].to - spans[spanIndex].from) {
                spanIndex += 1
            }
            let span = spans[spanIndex]
            guard span.rate > 0 else { continue }
            let birth = span.from + (count - span.before) / span.rate
            guard birth <= time + 1e-9, birth >= span.from - 1e-9 else { continue }
            if let particle = particle(cell, index: index, number: number, birth: birth, settings: span.settings, at: time) {
                result.append(particle)
            }
        }
        return result
    }

    /// Uniform in [0, 1) for one value of one particle.
    func random(cell: Int, number: Int, value: UInt64) -> Double {
        var state = UInt64(emitter.seed) &* 0x9E37_79B9_7F4A_7C15
        state ^= UInt64(truncatingIfNeeded: cell) &* 0xBF58_476D_1CE4_E5B9
        state ^= UInt64(truncatingIfNeeded: number) &* 0x94D0_49BB_1331_11EB
        state ^= value &* 0xD6E8_FEB8_6659_FD93
        // SplitMix64's finalizer.
        state = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
        state = (state ^ (state >> 27)) &* 0x94D0_49BB_1331_11EB
        state ^= state >> 31
        return Double(state >> 11) / Double(1 << 53)
    }

    private func particle(_ cell: CAEmitterCell, index: Int, number: Int, birth: CFTimeInterval,
                          settings: EmitterLayerProperties.Settings, at time: CFTimeInterval) -> Particle? {
        func uniform(_ value: UInt64) -> Double { random(cell: index, number: number, value: value) }
        /// base ± range, uniformly.
        func spread(_ base: Double, _ range: Double, _ value: UInt64) -> Double { base + range * (2 * uniform(value) - 1) }
        let age = time - birth
        let lifetime = spread(Double(cell.lifetime), Double(cell.lifetimeRange), 0) * Double(emitter.lifetime)
        guard age >= 0, age < lifetime else { return nil }
        let origin = birthPlace(settings, uniform(1), uniform(2))
        let speed = spread(Double(cell.velocity), Double(cell.velocityRange), 3) * Double(emitter.velocity)
        let angle = Double(cell.emissionLongitude) + (uniform(4) - 0.5) * Double(cell.emissionRange)
        let planar = speed * cos(Double(cell.emissionLatitude))
        let x = Double(origin.x) + planar * cos(angle) * age + 0.5 * Double(cell.xAcceleration) * age * age
        let y = Double(origin.y) + planar * sin(angle) * age + 0.5 * Double(cell.yAcceleration) * age * age
        let scale = (spread(Double(cell.scale), Double(cell.scaleRange), 5) + Double(cell.scaleSpeed) * age)
            * Double(emitter.scale)
        let rotation = spread(Double(cell.spin), Double(cell.spinRange), 6) * Double(emitter.spin) * age
        let base = (cell.color ?? CGColor(gray: 1, alpha: 1)).sRGBComponents
        func channel(_ base: CGFloat, _ range: Float, _ speed: Float, _ value: UInt64) -> Double {
            min(1, max(0, spread(Double(base), Double(range), value) + Double(speed) * age))
        }
        let color = (channel(base.red, cell.redRange, cell.redSpeed, 7), channel(base.green, cell.greenRange, cell.greenSpeed, 8),
                     channel(base.blue, cell.blueRange, cell.blueSpeed, 9), channel(base.alpha, cell.alphaRange, cell.alphaSpeed, 10))
        guard scale > 0, color.3 > 0 else { return nil }
        return Particle(cell: index, number: number, birth: birth, position: CGPoint(x: x, y: y),
                        scale: CGFloat(scale), rotation: CGFloat(rotation), color: color)
    }

    /// Where on the emitter's shape a particle is born, from two uniform values.
    func birthPlace(_ settings: EmitterLayerProperties.Settings, _ u: Double, _ v: Double) -> CGPoint {
        let center = settings.position
        let width = Double(settings.size.width), height = Double(settings.size.height)
        func at(_ dx: Double, _ dy: Double) -> CGPoint { CGPoint(x: Double(center.x) + dx, y: Double(center.y) + dy) }
        switch emitter.shape {
        case .line:
            if emitter.mode == .points { return at(u < 0.5 ? -width / 2 : width / 2, 0) }
            return at((u - 0.5) * width, 0)
        case .rectangle, .cuboid:
            switch emitter.mode {
            case .points:
                let corner = min(3, Int(u * 4))
                return at(corner % 2 == 0 ? -width / 2 : width / 2, corner < 2 ? -height / 2 : height / 2)
            case .outline:
                // A point along the perimeter, by length.
                var along = u * 2 * (width + height)
                if along < width { return at(along - width / 2, -height / 2) }
                along -= width
                if along < height { return at(width / 2, along - height / 2) }
                along -= height
                if along < width { return at(width / 2 - along, height / 2) }
                return at(-width / 2, height / 2 - (along - width))
            default:
                return at((u - 0.5) * width, (v - 0.5) * height)
            }
        case .circle, .sphere:
            let angle = 2 * Double.pi * v
            switch emitter.mode {
            case .points: return center
            case .outline: return at(width * cos(angle), width * sin(angle))
            default:
                // Uniform over the disc: the radius grows as the square root.
                let radius = width * u.squareRoot()
                return at(radius * cos(angle), radius * sin(angle))
            }
        default:
            return center
        }
    }
}
