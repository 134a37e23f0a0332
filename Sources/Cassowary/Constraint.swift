/// How a constraint's expression compares with zero.
public enum Relation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// `expression relation 0` at a strength, e.g. `x - y - 10 == 0`.
///
/// Constraints compare and hash by identity. A constraint may be added to at most
/// one solver at a time in practice (nothing stops adding it to two, but
/// ``constant`` is shared). Terms with the same variable are combined when the
/// constraint is added.
public final class Constraint: Hashable, CustomStringConvertible {
    /// The expression as given at init. Its `constant` is the initial value of
    /// ``constant``; later changes through ``Solver/updateConstant(of:to:)`` show
    /// only in ``constant``.
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength
    /// The constant actually used: `expression.constant` until
    /// ``Solver/updateConstant(of:to:)`` replaces it. Removing the constraint and
    /// adding it again keeps the replaced constant.
    public internal(set) var constant: Double

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.constant = expression.constant
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        let terms = expression.terms.map(\.description) + ["\(constant)"]
        let op = switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
        return "\(terms.joined(separator: " + ")) \(op) 0 (\(strength))"
    }
}
