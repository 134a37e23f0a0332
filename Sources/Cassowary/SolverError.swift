/// Why a ``Solver`` call was refused. A refused call leaves the solver's
/// constraints, edits and stays as they were.
public enum SolverError: Error, Equatable, Sendable {
    /// The constraint (or a stay for the variable) is already in the solver.
    case duplicateConstraint
    /// A required constraint, or a new constant for one, contradicts the required
    /// constraints already there.
    case unsatisfiableConstraint
    /// The constraint (or stay) is not in the solver.
    case unknownConstraint
    case duplicateEditVariable
    case unknownEditVariable
    /// Edit variables and stays must be non-required.
    case requiredEditStrength
}
