/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001).
///
/// Constraints are kept in a simplex tableau in augmented simplex form. Adding a
/// constraint solves its row for a subject and re-optimizes with the primal
/// simplex (through an artificial variable when no subject exists); removing one
/// pivots its marker out; changing a constant, suggesting an edit value and
/// refreshing stays shift row constants and repair feasibility with the dual
/// simplex. Nothing is ever solved from scratch.
///
/// Required constraints (priority 1000) must hold; non-required ones are
/// minimized lexicographically by priority (see ``Strength``). When several
/// solutions are optimal the solver returns one of them, chosen deterministically
/// by creation order, not at random.
///
/// Cost: work is proportional to the tableau cells a change touches. Constraints
/// that hang off a few shared variables (views pinned to their superview) keep rows
/// short, and adding N of them takes time roughly linear in N. A chain of N
/// dependent positions (each view placed after the previous one) is inherently
/// quadratic in a tableau: the last position's row names the marker of every
/// constraint before it, which is exactly what lets a constant change reach it in
/// one row update. Changes that flip many preferences along such a chain at once
/// (a row of squeezed views all growing back) cost one dual pivot per flip.
///
/// Not thread-safe: use one solver from one thread at a time.
public final class Solver {
    /// What the solver added to the tableau for one constraint.
    struct Tag {
        /// The symbol identifying the constraint's equation: its slack, dummy or
        /// positive error.
        var marker: Symbol
        /// The second error symbol of a non-required constraint.
        var other: Symbol?
        /// The coefficients (±1) of `marker` and `other` in the equation
        /// `constant + expression + … = 0`, for shifting constants.
        var markerCoefficient: Double
        var otherCoefficient: Double
        /// The distinct variables the constraint mentions, for reference counting.
        var variables: [Variable]
    }

    private let tableau = Tableau()
    private var constraints: [Constraint: Tag] = [:]
    /// The symbol of every variable some constraint, edit or stay mentions, with how many do.
    private var variables: [Variable: (symbol: Symbol, users: Int)] = [:]
    private var edits: [Variable: Constraint] = [:]
    private var stays: [Variable: Constraint] = [:]

    /// Values that differ by at most this much count as unchanged in ``updateVariables()``.
    public static let valueTolerance = 1e-9

    public init() {}

    // MARK: Constraints

    /// The number of constraints added with ``add(_:)`` and not removed (edit
    /// variables and stays not included).
    public var constraintCount: Int {
        constraints.count - edits.count - stays.count
    }

    public func contains(_ constraint: Constraint) -> Bool {
        constraints[constraint] != nil
    }

