import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing
import UIKitTesting

/// 3-D transforms drawn projectively. The reference layer is 60 × 60 points
/// centered in a white 100 × 100 root, turned θ = 60° about y through
/// m34 = −1/100. Each edge point (x, y) about the center lands at
/// (x·cos θ / w, y / w), w = 1 + x·sin θ / 100: the left edge (x = −30,
/// w = 0.7402) at 29.74 with half height 40.53, the right edge (x = 30,
/// w = 1.2598) at 61.91 with half height 23.81.
@MainActor
@Suite struct PerspectiveRenderingTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    static func turned(_ angle: CGFloat = .pi / 3) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 100
        return CATransform3DRotate(perspective, angle, 0, 1, 0)
    }

    func card(transform: CATransform3D = turned()) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        layer.backgroundColor = Self.red
        layer.transform = transform
        return layer
    }

    func isRed(_ image: CGImage, _ x: Int, _ y: Int) -> Bool {
        let pixel = image.pixel(atX: x, y: y)
        return pixel.red > 200 && pixel.green < 60
    }

    func isWhite(_ image: CGImage, _ x: Int, _ y: Int) -> Bool {
        let pixel = image.pixel(atX: x, y: y)
        return pixel.red > 240 && pixel.green > 240 && pixel.blue > 240
    }

    @Test func theNearEdgeGrowsAndTheFarEdgeShrinks() {
        let image = renderOverWhite(card())
        // Left of the near (left) edge at 29.74, and right of the far edge at 61.91.
        #expect(isWhite(image, 27, 50))
        #expect(isRed(image, 31, 50))
        #expect(isRed(image, 60, 50))
        #expect(isWhite(image, 63, 50))
        // The top edge runs from (29.74, 9.47) to (61.91, 26.19): at x = 31.5
        // it is at 10.9, at x = 60.5 at 25.4.
        #expect(isRed(image, 31, 12))
        #expect(isWhite(image, 31, 9))
        #expect(isRed(image, 60, 27))
        #expect(isWhite(image, 60, 24))
        // The bottom edge mirrors the top.
        #expect(isRed(image, 31, 87))
        #expect(isWhite(image, 60, 76))
        assertSnapshot(of: renderOverWhite(card(), scale: 2), named: "turned-card")
    }

    @Test func hitTestingAndConversionFollowThePerspective() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let layer = card()
        root.addSublayer(layer)
        // Inside the flat frame but outside the projected card: no hit.
        #expect(root.hitTest(CGPoint(x: 25, y: 50)) === root)
        #expect(root.hitTest(CGPoint(x: 70, y: 50)) === root)
        #expect(root.hitTest(CGPoint(x: 35, y: 50)) === layer)
        #expect(root.hitTest(CGPoint(x: 31, y: 12)) === layer)
        let corner = layer.convert(CGPoint.zero, to: root)
        #expect(abs(corner.x - (50 - 30 * 0.5 / 0.740192)) < 1e-3)
        #expect(abs(corner.y - (50 - 30 / 0.740192)) < 1e-3)
        let back = layer.convert(corner, from: root)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
    }

    @Test func aPerspectiveSublayerTransformBringsNearerLayersCloser() {
        // w = 1 − zPosition/100: a layer raised by 50 points doubles in size
        // about the parent's anchor, (50, 50).
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 100
        parent.sublayerTransform = perspective
        let raised = CALayer()
        raised.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
        raised.backgroundColor = Self.red
        raised.zPosition = 50
        parent.addSublayer(raised)
        let image = renderOverWhite(parent)
        #expect(isRed(image, 32, 50) && isRed(image, 67, 50) && isRed(image, 50, 32))
        #expect(isWhite(image, 28, 50) && isWhite(image, 71, 50) && isWhite(image, 50, 28))
        #expect(parent.hitTest(CGPoint(x: 33, y: 33)) === raised)
    }

    @Test func aLayerThatIsNotDoubleSidedHidesItsBack() {
        let flipped = card(transform: Self.turned(.pi))
        flipped.isDoubleSided = false
        #expect(isWhite(renderOverWhite(flipped), 50, 50))
        let shown = card(transform: Self.turned(.pi))
        // A half turn mirrors the card: its blue left quarter shows on the right.
        let quarter = CALayer()
        quarter.frame = CGRect(x: 0, y: 0, width: 15, height: 60)
        quarter.backgroundColor = Self.blue
        shown.addSublayer(quarter)
        let image = renderOverWhite(shown)
        #expect(image.pixel(atX: 75, y: 50).blue > 200 && image.pixel(atX: 75, y: 50).red < 60)
        #expect(isRed(image, 25, 50))
        // Turned less than a quarter, it still faces the viewer.
        let facing = card(transform: Self.turned(.pi / 4))
        facing.isDoubleSided = false
        #expect(isRed(renderOverWhite(facing), 50, 50))
    }

    @Test func aTransformLayerDrawsItsSublayersByDepthNotOrder() {
        func scene(in container: CALayer) -> CGImage {
            container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let near = CALayer()
            near.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
            near.backgroundColor = Self.red
            near.transform = CATransform3DMakeTranslation(0, 0, 20)
            let far = CALayer()
            far.frame = CGRect(x: 40, y: 40, width: 40, height: 40)
            far.backgroundColor = Self.blue
            container.addSublayer(near)
            container.addSublayer(far)
            return renderOverWhite(container)
        }
        // Flattened, the later sublayer covers the overlap; in a transform
        // layer the nearer one does.
        #expect(scene(in: CALayer()).pixel(atX: 50, y: 50).blue > 200)
        let transformLayer = CATransformLayer()
        #expect(isRed(scene(in: transformLayer), 50, 50))
        #expect(transformLayer.hitTest(CGPoint(x: 50, y: 50)) === transformLayer.sublayers?[0])
        #expect(transformLayer.hitTest(CGPoint(x: 70, y: 70)) === transformLayer.sublayers?[1])
        #expect(transformLayer.hitTest(CGPoint(x: 90, y: 10)) == nil)
    }

    @Test func aCubeOfTransformLayerFacesShowsOnlyItsFrontFaces() {
        // A 40-point cube turned 30° about y, seen through m34 = −1/200: the
        // front face (red) and the right face (blue) are visible; the back
        // face (green), drawn last in order, must not cover them.
        let cube = CATransformLayer()
        cube.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        let faces: [(CGColor, CATransform3D)] = [
            (Self.red, CATransform3DMakeTranslation(0, 0, 20)),
            (Self.blue, CATransform3DRotate(CATransform3DMakeTranslation(20, 0, 0), .pi / 2, 0, 1, 0)),
            (CGColor(red: 0, green: 1, blue: 0, alpha: 1), CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -20), .pi, 0, 1, 0)),
        ]
        for (color, transform) in faces {
            let face = CALayer()
            face.frame = cube.bounds
            face.backgroundColor = color
            face.transform = transform
            face.isDoubleSided = false
            cube.addSublayer(face)
        }
        var turn = CATransform3DIdentity
        turn.m34 = -1.0 / 200
        cube.transform = CATransform3DRotate(turn, -.pi / 6, 0, 1, 0)
        let image = renderOverWhite(cube, scale: 2)
        #expect(image.pixel(atX: 90, y: 100).red > 200 && image.pixel(atX: 90, y: 100).green < 60)
        #expect(image.pixel(atX: 138, y: 100).blue > 200)
        #expect(!(0..<200).contains { x in image.pixel(atX: x, y: 100).green > 200 && image.pixel(atX: x, y: 100).red < 60 })
        assertSnapshot(of: image, named: "cube")
    }
}
