import Cassowary
import CoreGraphics
import Foundation

/// Fitting sizes, and what UIKit offers for debugging layouts: the
/// unsatisfiable-constraints log, ambiguity, and the constraints affecting a view.
extension LayoutEngine {
    // MARK: Fitting

    /// The size `view`'s own constraints give it when its width and height are
    /// pulled toward `target` at the given priorities (below the content's
    /// hugging and compression priorities, the content wins). Solved in a
    /// private engine over the view's subtree; the view's frame is not a constraint.
    static func fittingSize(of view: UIView, target: CGSize, horizontalPriority: UILayoutPriority,
                            verticalPriority: UILayoutPriority) -> CGSize {
        let engine = LayoutEngine(root: view, isFitting: true)
        engine.rebuild()
        guard let variables = engine.variables(of: view) else { return .zero }
        for (variable, length, priority) in [(variables.width, target.width, horizontalPriority),
                                             (variables.height, target.height, verticalPriority)] {
            guard let strength = strength(for: priority) else { continue }
            try? engine.solver.add(Cassowary.Constraint(LinearExpression(variable) - Double(length), .equal,
                                                        strength: strength))
        }
        _ = engine.solve()
        let size = CGSize(width: variables.width.value, height: variables.height.value)
        engine.discardItems()
        let scale = view.window?.screen.scale ?? 1
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    // MARK: Unsatisfiable constraints

    /// UIKit's console message when a required constraint cannot hold
    /// together with the others: the constraints that share its items, and
    /// the one broken (Kumiki breaks the one that came last, leaving it active).
    func reportUnsatisfiable(_ constraint: NSLayoutConstraint, reference: UIView) {
        let variables = Set((solverForm(of: constraint, reference: reference)?.expression.terms ?? [])
            .map { ObjectIdentifier($0.variable) })
        func shares(_ solved: Cassowary.Constraint) -> Bool {
            solved.strength.isRequired && solved.expression.terms.contains { variables.contains(ObjectIdentifier($0.variable)) }
        }
        var conflicting: [NSLayoutConstraint] = []
        for view in views {
            for system in systemConstraints[ObjectIdentifier(view)] ?? [] where shares(system.solved) {
                conflicting.append(system.described)
            }
        }
        for entry in entries.values where shares(entry.solved) { conflicting.append(entry.constraint) }
        conflicting.sort { $0.description < $1.description }
        conflicting.append(constraint)
        var message = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 

        """
        if conflicting.contains(where: { $0.kind == .autoresizingMask }) {
            message += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer "
                + "to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        message += "(\n" + conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        message += "Will attempt to recover by breaking constraint \n\(constraint)\n\n"
        message += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        message += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
            + "<UIKitCore/UIKit.h> may also be helpful.\n"
        FileHandle.standardError.write(Data(message.utf8))
    }

    // MARK: Ambiguity

    /// Whether the constraints leave one of the view's variables free (the
    /// root's position never counts: nothing places a tree's root).
    func isAmbiguous(_ view: UIView) -> Bool {
        solveAndMarkChangedViews()
        guard let variables = variables(of: view) else { return false }
        let checked = view === root ? [variables.width, variables.height] : variables.all
        return checked.contains(where: solver.isAmbiguous)
    }

    /// Moves the view's free variables 20 points one way, then the other on
    /// the next call, at a priority below any UIKit uses, so that nothing the
    /// constraints decide moves.
    func exerciseAmbiguity(of view: UIView) {
        guard let variables = variables(of: view) else { return }
        let id = ObjectIdentifier(view)
        let previous = exercisedAmbiguity.removeValue(forKey: id)
        for constraint in previous?.constraints ?? [] { try? solver.remove(constraint) }
        let direction = -(previous?.direction ?? -1)
        var added: [Cassowary.Constraint] = []
        for variable in variables.all where solver.isAmbiguous(variable) {
            let nudge = Cassowary.Constraint(LinearExpression(variable) - (variable.value + 20 * direction), .equal,
                                             strength: Strength(priority: 0.001))
            try? solver.add(nudge)
            added.append(nudge)
        }
        exercisedAmbiguity[id] = (added, direction)
        needsSolve = true
    }

    // MARK: Constraints affecting a view

    /// The app's and UIKit's constraints that involve the view's position or
    /// size along one axis.
    func constraintsAffecting(_ view: UIView, horizontal: Bool) -> [NSLayoutConstraint] {
        guard let variables = variables(of: view) else { return [] }
        let axis = Set(variables.axis(horizontal: horizontal).map(ObjectIdentifier.init))
        var found: [NSLayoutConstraint] = []
        for system in systemConstraints[ObjectIdentifier(view)] ?? [] {
            let isOnAxis: Bool = switch system.role {
            case .frame(let index): (index % 2 == 0) == horizontal
            case .contentSize(let isHorizontal): isHorizontal == horizontal
            case .guide: false
            }
            if isOnAxis { found.append(system.described) }
        }
        for entry in entries.values
        where entry.solved.expression.terms.contains(where: { axis.contains(ObjectIdentifier($0.variable)) }) {
            found.append(entry.constraint)
        }
        return found
    }
}
