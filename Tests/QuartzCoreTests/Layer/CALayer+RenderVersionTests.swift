import CoreGraphics
@testable import QuartzCore
import Testing

/// What a change can touch on screen: moving a layer's bounds' origin alone
/// (a scroll) moves its sublayers, not what it draws in its bounds — unless
/// what it draws is placed in its coordinates.
@MainActor
@Suite struct CALayerRenderVersionTests {
    static func scrolled(_ layer: CALayer, to origin: CGPoint) -> (ownLook: Bool, sublayers: Bool) {
        let look = layer.renderVersion, tree = layer.treeVersion
        withoutActions { layer.bounds.origin = origin }
        return (layer.renderVersion != look, layer.treeVersion != tree)
    }

    @Test("moving the bounds' origin moves the sublayers and leaves the layer's own look")
    func scrollingLeavesTheOwnLook() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        layer.backgroundColor = CGColor(gray: 1, alpha: 1)
        layer.contents = DamageTrackingTests.picture
        #expect(Self.scrolled(layer, to: CGPoint(x: 0, y: 12)) == (ownLook: false, sublayers: true))
        let look = layer.renderVersion
        withoutActions { layer.bounds.size.height = 40 }
        #expect(layer.renderVersion != look)
    }

    @Test("a path, particles, tiles or a shadow path move with the origin: the layer's own look changes")
    func drawingPlacedInTheLayersCoordinatesMoves() {
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let shadowed = CALayer()
        shadowed.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        for layer in [shape, shadowed, CAEmitterLayer(), CATiledLayer()] {
            layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
            #expect(Self.scrolled(layer, to: CGPoint(x: 5, y: 0)) == (ownLook: true, sublayers: true))
        }
    }
}