    /// Adds a constraint and re-optimizes.
    ///
    /// - Throws: ``SolverError/duplicateConstraint`` if it is already there;
    ///   ``SolverError/unsatisfiableConstraint`` if it is required and contradicts
    ///   the required constraints already there. In both cases the set of constraints
    ///   is unchanged and so is the solution, unless the old optimum was not unique
    ///   (then another optimal solution may be picked).
    public func add(_ constraint: Constraint) throws {
        guard constraints[constraint] == nil else { throw SolverError.duplicateConstraint }
        let (row, tag) = makeRow(constraint)

        if let subject = chooseSubject(row, tag) {
            tableau.enter(row, subject: subject)
        } else if row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            // Only required equalities' markers: the constraint is a combination of
            // required equalities, consistent only if the constants agree too.
            guard abs(row.constant) < Row.epsilon else {
                releaseVariables(tag.variables)
                throw SolverError.unsatisfiableConstraint
            }
            tableau.enter(row, subject: tag.marker)
        } else {
            if row.constant < 0 { row.negate() }
            guard tableau.addWithArtificialVariable(row) else {
                releaseVariables(tag.variables)
                throw SolverError.unsatisfiableConstraint
            }
        }
        constraints[constraint] = tag
        tableau.optimize()
    }

    /// Removes a constraint and re-optimizes.
    ///
    /// - Throws: ``SolverError/unknownConstraint`` if it is not there.
    public func remove(_ constraint: Constraint) throws {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw SolverError.unknownConstraint }
        let strength = constraint.strength
        if !strength.isRequired {
            // Take the errors out of the objective, in terms of parametric symbols.
            for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
                tableau.addCost(error, times: -1, priority: strength.priority)
            }
        }
        if tableau.removeRow(tag.marker) == nil {
            if let leaving = tableau.markerLeavingSymbol(tag.marker) {
                tableau.pivot(entering: tag.marker, leaving: leaving)
                tableau.removeRow(tag.marker)
            }
        }
        // Whatever is left of the constraint's symbols is rounding noise.
        tableau.eraseColumn(tag.marker)
        if let other = tag.other {
            tableau.removeRow(other)
            tableau.eraseColumn(other)
        }
        if !strength.isRequired { tableau.releaseLevel(strength.priority) }
        releaseVariables(tag.variables)
        tableau.optimize()
    }

    /// Replaces the constraint's constant (``Constraint/constant``) and re-optimizes
    /// incrementally: the change is absorbed by shifting the constants of the rows
    /// that mention the constraint's marker, then the dual simplex repairs
    /// feasibility. The result equals removing the constraint and adding it back
    /// with the new constant (up to the choice among equally optimal solutions).
    ///
    /// - Throws: ``SolverError/unknownConstraint`` if it is not there;
    ///   ``SolverError/unsatisfiableConstraint`` if the constraint is required and the
    ///   new constant contradicts other required constraints. The constant is then
    ///   left unchanged, and so is the solution unless the optimum was not unique.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws {
        guard let tag = constraints[constraint] else { throw SolverError.unknownConstraint }
        let delta = constant - constraint.constant
        guard delta != 0 else { return }
        if shift(tag, by: delta) && tableau.dualOptimize() {
            constraint.constant = constant
            return
        }
        // Undo the shift on whatever basis the dual simplex reached; that system is
        // the old one, feasible, and the basis is still dual feasible.
        _ = shift(tag, by: -delta)
        let repaired = tableau.dualOptimize()
        assert(repaired, "could not restore a previously feasible tableau")
        throw SolverError.unsatisfiableConstraint
    }

    /// Substitutes `symbol + δ/b` for a symbol `symbol` appearing with coefficient b
    /// only in the constraint's equation, which is the same as adding δ to the
    /// equation's constant. A basic symbol absorbs it in its own row; a parametric one
    /// in every row that mentions it. Returns false if a basic dummy left 0.
    private func shift(_ tag: Tag, by delta: Double) -> Bool {
        if tableau.rows[tag.marker] != nil {
            return tableau.shiftRow(tag.marker, by: -delta * tag.markerCoefficient)
        }
        if let other = tag.other, tableau.rows[other] != nil {
            return tableau.shiftRow(other, by: -delta * tag.otherCoefficient)
        }
        return tableau.shiftColumn(tag.marker, by: delta * tag.markerCoefficient)
    }

    // MARK: Edit variables

    /// Makes `variable` editable: an equality `variable == value` at `strength`,
    /// starting at the variable's current `value` (so adding it moves nothing that
    /// was not already free to move), changed by ``suggestValue(_:for:)``.
    ///
    /// - Throws: ``SolverError/requiredEditStrength`` for a required strength,
    ///   ``SolverError/duplicateEditVariable`` if it is already editable.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard !strength.isRequired else { throw SolverError.requiredEditStrength }
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable }
        let constraint = Constraint(Expression(terms: [Term(variable)], constant: -variable.value), .equal,
                                    strength: strength)
        try add(constraint)
        edits[variable] = constraint
    }

    /// - Throws: ``SolverError/unknownEditVariable``.
    public func removeEditVariable(_ variable: Variable) throws {
        guard let constraint = edits.removeValue(forKey: variable) else { throw SolverError.unknownEditVariable }
        try remove(constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Asks for `variable == value` at the edit's strength (dual simplex, incremental).
    ///
    /// - Throws: ``SolverError/unknownEditVariable``.
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        guard let constraint = edits[variable] else { throw SolverError.unknownEditVariable }
        try updateConstant(of: constraint, to: -value)
    }

    // MARK: Stays

    /// Makes `variable` prefer, at `strength`, the value it had at the last
    /// ``updateVariables()`` (its current `value` until then). Each
    /// ``updateVariables()`` moves the preferred value to the new value.
    ///
    /// - Throws: ``SolverError/requiredEditStrength`` for a required strength,
    ///   ``SolverError/duplicateConstraint`` if the variable already has a stay.
    public func addStay(_ variable: Variable, strength: Strength) throws {
        guard !strength.isRequired else { throw SolverError.requiredEditStrength }
        guard stays[variable] == nil else { throw SolverError.duplicateConstraint }
        let constraint = Constraint(Expression(terms: [Term(variable)], constant: -variable.value), .equal,
                                    strength: strength)
        try add(constraint)
        stays[variable] = constraint
    }

    /// - Throws: ``SolverError/unknownConstraint`` if the variable has no stay.
    public func removeStay(_ variable: Variable) throws {
        guard let constraint = stays.removeValue(forKey: variable) else { throw SolverError.unknownConstraint }
        try remove(constraint)
    }

    // MARK: Results

    /// Writes the solution into every variable that some constraint, edit or stay
    /// mentions, and returns those whose value changed, in the order the solver first
    /// met them.
    ///
    /// A new value within ``valueTolerance`` (1e-9, absolute) of the old one is
    /// neither written nor reported, so rounding noise does not make views relayout.
    /// Stays then take the written values as their new preferred values.
    @discardableResult
    public func updateVariables() -> [Variable] {
        var changed: [(Symbol, Variable)] = []
        for (variable, entry) in variables {
            let value = tableau.value(of: entry.symbol)
            if abs(value - variable.value) > Solver.valueTolerance {
                variable.value = value
                changed.append((entry.symbol, variable))
            }
        }
        if !stays.isEmpty { refreshStays() }
        return changed.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Moves every stay's preferred value to its variable's value. When the stay's
    /// error is basic this only zeroes that error; otherwise the stay already held
    /// (up to the tolerance), so the solution does not move.
    private func refreshStays() {
        for (variable, constraint) in stays {
            let constant = -variable.value
            let delta = constant - constraint.constant
            guard delta != 0, let tag = constraints[constraint] else { continue }
            _ = shift(tag, by: delta)
            constraint.constant = constant
        }
        _ = tableau.dualOptimize()
    }

    /// Removes every constraint, edit and stay. Variables keep their values.
    public func reset() {
        tableau.reset()
        constraints = [:]
        variables = [:]
        edits = [:]
        stays = [:]
    }

    /// Whether `variable` can take another value in some other optimal solution,
    /// judged from the current optimal tableau:
    ///
    /// - a variable the solver does not know, or one that is parametric (not basic),
    ///   is ambiguous: it is unrestricted and, by the tableau's invariants, appears in
    ///   no restricted row and not in the objective, so it moves freely;
    /// - a basic variable is ambiguous if its row mentions an external symbol (free,
    ///   as above), or a slack or error symbol that has no cost in any objective level
    ///   and can rise above 0 by more than 1e-8 before some restricted row hits 0.
    ///   Dummies (required equalities) and costed symbols cannot move.
    ///
    /// In degenerate tableaus a zero-cost direction blocked at step 0 is reported as
    /// not ambiguous even if a combination of pivots would free it; this check never
    /// pivots.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = variables[variable]?.symbol, let row = tableau.rows[symbol] else { return true }
        for (parametric, _) in row.cells {
            switch parametric.kind {
            case .external:
                return true
            case .dummy:
                continue
            case .slack, .error:
                if !tableau.hasCost(parametric) && tableau.maximumIncrease(of: parametric) > Row.epsilon {
                    return true
                }
            }
        }
        return false
    }

    // MARK: Building rows

    /// The constraint's equation `constant + expression + markers = 0` with basic
    /// variables substituted, its tag, and its errors entered in the objective. Uses
    /// the coefficient conventions:
    /// - `≤`: `+slack` (and `−error` if non-required: expression = error − slack ≤ error);
    /// - `≥`: `−slack` (and `+error`);
    /// - `==` required: `+dummy`; non-required: `−error⁺ + error⁻`.
    private func makeRow(_ constraint: Constraint) -> (Row, Tag) {
        let row = Row(constant: constraint.constant)
        var coefficients: [Variable: Double] = [:]
        for term in constraint.expression.terms {
            coefficients[term.variable, default: 0] += term.coefficient
        }
        var mentioned: [Variable] = []
        // Terms in their given order so that rounding does not depend on hashing.
        for term in constraint.expression.terms {
            guard let coefficient = coefficients.removeValue(forKey: term.variable),
                  abs(coefficient) >= Row.epsilon else { continue }
            let symbol = retainVariable(term.variable)
            mentioned.append(term.variable)
            if let definition = tableau.rows[symbol] {
                row.add(definition, times: coefficient)
            } else {
                row.add(symbol, coefficient)
            }
        }

        let strength = constraint.strength
        var tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            row.add(slack, sign)
            tag = Tag(marker: slack, other: nil, markerCoefficient: sign, otherCoefficient: 0, variables: mentioned)
            if !strength.isRequired {
                let error = tableau.makeSymbol(.error)
                row.add(error, -sign)
                tableau.retainLevel(strength.priority)
                tableau.addCost(error, times: 1, priority: strength.priority)
                tag.other = error
                tag.otherCoefficient = -sign
            }
        case .equal:
            if strength.isRequired {
                let dummy = tableau.makeSymbol(.dummy)
                row.add(dummy, 1)
                tag = Tag(marker: dummy, other: nil, markerCoefficient: 1, otherCoefficient: 0, variables: mentioned)
            } else {
                let plus = tableau.makeSymbol(.error), minus = tableau.makeSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                tableau.retainLevel(strength.priority)
                tableau.addCost(plus, times: 1, priority: strength.priority)
                tableau.addCost(minus, times: 1, priority: strength.priority)
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1, otherCoefficient: 1, variables: mentioned)
            }
        }
        return (row, tag)
    }

    /// The symbol to solve a new row for, or nil if there is none:
    /// - an external symbol if the row has one, preferring those that appear in the
    ///   fewest other rows (a new variable costs no substitution at all);
    /// - else the constraint's own slack or error if its coefficient has the sign
    ///   that makes it come out ≥ 0 (the constant is made ≥ 0 first).
    /// Older restricted symbols are never chosen: substituting them could make other
    /// rows infeasible.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        var best: Symbol?
        var bestUses = Int.max
        for symbol in row.cells.keys where symbol.kind == .external {
            let uses = tableau.columns[symbol]?.count ?? 0
            if uses < bestUses || (uses == bestUses && symbol < best!) {
                best = symbol
                bestUses = uses
            }
        }
        if best != nil { return best }
        if row.constant < 0 { row.negate() }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isPivotable {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    // MARK: Variables

    private func retainVariable(_ variable: Variable) -> Symbol {
        if let index = variables.index(forKey: variable) {
            variables.values[index].users += 1
            return variables.values[index].symbol
        }
        let symbol = tableau.makeSymbol(.external)
        variables[variable] = (symbol, 1)
        return symbol
    }

    /// Forgets variables no constraint mentions any more. By then their symbols have
    /// left the tableau up to rounding; any remains are erased.
    private func releaseVariables(_ released: [Variable]) {
        for variable in released {
            guard let index = variables.index(forKey: variable) else { continue }
            variables.values[index].users -= 1
            guard variables.values[index].users == 0 else { continue }
            let symbol = variables.values[index].symbol
            variables.remove(at: index)
            tableau.removeRow(symbol)
            tableau.eraseColumn(symbol)
        }
    }
}
