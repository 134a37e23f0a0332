/// A linear form `constant + Σ cells[s] * s` over tableau symbols.
///
/// In the tableau a row defines its basic symbol: `basic = constant + Σ cells`.
/// While a constraint's row is being built it instead stands for the equation
/// `0 = constant + Σ cells`. Rows are reference types so the tableau can update
/// them in place without copy-on-write copies.
///
/// Coefficients whose magnitude falls below ``Row/epsilon`` are dropped: they are
/// rounding noise from substitutions, and keeping them would both grow rows and
/// let noise pass for real dependencies.
final class Row {
    static let epsilon = 1e-8

    var constant: Double
    var cells: [Symbol: Double]

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> Row {
        Row(constant: constant, cells: cells)
    }

    func coefficient(for symbol: Symbol) -> Double {
        cells[symbol] ?? 0
    }

    /// Adds `coefficient * symbol`, dropping the cell if the sum is negligible.
    func add(_ symbol: Symbol, _ coefficient: Double) {
        if let index = cells.index(forKey: symbol) {
            let sum = cells.values[index] + coefficient
            if abs(sum) < Row.epsilon {
                cells.remove(at: index)
            } else {
                cells.values[index] = sum
            }
        } else if abs(coefficient) >= Row.epsilon {
            cells[symbol] = coefficient
        }
    }

    /// Adds `factor * other` (cells and constant). Not for rows in the tableau's
    /// column index, which must go through `Tableau.add(_:times:to:basic:)`.
    func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        for (symbol, coefficient) in other.cells {
            add(symbol, coefficient * factor)
        }
    }

    func negate() {
        constant = -constant
        for index in cells.indices {
            cells.values[index] = -cells.values[index]
        }
    }

    /// Turns the equation `0 = constant + Σ cells` into a definition of `symbol`
    /// (`symbol = …`), removing it from the cells.
    ///
    /// - Precondition: `symbol` has a nonzero coefficient.
    func solve(for symbol: Symbol) {
        let coefficient = cells.removeValue(forKey: symbol)!
        let factor = -1 / coefficient
        constant *= factor
        for index in cells.indices {
            cells.values[index] *= factor
        }
    }

    /// Turns `basic = constant + Σ cells` into a definition of `symbol`, which
    /// must be in the cells; `basic` becomes a cell.
    func solve(for symbol: Symbol, replacing basic: Symbol) {
        cells[basic] = -1
        solve(for: symbol)
    }
}
