import Cassowary
import CoreGraphics

/// The solver's four unknowns for one view or layout guide: its alignment
/// rectangle, in points, with the origin in its parent's bounds coordinates
/// (a view's superview, a guide's owning view; bounds origins such as a
/// scroll view's content offset are not part of it, as in UIKit).
final class LayoutVariables {
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable
    /// The engine that made them: a view moved to another tree keeps stale
    /// variables until that tree's engine makes new ones.
    weak var engine: LayoutEngine?

    init(name: String, engine: LayoutEngine) {
        self.engine = engine
        x = Variable("\(name).minX")
        y = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    /// The solved rectangle (after `Solver.updateVariables()`).
    var rect: CGRect {
        CGRect(x: x.value, y: y.value, width: width.value, height: height.value)
    }

    var all: [Variable] { [x, y, width, height] }

    /// The variables along one axis: position and length.
    func axis(horizontal: Bool) -> [Variable] {
        horizontal ? [x, width] : [y, height]
    }
}

/// Cassowary's linear expression (Foundation has an `Expression` of its own).
typealias LinearExpression = Cassowary.Expression
