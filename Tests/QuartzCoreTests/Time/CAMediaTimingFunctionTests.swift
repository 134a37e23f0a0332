import QuartzCore
import Testing
import TestSupport

/// Control point `index` of `function`, read through the Core Animation API.
private func controlPoint(_ function: CAMediaTimingFunction, _ index: Int) -> [Float] {
    var values: [Float] = [-1, -1]
    function.getControlPoint(at: index, values: &values)
    return values
}

/// Names and their P1, P2 as listed in docs/BEHAVIOR.md.
private let documentedControlPoints: [(CAMediaTimingFunctionName, [Float], [Float])] = [
    (.linear, [0, 0], [1, 1]),
    (.easeIn, [0.42, 0], [1, 1]),
    (.easeOut, [0, 0], [0.58, 1]),
    (.easeInEaseOut, [0.42, 0], [0.58, 1]),
    (.default, [0.25, 0.1], [0.25, 1]),
]

@MainActor
@Suite("CAMediaTimingFunction")
struct CAMediaTimingFunctionTests {
    @Test("named functions have Core Animation's control points", arguments: documentedControlPoints)
    func namedControlPoints(name: CAMediaTimingFunctionName, p1: [Float], p2: [Float]) {
        let function = CAMediaTimingFunction(name: name)
        #expect(controlPoint(function, 1) == p1)
        #expect(controlPoint(function, 2) == p2)
    }

    @Test("control points 0 and 3 are the fixed ends (0, 0) and (1, 1)")
    func fixedEndControlPoints() {
        let function = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        #expect(controlPoint(function, 0) == [0, 0])
        #expect(controlPoint(function, 3) == [1, 1])
    }

    @Test("init(controlPoints:) stores P1 and P2 as given")
    func customControlPoints() {
        let function = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        #expect(controlPoint(function, 1) == [0.1, 0.2])
        #expect(controlPoint(function, 2) == [0.3, 0.4])
    }

    @Test("an index outside 0…3 leaves the values untouched")
    func outOfRangeIndexWritesNothing() {
        let function = CAMediaTimingFunction(name: .easeIn)
        #expect(controlPoint(function, 4) == [-1, -1])
        #expect(controlPoint(function, -1) == [-1, -1])
    }

    @Test("the linear function's progress equals time")
    func linearProgress() {
        let function = CAMediaTimingFunction(name: .linear)
        for x in [0.0, 0.2, 0.5, 0.9, 1.0] {
            #expect(abs(function.progress(at: x) - x) < 1e-7, "x = \(x)")
        }
    }

    @Test("ease-in-ease-out is halfway at half time and symmetric about it")
    func easeInEaseOutProgress() {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(abs(function.progress(at: 0.5) - 0.5) < 1e-7)
        // P1 (0.42, 0) and P2 (0.58, 1) mirror through the centre, so
        // progress(x) + progress(1 − x) = 1.
        #expect(abs(function.progress(at: 0.2) + function.progress(at: 0.8) - 1) < 1e-7)
    }

    @Test("progress agrees with the Bernstein form at a curve point")
    func progressMatchesClosedForm() {
        let function = CAMediaTimingFunction(name: .default)
        // P1 = (0.25, 0.1), P2 = (0.25, 1) as Float, then widened as the function
        // stores them; B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³ at t = 0.3.
        let (x1, y1, x2, y2) = (Double(Float(0.25)), Double(Float(0.1)), Double(Float(0.25)), 1.0)
        let t = 0.3, s = 1 - t
        let x = 3 * s * s * t * x1 + 3 * s * t * t * x2 + t * t * t
        let y = 3 * s * s * t * y1 + 3 * s * t * t * y2 + t * t * t
        #expect(abs(function.progress(at: x) - y) < 1e-7)
    }

    @Test("functions with the same control points are equal and hash alike")
    func equality() {
        let named = CAMediaTimingFunction(name: .easeInEaseOut)
        let spelledOut = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        #expect(named == spelledOut)
        #expect(named.hashValue == spelledOut.hashValue)
        #expect(named != CAMediaTimingFunction(name: .easeIn))
    }

    @Test("an unknown name stops the process")
    func unknownNameStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: "bouncy"))
        }
        #expect(standardError(of: result).contains("unknown timing function name 'bouncy'"))
    }
}
