import Testing
@testable import Cassowary

@Suite struct IncrementalTests {
    @Test func draggedEditValueIsBoundedByInequalities() throws {
        let solver = Solver()
        let x = Variable("x"), follower = Variable("follower")
        try solver.add(atLeast(x, 0))
        try solver.add(atMost(x, 100))
        try solver.add(equal(follower, x + 10))
        try solver.addEditVariable(x, strength: strength(999))
        #expect(solver.hasEditVariable(x))
        for (suggested, expected) in [(50.0, 50.0), (150, 100), (-20, 0), (70, 70), (100, 100), (100.5, 100), (3, 3)] {
            try solver.suggestValue(suggested, for: x)
            solver.updateVariables()
            #expect(close(x.value, expected), "suggested \(suggested)")
            #expect(close(follower.value, expected + 10), "suggested \(suggested)")
        }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.constraintCount == 3)
    }

    @Test func editStartsAtTheCurrentValueAndStrongerEditWins() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(equal(x + y, 100))
        try solver.add(equal(x, 30, .low))
        solver.updateVariables()
        #expect(close(x.value, 30) && close(y.value, 70))
        // The edit pins the values as they are until a suggestion arrives.
        try solver.addEditVariable(y, strength: .high)
        solver.updateVariables()
        #expect(close(x.value, 30) && close(y.value, 70))
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(10, for: x)
        try solver.suggestValue(40, for: y)
        solver.updateVariables()
        #expect(close(x.value, 60))
        #expect(close(y.value, 40))
    }

    @Test func staysKeepTheLastWrittenValues() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addStay(x, strength: strength(300))
        try solver.addStay(y, strength: strength(250))
        try solver.add(equal(x + y, 10))
        solver.updateVariables()
        // Both stays want 0; x's is stronger.
        #expect(close(x.value, 0) && close(y.value, 10))

        try solver.addEditVariable(x, strength: strength(999))
        try solver.suggestValue(4, for: x)
        solver.updateVariables()
        #expect(close(x.value, 4) && close(y.value, 6))

        // Without the edit, the stays hold the values of the last update, not 0.
        try solver.removeEditVariable(x)
        #expect(solver.updateVariables().isEmpty)
        #expect(close(x.value, 4) && close(y.value, 6))

        try solver.removeStay(x)
        try solver.add(equal(y, 1, strength(200)))
        solver.updateVariables()
        // y's stay (250, at 6) beats the new 200 preference; x absorbs the change.
        #expect(close(x.value, 4) && close(y.value, 6))
        try solver.removeStay(y)
        solver.updateVariables()
        #expect(close(x.value, 9) && close(y.value, 1))
    }

    /// a ≥ 0; b == a + k; c ≥ b + 10; c ≤ 100; c == t at 500; a == 5 at 250.
    final class System {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        var shift: Constraint
        var target: Constraint

        init(k: Double, t: Double) throws {
            shift = equal(b, a + k)
            target = equal(c, t, .medium)
            try solver.add(atLeast(a, 0))
            try solver.add(shift)
            try solver.add(atLeast(c, b + 10))
            try solver.add(atMost(c, 100))
            try solver.add(target)
            try solver.add(equal(a, 5, .low))
            solver.updateVariables()
        }

        var values: [Double] {
            solver.updateVariables()
            return [a.value, b.value, c.value]
        }
    }

    @Test func updateConstantOfARequiredEqualityMatchesRemoveAndAdd() throws {
        let incremental = try System(k: 0, t: 50)
        #expect(closeAll(incremental.values, [5, 5, 50]))
        let steps: [(k: Double, expected: [Double])] = [
            (40, [0, 40, 50]), (90, [0, 90, 100]), (-30, [5, -25, 50]), (85, [0, 85, 95]), (10, [5, 15, 50]),
        ]
        for step in steps {
            // The value a constraint holds: b - a - k == 0, so the constant is -k.
            try incremental.solver.updateConstant(of: incremental.shift, to: -step.k)
            let rebuilt = try System(k: 0, t: 50)
            try rebuilt.solver.remove(rebuilt.shift)
            rebuilt.shift = equal(rebuilt.b, rebuilt.a + step.k)
            try rebuilt.solver.add(rebuilt.shift)
            let got = incremental.values
            #expect(zip(got, step.expected).allSatisfy { close($0, $1) }, "k = \(step.k): \(got)")
            #expect(zip(got, rebuilt.values).allSatisfy { close($0, $1) }, "k = \(step.k)")
            #expect(incremental.shift.constant == -step.k)
        }
    }

    @Test func updateConstantOfANonRequiredConstraintMatchesRemoveAndAdd() throws {
        let incremental = try System(k: 0, t: 50)
        let steps: [(t: Double, expected: [Double])] = [
            (60, [5, 5, 60]), (10, [0, 0, 10]), (200, [5, 5, 100]), (-40, [0, 0, 10]), (33, [5, 5, 33]),
        ]
        for step in steps {
            try incremental.solver.updateConstant(of: incremental.target, to: -step.t)
            let rebuilt = try System(k: 0, t: step.t)
            let got = incremental.values
            #expect(zip(got, step.expected).allSatisfy { close($0, $1) }, "t = \(step.t): \(got)")
            #expect(zip(got, rebuilt.values).allSatisfy { close($0, $1) }, "t = \(step.t)")
        }
    }

    @Test func conflictingNewConstantThrowsAndKeepsTheOldSolution() throws {
        let system = try System(k: 85, t: 50)
        #expect(closeAll(system.values, [0, 85, 95]))
        // k = 100 needs c ≥ 110 against c ≤ 100.
        #expect(throws: SolverError.unsatisfiableConstraint) {
            try system.solver.updateConstant(of: system.shift, to: -100)
        }
        #expect(system.shift.constant == -85)
        #expect(closeAll(system.values, [0, 85, 95]))
        try system.solver.updateConstant(of: system.shift, to: -10)
        #expect(closeAll(system.values, [5, 15, 50]))
    }

    @Test func conflictingConstantOfRedundantEqualitiesThrows() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = equal(x, 10)
        try solver.add(first)
        try solver.add(equal(2 * x, 20))
        #expect(throws: SolverError.unsatisfiableConstraint) {
            try solver.updateConstant(of: first, to: -12)
        }
        solver.updateVariables()
        #expect(close(x.value, 10))
        #expect(first.constant == -10)
    }

    @Test func redundantEqualityTakesOverWhenTheOneItRepeatsIsRemoved() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let first = equal(x, 10), repeated = equal(2 * x, 20)
        try solver.add(first)
        try solver.add(repeated)
        try solver.add(atLeast(y, x + 5))
        try solver.add(equal(y, 0, .low))
        try solver.remove(first)
        solver.updateVariables()
        #expect(close(x.value, 10) && close(y.value, 15))
        try solver.updateConstant(of: repeated, to: -30)
        solver.updateVariables()
        #expect(close(x.value, 15) && close(y.value, 20))
        try solver.remove(repeated)
        solver.updateVariables()
        // y gets its preference; x may be anything up to -5.
        #expect(close(y.value, 0) && x.value <= -5 + 1e-6)
        #expect(solver.isAmbiguous(x))
    }

    @Test func removingAConstraintRestoresThePreviousSolution() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        try solver.add(equal(x, 20))
        try solver.add(equal(w, 100, .low))
        try solver.add(equal(y, x + w))
        try solver.add(atMost(y, 200))
        solver.updateVariables()
        let before = [x.value, y.value, w.value]
        #expect(closeAll(before, [20, 120, 100]))

        let squeeze = atMost(y, 50)
        try solver.add(squeeze)
        solver.updateVariables()
        #expect(close(w.value, 30) && close(y.value, 50))
        let pin = equal(w, 7)
        try solver.add(pin)
        solver.updateVariables()
        #expect(close(y.value, 27))

        try solver.remove(pin)
        try solver.remove(squeeze)
        solver.updateVariables()
        #expect(zip([x.value, y.value, w.value], before).allSatisfy { close($0, $1) })
        #expect(!solver.contains(squeeze))
        #expect(solver.constraintCount == 4)
    }

    @Test func removingEveryConstraintForgetsTheVariables() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = equal(x, 5)
        try solver.add(c)
        #expect(solver.updateVariables() == [x])
        try solver.remove(c)
        #expect(solver.updateVariables().isEmpty)
        #expect(x.value == 5)
        #expect(solver.isAmbiguous(x))
    }

    @Test func unsatisfiableRequiredConstraintThrowsAndLeavesTheSolution() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(equal(x, 10))
        try solver.add(atLeast(y, x))
        try solver.add(equal(y, 15, .low))
        solver.updateVariables()
        #expect(close(x.value, 10) && close(y.value, 15))

        let contradiction = equal(x, 20)
        #expect(throws: SolverError.unsatisfiableConstraint) { try solver.add(contradiction) }
        // Needs phase one: no subject, and y ≤ 5 is infeasible.
        let bound = atMost(y, 5)
        #expect(throws: SolverError.unsatisfiableConstraint) { try solver.add(bound) }
        #expect(throws: SolverError.unsatisfiableConstraint) { try solver.add(atMost(x + y, 15)) }
        #expect(!solver.contains(contradiction) && !solver.contains(bound))
        #expect(solver.constraintCount == 3)
        #expect(solver.updateVariables().isEmpty)
        #expect(close(x.value, 10) && close(y.value, 15))

        // The solver still works normally afterwards.
        try solver.add(atMost(y, 12))
        solver.updateVariables()
        #expect(close(y.value, 12))
    }

    @Test func satisfiableConstraintThroughPhaseOneIsAdded() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(atLeast(x, 0))
        try solver.add(atLeast(y, 0))
        try solver.add(equal(x, 30, .low))
        try solver.add(equal(y, 30, strength(200)))
        solver.updateVariables()
        #expect(close(x.value, 30) && close(y.value, 30))
        // x and y are basic in rows of restricted symbols now: x + y ≤ 40 has no
        // subject and is infeasible as it stands, so phase one has to pivot.
        try solver.add(atMost(x + y, 40))
        try solver.add(atLeast(x - y, 10))
        solver.updateVariables()
        // x keeps its stronger preference; y gets what is left.
        #expect(close(x.value, 30) && close(y.value, 10))
    }

    @Test func duplicateAndUnknownRequestsThrow() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let c = equal(x, 1)
        try solver.add(c)
        #expect(throws: SolverError.duplicateConstraint) { try solver.add(c) }
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(equal(x, 1)) }
        #expect(throws: SolverError.unknownConstraint) { try solver.updateConstant(of: equal(x, 1), to: 3) }
        #expect(throws: SolverError.requiredEditStrength) { try solver.addEditVariable(y, strength: .required) }
        try solver.addEditVariable(y, strength: .high)
        #expect(throws: SolverError.duplicateEditVariable) { try solver.addEditVariable(y, strength: .low) }
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(3, for: x) }
        #expect(throws: SolverError.unknownEditVariable) { try solver.removeEditVariable(x) }
        try solver.removeEditVariable(y)
        #expect(throws: SolverError.unknownEditVariable) { try solver.removeEditVariable(y) }
        #expect(throws: SolverError.requiredEditStrength) { try solver.addStay(y, strength: .required) }
        try solver.addStay(y, strength: .low)
        #expect(throws: SolverError.duplicateConstraint) { try solver.addStay(y, strength: .low) }
        try solver.removeStay(y)
        #expect(throws: SolverError.unknownConstraint) { try solver.removeStay(y) }
        try solver.remove(c)
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(c) }
        #expect(solver.constraintCount == 0)
    }

    @Test func updateVariablesReturnsExactlyTheChangedVariables() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let cx = equal(x, 10)
        try solver.add(cx)
        try solver.add(equal(y, 20))
        try solver.add(equal(z, 0))
        // z stays at its initial 0, so only x and y change.
        #expect(solver.updateVariables() == [x, y])
        #expect(solver.updateVariables().isEmpty)
        try solver.updateConstant(of: cx, to: -15)
        #expect(solver.updateVariables() == [x])
        #expect(x.value == 15)
        // Below the tolerance: neither reported nor written.
        try solver.updateConstant(of: cx, to: -15 - 1e-12)
        #expect(solver.updateVariables().isEmpty)
        #expect(x.value == 15)
    }
}
