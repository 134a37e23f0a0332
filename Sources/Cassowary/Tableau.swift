/// The simplex tableau in augmented simplex form, with its objective and the
/// pivoting operations; ``Solver`` maps constraints and variables onto it.
///
/// Invariants (Badros, Borning & Stuckey 2001):
/// - `rows` maps each basic symbol to its definition in parametric symbols only.
/// - Rows whose basic symbol is restricted mention restricted symbols only, so the
///   objective never mentions an external symbol either. (Constraints pick an
///   external subject whenever their row has one, and pivots only ever move
///   restricted symbols.) Hence an external parametric symbol is truly free.
/// - Outside of `dualOptimize()` every restricted basic row has a constant ≥ 0
///   (feasibility), and after `optimize` no pivotable parametric symbol has a
///   lexicographically negative objective coefficient (optimality).
/// - A basic dummy (a required equality made redundant by others) has a row of
///   dummies only, with constant 0, and that is what keeps it at 0.
/// - `columns[s]` is exactly the set of basic symbols whose rows mention `s`, so
///   substitutions and ratio tests visit only those rows.
///
/// The objective is symbolic: `levels` holds one row per distinct non-required
/// priority, highest first, and coefficients compare lexicographically across
/// levels. Objective rows track coefficients only; their constants are not
/// maintained (nothing reads them), except for the artificial objective's.
final class Tableau {
    private(set) var rows: [Symbol: Row] = [:]
    private(set) var columns: [Symbol: Set<Symbol>] = [:]
    private(set) var levels: [(priority: Float, row: Row, users: Int)] = []
    /// The phase-one objective while a constraint is added through an artificial variable.
    private var artificial: Row?
    /// Restricted basic symbols whose rows may have gone negative; `dualOptimize` drains it.
    private var infeasible: [Symbol] = []
    /// Symbols whose objective coefficients changed since they were last seen to be
    /// lexicographically ≥ 0. Every symbol outside this set has such a coefficient, so
    /// the search for an entering symbol looks only here: after adding one constraint
    /// to a large optimal tableau it visits a handful of symbols, not the whole objective.
    private var costChanged: Set<Symbol> = []
    private var nextId = 0

    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextId += 1 }
        return Symbol(id: nextId, kind: kind)
    }

    func reset() {
        rows = [:]
        columns = [:]
        levels = []
        artificial = nil
        infeasible = []
        costChanged = []
    }

    // MARK: Objective levels

    /// The objective row for a non-required priority, created on first use; each
    /// call must be balanced by `releaseLevel(_:)`.
    @discardableResult
    func retainLevel(_ priority: Float) -> Row {
        var low = 0, high = levels.count
        while low < high {
            let mid = (low + high) / 2
            if levels[mid].priority > priority { low = mid + 1 } else { high = mid }
        }
        if low < levels.count && levels[low].priority == priority {
            levels[low].users += 1
            return levels[low].row
        }
        let row = Row()
        levels.insert((priority, row, 1), at: low)
        return row
    }

    /// Adds `factor * symbol`, or `factor * definition` if the symbol is basic, to the
    /// objective level of `priority`.
    func addCost(_ symbol: Symbol, times factor: Double, priority: Float) {
        guard let objective = levels.first(where: { $0.priority == priority })?.row else { return }
        if let definition = rows[symbol] {
            objective.add(definition, times: factor)
            costChanged.formUnion(definition.cells.keys)
        } else {
            objective.add(symbol, factor)
            costChanged.insert(symbol)
        }
    }

    /// Drops the level once no constraint uses it; by then its row is zero up to rounding.
    func releaseLevel(_ priority: Float) {
        guard let index = levels.firstIndex(where: { $0.priority == priority }) else { return }
        levels[index].users -= 1
        if levels[index].users == 0 {
            // Whatever rounding left there no longer decides signs.
            costChanged.formUnion(levels[index].row.cells.keys)
            levels.remove(at: index)
        }
    }

    /// Whether `symbol` has a nonzero coefficient in some objective level.
    func hasCost(_ symbol: Symbol) -> Bool {
        levels.contains { $0.row.cells[symbol] != nil }
    }

    // MARK: Rows

    /// Adds `factor * source` to the basic row `target` of `basic`, keeping the column index.
    private func add(_ source: Row, times factor: Double, to target: Row, basic: Symbol) {
        target.constant += source.constant * factor
        for (symbol, coefficient) in source.cells {
            let delta = coefficient * factor
            if let index = target.cells.index(forKey: symbol) {
                let sum = target.cells.values[index] + delta
                if abs(sum) < Row.epsilon {
                    target.cells.remove(at: index)
                    removeColumnEntry(symbol, basic)
                } else {
                    target.cells.values[index] = sum
                }
            } else if abs(delta) >= Row.epsilon {
                target.cells[symbol] = delta
                columns[symbol, default: []].insert(basic)
            }
        }
    }

    private func removeColumnEntry(_ symbol: Symbol, _ basic: Symbol) {
        guard let index = columns.index(forKey: symbol) else { return }
        columns.values[index].remove(basic)
        if columns.values[index].isEmpty { columns.remove(at: index) }
    }

    /// Makes `row` the definition of `basic` and indexes its cells.
    func insertRow(_ row: Row, basic: Symbol) {
        rows[basic] = row
        for symbol in row.cells.keys {
            columns[symbol, default: []].insert(basic)
        }
    }

    /// Removes and returns the definition of `basic`, unindexing its cells.
    @discardableResult
    func removeRow(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys {
            removeColumnEntry(symbol, basic)
        }
        return row
    }

    /// Deletes a parametric symbol from every row and objective, i.e. fixes it at 0
    /// for good. Used for the artificial variable and for symbols nothing refers to.
    func eraseColumn(_ symbol: Symbol) {
        if let users = columns.removeValue(forKey: symbol) {
            for basic in users { rows[basic]?.cells[symbol] = nil }
        }
        for level in levels { level.row.cells[symbol] = nil }
        artificial?.cells[symbol] = nil
    }

    /// Replaces `symbol` by its new definition `row` in every row that mentions it
    /// and in the objective; restricted rows whose constant goes negative are queued
    /// for the dual simplex.
    func substitute(_ symbol: Symbol, by row: Row) {
        if let users = columns.removeValue(forKey: symbol) {
            for basic in users {
                guard let target = rows[basic], let coefficient = target.cells.removeValue(forKey: symbol) else { continue }
                add(row, times: coefficient, to: target, basic: basic)
                if basic.isRestricted && target.constant < 0 { infeasible.append(basic) }
            }
        }
        for level in levels {
            if let coefficient = level.row.cells.removeValue(forKey: symbol) {
                level.row.add(row, times: coefficient)
                costChanged.formUnion(row.cells.keys)
            }
        }
        if let objective = artificial, let coefficient = objective.cells.removeValue(forKey: symbol) {
            objective.add(row, times: coefficient)
        }
    }

    /// Makes `row` (an equation `0 = …` mentioning `subject`) the definition of `subject`.
    func enter(_ row: Row, subject: Symbol) {
        row.solve(for: subject)
        substitute(subject, by: row)
        insertRow(row, basic: subject)
    }

    /// Exchanges a parametric symbol for a basic one.
    func pivot(entering: Symbol, leaving: Symbol) {
        let row = removeRow(leaving)!
        row.solve(for: entering, replacing: leaving)
        substitute(entering, by: row)
        insertRow(row, basic: entering)
    }

    // MARK: Primal simplex

    /// Minimizes the real objective (all levels, lexicographically) from a feasible
    /// tableau, like `optimize(_:)` but looking for entering symbols among `costChanged` only.
    func optimize() {
        while let entering = changedEnteringSymbol() {
            guard let leaving = leavingSymbol(entering) else {
                assertionFailure("unbounded objective")
                return
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The smallest pivotable symbol with a lexicographically negative coefficient,
    /// forgetting the changed symbols found ≥ 0.
    private func changedEnteringSymbol() -> Symbol? {
        var best: Symbol?
        var settled: [Symbol] = []
        for symbol in costChanged {
            guard symbol.isPivotable, costSign(symbol) < 0 else {
                settled.append(symbol)
                continue
            }
            if best == nil || symbol < best! { best = symbol }
        }
        costChanged.subtract(settled)
        return best
    }

    /// The sign of the first nonzero coefficient of `symbol` across the levels.
    private func costSign(_ symbol: Symbol) -> Int {
        for level in levels {
            if let coefficient = level.row.cells[symbol] { return coefficient < 0 ? -1 : 1 }
        }
        return 0
    }

    /// Primal simplex with Bland's rule: the entering symbol is the smallest pivotable
    /// one whose first nonzero coefficient across `objective` is negative; the leaving
    /// row wins the ratio test, ties going to the smallest basic symbol. Bland's rule
    /// rules out cycling on the many degenerate pivots layout produces.
    private func optimize(_ objective: [Row]) {
        while let entering = enteringSymbol(objective) {
            guard let leaving = leavingSymbol(entering) else {
                // Unbounded: impossible since every objective is a sum of symbols ≥ 0.
                assertionFailure("unbounded objective")
                return
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    private func enteringSymbol(_ objective: [Row]) -> Symbol? {
        var best: Symbol?
        for (index, level) in objective.enumerated() {
            for (symbol, coefficient) in level.cells where coefficient < 0 && symbol.isPivotable {
                if let b = best, b < symbol { continue }
                // Negative here counts only if every higher level is indifferent.
                if objective[..<index].contains(where: { $0.cells[symbol] != nil }) { continue }
                best = symbol
            }
        }
        return best
    }

    private func leavingSymbol(_ entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.infinity
        for basic in columns[entering] ?? [] where basic.isRestricted {
            let row = rows[basic]!
            let coefficient = row.cells[entering]!
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < best!) {
                best = basic
                bestRatio = ratio
            }
        }
        return best
    }

    // MARK: Phase one

    /// Adds the equation `0 = row` (constant ≥ 0, no external symbols) when no
    /// subject can be solved for directly: an artificial symbol `a = row` is made
    /// basic and minimized. Returns false when `a` cannot reach 0, i.e. the equation
    /// contradicts the required constraints; the tableau then represents the old
    /// system again (re-optimized, since phase one ignores the real objective).
    func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        let objective = row.copy()
        artificial = objective
        optimize([objective])
        artificial = nil
        let success = abs(objective.constant) < Row.epsilon

        if let definition = removeRow(art) {
            // Still basic. On failure its row is the new equation, dropped whole (no
            // other row mentions the new constraint's symbols while `art` is basic).
            guard success else {
                optimize()
                return false
            }
            // At 0: keep the equation `0 = definition` by solving it for another symbol.
            if let subject = definition.cells.keys.filter(\.isPivotable).min()
                ?? definition.cells.keys.min() {
                enter(definition, subject: subject)
            }
        } else {
            eraseColumn(art)
        }
        optimize()
        return success
    }

    // MARK: Dual simplex

    /// Shifts the constant of `basic`'s row, queueing it if it goes infeasible.
    /// Returns false if `basic` is a dummy driven off 0 (a required conflict).
    func shiftRow(_ basic: Symbol, by delta: Double) -> Bool {
        let row = rows[basic]!
        row.constant += delta
        return checkShifted(basic, row)
    }

    /// Adds `coefficient(symbol) * delta` to the constant of every row mentioning the
    /// parametric `symbol`. Returns false if a basic dummy is driven off 0.
    func shiftColumn(_ symbol: Symbol, by delta: Double) -> Bool {
        var consistent = true
        for basic in columns[symbol] ?? [] {
            let row = rows[basic]!
            row.constant += row.cells[symbol]! * delta
            if !checkShifted(basic, row) { consistent = false }
        }
        return consistent
    }

    private func checkShifted(_ basic: Symbol, _ row: Row) -> Bool {
        if basic.kind == .dummy { return abs(row.constant) < Row.epsilon }
        if basic.isRestricted && row.constant < 0 { infeasible.append(basic) }
        return true
    }

    /// Restores feasibility after constants changed, keeping optimality (dual
    /// simplex): each negative restricted row leaves for the symbol with a positive
    /// coefficient whose objective/coefficient ratio is lexicographically least.
    /// Returns false if some row cannot be repaired (required constraints conflict).
    func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < -Row.epsilon else { continue }
            var best: (symbol: Symbol, coefficient: Double)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.isPivotable {
                if let b = best, !ratioLess(symbol, coefficient, than: b.symbol, b.coefficient) { continue }
                best = (symbol, coefficient)
            }
            guard let entering = best?.symbol else {
                infeasible.removeAll()
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    private func ratioLess(_ a: Symbol, _ ca: Double, than b: Symbol, _ cb: Double) -> Bool {
        for level in levels {
            let ra = (level.row.cells[a] ?? 0) / ca
            let rb = (level.row.cells[b] ?? 0) / cb
            if ra < rb - Row.epsilon { return true }
            if ra > rb + Row.epsilon { return false }
        }
        return a < b
    }

    // MARK: Removal

    /// The row to pivot a parametric marker into before dropping its constraint:
    /// the restricted row that limits increasing the marker most tightly, else the one
    /// that limits decreasing it, else any unrestricted row (smallest symbol). Either
    /// way the remaining rows stay feasible once the marker's row is gone, and an
    /// unrestricted row is used only when no restricted row mentions the marker, which
    /// keeps external symbols out of restricted rows.
    ///
    /// A basic dummy's row (a required equality made redundant by others, at 0 and
    /// mentioning only dummies) comes first: any other pivot would substitute slacks
    /// or errors into it, after which nothing would keep that dummy at 0. Through it,
    /// the marker (then a dummy too) is defined by dummies only, at 0, so no other
    /// row moves, and the formerly redundant equality takes over as a real one.
    func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var negative: (Symbol, Double)?, positive: (Symbol, Double)?, free: Symbol?, dummy: Symbol?
        for basic in columns[marker] ?? [] {
            let row = rows[basic]!
            let coefficient = row.cells[marker]!
            if basic.kind == .dummy {
                if dummy == nil || basic < dummy! { dummy = basic }
            } else if !basic.isRestricted {
                if free == nil || basic < free! { free = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if negative == nil || ratio < negative!.1 || (ratio == negative!.1 && basic < negative!.0) {
                    negative = (basic, ratio)
                }
            } else {
                let ratio = row.constant / coefficient
                if positive == nil || ratio < positive!.1 || (ratio == positive!.1 && basic < positive!.0) {
                    positive = (basic, ratio)
                }
            }
        }
        return dummy ?? negative?.0 ?? positive?.0 ?? free
    }

    // MARK: Reading

    /// The current value of a symbol: its row's constant if basic, else 0.
    func value(of symbol: Symbol) -> Double {
        rows[symbol]?.constant ?? 0
    }

    /// How far the parametric restricted `symbol` can rise from 0 before some
    /// restricted basic row reaches 0 (infinity if nothing limits it).
    func maximumIncrease(of symbol: Symbol) -> Double {
        var limit = Double.infinity
        for basic in columns[symbol] ?? [] where basic.isRestricted {
            let row = rows[basic]!
            let coefficient = row.cells[symbol]!
            if coefficient < 0 { limit = min(limit, row.constant / -coefficient) }
        }
        return limit
    }
}
