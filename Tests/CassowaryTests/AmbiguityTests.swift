import Testing
@testable import Cassowary

@Suite struct AmbiguityTests {
    @Test func unconstrainedVariableIsAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        #expect(solver.isAmbiguous(x))
        try solver.add(equal(y, 3))
        #expect(solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test func bothVariablesOfOneEquationAreAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(equal(x + y, 10))
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
    }

    @Test func fullyDeterminedSystemIsNotAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add(equal(x + y, 10))
        try solver.add(equal(x - y, 2))
        try solver.add(atLeast(z, x))
        try solver.add(atMost(z, 6))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        #expect(!solver.isAmbiguous(z))
        solver.updateVariables()
        #expect(close(x.value, 6) && close(y.value, 4) && close(z.value, 6))
    }

    @Test func variablePinnedOnlyByAWeakPreferenceIsNotAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(equal(x, 5, strength(1)))
        #expect(!solver.isAmbiguous(x))
    }

    @Test func zeroCostRangeBetweenInequalitiesIsAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(atLeast(x, 0))
        try solver.add(atMost(x, 10))
        #expect(solver.isAmbiguous(x))
        // Equally costly preferences at one priority leave [10, 20] open.
        try solver.add(equal(y, 10, .medium))
        try solver.add(equal(y, 20, .medium))
        #expect(solver.isAmbiguous(y))
        // A lower priority picks one point of it.
        try solver.add(equal(y, 12, .low))
        #expect(!solver.isAmbiguous(y))
    }

    @Test func viewWithOnlyAWidthIsHorizontallyAmbiguous() throws {
        let solver = Solver()
        let left = Variable("left"), right = Variable("right")
        try solver.add(equal(right - left, 50))
        #expect(solver.isAmbiguous(left))
        #expect(solver.isAmbiguous(right))
        try solver.add(atLeast(left, 0))
        try solver.add(equal(left, 20, .high))
        #expect(!solver.isAmbiguous(left))
        #expect(!solver.isAmbiguous(right))
    }
}
