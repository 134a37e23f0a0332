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

    /// Whether the pan may begin: it moved far enough, away from one of `edges`,
    /// having started within `GestureThresholds.edgeZone` of it. A pan that
    /// moved far enough any other way fails (see `touchesMoved`).
    override func shouldBegin(afterMoving delta: CGPoint, from start: CGPoint) -> Bool {
        hasMovedFarEnough(delta) && startsFromEdge(delta: delta, start: start)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        // Moved far enough but not away from an edge: this is not an edge pan.
        guard state == .possible, let delta = movementSinceTouchDown, let start = touchDownLocation,
              hasMovedFarEnough(delta), !startsFromEdge(delta: delta, start: start) else { return }
        state = .failed
    }

    private func hasMovedFarEnough(_ delta: CGPoint) -> Bool {
        hypot(delta.x, delta.y) >= GestureThresholds.panHysteresis
    }

    private func startsFromEdge(delta: CGPoint, start: CGPoint) -> Bool {
        let screen = view?.window?.screen.bounds ?? UIScreen.main.bounds
        let zone = GestureThresholds.edgeZone
        // Moving away from the edge: more along the edge's normal than along the edge.
        let checks: [(UIRectEdge, Bool, Bool)] = [
            (.left, start.x - screen.minX <= zone, delta.x > abs(delta.y)),
            (.right, screen.maxX - start.x <= zone, -delta.x > abs(delta.y)),
            (.top, start.y - screen.minY <= zone, delta.y > abs(delta.x)),
            (.bottom, screen.maxY - start.y <= zone, -delta.y > abs(delta.x)),
        ]
        return checks.contains { edges.contains($0.0) && $0.1 && $0.2 }
    }
}
