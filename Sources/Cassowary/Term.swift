/// A variable times a coefficient, one summand of an ``Expression``.
public struct Term: CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        "\(coefficient) * \(variable.name)"
    }
}
