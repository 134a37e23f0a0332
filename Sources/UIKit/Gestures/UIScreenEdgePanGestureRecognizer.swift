/// Edges of a rectangle; raw values match UIKit.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the screen and moves away from it (the
/// interactive pop is one, from the left edge).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges that count; none by default, as in UIKit (set one).
    public var edges: UIRectEdge = []

    /// How close to an edge a touch must come down (uncertain figure, one place).
    public static let edgeZone: CGFloat = 20

    override func shouldBegin(afterMoving delta: CGPoint, from start: CGPoint) -> Bool {
        guard hypot(delta.x, delta.y) >= Self.hysteresis else { return false }
        let screen = UIScreen.main.bounds
        // Moving away from the edge: more along the edge's normal than along the edge.
        let checks: [(UIRectEdge, Bool, Bool)] = [
            (.left, start.x - screen.minX <= Self.edgeZone, delta.x > abs(delta.y)),
            (.right, screen.maxX - start.x <= Self.edgeZone, -delta.x > abs(delta.y)),
            (.top, start.y - screen.minY <= Self.edgeZone, delta.y > abs(delta.x)),
            (.bottom, screen.maxY - start.y <= Self.edgeZone, -delta.y > abs(delta.x)),
        ]
        if checks.contains(where: { edges.contains($0.0) && $0.1 && $0.2 }) { return true }
        state = .failed
        return false
    }
}
