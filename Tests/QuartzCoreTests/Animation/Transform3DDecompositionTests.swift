import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// 3-D transforms split into scale, skew, rotation, translation and
/// perspective: the split puts the matrix back together, a half turn
/// interpolates as a turn, and `transform.rotation.y` keeps a perspective.
@MainActor
@Suite struct Transform3DDecompositionTests {
    nonisolated static var perspective: CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        return t
    }

    func expectClose(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        for (x, y) in zip(a.rows.joined(), b.rows.joined()) {
            #expect(abs(x - y) < tolerance, "\(a) ≠ \(b)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [
        CATransform3DMakeRotation(0.8, 1, 2, 3),
        CATransform3DRotate(perspective, .pi, 0, 1, 0),
        CATransform3DTranslate(CATransform3DScale(CATransform3DMakeRotation(2.5, 0, 1, 1), 2, -3, 0.5), 10, -20, 30),
        CATransform3DConcat(CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0.3, c: 0.6, d: 1, tx: 4, ty: 5)),
                            perspective),
        CATransform3DScale(CATransform3DIdentity, -1, 1, 1),
    ])
    func thePartsPutTheMatrixBackTogether(matrix: CATransform3D) throws {
        let parts = try #require(Transform3DDecomposition(matrix))
        expectClose(parts.matrix, matrix)
    }

    @Test func aHalfTurnAboutYInterpolatesAsATurnWithItsPerspective() throws {
        let from = try #require(Transform3DDecomposition(Self.perspective))
        let to = try #require(Transform3DDecomposition(CATransform3DRotate(Self.perspective, .pi, 0, 1, 0)))
        for t in [0.25, 0.5, 0.75] {
            expectClose(Transform3DDecomposition.interpolate(from, to, t).matrix,
                        CATransform3DRotate(Self.perspective, .pi * CGFloat(t), 0, 1, 0))
        }
    }

    @Test func rotationYWritesATurnAndKeepsThePerspective() {
        let layer = CALayer()
        layer.transform = Self.perspective
        withoutActions { layer.setValue(0.7, forKeyPath: "transform.rotation.y") }
        expectClose(layer.transform, CATransform3DRotate(Self.perspective, 0.7, 0, 1, 0))
        #expect(abs((layer.value(forKeyPath: "transform.rotation.y") as? Double ?? 0) - 0.7) < 1e-9)
        withoutActions { layer.setValue(12, forKeyPath: "transform.translation.z") }
        #expect(abs(layer.transform.m43 - 12) < 1e-9)
        #expect(abs((layer.value(forKeyPath: "transform.rotation.x") as? Double ?? 1)) < 1e-9)
    }

    @Test func aRotationYAnimationFlipsACardMidFlight() {
        withAnimationTimeline { timeline in
            let layer = CALayer()
            layer.transform = Self.perspective
            let flip = CABasicAnimation(keyPath: "transform.rotation.y")
            flip.fromValue = 0
            flip.toValue = CGFloat.pi
            flip.duration = 1
            layer.add(flip, forKey: "flip")
            timeline.seek(to: 0.25)
            expectClose(layer.presentation()!.transform, CATransform3DRotate(Self.perspective, .pi / 4, 0, 1, 0), 1e-6)
            timeline.seek(to: 0.5)
            expectClose(layer.presentation()!.transform, CATransform3DRotate(Self.perspective, .pi / 2, 0, 1, 0), 1e-6)
        }
    }

    @Test func aTransformAnimationBetween3DMatricesTurns() {
        withAnimationTimeline { timeline in
            let layer = CALayer()
            let turn = CABasicAnimation(keyPath: "transform")
            turn.fromValue = Self.perspective
            turn.toValue = CATransform3DRotate(Self.perspective, .pi, 1, 0, 0)
            turn.duration = 1
            layer.add(turn, forKey: "turn")
            timeline.seek(to: 0.5)
            expectClose(layer.presentation()!.transform, CATransform3DRotate(Self.perspective, .pi / 2, 1, 0, 0), 1e-6)
        }
    }
}
