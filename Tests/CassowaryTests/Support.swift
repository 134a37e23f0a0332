import Cassowary

/// Values from the solver are exact up to rounding; 1e-6 is far above the noise
/// and far below any difference the tests care about.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

/// `lhs == rhs` as a constraint (the package defines no `==` operator on purpose).
func equal(_ lhs: some LinearExpressionConvertible, _ rhs: Double, _ strength: Strength = .required) -> Constraint {
    Constraint(lhs - rhs, .equal, strength: strength)
}

func equal(_ lhs: some LinearExpressionConvertible, _ rhs: some LinearExpressionConvertible,
           _ strength: Strength = .required) -> Constraint {
    Constraint(lhs - rhs, .equal, strength: strength)
}

func atLeast(_ lhs: some LinearExpressionConvertible, _ rhs: Double, _ strength: Strength = .required) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual, strength: strength)
}

func atLeast(_ lhs: some LinearExpressionConvertible, _ rhs: some LinearExpressionConvertible,
             _ strength: Strength = .required) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual, strength: strength)
}

func atMost(_ lhs: some LinearExpressionConvertible, _ rhs: Double, _ strength: Strength = .required) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual, strength: strength)
}

func atMost(_ lhs: some LinearExpressionConvertible, _ rhs: some LinearExpressionConvertible,
            _ strength: Strength = .required) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual, strength: strength)
}

func closeAll(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { close($0, $1) }
}

func strength(_ priority: Float) -> Strength {
    Strength(priority: priority)
}
