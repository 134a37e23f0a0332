import Foundation
import QuartzCore
import Testing
import TestSupport

/// A point in 3-D, mapped as Core Animation maps it: the row vector
/// [x y z 1] times the matrix, then divided by w.
private struct Point3: Equatable {
    var x: CGFloat, y: CGFloat, z: CGFloat

    init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) {
        (self.x, self.y, self.z) = (x, y, z)
    }

    func applying(_ t: CATransform3D) -> Point3 {
        let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
        return Point3((x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w,
                      (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
                      (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w)
    }

    func isClose(to other: Point3) -> Bool {
        TestSupport.isClose(x, other.x) && TestSupport.isClose(y, other.y)
            && TestSupport.isClose(z, other.z)
    }
}

@MainActor
@Suite("CATransform3D")
struct CATransform3DTests {
    /// Sixteen different entries, including perspective, so a swapped entry or a
    /// wrong product order shows up.
    let general = CATransform3D(
        m11: 2, m12: 3, m13: 5, m14: 0.01,
        m21: 7, m22: 11, m23: 13, m24: 0.02,
        m31: 17, m32: 19, m33: 23, m34: -1.0 / 500,
        m41: 29, m42: 31, m43: 37, m44: 1)

    // MARK: Identity and construction

    @Test("the identity has ones on the diagonal and leaves points where they are")
    func identity() {
        let t = CATransform3DIdentity
        #expect([t.m11, t.m22, t.m33, t.m44] == [1, 1, 1, 1])
        #expect([t.m12, t.m13, t.m14, t.m21, t.m23, t.m24, t.m31, t.m32, t.m34, t.m41, t.m42, t.m43]
            == [CGFloat](repeating: 0, count: 12))
        #expect(CATransform3DIsIdentity(t))
        #expect(Point3(3, -4, 5).applying(t) == Point3(3, -4, 5))
    }

    @Test("the empty initializer gives the zero matrix, which is not the identity")
    func emptyInitializerIsZero() {
        let zero = CATransform3D()
        #expect(!CATransform3DIsIdentity(zero))
        #expect(zero.m11 == 0 && zero.m22 == 0 && zero.m33 == 0 && zero.m44 == 0)
    }

    @Test("IsIdentity is false as soon as one entry differs")
    func isIdentityDetectsOneEntry() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        #expect(!CATransform3DIsIdentity(t))
    }

    @Test("EqualToTransform compares every entry")
    func equalToTransform() {
        #expect(CATransform3DEqualToTransform(general, general))
        var changed = general
        changed.m43 += 1
        #expect(!CATransform3DEqualToTransform(general, changed))
    }

    // MARK: Make

    @Test("MakeTranslation stores the offsets in m41…m43 and adds them to a point")
    func makeTranslation() {
        let t = CATransform3DMakeTranslation(10, -20, 30)
        #expect((t.m41, t.m42, t.m43) == (10, -20, 30))
        #expect(Point3(1, 2, 3).applying(t) == Point3(1 + 10, 2 - 20, 3 + 30))
    }

    @Test("MakeScale stores the factors on the diagonal and multiplies each coordinate")
    func makeScale() {
        let t = CATransform3DMakeScale(2, -3, 0.5)
        #expect((t.m11, t.m22, t.m33, t.m44) == (2, -3, 0.5, 1))
        #expect(Point3(1, 2, 4).applying(t) == Point3(1 * 2, 2 * -3, 4 * 0.5))
    }

    @Test("a rotation about z equals CGAffineTransform(rotationAngle:) made 3-D",
          arguments: [CGFloat.pi / 6, CGFloat.pi / 2, -CGFloat.pi / 3, 2.5] as [CGFloat])
    func rotationAboutZMatchesAffineRotation(angle: CGFloat) {
        let rotation = CATransform3DMakeRotation(angle, 0, 0, 1)
        let affine = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))
        #expect(isClose(rotation, affine))
    }

    @Test("a rotation about x turns (0, 1, 0) to (0, cos θ, sin θ)")
    func rotationAboutXTurnsYTowardZ() {
        // Right-handed rotation about +x carries +y toward +z: the unit y vector
        // ends at angle θ from y in the y–z plane, i.e. (0, cos θ, sin θ), and x
        // is untouched.
        let angle = CGFloat.pi / 3
        let rotation = CATransform3DMakeRotation(angle, 1, 0, 0)
        #expect(Point3(0, 1, 0).applying(rotation).isClose(to: Point3(0, cos(angle), sin(angle))))
        #expect(Point3(1, 0, 0).applying(rotation).isClose(to: Point3(1, 0, 0)))
    }

    @Test("a rotation about y turns (0, 0, 1) to (sin θ, 0, cos θ)")
    func rotationAboutYTurnsZTowardX() {
        // Right-handed about +y: z goes toward x (the cyclic order is z → x → y).
        let angle = CGFloat.pi / 5
        let rotation = CATransform3DMakeRotation(angle, 0, 1, 0)
        #expect(Point3(0, 0, 1).applying(rotation).isClose(to: Point3(sin(angle), 0, cos(angle))))
    }

    @Test("the rotation axis need not be a unit vector")
    func rotationNormalizesTheAxis() {
        #expect(isClose(CATransform3DMakeRotation(0.7, 0, 0, 5), CATransform3DMakeRotation(0.7, 0, 0, 1)))
        #expect(isClose(CATransform3DMakeRotation(0.7, 3, 4, 0), CATransform3DMakeRotation(0.7, 0.6, 0.8, 0)))
    }

    @Test("a rotation about the zero axis is the identity")
    func rotationAboutZeroAxisIsIdentity() {
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    // MARK: Composition

    @Test("Concat(a, b) applies a first, then b")
    func concatAppliesFirstArgumentFirst() {
        let a = CATransform3DMakeTranslation(10, 0, 0)
        let b = CATransform3DMakeScale(2, 2, 1)
        // a then b: (1 + 10) · 2 = 22; b then a would give 1 · 2 + 10 = 12.
        #expect(Point3(1, 0, 0).applying(CATransform3DConcat(a, b)) == Point3(22, 0, 0))
        #expect(Point3(1, 0, 0).applying(CATransform3DConcat(b, a)) == Point3(12, 0, 0))
    }

    @Test("Concat with the identity changes nothing")
    func concatWithIdentity() {
        #expect(CATransform3DConcat(general, CATransform3DIdentity) == general)
        #expect(CATransform3DConcat(CATransform3DIdentity, general) == general)
    }

    @Test("Translate applies the translation before the transform")
    func translateAppliesNewTranslationFirst() {
        let scale = CATransform3DMakeScale(2, 2, 2)
        // Translation first, then the scale: (1 + 10) · 2 = 22.
        let t = CATransform3DTranslate(scale, 10, 0, 0)
        #expect(Point3(1, 0, 0).applying(t) == Point3(22, 0, 0))
        #expect(t == CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), scale))
    }

    @Test("Scale applies the scale before the transform")
    func scaleAppliesNewScaleFirst() {
        let translation = CATransform3DMakeTranslation(10, 0, 0)
        // Scale first, then the translation: 1 · 3 + 10 = 13.
        let t = CATransform3DScale(translation, 3, 3, 3)
        #expect(Point3(1, 0, 0).applying(t) == Point3(13, 0, 0))
    }

    @Test("Rotate applies the rotation before the transform")
    func rotateAppliesNewRotationFirst() {
        let translation = CATransform3DMakeTranslation(10, 0, 0)
        // A quarter turn about z takes (1, 0, 0) to (0, 1, 0), then the
        // translation moves it to (10, 1, 0). Translating first would give (0, 11, 0).
        let t = CATransform3DRotate(translation, .pi / 2, 0, 0, 1)
        #expect(Point3(1, 0, 0).applying(t).isClose(to: Point3(10, 1, 0)))
    }

    // MARK: Inversion

    @Test("a transform times its inverse is the identity, in either order")
    func inverseUndoesTheTransform() {
        let inverse = CATransform3DInvert(general)
        #expect(isClose(CATransform3DConcat(general, inverse), CATransform3DIdentity))
        #expect(isClose(CATransform3DConcat(inverse, general), CATransform3DIdentity))
    }

    @Test("inverting a translation negates it")
    func inverseOfTranslation() {
        let inverse = CATransform3DInvert(CATransform3DMakeTranslation(4, -5, 6))
        #expect(isClose(inverse, CATransform3DMakeTranslation(-4, 5, -6)))
    }

    @Test("inverting a rotation rotates back by the same angle")
    func inverseOfRotation() {
        let inverse = CATransform3DInvert(CATransform3DMakeRotation(0.9, 1, 2, 3))
        #expect(isClose(inverse, CATransform3DMakeRotation(-0.9, 1, 2, 3)))
    }

    @Test("inverting a singular matrix returns it unchanged")
    func singularInverseIsUnchanged() {
        // A zero scale on x flattens space onto a plane: no inverse exists.
        let flatten = CATransform3DMakeScale(0, 2, 3)
        #expect(CATransform3DInvert(flatten) == flatten)
        // Two equal rows: also singular, although no entry of the diagonal is 0.
        var repeatedRow = general
        (repeatedRow.m21, repeatedRow.m22, repeatedRow.m23, repeatedRow.m24)
            = (general.m11, general.m12, general.m13, general.m14)
        #expect(CATransform3DInvert(repeatedRow) == repeatedRow)
    }

    // MARK: Affine

    @Test("IsAffine holds for 2-D transforms and fails for any z or perspective term")
    func isAffine() {
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(
            CGAffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13))))
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(1, 0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(1, 1, 0, 0)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        #expect(!CATransform3DIsAffine(perspective))
    }

    @Test("MakeAffineTransform puts a, b, c, d, tx, ty in m11, m12, m21, m22, m41, m42")
    func makeAffineTransformPlacesComponents() {
        let t = CATransform3DMakeAffineTransform(CGAffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13))
        #expect((t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) == (2, 3, 5, 7, 11, 13))
        #expect((t.m33, t.m44) == (1, 1))
        #expect([t.m13, t.m14, t.m23, t.m24, t.m31, t.m32, t.m34, t.m43] == [CGFloat](repeating: 0, count: 8))
    }

    @Test("GetAffineTransform of MakeAffineTransform gives the affine transform back")
    func affineRoundTrip() {
        let affine = CGAffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
    }

    @Test("GetAffineTransform keeps the x–y part of a 3-D translation")
    func getAffineTransformOfTranslation() {
        let affine = CATransform3DGetAffineTransform(CATransform3DMakeTranslation(3, 4, 5))
        #expect(affine == CGAffineTransform(translationX: 3, y: 4))
    }
}
