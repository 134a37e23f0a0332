import Testing
@testable import Cassowary

@Suite struct BasicSolvingTests {
    @Test func expressionOperatorsBuildTermsAndConstants() {
        let x = Variable("x"), y = Variable("y")
        let e = 2 * x + y - 10
        #expect(e.terms.map(\.coefficient) == [2, 1])
        #expect(e.terms[0].variable === x && e.terms[1].variable === y)
        #expect(e.constant == -10)
        let f = (x - 3 * y + 4) / 2
        #expect(f.terms.map(\.coefficient) == [0.5, -1.5])
        #expect(f.constant == 2)
        let g = 5 - x
        #expect(g.terms.map(\.coefficient) == [-1])
        #expect(g.constant == 5)
        #expect((-(x + 1)).constant == -1)
        #expect((x / 4).coefficient == 0.25)
    }

    @Test func simpleEqualitiesHaveTheUniqueSolution() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add(equal(x, 10))
        try solver.add(equal(x + y, 30))
        try solver.add(equal(z, 2 * y - x))
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(close(y.value, 20))
        #expect(close(z.value, 30))
        #expect(solver.constraintCount == 3)
    }

    @Test func repeatedTermsOfOneVariableAreCombined() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(Expression(terms: [Term(x), Term(x), Term(x, 2)], constant: -12), .equal))
        solver.updateVariables()
        #expect(close(x.value, 3))
    }

    @Test func inequalitiesBoundAPreference() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(atLeast(x, 10))
        try solver.add(atMost(x, 20))
        let preference = equal(x, 0, .low)
        try solver.add(preference)
        solver.updateVariables()
        #expect(close(x.value, 10))

        try solver.remove(preference)
        try solver.add(equal(x, 100, .low))
        solver.updateVariables()
        #expect(close(x.value, 20))
    }

    @Test func inequalityBetweenVariablesPushesTheWeakerOne() throws {
        let solver = Solver()
        let left = Variable("left"), right = Variable("right")
        try solver.add(atLeast(right, left + 50))
        try solver.add(equal(left, 100, strength(900)))
        try solver.add(equal(right, 120, strength(300)))
        solver.updateVariables()
        #expect(close(left.value, 100))
        #expect(close(right.value, 150))
    }

    @Test func requiredConstraintWinsOverANonRequiredConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(equal(x, 20, strength(999)))
        try solver.add(equal(x, 10))
        solver.updateVariables()
        #expect(close(x.value, 10))
    }

    @Test func higherPriorityWinsAgainstManyLowerOnesLexicographically() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(equal(x, 0, strength(751)))
        for _ in 0..<3 { try solver.add(equal(x, 100, strength(750))) }
        solver.updateVariables()
        #expect(close(x.value, 0))

        // An inequality at 751 bounds what three 750 constraints can get.
        let other = Solver()
        let y = Variable("y")
        try other.add(atMost(y, 2, strength(751)))
        for _ in 0..<3 { try other.add(equal(y, 10, strength(750))) }
        other.updateVariables()
        #expect(close(y.value, 2))
    }

    @Test func lexicographicOrderIsNotAWeightedSumEvenForHugeErrors() throws {
        // One unit at 751 against a million units at 750 and 749 each.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(equal(x, 1, strength(751)))
        for _ in 0..<5 { try solver.add(equal(x, 1_000_000, strength(750))) }
        try solver.add(equal(x, -1_000_000, strength(1)))
        solver.updateVariables()
        #expect(close(x.value, 1))
    }

    @Test func lowerPriorityDecidesAmongTheHigherOnesOptima() throws {
        let solver = Solver()
        let x = Variable("x")
        // At 700, anything in [10, 20] costs the same 10; 300 picks 18 inside it.
        try solver.add(equal(x, 10, strength(700)))
        try solver.add(equal(x, 20, strength(700)))
        try solver.add(equal(x, 18, strength(300)))
        solver.updateVariables()
        #expect(close(x.value, 18))
    }

    @Test func withinOnePriorityErrorsAddUp() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(equal(x, 0, .medium))
        try solver.add(equal(x, 10, .medium))
        try solver.add(equal(x, 10, .medium))
        solver.updateVariables()
        #expect(close(x.value, 10))

        // |x| + 2|y| with x + y == 10: the cheaper variable absorbs it all.
        let other = Solver()
        let a = Variable("a"), b = Variable("b")
        try other.add(equal(a + b, 10))
        try other.add(equal(a, 0, .medium))
        try other.add(equal(b, 0, .medium))
        try other.add(equal(b, 0, .medium))
        other.updateVariables()
        #expect(close(a.value, 10))
        #expect(close(b.value, 0))
    }

    @Test func errorsAreWeightedByTheirMagnitudeWithCoefficients() throws {
        // 3|x - 10| against |x - 40|: the scaled constraint dominates.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(equal(3 * x, 30, .medium))
        try solver.add(equal(x, 40, .medium))
        solver.updateVariables()
        #expect(close(x.value, 10))
    }

    @Test func constraintsWithoutVariablesAreCheckedForConsistency() throws {
        let solver = Solver()
        try solver.add(Constraint(Expression(constant: 0), .equal))
        #expect(throws: SolverError.unsatisfiableConstraint) {
            try solver.add(Constraint(Expression(constant: 5), .equal))
        }
        #expect(throws: SolverError.unsatisfiableConstraint) {
            try solver.add(Constraint(Expression(constant: 5), .lessThanOrEqual))
        }
        try solver.add(Constraint(Expression(constant: -5), .lessThanOrEqual))
        try solver.add(Constraint(Expression(constant: 5), .lessThanOrEqual, strength: .low))
        #expect(solver.constraintCount == 3)
    }

    @Test func resetForgetsEverythingButKeepsValues() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = equal(x, 7)
        try solver.add(c)
        try solver.addEditVariable(x, strength: .high)
        solver.updateVariables()
        solver.reset()
        #expect(solver.constraintCount == 0)
        #expect(!solver.contains(c))
        #expect(!solver.hasEditVariable(x))
        #expect(x.value == 7)
        try solver.add(c)
        try solver.add(equal(x, 3, .low))
        #expect(solver.updateVariables().isEmpty)
        #expect(x.value == 7)
    }
}
