import Testing
import CoreGraphics

@Suite("CGVector")
struct CGVectorTests {
    @Test("the empty initializer and .zero are the zero vector")
    func zero() {
        #expect(CGVector().dx == 0)
        #expect(CGVector().dy == 0)
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    }

    @Test("CGFloat, Double and Int initializers store the same components")
    func initializers() {
        let fromCGFloat = CGVector(dx: CGFloat(3), dy: CGFloat(-4))
        let fromDouble = CGVector(dx: Double(3), dy: Double(-4))
        let fromInt = CGVector(dx: Int(3), dy: Int(-4))
        #expect(fromCGFloat.dx == 3)
        #expect(fromCGFloat.dy == -4)
        #expect(fromDouble == fromCGFloat)
        #expect(fromInt == fromCGFloat)
    }

    @Test("components are mutable, and equality and hashing follow them")
    func valueSemantics() {
        var vector = CGVector(dx: 1, dy: 2)
        let original = vector
        vector.dy = 5
        #expect(vector != original)
        #expect(vector == CGVector(dx: 1, dy: 5))
        #expect(Set([vector, CGVector(dx: 1, dy: 5), original]).count == 2)
    }

    @Test("the description shows both components")
    func description() {
        #expect(CGVector(dx: 1.5, dy: -2).description == "(1.5, -2.0)")
    }
}
