/// Names the two controllers of a transition for
/// `viewController(forKey:)`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller on screen when the transition begins.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller on screen when it ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}
