import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing
import UIKitTesting

/// Replicator layers: copies under cumulative transforms, colors multiplied
/// and offset per copy, animations lagging by the instance delay.
@MainActor
@Suite struct ReplicatorLayerRenderingTests {
    static let white = CGColor(gray: 1, alpha: 1)
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// A replicator filling the root with one 10 × 10 square at (0, 45).
    func row(count: Int, color: CGColor = red) -> (CAReplicatorLayer, CALayer) {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 45, width: 10, height: 10)
        square.backgroundColor = color
        replicator.addSublayer(square)
        replicator.instanceCount = count
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        return (replicator, square)
    }

    @Test func theDefaultsAreCoreAnimations() {
        let layer = CAReplicatorLayer()
        #expect(layer.instanceCount == 1)
        #expect(layer.instanceDelay == 0)
        #expect(CATransform3DIsIdentity(layer.instanceTransform))
        #expect(layer.instanceColor == CGColor(gray: 1, alpha: 1))
        #expect(layer.instanceAlphaOffset == 0)
        #expect(!layer.preservesDepth)
    }

    @Test func eachCopyTakesOneMoreTransform() {
        let image = renderOverWhite(row(count: 3).0)
        for x in [5, 35, 65] { #expect(image.pixel(atX: x, y: 50) == .init(red: 255, green: 0, blue: 0, alpha: 255)) }
        #expect(image.pixel(atX: 95, y: 50) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(atX: 20, y: 50) == .init(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func alphaOffsetsFadeEachCopy() {
        let (replicator, _) = row(count: 3)
        replicator.instanceAlphaOffset = -0.25
        let image = renderOverWhite(replicator)
        // Red over white at alpha a: green and blue are 255 · (1 − a).
        #expect(image.pixel(atX: 5, y: 50).green == 0)
        #expect(abs(Int(image.pixel(atX: 35, y: 50).green) - 64) <= 1)
        #expect(abs(Int(image.pixel(atX: 65, y: 50).green) - 128) <= 1)
    }

    @Test func instanceColorsMultiplyTheCopies() {
        let (replicator, _) = row(count: 2, color: Self.white)
        replicator.instanceColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        replicator.instanceRedOffset = 1
        let image = renderOverWhite(replicator)
        // Copy 0: white × blue; copy 1: white × (1, 0, 1), magenta.
        #expect(image.pixel(atX: 5, y: 50) == .init(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(image.pixel(atX: 35, y: 50) == .init(red: 255, green: 0, blue: 255, alpha: 255))
    }

    @Test func copiesLagByTheInstanceDelay() {
        withAnimationTimeline { timeline in
            let (replicator, square) = row(count: 2)
            replicator.instanceTransform = CATransform3DMakeTranslation(0, 0, 0)
            replicator.instanceDelay = 0.5
            let move = CABasicAnimation(keyPath: "position.y")
            move.fromValue = 10
            move.toValue = 90
            move.duration = 1
            move.fillMode = .both
            square.add(move, forKey: "move")
            timeline.tick(at: 0)
            timeline.seek(to: 0.75)
            let image = renderOverWhite(replicator)
            // The original is 3/4 of the way (y = 70), the copy 1/4 (y = 30).
            #expect(image.pixel(atX: 5, y: 70).green == 0)
            #expect(image.pixel(atX: 5, y: 30).green == 0)
            #expect(image.pixel(atX: 5, y: 50).green == 255)
        }
    }

    @Test func noCopiesDrawNothing() {
        let image = renderOverWhite(row(count: 0).0)
        #expect(image.pixel(atX: 5, y: 50) == .init(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func aSpinnerLooksLikeIOSs() {
        let spinner = CAReplicatorLayer()
        spinner.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        let spoke = CALayer()
        spoke.frame = CGRect(x: 27, y: 4, width: 6, height: 16)
        spoke.cornerRadius = 3
        spoke.backgroundColor = CGColor(gray: 0.45, alpha: 1)
        spinner.addSublayer(spoke)
        spinner.instanceCount = 8
        spinner.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        spinner.instanceAlphaOffset = -1.0 / 8
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.backgroundColor = Self.white
        root.addSublayer(spinner)
        assertSnapshot(of: LayerCompositor.image(of: root, size: root.bounds.size, scale: 3), named: "spinner")
    }
}
