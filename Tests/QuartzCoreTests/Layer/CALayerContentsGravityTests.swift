import QuartzCore
import Testing

/// Bounds with a non-zero origin, so a gravity that forgets the origin shows.
private let bounds = CGRect(x: 10, y: 20, width: 100, height: 50)
/// Content smaller than the bounds on both axes.
private let size = CGSize(width: 40, height: 20)

/// Horizontal and vertical placements of `size` in `bounds`.
private let left: CGFloat = 10                      // bounds.minX
private let centerX: CGFloat = 10 + (100 - 40) / 2  // bounds.midX − width / 2 = 40
private let right: CGFloat = 10 + 100 - 40          // bounds.maxX − width = 70
/// Core Animation's vertical names follow a y-up axis: top is the bounds' maxY.
private let top: CGFloat = 20 + 50 - 20             // bounds.maxY − height = 50
private let centerY: CGFloat = 20 + (50 - 20) / 2   // bounds.midY − height / 2 = 35
private let bottom: CGFloat = 20                    // bounds.minY

@MainActor
private func placement(_ gravity: CALayerContentsGravity) -> CGRect {
    gravity.rect(forContentSize: size, in: bounds)
}

@MainActor
@Suite("CALayerContentsGravity")
struct CALayerContentsGravityTests {
    @Test("a layer's contents gravity is resize by default")
    func defaultIsResize() {
        #expect(CALayer().contentsGravity == .resize)
    }

    @Test("resize stretches the content over the whole bounds")
    func resizeFillsBounds() {
        #expect(placement(.resize) == bounds)
    }

    @Test("center keeps the size and centres on both axes")
    func center() {
        #expect(placement(.center) == CGRect(origin: CGPoint(x: centerX, y: centerY), size: size))
    }

    @Test("top and bottom mean maxY and minY of the bounds (y up, as in Core Animation), centred horizontally")
    func topAndBottom() {
        #expect(placement(.top) == CGRect(origin: CGPoint(x: centerX, y: top), size: size))
        #expect(placement(.bottom) == CGRect(origin: CGPoint(x: centerX, y: bottom), size: size))
    }

    @Test("left and right hug the sides, centred vertically")
    func leftAndRight() {
        #expect(placement(.left) == CGRect(origin: CGPoint(x: left, y: centerY), size: size))
        #expect(placement(.right) == CGRect(origin: CGPoint(x: right, y: centerY), size: size))
    }

    @Test("the corner gravities put the content in that corner of the y-up bounds")
    func corners() {
        #expect(placement(.topLeft) == CGRect(origin: CGPoint(x: left, y: top), size: size))
        #expect(placement(.topRight) == CGRect(origin: CGPoint(x: right, y: top), size: size))
        #expect(placement(.bottomLeft) == CGRect(origin: CGPoint(x: left, y: bottom), size: size))
        #expect(placement(.bottomRight) == CGRect(origin: CGPoint(x: right, y: bottom), size: size))
    }

    @Test("non-scaling gravities let larger content overflow the bounds evenly")
    func largerContentOverflows() {
        let large = CGSize(width: 140, height: 90)
        // (100 − 140) / 2 = −20 past each side; (50 − 90) / 2 = −20 above and below.
        #expect(CALayerContentsGravity.center.rect(forContentSize: large, in: bounds)
            == CGRect(x: 10 - 20, y: 20 - 20, width: 140, height: 90))
    }

    @Test("resizeAspect scales to fit inside the bounds, centred")
    func resizeAspectFits() {
        let wide = CGSize(width: 40, height: 10)
        // Scales 100 / 40 = 2.5 and 50 / 10 = 5: fitting takes the smaller, 2.5,
        // giving 100 × 25, centred vertically: y = 20 + (50 − 25) / 2.
        #expect(CALayerContentsGravity.resizeAspect.rect(forContentSize: wide, in: bounds)
            == CGRect(x: 10, y: 20 + CGFloat(50 - 25) / 2, width: 100, height: 25))
    }

    @Test("resizeAspectFill scales to cover the bounds, centred")
    func resizeAspectFillCovers() {
        let wide = CGSize(width: 40, height: 10)
        // Filling takes the larger scale, 5, giving 200 × 50, centred
        // horizontally: x = 10 + (100 − 200) / 2.
        #expect(CALayerContentsGravity.resizeAspectFill.rect(forContentSize: wide, in: bounds)
            == CGRect(x: 10 + CGFloat(100 - 200) / 2, y: 20, width: 200, height: 50))
    }

    @Test("the aspect gravities fall back to the bounds for empty content")
    func aspectWithEmptyContent() {
        #expect(CALayerContentsGravity.resizeAspect.rect(forContentSize: .zero, in: bounds) == bounds)
        #expect(CALayerContentsGravity.resizeAspectFill.rect(
            forContentSize: CGSize(width: 0, height: 10), in: bounds) == bounds)
    }
}
