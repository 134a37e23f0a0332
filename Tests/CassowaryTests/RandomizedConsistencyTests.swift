import Testing
@testable import Cassowary

/// Random systems solved incrementally and from scratch must reach the same
/// optimum. Optima need not be unique, so the comparison is on what the solver
/// promises: required constraints hold, and the error at each priority (summed,
/// highest priority first) is the same.
@Suite struct RandomizedConsistencyTests {
    /// SplitMix64, so every run tests the same systems.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    struct Spec {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Relation
        var priority: Float

        func constraint(_ variables: [Variable]) -> Constraint {
            Constraint(Expression(terms: terms.map { Term(variables[$0.0], $0.1) }, constant: constant), relation,
                       strength: Strength(priority: priority))
        }

        func violation(_ variables: [Variable]) -> Double {
            let value = terms.reduce(constant) { $0 + $1.1 * variables[$1.0].value }
            switch relation {
            case .equal: return abs(value)
            case .lessThanOrEqual: return max(0, value)
            case .greaterThanOrEqual: return max(0, -value)
            }
        }
    }

    static func randomSpecs(_ random: inout Generator, variables: Int, count: Int) -> [Spec] {
        // Required constraints hold at a hidden point, so the initial system is satisfiable.
        let hidden = (0..<variables).map { _ in Double(Int.random(in: -20...20, using: &random)) }
        return (0..<count).map { _ in
            let chosen = Array((0..<variables).shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
            let terms = chosen.map { ($0, Double([-2, -1, 1, 1, 2, 3].randomElement(using: &random)!)) }
            let priority: Float = [1000, 1000, 1000, 750, 750, 500, 250, 1].randomElement(using: &random)!
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
            let atHidden = terms.reduce(0) { $0 + $1.1 * hidden[$1.0] }
            var constant = -atHidden
            if relation != .equal || priority < 1000 {
                let slack = Double(Int.random(in: 0...10, using: &random))
                constant += relation == .lessThanOrEqual ? -slack : slack
                if priority < 1000 { constant = Double(Int.random(in: -30...30, using: &random)) }
            }
            return Spec(terms: terms, constant: constant, relation: relation, priority: priority)
        }
    }

    /// Per priority (highest first, required included) the summed violation.
    static func errors(_ specs: [Spec], _ variables: [Variable]) -> [Float: Double] {
        var result: [Float: Double] = [:]
        for spec in specs { result[spec.priority, default: 0] += spec.violation(variables) }
        return result
    }

    static func sameOptimum(_ a: [Float: Double], _ b: [Float: Double]) -> Bool {
        for priority in Set(a.keys).union(b.keys).sorted(by: >) {
            let x = a[priority] ?? 0, y = b[priority] ?? 0
            if abs(x - y) > 1e-6 * max(1, abs(x)) { return false }
            if priority < 1000 && abs(x - y) > 0 { continue }
        }
        return true
    }

    /// Solves `specs` from scratch; nil if a required constraint is rejected.
    static func fresh(_ specs: [Spec], variableCount: Int) -> [Float: Double]? {
        let solver = Solver()
        let variables = (0..<variableCount).map { Variable("v\($0)") }
        for spec in specs {
            do { try solver.add(spec.constraint(variables)) } catch { return nil }
        }
        solver.updateVariables()
        return errors(specs, variables)
    }

    @Test(arguments: 0..<60)
    func incrementalChangesReachTheSameOptimumAsSolvingFromScratch(seed: Int) throws {
        var random = Generator(state: UInt64(seed) &* 7919 &+ 1)
        let variableCount = Int.random(in: 2...8, using: &random)
        var specs = Self.randomSpecs(&random, variables: variableCount, count: Int.random(in: 3...20, using: &random))
        let solver = Solver()
        let variables = (0..<variableCount).map { Variable("v\($0)") }
        var constraints: [Constraint] = []
        var accepted: [Spec] = []
        for spec in specs {
            let constraint = spec.constraint(variables)
            do {
                try solver.add(constraint)
                constraints.append(constraint)
                accepted.append(spec)
            } catch {
                #expect(error as? SolverError == .unsatisfiableConstraint)
            }
        }
        specs = accepted
        solver.updateVariables()
        #expect((specs.filter { $0.priority == 1000 }.allSatisfy { $0.violation(variables) < 1e-6 }))
        #expect(Self.sameOptimum(Self.errors(specs, variables), Self.fresh(specs, variableCount: variableCount)!),
                "after adding")

        for step in 0..<20 where !specs.isEmpty {
            let index = Int.random(in: 0..<specs.count, using: &random)
            if step % 4 == 3 {
                try solver.remove(constraints.remove(at: index))
                specs.remove(at: index)
            } else {
                var changed = specs[index]
                changed.constant += Double(Int.random(in: -15...15, using: &random))
                let expected = Self.fresh(specs.enumerated().map { $0.offset == index ? changed : $0.element },
                                          variableCount: variableCount)
                do {
                    try solver.updateConstant(of: constraints[index], to: changed.constant)
                    specs[index] = changed
                    #expect(expected != nil, "step \(step): accepted a constant a fresh solver rejects")
                } catch {
                    #expect(error as? SolverError == .unsatisfiableConstraint)
                    #expect(expected == nil, "step \(step): rejected a satisfiable constant")
                }
            }
            solver.updateVariables()
            let got = Self.errors(specs, variables)
            #expect(specs.filter { $0.priority == 1000 }.allSatisfy { $0.violation(variables) < 1e-6 },
                    "step \(step)")
            #expect(Self.sameOptimum(got, Self.fresh(specs, variableCount: variableCount)!), "step \(step): \(got)")
        }
    }
}
