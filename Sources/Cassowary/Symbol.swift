/// A column of the tableau: an integer id whose two low bits carry its kind.
///
/// Ids grow in creation order and are never reused, so comparing symbols gives a
/// stable, run-independent order; the solver uses it to break every tie (subject,
/// entering and leaving choices), which makes results deterministic even though
/// dictionary iteration order is not.
struct Symbol: Hashable, Comparable {
    enum Kind: Int {
        /// A user variable: unrestricted in sign.
        case external = 0
        /// A slack of an inequality (and the temporary artificial variable): ≥ 0.
        case slack = 1
        /// An error of a non-required constraint: ≥ 0, costs in the objective.
        case error = 2
        /// The marker of a required equality: ≥ 0 and never allowed to enter the
        /// basis, so as a parametric symbol it stays 0.
        case dummy = 3
    }

    let raw: Int

    init(id: Int, kind: Kind) {
        raw = id << 2 | kind.rawValue
    }

    var kind: Kind { Kind(rawValue: raw & 3)! }

    /// Restricted symbols must stay ≥ 0; only external ones are unrestricted.
    var isRestricted: Bool { raw & 3 != Kind.external.rawValue }

    /// Whether the symbol may enter the basis in an optimization (everything but dummies).
    var isPivotable: Bool { raw & 3 == Kind.slack.rawValue || raw & 3 == Kind.error.rawValue }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool {
        lhs.raw < rhs.raw
    }
}
