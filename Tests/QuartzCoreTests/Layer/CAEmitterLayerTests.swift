import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing
import UIKitTesting

/// `CAEmitterLayer` drawn: its cells' images at the particles' places, tinted,
/// in the render order, starting from the first frame it is drawn in.
@MainActor
@Suite struct CAEmitterLayerTests {
    /// A white disc of `side` pixels.
    func dot(side: Int = 6) -> CGImage {
        let context = CGContext(data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: side, height: side))
        return context.makeImage()!
    }

    /// An emitter at (50, 10) dropping red dots straight down at 40 points per second, 4 a second.
    func dripping() -> CAEmitterLayer {
        let cell = CAEmitterCell()
        cell.birthRate = 4
        cell.lifetime = 10
        cell.velocity = 40
        cell.emissionLongitude = .pi / 2
        cell.contents = dot()
        cell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        emitter.emitterPosition = CGPoint(x: 50, y: 10)
        emitter.emitterCells = [cell]
        return emitter
    }

    func isRed(_ pixel: CGImage.Pixel) -> Bool { pixel.red > 200 && pixel.green < 60 && pixel.blue < 60 }

    @Test func emissionStartsWhenTheLayerIsFirstDrawn() {
        withAnimationTimeline { timeline in
            let emitter = dripping()
            timeline.seek(to: 5)
            // Set up five seconds ago, first drawn now: one particle, at the emitter.
            let first = renderOverWhite(emitter)
            #expect(isRed(first.pixel(atX: 50, y: 10)))
            #expect(!isRed(first.pixel(atX: 50, y: 30)))
            timeline.seek(to: 6)
            // One second on: particles 0, 0.25 … 1 s old, 40 points a second down.
            let later = renderOverWhite(emitter)
            for age in [0.0, 0.25, 0.5, 0.75, 1.0] {
                #expect(isRed(later.pixel(atX: 50, y: Int(10 + 40 * age))), "age \(age)")
            }
            #expect(!isRed(later.pixel(atX: 50, y: 60)))
            #expect(!isRed(later.pixel(atX: 70, y: 30)))
        }
    }

    @Test func theSameMomentDrawsTheSameParticles() {
        withAnimationTimeline { timeline in
            let emitter = dripping()
            emitter.emitterCells?[0].emissionRange = 2 * .pi
            _ = renderOverWhite(emitter)
            timeline.seek(to: 1.5)
            let once = renderOverWhite(emitter)
            let again = renderOverWhite(emitter)
            #expect((0 ..< 100).allSatisfy { y in (0 ..< 100).allSatisfy { once.pixel(atX: $0, y: y) == again.pixel(atX: $0, y: y) } })
        }
    }

    @Test func additiveParticlesAddUp() {
        withAnimationTimeline { timeline in
            // Two cells at the same place, each half-bright red: added, full red.
            let emitter = dripping()
            let half = emitter.emitterCells![0]
            half.velocity = 0
            half.color = CGColor(red: 0.5, green: 0, blue: 0, alpha: 1)
            half.birthRate = 1
            emitter.emitterCells = [half, half]
            emitter.renderMode = .additive
            emitter.backgroundColor = CGColor(gray: 0, alpha: 1)
            _ = renderOverWhite(emitter)
            timeline.seek(to: 0.5)
            let image = renderOverWhite(emitter)
            #expect(image.pixel(atX: 50, y: 10).red >= 254)
            emitter.renderMode = .unordered
            #expect(abs(Int(renderOverWhite(emitter).pixel(atX: 50, y: 10).red) - 128) <= 1)
        }
    }

    @Test func aFountainLooksRight() {
        withAnimationTimeline { timeline in
            let cell = CAEmitterCell()
            cell.birthRate = 40
            cell.lifetime = 2
            cell.velocity = 90
            cell.velocityRange = 20
            cell.emissionLongitude = -.pi / 2
            cell.emissionRange = .pi / 3
            cell.yAcceleration = 120
            cell.scale = 1
            cell.scaleSpeed = -0.3
            cell.color = CGColor(red: 0.2, green: 0.5, blue: 1, alpha: 1)
            cell.greenRange = 0.3
            cell.alphaSpeed = -0.4
            cell.contents = dot(side: 8)
            let emitter = CAEmitterLayer()
            emitter.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            emitter.emitterPosition = CGPoint(x: 50, y: 85)
            emitter.emitterShape = .line
            emitter.emitterSize = CGSize(width: 20, height: 0)
            emitter.emitterCells = [cell]
            _ = renderOverWhite(emitter)
            timeline.seek(to: 1.5)
            assertSnapshot(of: renderOverWhite(emitter, scale: 2), named: "fountain")
        }
    }
}
