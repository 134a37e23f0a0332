import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// A layer's 4×4 transform flattened into its superlayer's plane: the
/// closed form of a turn about y seen through m34 = −1/d is
/// x' = x·cos θ / w, y' = y / w with w = 1 + x·sin θ / d.
@Suite struct HomographyTests {
    static let d: CGFloat = 500
    static let theta: CGFloat = .pi / 3

    static var perspectiveTurn: CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / d
        return CATransform3DRotate(perspective, theta, 0, 1, 0)
    }

    @Test func aTurnAboutYInPerspectiveFollowsItsClosedForm() throws {
        let map = Homography(flattening: Self.perspectiveTurn)
        #expect(!map.isAffine)
        for point in [CGPoint(x: 50, y: 20), CGPoint(x: -80, y: -30), CGPoint(x: 0, y: 10)] {
            let w = 1 + point.x * sin(Self.theta) / Self.d
            let mapped = try #require(map.map(point))
            #expect(abs(mapped.x - point.x * cos(Self.theta) / w) < 1e-9)
            #expect(abs(mapped.y - point.y / w) < 1e-9)
        }
    }

    @Test func affineTransformsStayAffineAndExact() {
        let affine = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 7, y: -2).scaledBy(x: 2, y: 0.5)
        let map = Homography(flattening: CATransform3DMakeAffineTransform(affine))
        #expect(map.isAffine)
        #expect(map.affine == affine)
        let point = CGPoint(x: 3.25, y: -11)
        #expect(map.map(point) == point.applying(affine))
        #expect(map.preimage(of: point) == point.applying(affine.inverted()))
    }

    @Test func theInverseUndoesTheMapAndConcatenationComposes() throws {
        let map = Homography(flattening: Self.perspectiveTurn)
        let shift = Homography(CGAffineTransform(translationX: 10, y: 4))
        let point = CGPoint(x: 37, y: -12)
        let mapped = try #require(map.concatenating(shift).map(point))
        let stepwise = try #require(map.map(point))
        #expect(abs(mapped.x - (stepwise.x + 10)) < 1e-9 && abs(mapped.y - (stepwise.y + 4)) < 1e-9)
        let back = try #require(map.preimage(of: stepwise))
        #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
    }

    @Test func pointsBehindTheViewerLandNowhere() {
        // w = 1 + x·sin θ / d reaches 0 at x = −d / sin θ ≈ −577.
        let map = Homography(flattening: Self.perspectiveTurn)
        #expect(map.map(CGPoint(x: -600, y: 0)) == nil)
        #expect(map.map(CGPoint(x: -500, y: 0)) != nil)
        // Of a rectangle straddling that line only the part in front remains:
        // its corners in front plus the two cut points.
        let polygon = map.visiblePolygon(of: CGRect(x: -700, y: -10, width: 800, height: 20))
        #expect(polygon.count == 4)
        #expect(map.visiblePolygon(of: CGRect(x: -900, y: -10, width: 100, height: 20)).isEmpty)
    }

    @Test func aHalfTurnShowsTheBackAndAMirrorToo() {
        #expect(Homography(flattening: CATransform3DMakeRotation(0.4, 0, 1, 0)).preservesOrientation)
        #expect(!Homography(flattening: CATransform3DMakeRotation(.pi, 0, 1, 0)).preservesOrientation)
        #expect(!Homography(flattening: CATransform3DMakeScale(-1, 1, 1)).preservesOrientation)
        #expect(Homography(flattening: CATransform3DMakeRotation(.pi, 0, 0, 1)).preservesOrientation)
    }

    @Test func theFastProductMatchesCATransform3DConcat() {
        let a = Self.perspectiveTurn
        let b = CATransform3DTranslate(CATransform3DMakeRotation(0.7, 1, 1, 0), 3, -4, 5)
        let fast = a.concatenating(b)
        let reference = CATransform3DConcat(a, b)
        for (x, y) in zip(fast.rows.joined(), reference.rows.joined()) {
            #expect(abs(x - y) < 1e-12)
        }
    }
}
