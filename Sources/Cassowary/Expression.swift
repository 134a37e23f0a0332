/// A linear expression: `Σ terms + constant`.
///
/// Terms are kept as given: the same variable may appear in several terms (the
/// solver adds their coefficients), and terms with a zero coefficient are allowed
/// (the variable then does not take part in the constraint).
public struct Expression: CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 * variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// The expression made of one term.
    public init(_ term: Term) {
        self.init(terms: [term])
    }

    /// The value with every variable at its current `value`.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    public var description: String {
        (terms.map(\.description) + ["\(constant)"]).joined(separator: " + ")
    }
}
