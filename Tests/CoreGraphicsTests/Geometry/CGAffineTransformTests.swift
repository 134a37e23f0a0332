import Testing
import TestSupport
import CoreGraphics

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    /// A transform with six different, non-trivial components, so a swapped
    /// component shows up in any product.
    let general = CGAffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)

    // MARK: Construction

    @Test("identity leaves points where they are and reports isIdentity")
    func identity() {
        let point = CGPoint(x: 3, y: -4)
        #expect(point.applying(.identity) == point)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == .identity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test("the memberwise initializer stores each component in its own field")
    func memberwise() {
        #expect(general.a == 2)
        #expect(general.b == 3)
        #expect(general.c == 5)
        #expect(general.d == 7)
        #expect(general.tx == 11)
        #expect(general.ty == 13)
    }

    @Test("a translation adds its offsets to a point")
    func translation() {
        let moved = CGPoint(x: 2, y: 3).applying(CGAffineTransform(translationX: 10, y: -4))
        #expect(moved == CGPoint(x: 2 + 10, y: 3 - 4))
    }

    @Test("a scale multiplies each coordinate by its own factor")
    func scale() {
        let scaled = CGPoint(x: 2, y: 3).applying(CGAffineTransform(scaleX: 0.5, y: -2))
        #expect(scaled == CGPoint(x: 2 * 0.5, y: 3 * -2))
    }

    @Test("a positive rotation turns the x axis toward the y axis")
    func rotationDirection() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(isClose(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
    }

    @Test("a rotation by an eighth turn puts (1, 0) on the diagonal")
    func rotationEighth() {
        let rotated = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(isClose(rotated, CGPoint(x: sqrt(2) / 2, y: sqrt(2) / 2)))
    }

    @Test("a rotation's components are cos, sin, -sin, cos")
    func rotationComponents() {
        let angle: CGFloat = 0.3
        let rotation = CGAffineTransform(rotationAngle: angle)
        #expect(isClose(rotation, CGAffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)))
    }

    // MARK: Composition order (the pins from the issue)

    @Test("scaledBy then rotated(by:) rotates (1, 0) first and then scales it to (0, 1.5)")
    func scaledThenRotatedPin() {
        let transform = CGAffineTransform.identity.scaledBy(x: 0.5, y: 1.5).rotated(by: .pi / 2)
        // The rotation (added last) applies first: (1, 0) → (0, 1); then the scale: (0 · 0.5, 1 · 1.5).
        let mapped = CGPoint(x: 1, y: 0).applying(transform)
        #expect(isClose(mapped, CGPoint(x: 0 * 0.5, y: 1 * 1.5)))
    }

    @Test("scale concatenating rotation scales (1, 0) first and then rotates it to (0, 0.5)")
    func scaleConcatenatingRotationPin() {
        let transform = CGAffineTransform(scaleX: 0.5, y: 1.5).concatenating(CGAffineTransform(rotationAngle: .pi / 2))
        // The receiver applies first: (1, 0) → (0.5, 0); then the rotation turns x into y: (0, 0.5).
        let mapped = CGPoint(x: 1, y: 0).applying(transform)
        #expect(isClose(mapped, CGPoint(x: 0, y: 1 * 0.5)))
    }

    @Test("translatedBy applies the translation before the existing transform")
    func translatedByOrder() {
        let transform = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        // Translate first, then scale: ((1 + 10) · 2, (1 + 20) · 3).
        #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: (1 + 10) * 2, y: (1 + 20) * 3))
    }

    @Test("scaledBy applies the scale before the existing transform")
    func scaledByOrder() {
        let transform = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        // Scale first, then translate: (1 · 2 + 10, 1 · 3 + 20).
        #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 1 * 2 + 10, y: 1 * 3 + 20))
    }

    @Test("rotated(by:) applies the rotation before the existing transform")
    func rotatedOrder() {
        let transform = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        // Rotate first: (1, 0) → (0, 1); then translate: (0 + 10, 1).
        #expect(isClose(CGPoint(x: 1, y: 0).applying(transform), CGPoint(x: 0 + 10, y: 1)))
    }

    @Test("translatedBy, scaledBy and rotated equal the new operation concatenating the receiver")
    func methodsMatchPrecedingConcatenation() {
        #expect(isClose(general.translatedBy(x: 4, y: -6),
                        CGAffineTransform(translationX: 4, y: -6).concatenating(general)))
        #expect(isClose(general.scaledBy(x: 0.25, y: 8),
                        CGAffineTransform(scaleX: 0.25, y: 8).concatenating(general)))
        #expect(isClose(general.rotated(by: 1.1),
                        CGAffineTransform(rotationAngle: 1.1).concatenating(general)))
    }

    @Test("concatenating applies the receiver first and the argument second")
    func concatenatingOrder() {
        let translateThenScale = CGAffineTransform(translationX: 1, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        let scaleThenTranslate = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 1, y: 0))
        let point = CGPoint(x: 1, y: 1)
        #expect(point.applying(translateThenScale) == CGPoint(x: (1 + 1) * 2, y: 1 * 2))
        #expect(point.applying(scaleThenTranslate) == CGPoint(x: 1 * 2 + 1, y: 1 * 2))
    }

    @Test("concatenating maps a point exactly as applying the two transforms in turn")
    func concatenatingMatchesSequentialApplication() {
        let second = CGAffineTransform(a: -1, b: 0.5, c: 2, d: 0.25, tx: -3, ty: 4)
        let point = CGPoint(x: 1.5, y: -2.5)
        #expect(isClose(point.applying(general.concatenating(second)), point.applying(general).applying(second)))
    }

    @Test("concatenating is associative")
    func concatenatingAssociative() {
        let b = CGAffineTransform(rotationAngle: 0.7)
        let c = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: -2, ty: 9)
        #expect(isClose(general.concatenating(b).concatenating(c), general.concatenating(b.concatenating(c))))
    }

    @Test("identity is neutral on both sides of concatenating")
    func concatenatingIdentity() {
        #expect(general.concatenating(.identity) == general)
        #expect(CGAffineTransform.identity.concatenating(general) == general)
    }

    @Test("two rotations add their angles")
    func rotationsAdd() {
        let combined = CGAffineTransform(rotationAngle: 0.4).rotated(by: 0.9)
        #expect(isClose(combined, CGAffineTransform(rotationAngle: 0.4 + 0.9)))
    }

    // MARK: Inversion

    @Test("inverted() undoes the transform in both orders")
    func invertedUndoes() {
        let inverse = general.inverted()
        #expect(isClose(general.concatenating(inverse), .identity))
        #expect(isClose(inverse.concatenating(general), .identity))
        let point = CGPoint(x: -7, y: 0.5)
        #expect(isClose(point.applying(general).applying(inverse), point))
    }

    @Test("inverted() of a scale and translation divides by the scale and undoes the offset")
    func invertedScaleTranslation() {
        let transform = CGAffineTransform(translationX: 10, y: -20).scaledBy(x: 2, y: 4)
        let inverse = transform.inverted()
        // x' = 2x + 10 → x = (x' − 10) / 2; y' = 4y − 20 → y = (y' + 20) / 4.
        #expect(isClose(inverse, CGAffineTransform(a: 1.0 / 2, b: 0, c: 0, d: 1.0 / 4, tx: -10.0 / 2, ty: 20.0 / 4)))
    }

    @Test("inverted() of a singular transform returns it unchanged", arguments: [
        CGAffineTransform(scaleX: 0, y: 3),
        // Determinant 1 · 4 − 2 · 2 = 0: the rows are parallel.
        CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6),
        CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 1),
    ])
    func invertedSingular(transform: CGAffineTransform) {
        #expect(transform.inverted() == transform)
    }

    // MARK: Value semantics

    @Test("transforms with equal components are equal and hash alike")
    func equatableHashable() {
        let copy = CGAffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
        #expect(copy == general)
        #expect(copy.hashValue == general.hashValue)
        #expect(Set([copy, general, .identity]).count == 2)
        var changed = general
        changed.ty = 14
        #expect(changed != general)
    }

    @Test("the description lists all six components")
    func description() {
        #expect(general.description == "CGAffineTransform(a: 2.0, b: 3.0, c: 5.0, d: 7.0, tx: 11.0, ty: 13.0)")
    }

    // MARK: Drawability (Kumiki additions used by the compositor)

    @Test("a transform is drawable through only when finite and invertible")
    func finiteAndInvertible() {
        #expect(general.isFiniteAndInvertible)
        #expect(!CGAffineTransform(scaleX: 0, y: 1).isFiniteAndInvertible)
        #expect(!CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).isFiniteAndInvertible)
        #expect(!CGAffineTransform(translationX: .infinity, y: 0).isFiniteAndInvertible)
        // Shear that collapses the plane onto a line: rows (1, 2) and (2, 4).
        #expect(!CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).isFiniteAndInvertible)
    }

    @Test("the smallest scale is the smaller singular value of the linear part")
    func smallestScale() {
        #expect(CGAffineTransform(scaleX: 3, y: 0.5).smallestScale == 0.5)
        #expect(CGAffineTransform(scaleX: 0, y: 7).smallestScale == 0)
        // A rotation stretches nothing: both singular values are 1.
        #expect(abs(CGAffineTransform(rotationAngle: 0.7).smallestScale - 1) < 1e-12)
        // scale(2, 0.25) then a rotation keeps singular values 2 and 0.25.
        let rotatedScale = CGAffineTransform(scaleX: 2, y: 0.25).rotated(by: 1.1)
        #expect(abs(rotatedScale.smallestScale - 0.25) < 1e-12)
        // general: sum of squares 87, |det| = |2·7 − 3·5| = 1, so
        // σ₂ = 1 / sqrt((87 + sqrt(87² − 4)) / 2).
        let largestSquared: Double = (87 + (87.0 * 87 - 4).squareRoot()) / 2
        let expected = 1 / largestSquared.squareRoot()
        #expect(abs(general.smallestScale - expected) < 1e-12)
    }
}
