// Arithmetic that builds expressions: `2 * x + y - 10`, `(a + b) / 2`, `-x`.
//
// Sums and differences of variables, terms and expressions always give an
// `Expression`; scaling a variable or a term gives a `Term`. No comparison
// operators are defined (in particular no `==` building a constraint), so
// `Variable` keeps its identity `==` from `Equatable`.

/// Anything that reads as a linear expression: ``Variable``, ``Term`` and ``Expression``.
public protocol LinearExpressionConvertible {
    var linearExpression: Expression { get }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(self) }
}

extension Term: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(self) }
}

extension Expression: LinearExpressionConvertible {
    public var linearExpression: Expression { self }
}

// MARK: Sums and differences

public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    let l = lhs.linearExpression, r = rhs.linearExpression
    return Expression(terms: l.terms + r.terms, constant: l.constant + r.constant)
}

public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs + -rhs.linearExpression
}

public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    var e = lhs.linearExpression
    e.constant += rhs
    return e
}

public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    rhs + lhs
}

public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs + -rhs
}

public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    -rhs.linearExpression + lhs
}

// MARK: Negation

public prefix func - (operand: Variable) -> Term {
    Term(operand, -1)
}

public prefix func - (operand: Term) -> Term {
    Term(operand.variable, -operand.coefficient)
}

public prefix func - (operand: Expression) -> Expression {
    operand * -1
}

// MARK: Scaling

public func * (lhs: Variable, rhs: Double) -> Term {
    Term(lhs, rhs)
}

public func * (lhs: Double, rhs: Variable) -> Term {
    Term(rhs, lhs)
}

public func / (lhs: Variable, rhs: Double) -> Term {
    Term(lhs, 1 / rhs)
}

public func * (lhs: Term, rhs: Double) -> Term {
    Term(lhs.variable, lhs.coefficient * rhs)
}

public func * (lhs: Double, rhs: Term) -> Term {
    rhs * lhs
}

public func / (lhs: Term, rhs: Double) -> Term {
    Term(lhs.variable, lhs.coefficient / rhs)
}

public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms.map { $0 * rhs }, constant: lhs.constant * rhs)
}

public func * (lhs: Double, rhs: Expression) -> Expression {
    rhs * lhs
}

public func / (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms.map { $0 / rhs }, constant: lhs.constant / rhs)
}
