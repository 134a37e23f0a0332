import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// The particles of an emitter at a moment, in closed form: births by the
/// emitted count, motion p₀ + v·a + ½·g·a², linear changes of scale, color
/// and turn, all with randomness fixed by the seed.
@MainActor
@Suite struct ParticleFieldTests {
    func emitter(_ cell: CAEmitterCell, configure: (CAEmitterLayer) -> Void = { _ in }) -> CAEmitterLayer {
        let layer = CAEmitterLayer()
        layer.emitterCells = [cell]
        configure(layer)
        return layer
    }

    func cell(rate: Float = 4, lifetime: Float = 10) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.birthRate = rate
        cell.lifetime = lifetime
        return cell
    }

    /// The field of an emitter that starts at media time 100, after it was set up.
    func field(_ layer: CAEmitterLayer) -> ParticleField {
        ParticleField(emitter: layer.properties.emitter!, start: 100)
    }

    @Test func theDefaultsAreCoreAnimations() {
        let cell = CAEmitterCell()
        #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.velocity == 0 && cell.scale == 1)
        #expect(cell.color == CGColor(gray: 1, alpha: 1) && cell.isEnabled && cell.contentsScale == 1)
        let layer = CAEmitterLayer()
        #expect(layer.birthRate == 1 && layer.lifetime == 1 && layer.velocity == 1 && layer.scale == 1 && layer.spin == 1)
        #expect(layer.emitterShape == .point && layer.emitterMode == .volume && layer.renderMode == .unordered)
        #expect(layer.emitterPosition == .zero && layer.emitterSize == .zero && layer.seed == 0)
    }

    @Test func particlesAreBornAtTheRateFromTheStart() {
        let layer = emitter(cell(rate: 4))
        // At 4 per second, 1.1 s after the start: particles born at 0, 0.25, 0.5, 0.75 and 1.
        let births = field(layer).particles(at: 101.1).map { $0.birth - 100 }
        #expect(births.count == 5)
        for (index, birth) in births.enumerated() { #expect(abs(birth - Double(index) * 0.25) < 1e-9) }
        #expect(field(layer).particles(at: 99).isEmpty)
    }

    @Test func particlesDieAtTheEndOfTheirLifetime() {
        let layer = emitter(cell(rate: 4, lifetime: 1))
        // 3.1 s in: only those born in the last second (2.25, 2.5, 2.75, 3.0) live.
        let births = field(layer).particles(at: 103.1).map { $0.birth - 100 }
        #expect(births.count == 4)
        #expect(abs(births[0] - 2.25) < 1e-9)
        layer.lifetime = 0.5
        #expect(field(layer).particles(at: 103.1).count == 2)
    }

    @Test func particlesMoveWithConstantAcceleration() throws {
        try withAnimationTimeline(startingAt: 50) { _ in try movesWithConstantAcceleration() }
    }

    func movesWithConstantAcceleration() throws {
        let moving = cell(rate: 1, lifetime: 10)
        moving.velocity = 100
        moving.emissionLongitude = .pi / 2
        moving.xAcceleration = 10
        moving.yAcceleration = 20
        let layer = emitter(moving) { $0.emitterPosition = CGPoint(x: 50, y: 60) }
        // The first particle at age 2: x = 50 + ½·10·4 = 70, y = 60 + 100·2 + ½·20·4 = 300.
        let first = try #require(field(layer).particles(at: 102).first)
        #expect(abs(first.position.x - 70) < 1e-9)
        #expect(abs(first.position.y - 300) < 1e-9)
    }

    @Test func scaleColorAndSpinChangeLinearlyWithAge() throws {
        let changing = cell(rate: 1, lifetime: 10)
        changing.scale = 0.5
        changing.scaleSpeed = 0.25
        changing.spin = 1
        changing.color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        changing.alphaSpeed = -0.2
        changing.greenSpeed = 0.1
        let layer = emitter(changing) { $0.scale = 2 }
        let particle = try #require(field(layer).particles(at: 102).first)
        #expect(abs(particle.scale - (0.5 + 0.25 * 2) * 2) < 1e-9)
        #expect(abs(particle.rotation - 2) < 1e-9)
        #expect(abs(particle.color.alpha - 0.6) < 1e-6)
        #expect(abs(particle.color.green - 0.7) < 1e-6)
        // A particle whose alpha reaches zero is gone.
        #expect(field(layer).particles(at: 100 + 5.5).allSatisfy { $0.color.alpha > 0 })
        #expect(field(layer).particles(at: 105.5).first?.birth != 100)
    }

    @Test func rangesSpreadValuesUniformlyAroundTheBase() {
        let spread = cell(rate: 1000, lifetime: 100)
        spread.velocity = 50
        spread.velocityRange = 10
        let layer = emitter(spread)
        let particles = field(layer).particles(at: 101)
        // Speed after 1 s of flight from the origin: |p| = v, within 50 ± 10, averaging 50.
        let speeds = particles.filter { $0.birth <= 100.5 }.map { hypot($0.position.x, $0.position.y) / (101 - $0.birth) }
        #expect(speeds.allSatisfy { $0 >= 40 - 1e-9 && $0 <= 60 + 1e-9 })
        let mean = speeds.reduce(0, +) / CGFloat(speeds.count)
        #expect(abs(mean - 50) < 1)
        #expect(speeds.min()! < 41 && speeds.max()! > 59)
    }

    @Test func theSameSeedGivesTheSameParticlesAnotherSeedOthers() {
        let spread = cell(rate: 10, lifetime: 10)
        spread.velocity = 50
        spread.emissionRange = 2 * .pi
        let layer = emitter(spread)
        let once = field(layer).particles(at: 102).map(\.position)
        let again = field(layer).particles(at: 102).map(\.position)
        #expect(once == again)
        layer.seed = 7
        #expect(field(layer).particles(at: 102).map(\.position) != once)
    }

    @Test func stoppingTheBirthRateKeepsTheParticlesThatAreOut() {
        withAnimationTimeline { timeline in
            let layer = emitter(cell(rate: 4, lifetime: 10))
            let start = CACurrentMediaTime()
            timeline.seek(to: 1)
            layer.birthRate = 0
            timeline.seek(to: 3)
            let particles = ParticleField(emitter: layer.properties.emitter!, start: start).particles(at: CACurrentMediaTime())
            // Born at 0, 0.25, 0.5 and 0.75; the fifth was due as it stopped.
            #expect(particles.count == 4)
            layer.birthRate = 2
            timeline.seek(to: 4)
            let more = ParticleField(emitter: layer.properties.emitter!, start: start).particles(at: CACurrentMediaTime())
            // Twice the cell's 4 per second since 3 s: at 3, 3.125 … 4.
            #expect(more.count == 4 + 9)
        }
    }

    @Test func movingTheEmitterLeavesEarlierParticlesWhereTheyWereBorn() {
        withAnimationTimeline { timeline in
            let layer = emitter(cell(rate: 1, lifetime: 10))
            let start = CACurrentMediaTime()
            timeline.seek(to: 0.5)
            layer.emitterPosition = CGPoint(x: 100, y: 0)
            timeline.seek(to: 1.5)
            let particles = ParticleField(emitter: layer.properties.emitter!, start: start).particles(at: CACurrentMediaTime())
            #expect(particles.map(\.position) == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
        }
    }

    @Test func shapesPlaceBirthsOnOrInThem() {
        let layer = emitter(cell())
        layer.emitterPosition = CGPoint(x: 100, y: 100)
        layer.emitterSize = CGSize(width: 40, height: 20)
        let settings = layer.properties.emitter!.current
        func place(_ u: Double, _ v: Double) -> CGPoint { field(layer).birthPlace(settings, u, v) }
        layer.emitterShape = .line
        #expect(place(0, 0.3) == CGPoint(x: 80, y: 100) && place(0.75, 0.9) == CGPoint(x: 110, y: 100))
        layer.emitterShape = .rectangle
        #expect(place(0.5, 0.25) == CGPoint(x: 100, y: 95))
        layer.emitterMode = .outline
        // Halfway round the 120-point perimeter from the top left: the bottom right corner.
        #expect(place(0.5, 0) == CGPoint(x: 120, y: 110))
        layer.emitterMode = .points
        #expect(place(0.3, 0) == CGPoint(x: 120, y: 90))
        layer.emitterShape = .circle
        layer.emitterMode = .outline
        let onCircle = place(0.2, 0.25)
        #expect(abs(onCircle.x - 100) < 1e-9 && abs(onCircle.y - 140) < 1e-9)
    }
}
