/// An unknown of the linear system, such as the left edge of a view.
///
/// Variables compare and hash by identity: two variables with the same name are
/// still different unknowns. The name is only for diagnostics.
///
/// `value` starts at 0 and is written only by ``Solver/updateVariables()``; a
/// variable the solver no longer knows (every constraint, edit and stay that
/// mentioned it has been removed) keeps the last value written.
public final class Variable: Hashable, CustomStringConvertible {
    public let name: String
    public internal(set) var value: Double = 0

    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        name.isEmpty ? "Variable(\(value))" : "\(name)(\(value))"
    }
}
